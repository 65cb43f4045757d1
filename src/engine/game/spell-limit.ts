// "Each player can't cast more than one spell each turn" (Arcane Laboratory), "Each
// opponent …", "You can't cast more than one spell each turn": a static "can't" that beats
// any permission to cast (101.2), counting the spells the player cast this turn. Every way of
// casting checks it: the player's own casts (casting.ts) and casts during a resolution
// (cascade, rebound, madness: cast-resolving.ts).
import { cite } from '../citations.ts';
import type { Ability } from '../oracle/ast.ts';
import { characteristics, mayHaveAbility } from './characteristics.ts';
import { spellsCastThisTurn } from './cast-more.ts';
import { IllegalAction } from './illegal.ts';
import type { Game } from './state.ts';
import { say, type Message } from '../messages/message.ts';

const isSpellLimit = (a: Ability): a is Extract<Ability, { kind: 'player-rule'; rule: 'spell-limit' }> => a.kind === 'player-rule' && a.rule === 'spell-limit';

type PlayerLimit = { kind: 'player-rule'; max: number; who: 'each-player' | 'opponents' | 'you' };

/**
 * The first permanent whose "… can't … more than N … each turn" (a player-rule limit) applies
 * to `who`, who has done it `done` times this turn: its name and N, or undefined. Shared by the
 * spell limit here and the draw limit (events.ts); checked often, so only a permanent that can
 * have the rule is derived.
 */
export function reachedLimit<A extends Ability & PlayerLimit>(game: Game, who: string, isLimit: (a: Ability) => a is A, done: number): { source: string; max: number } | undefined {
  const may = mayHaveAbility(game, isLimit);
  for (const p of game.battlefield) {
    if (!may(p)) continue;
    const c = characteristics(game, p);
    for (const a of c.abilities) {
      if (!isLimit(a)) continue;
      const applies = a.who === 'each-player' || (a.who === 'you' ? p.controller === who : p.controller !== who);
      if (applies && done >= a.max) return { source: c.name, max: a.max };
    }
  }
  return undefined;
}

/** Why `who` can't cast another spell this turn, or null. */
export function spellLimitProblem(game: Game, who: string, spell: string): { message: Message; rules: string[] } | null {
  const cast = spellsCastThisTurn(game).filter((s) => s.player === who).length;
  const limit = reachedLimit(game, who, isSpellLimit, cast);
  return limit ? { message: say('illegal.spellLimit', { player: who, spell, source: limit.source, max: limit.max, cast }), rules: cite('spellLimit') } : null;
}

export function checkSpellLimit(game: Game, who: string, spell: string): void {
  const problem = spellLimitProblem(game, who, spell);
  if (problem) throw new IllegalAction(problem.message, problem.rules);
}
