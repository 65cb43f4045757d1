// Toxic (702.164) and "attacks each combat if able" (508.1d). The combat keywords that are
// triggered abilities (flanking, bushido, exalted, annihilator…) are triggers/keywords.ts's.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { characteristics } from './characteristics.ts';
import { IllegalAction } from './illegal.ts';
import { checkPlayerCounters } from './counters.ts';
import { attackConditionProblem, restrictionsOn, someoneToAttack } from './restrictions.ts';
import { encoreAttackRequirements } from './encore.ts';
import { noteDefault, opponents, permanentById, player, trace, type Game, type Permanent } from './state.ts';

/** Toxic (702.164c): combat damage to a player also gives poison counters equal to the total toxic value. */
export function toxicPoison(game: Game, sourceId: string, to: string): void {
  const perm = permanentById(game, sourceId);
  if (!perm) return;
  const c = characteristics(game, perm);
  const total = c.abilities.reduce((n, ab) => n + (ab.kind === 'keyword-n' && ab.keyword === 'toxic' ? ab.n : 0), 0);
  if (total <= 0) return;
  const p = player(game, to);
  checkPlayerCounters(game, to);
  p.poison += total;
  trace(game, 'damage', say('damage.toxic', { player: to, amount: total, source: c.name, poison: p.poison }), cite('toxic'));
}

/** Whether this creature could attack now (the checks of 508.1a–c), for "attacks each combat if able". */
export function ableToAttack(game: Game, perm: Permanent): boolean {
  const c = characteristics(game, perm);
  if (!c.types.includes('Creature') || perm.tapped || c.keywords.has('defender')) return false;
  if (perm.sick && !c.keywords.has('haste')) return false;
  return !restrictionsOn(game, perm, c).has('cant-attack') && someoneToAttack(game, perm, c);
}

/**
 * 508.1d: creatures that attack each combat if able. With no declaration at all they are
 * declared attacking the (first) opponent; a declaration that leaves one out is illegal.
 */
export function attackRequirements(game: Game, declared: boolean): void {
  const combat = game.combat;
  for (const perm of game.battlefield) {
    if (perm.controller !== game.active || combat.attackers.some((a) => a.id === perm.id)) continue;
    const rules = restrictionsOn(game, perm);
    const required = rules.has('attacks-each-combat') || (rules.has('attacks-this-turn') && perm.attackedTurn !== game.turn);
    if (!required || !ableToAttack(game, perm)) continue;
    const name = characteristics(game, perm).name;
    if (declared) throw new IllegalAction(say('illegal.mustAttack', { card: name }), cite('attackRequirement'));
    const defenders = opponents(game, game.active).filter((d) => !attackConditionProblem(game, perm, characteristics(game, perm), d.name));
    if (!defenders.length) continue;
    if (defenders.length > 1) noteDefault(game, say('default.mustAttack', { card: name, player: defenders[0]!.name }));
    combat.attackers.push({ id: perm.id, defender: defenders[0]!.name });
    trace(game, 'note', say('combat.mustAttack', { creature: name, defender: defenders[0]!.name }), cite('attackRequirement'));
  }
  encoreAttackRequirements(game, declared);
}
