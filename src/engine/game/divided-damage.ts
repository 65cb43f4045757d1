// "CARDNAME deals 3 damage divided as you choose among one, two, or three targets", "Distribute three +1/+1 counters among one, two, or three target creatures" (601.2d): as
// the spell or ability is put on the stack, its controller announces how the damage is divided
// among the targets chosen, each getting at least 1. The scenario names it with
// `choose: {divide: [2, 1]}` (in target order); without one, the damage is divided as evenly
// as possible, the first targets getting what is left over — a noted default. The division is
// kept on the stack item (a copy keeps it, 707.10) and each target's share is dealt on
// resolution; a target that has become illegal gets nothing, the others keep their shares (608.2b).
import { cite } from '../citations.ts';
import { choosesTarget, type Effect } from '../oracle/ast.ts';
import { IllegalAction } from './illegal.ts';
import { say } from '../messages/message.ts';
import { nameOf } from './events.ts';
import { noteDefault, takeChoice, trace, type Game, type StackItem } from './state.ts';

/** Damage or counters divided among targets (601.2d). */
type Share = Extract<Effect, { type: 'deal-damage' | 'put-counters' }> & { divided: { min: number } };

/** The division's share effect and the target positions it covers (in `targetsOf` order, as resolve.ts reads them). */
function sharedSlots(effects: Effect[]): { share: Share; positions: number[] } | undefined {
  let share: Share | undefined;
  const positions: number[] = [];
  effects.filter(choosesTarget).forEach((e, i) => {
    const inner = e.type === 'group' && e.upTo ? e.effects.find((x): x is Share => (x.type === 'deal-damage' || x.type === 'put-counters') && x.divided !== undefined) : undefined;
    if (inner) {
      share = inner;
      positions.push(i);
    }
  });
  return share ? { share, positions } : undefined;
}

/** Announces the division of a spell's or ability's damage among its targets, if it divides any. */
export function divideDamage(game: Game, item: StackItem): void {
  const slots = sharedSlots(item.effects);
  if (!slots) return;
  const { share } = slots;
  const positions = slots.positions.filter((i) => i < item.targets.length);
  const total = typeof share.amount === 'number' ? share.amount : (item.x ?? 0);
  const min = share.divided.min;
  const counters = share.type === 'put-counters';
  const n = positions.length;
  // A triggered ability with too few legal targets is removed from the stack (603.3d).
  if (n < min && item.trigger && game.stack.at(-1) === item) {
    game.stack.pop();
    trace(game, 'trigger-removed', say('trigger.removed', { source: item.source.name }), cite('triggerOnStack', 'triggerNoTarget'));
    return;
  }
  if (n < min || n > total) {
    throw new IllegalAction(say(counters ? 'illegal.divideCountersTooLittle' : 'illegal.divideTooLittle', { source: item.source.name, total, n, min }), cite('dividedDamage'));
  }
  const wanted = takeChoice(game, item.controller, (v) => (v && typeof v === 'object' && 'divide' in v ? (v as { divide: unknown }).divide : undefined));
  let shares: number[];
  if (wanted !== undefined) {
    const list = Array.isArray(wanted) ? wanted : [wanted];
    if (list.length !== n || !list.every((x) => Number.isInteger(x) && (x as number) >= 1) || list.reduce((a: number, b) => a + Number(b), 0) !== total) {
      throw new IllegalAction(say(counters ? 'illegal.divideCountersWrong' : 'illegal.divideWrong', { source: item.source.name, total, n, got: JSON.stringify(wanted) }), cite('dividedDamage'));
    }
    shares = list as number[];
  } else {
    shares = Array.from({ length: n }, (_, i) => Math.floor(total / n) + (i < total % n ? 1 : 0));
    noteDefault(game, say(counters ? 'default.divideCountersEvenly' : 'default.divideEvenly', { source: item.source.name }));
  }
  item.divided = item.targets.map((_, i) => (positions.includes(i) ? shares[positions.indexOf(i)]! : 0));
  const text = shares.map((amount, k) => say('combat.assignPart', { amount, to: nameOf(game, item.targets[positions[k]!]!) }));
  trace(game, 'note', say(counters ? 'cast.dividedCounters' : 'cast.divided', { source: item.source.name, shares: text }), cite('dividedDamage'));
}
