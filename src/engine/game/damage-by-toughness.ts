// "Each creature you control [with toughness greater than its power] assigns combat
// damage equal to its toughness rather than its power." (Doran, the Siege Tower; Belligerent
// Brontodon): an effect that changes how much combat damage a creature assigns (510.1a); and "You may
// have this creature assign its combat damage as though it weren't blocked" (Thorn Elemental), which
// changes to what a blocked creature assigns it (510.1b–c).
import type { Characteristics } from './characteristics.ts';
import { characteristics } from './characteristics.ts';
import { restrictionsOn } from './restrictions.ts';
import { noteDefault, trace, type Game, type Permanent } from './state.ts';
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';

/** The combat damage `perm` assigns (510.1a): its power, or its toughness under such an effect. */
export function combatDamageAmount(game: Game, perm: Permanent, c: Characteristics): { amount: number; byToughness: boolean } {
  const power = c.power ?? 0;
  const toughness = c.toughness ?? 0;
  const applies = game.battlefield.some((src) => characteristics(game, src).abilities.some((a) => a.kind === 'assigns-by-toughness'
    && (a.who === 'self' ? src.id === perm.id : a.who === 'all' || src.controller === perm.controller)
    && (!a.onlyIfGreater || toughness > power)));
  return applies ? { amount: toughness, byToughness: true } : { amount: power, byToughness: false };
}

/** The amount, saying so in the trace when it is the toughness; none for a creature that "assigns no combat damage this turn" (510.1). */
export function assignedCombatDamage(game: Game, perm: Permanent, c: Characteristics): number {
  if (restrictionsOn(game, perm, c).has('assigns-no-combat-damage')) {
    trace(game, 'note', say('combat.assignsNone', { object: c.name }), cite('assignDamage'));
    return 0;
  }
  const { amount, byToughness } = combatDamageAmount(game, perm, c);
  if (byToughness && amount > 0) trace(game, 'note', say('combat.assignsToughness', { object: c.name, toughness: amount }), cite('damageEqualsPower'));
  return amount;
}

/**
 * Whether a blocked creature with "you may have this creature assign its combat damage as though it
 * weren't blocked" does so: its controller's assignment (`assign: {ATTACKER: {PLAYER: N}}`) names only
 * what it attacks; one naming its blockers declines; with none, it does (the "you may", noted).
 * `given` is that assignment, `attacked` the player or planeswalker it attacks.
 */
export function assignsAsUnblocked(game: Game, perm: Permanent, c: Characteristics, given: Record<string, number> | undefined, attacked: string[]): boolean {
  if (!restrictionsOn(game, perm, c).has('may-assign-as-unblocked')) return false;
  if (given) return Object.keys(given).every((k) => attacked.includes(k));
  noteDefault(game, say('default.assignAsUnblocked', { creature: c.name }));
  return true;
}
