// Loyalty abilities (606): when one may be activated — a main phase of its controller's turn
// with an empty stack, and only if no loyalty ability of that permanent was activated this turn
// (606.3) — and its cost, loyalty counters put on or removed (606.4), never more removed than
// the permanent has (606.6); "−X" removes the X chosen as it is activated (107.3a).
import type { AbilityBody, Cost } from '../oracle/ast.ts';
import { cite } from '../citations.ts';
import { characteristics } from './characteristics.ts';
import { emblemsIn } from './emblems.ts';
import { say } from '../messages/message.ts';
import { putCounters } from './counters.ts';
import { raise } from './stream.ts';
import { IllegalAction } from './illegal.ts';
import { noteDefault, trace, type Game, type Permanent } from './state.ts';

export type LoyaltyCost = Extract<Cost, { type: 'loyalty' }>;

/** The loyalty cost of an ability's costs, if it is a loyalty ability (606.2). */
export const loyaltyCostOf = (costs: readonly Cost[]): LoyaltyCost | undefined => costs.find((k): k is LoyaltyCost => k.type === 'loyalty');

type LoyaltyRule = Extract<AbilityBody, { kind: 'player-rule'; rule: 'loyalty' }>;

/** What its controller's permanents and emblems allow beyond 606.3 for this permanent's loyalty abilities (101.1): instant speed, twice a turn. */
export function loyaltyPermission(game: Game, perm: Permanent): { instantSpeed: boolean; times: number } {
  const out = { instantSpeed: false, times: 1 };
  const grant = (a: LoyaltyRule): void => {
    if (a.instantSpeed) out.instantSpeed = true;
    if (a.twice) out.times = 2;
  };
  const isLoyalty = (a: AbilityBody): a is LoyaltyRule => a.kind === 'player-rule' && a.rule === 'loyalty';
  const isPlaneswalker = characteristics(game, perm).types.includes('Planeswalker');
  for (const p of game.battlefield) {
    if (p.controller !== perm.controller) continue;
    for (const a of characteristics(game, p).abilities) {
      if (!isLoyalty(a) || (a.of === 'self' ? p.id !== perm.id : !isPlaneswalker)) continue;
      if (!a.enteredThisTurn || p.enteredTurn === game.turn) grant(a);
    }
  }
  for (const e of emblemsIn(game)) if (e.owner === perm.controller && isPlaneswalker) for (const a of e.abilities) if (isLoyalty(a)) grant(a);
  return out;
}

/**
 * Checks 606.3's once-per-turn limit and 606.6, and returns the number of loyalty counters the
 * cost puts on (positive) or removes (negative): "−X" is minus the X chosen (0 when none is given).
 */
export function loyaltyAmount(game: Game, perm: Permanent, name: string, cost: LoyaltyCost, x: number | undefined): number {
  const times = loyaltyPermission(game, perm).times;
  if (perm.loyaltyTurn === game.turn && (perm.loyaltyCount ?? 1) >= times) throw new IllegalAction(say('illegal.loyaltyOnce', { card: name }), cite('loyaltyTiming', ...(times > 1 ? (['cardOverridesRule'] as const) : [])));
  if (cost.amount === '-X' && x === undefined) noteDefault(game, say('default.xIsZero', { card: name }));
  const amount = cost.amount === '-X' ? -(x ?? 0) : cost.amount;
  const have = perm.counters.loyalty ?? 0;
  if (amount < 0 && have < -amount) {
    throw new IllegalAction(say('illegal.loyaltyTooFew', { card: name, have, cost: -amount }), cite('loyaltyNegative', ...(cost.amount === '-X' ? (['xAnnounced'] as const) : [])));
  }
  return amount;
}

/**
 * Pays a loyalty cost: the counters go on or come off, and the permanent has used its loyalty
 * ability this turn (606.3, 606.4). A +N cost is `by` its controller putting counters, so "if you
 * would put counters" replacements see it (Vorinclex), not "if an effect would" (Doubling Season).
 */
export function payLoyalty(game: Game, perm: Permanent, name: string, amount: number, by: string): void {
  const changed = amount > 0 ? putCounters(game, perm, 'loyalty', amount, { quiet: true, cost: true, by }) : amount;
  if (amount <= 0) perm.counters.loyalty = (perm.counters.loyalty ?? 0) + amount;
  // 606.4: a −N cost removes N loyalty counters ("whenever one or more loyalty counters are removed from …").
  if (amount < 0) raise(game, { kind: 'counters-removed', object: perm.id, counter: 'loyalty', amount: -amount, left: perm.counters.loyalty ?? 0 });
  perm.loyaltyCount = perm.loyaltyTurn === game.turn ? (perm.loyaltyCount ?? 1) + 1 : 1;
  perm.loyaltyTurn = game.turn;
  trace(game, 'counters', say('loyalty.cost', { object: name, amount: changed, loyalty: perm.counters.loyalty ?? 0 }), cite('loyaltyCost'));
}
