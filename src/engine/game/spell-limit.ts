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

/** Why `who` can't cast another spell this turn, or null. */
export function spellLimitProblem(game: Game, who: string, spell: string): { message: Message; rules: string[] } | null {
  const cast = spellsCastThisTurn(game).filter((s) => s.player === who).length;
  // Checked at every cast: only a permanent that can have the rule is derived.
  const may = mayHaveAbility(game, isSpellLimit);
  for (const p of game.battlefield) {
    if (!may(p)) continue;
    const c = characteristics(game, p);
    for (const a of c.abilities) {
      if (!isSpellLimit(a)) continue;
      const applies = a.who === 'each-player' || (a.who === 'you' ? p.controller === who : p.controller !== who);
      if (applies && cast >= a.max) return { message: say('illegal.spellLimit', { player: who, spell, source: c.name, max: a.max, cast }), rules: cite('spellLimit') };
    }
  }
  return null;
}

export function checkSpellLimit(game: Game, who: string, spell: string): void {
  const problem = spellLimitProblem(game, who, spell);
  if (problem) throw new IllegalAction(problem.message, problem.rules);
}
