// The control node (verbs.ts `group`) as the reader builds it: "you may …" (608.2d), "if …" (608.2c), "… unless PLAYER
// pays …" (118.12) and "pay {2}" read as a clause — what Forge keeps as parameters of any effect (OptionalDecider$,
// ConditionCheckSVar$, UnlessCost$), not effects of their own. game/instructions.ts and effects/group.ts carry it out.
import type { Effect } from './ast.ts';
import type { Condition, PlayerRef } from './vocabulary.ts';
import type { Payment } from './verbs.ts';

/** A group: instructions with what governs them. */
export type Group = Extract<Effect, { type: 'group' }>;
/** "You may EFFECTS[. If you do, …]" (608.2d); a payment first in `effects` ("you may pay {1}") becomes the group's `pay`. */
export function optional(effects: Effect[], rest: Omit<Group, 'type' | 'effects' | 'optional'> = {}): Group {
  const first = effects[0];
  const pays = first && isPayment(first) ? { pay: first.pay, effects: effects.slice(1) } : { effects };
  return { type: 'group', optional: true, ...rest, ...pays };
}
/** "Pay {2}" / "pay {E}{E}" / "pay 2 life" read as a clause: a group that only pays (read only inside "you may …", entries/lines.ts). */
export const payment = (pay: Payment): Group => ({ type: 'group', pay, effects: [] });
export const isPayment = (e: Effect): e is Group & { pay: Payment } => e.type === 'group' && e.pay !== undefined && !e.optional && !e.unless && e.effects.length === 0;
/** "If CONDITION, EFFECTS[. Otherwise, EFFECTS]" (608.2c). */
export const conditional = (condition: Condition, effects: Effect[], rest: Omit<Group, 'type' | 'effects' | 'condition'> = {}): Group => ({ type: 'group', condition, effects, ...rest });
/** "EFFECTS unless PLAYER pays COST" (118.12). */
export const unlessPays = (who: PlayerRef, cost: Payment, effects: Effect[], rest: Omit<Group, 'type' | 'effects' | 'who' | 'unless'> = {}): Group => ({ type: 'group', who, unless: cost, effects, ...rest });
