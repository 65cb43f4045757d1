// What a player has that no object shows: the city's blessing (702.131c) and speed (702.179).
// The monarch (725) has its own module (game/monarch.ts); `hasDesignation` reads all of them for the
// conditions "you're the monarch", "you have the city's blessing" (game/triggers/conditions.ts,
// game/static-conditions.ts).
//
// - Ascend on a permanent (702.131b, the `ascend` player rule): "any time you control ten or more
//   permanents and you don't have the city's blessing, you get the city's blessing for the rest of
//   the game". No stack, no trigger: the engine looks whenever state-based actions are checked
//   (704.3, each time a player would receive priority), the moments a replay can ask about it.
//   Ascend on an instant or sorcery is a spell ability (702.131a), the `designate` verb.
// - Start your engines! (702.179a, the `start-your-engines` player rule): a player with no speed
//   who controls such a permanent gets speed 1, a state-based action (704.5aa). A player with speed
//   has an inherent triggered ability with no source (702.179d): "Whenever one or more opponents
//   lose life during your turn, if your speed is less than 4, your speed increases by 1. This
//   ability triggers only once each turn." Max speed is a speed of 4 (702.179e).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import type { PlayerDesignation } from '../oracle/vocabulary.ts';
import { hasPlayerRule } from './player-rules.ts';
import { registerTriggerSources } from './triggers/handler.ts';
import { withCode } from './triggers/keywords.ts';
import { trace, type Game, type SourceInfo } from './state.ts';

/** The speed a player can reach (702.179d: it increases only while less than 4). */
export const MAX_SPEED = 4;

export function hasDesignation(game: Game, who: string, designation: PlayerDesignation): boolean {
  if (designation === 'monarch') return game.monarch === who;
  if (designation === 'completed-dungeon') return (game.players.find((p) => p.name === who)?.completedDungeons ?? 0) > 0;
  return game.players.find((p) => p.name === who)?.citysBlessing === true;
}

/** `who` gets the city's blessing for the rest of the game (702.131a–c); `spell`: by an instant's or sorcery's ascend. */
export function getCitysBlessing(game: Game, who: string, spell = false): void {
  const p = game.players.find((x) => x.name === who);
  if (!p || p.citysBlessing) return;
  p.citysBlessing = true;
  // 702.131d: continuous effects are applied again with the designation.
  game.battlefield = [...game.battlefield];
  trace(game, 'designation', say('designation.citysBlessing', { player: who }), cite(spell ? 'ascendSpell' : 'ascend', 'citysBlessing'));
}

/** A player's speed increases by `n` (702.179c: from none it becomes `n`), never beyond max speed. */
export function increaseSpeed(game: Game, who: string, n: number): void {
  const p = game.players.find((x) => x.name === who);
  if (!p || n <= 0) return;
  const before = p.speed ?? 0;
  const after = Math.min(MAX_SPEED, before + n);
  if (after === before) return;
  p.speed = after;
  game.battlefield = [...game.battlefield];
  trace(game, 'designation', say('speed.increases', { player: who, before, after }), cite('speedTrigger', ...(after === MAX_SPEED ? (['maxSpeed'] as const) : [])));
}

/**
 * The checks made with state-based actions: speed 1 for a player who controls a permanent with
 * start your engines! and has none (704.5aa, a state-based action: returns whether one was
 * performed), and ascend's city's blessing (702.131b, not one: it never makes the batch repeat).
 */
export function playerDesignationActions(game: Game): boolean {
  let performed = false;
  for (const p of game.players) {
    if (p.lost) continue;
    if (p.speed === undefined && hasPlayerRule(game, p.name, 'start-your-engines')) {
      p.speed = 1;
      game.battlefield = [...game.battlefield];
      performed = true;
      trace(game, 'designation', say('speed.starts', { player: p.name }), cite('sbaBatch', 'sbaSpeed', 'startYourEngines'));
    }
    if (!p.citysBlessing && hasPlayerRule(game, p.name, 'ascend') && game.battlefield.filter((x) => x.controller === p.name).length >= 10) getCitysBlessing(game, p.name);
  }
  return performed;
}

/** 702.179d: the inherent ability has no source; the trace and the stack name it by the player's speed. */
const NO_SOURCE = (controller: string): SourceInfo => ({ id: `speed:${controller}`, name: `${controller}'s speed`, said: say('term.speed', { player: controller }), controller, colors: [], keywords: [] });

const SPEED_TRIGGER: Ability = withCode(
  {
    kind: 'triggered',
    trigger: { on: 'loses-life', player: 'opponent', batched: true, condition: { kind: 'your-turn' }, interveningIf: { kind: 'compare', amount: { of: 'player', stat: 'speed', player: { ref: 'you' } }, op: '<', value: MAX_SPEED }, oncePerTurn: true },
    effects: [{ type: 'designate', designation: 'speed', players: { ref: 'you' }, amount: 1 }],
    text: 'Whenever one or more opponents lose life during your turn, if your speed is less than 4, your speed increases by 1. This ability triggers only once each turn.',
    line: 0,
  },
  'speedTrigger',
);

/** Each player with speed controls the inherent speed trigger (702.179d). */
export function installSpeed(): void {
  registerTriggerSources((game) => game.players.filter((p) => (p.speed ?? 0) >= 1 && !p.lost).map((p) => ({ id: `speed:${p.name}`, controller: p.name, info: NO_SOURCE(p.name), abilities: [SPEED_TRIGGER as Extract<Ability, { kind: 'triggered' }>] })));
}
