// Planechase (901): the face-up plane (`Game.plane`) and each player's planar deck (`Player.planarDeck`, top first),
// all in the command zone (901.4). The face-up plane's abilities work from there (901.7) as an emblem's do: it is
// kept as one (`Emblem.card`), listed by game/emblems.ts `emblemsIn`, so its static abilities apply through
// game/layers.ts and its triggered abilities trigger through the one trigger handler — controlled by the planar
// controller, the active player (901.6), so it passes to each new active player as their turn begins.
//
// - Rolling the planar die (901.9, `{player, planarDie: chaos | planeswalker | blank}`): a special action of the
//   active player in a main phase of their turn with an empty stack, costing {N} for the N times they rolled it
//   before this turn. Chaos ensues on the chaos symbol (901.9b: the `chaos-ensues` event, "Whenever chaos ensues",
//   311.7); the Planeswalker symbol triggers the inherent planeswalking ability (901.8: "Whenever you roll the
//   Planeswalker symbol on the planar die, planeswalk", no source, controlled by the roller).
// - Planeswalking (701.31b, the `designate` verb's `planeswalk`): the face-up plane goes face down to the bottom of
//   its owner's planar deck, then the planar controller turns the top card of their planar deck face up, a new
//   object (901.7a); "When you planeswalk to CARDNAME" triggers (the `planeswalks` event, 901.11).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { IllegalAction } from './illegal.ts';
import { commandZoneCard } from './emblems.ts';
import { trace, type Card, type Emblem, type Game, type SourceInfo } from './state.ts';
import { raise } from './stream.ts';
import { registerTriggerSources } from './triggers/handler.ts';
import { withCode } from './triggers/keywords.ts';

export type PlanarDieResult = 'planeswalker' | 'chaos' | 'blank';

/** A plane card face up in the command zone, controlled by `controller` (901.6). */
export function facePlaneUp(game: Game, card: Card, controller: string): Emblem {
  const plane = commandZoneCard(game, card, controller, 'plane');
  game.plane = plane;
  // 613.7d: a new object in the command zone; continuous effects are applied again with it.
  game.battlefield = [...game.battlefield];
  return plane;
}

/** 901.6: the planar controller is the active player; as a new turn begins the face-up plane passes to them. */
export function planarControllerChanges(game: Game): void {
  if (game.plane && game.plane.owner !== game.active) {
    game.plane = { ...game.plane, owner: game.active };
    game.battlefield = [...game.battlefield];
  }
}

/** 701.31b: planeswalking by `who`, the planar controller. */
export function planeswalk(game: Game, who: string): void {
  const old = game.plane;
  const from: string[] = [];
  if (old) {
    const owner = game.players.find((p) => p.name === old.card!.card.owner);
    if (owner) owner.planarDeck = [...(owner.planarDeck ?? []), old.card!.card];
    from.push(old.id);
    game.plane = undefined;
    game.battlefield = [...game.battlefield];
  }
  const p = game.players.find((x) => x.name === who);
  const [top, ...rest] = p?.planarDeck ?? [];
  if (!p || !top) {
    trace(game, 'plane', say('plane.noneLeft', { player: who, from: old?.label ?? '' }), cite('planeswalk'));
    raise(game, { kind: 'planeswalks', player: who, from });
    return;
  }
  p.planarDeck = rest;
  const plane = facePlaneUp(game, top, who);
  trace(game, 'plane', say('plane.planeswalks', { player: who, from: old?.label ?? '', to: top.def.name }), cite('planeswalk', 'planeswalkTo', 'planeNewObject'));
  raise(game, { kind: 'planeswalks', player: who, to: plane.id, from });
}

/** The special action of rolling the planar die (901.9): its cost paid by `pay` ({N} for the N earlier rolls this turn). */
export function rollPlanarDie(game: Game, who: string, result: PlanarDieResult, pay: (cost: string[]) => void): void {
  if (!game.plane) throw new IllegalAction(say('illegal.noPlanechase', { player: who }), cite('planarDieRoll'));
  if (who !== game.active || (game.step !== 'main1' && game.step !== 'main2') || game.stack.length) throw new IllegalAction(say('illegal.planarDieTiming', { player: who }), cite('planarDieRoll'));
  const before = game.planarRolls?.turn === game.turn ? game.planarRolls.n : 0;
  trace(game, 'special-action', say('plane.rollsDie', { player: who, cost: before, result }), cite('planarDieRoll', 'specialActionPlanarDie', ...(result === 'chaos' ? (['planarChaos', 'chaosAbility'] as const) : result === 'planeswalker' ? (['planarPlaneswalker', 'planeswalkingAbility'] as const) : (['planarBlank'] as const))));
  if (before > 0) pay([String(before)]);
  game.planarRolls = { turn: game.turn, n: before + 1 };
  raise(game, { kind: 'planar-die', player: who, result });
  if (result === 'chaos') raise(game, { kind: 'chaos-ensues', player: who });
}

/** 901.8: the planeswalking ability has no source; the trace and the stack name it so. */
const NO_SOURCE = (controller: string): SourceInfo => ({ id: 'planeswalking', name: 'the planeswalking ability', said: say('term.planeswalkingAbility', {}), controller, colors: [], keywords: [] });

const PLANESWALKING: Extract<Ability, { kind: 'triggered' }> = withCode(
  { kind: 'triggered', trigger: { on: 'planar-die', player: 'you' }, effects: [{ type: 'designate', designation: 'planeswalk', players: { ref: 'you' } }], text: 'Whenever you roll the Planeswalker symbol on the planar die, planeswalk.', line: 0 },
  'planeswalkingAbility',
);

/** The inherent planeswalking ability of a Planechase game (a game with a face-up plane), controlled by the active player who rolls. */
export function installPlanechase(): void {
  registerTriggerSources((game) => (game.plane ? [{ id: 'planeswalking', controller: game.active, info: NO_SOURCE(game.active), abilities: [PLANESWALKING] }] : []));
}
