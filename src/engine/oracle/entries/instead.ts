// "EFFECTS. If CONDITION, EFFECTS' instead." — later text of a spell or ability that replaces the
// sentence before it when a condition holds (608.2c: "later text on the card may modify the
// meaning of earlier text"). Read as the `if` verb with the earlier sentence as its "otherwise":
// "Lightning Axe deals 5 damage … If this spell was kicked, it deals 7 damage instead", "Target
// creature gets +2/+2 until end of turn. If you control a Huatli planeswalker, that creature gets
// +4/+4 until end of turn instead". The condition is checked as the instruction is carried out,
// like any "If …, …" (608.2c); a spell's kicker or alternative cost is a fact of the spell then.
//
// Targets: the earlier sentence may have one; it is chosen as the spell is put on the stack
// whichever way the condition goes (601.2c), so the `if` carries it, and the replacing words
// may only refer back to it ("that creature", "it") — a replacing sentence with a target of its
// own ("If this spell was kicked, instead destroy target creature") is refused: its target
// would be chosen only when kicked (702.33g), which this reading can't say.
import { targetsOf, type Effect } from '../ast.ts';
import { condition as anyCondition } from '../condition-grammar.ts';
import { alt, lit, map, seq, type Parser } from '../grammar.ts';
import { amountOf, DAMAGE } from '../amount-grammar.ts';
import { count } from '../phrases.ts';
import { keywordCost } from './intervening-if.ts';
import type { Amount, Condition } from '../vocabulary.ts';
import { says } from '../says.ts';

/**
 * The conditions a replacing sentence reads: any condition of the "if" phrase, and how the spell
 * was cast — kicked (702.33d), bargained (702.166b), an alternative cost paid ("this spell's
 * madness cost was paid") — read from the resolving spell (game/triggers/conditions.ts).
 */
export const insteadCondition: Parser<Condition> = alt<Condition>(
  anyCondition,
  map(alt(lit('this spell was kicked'), lit('it was kicked')), () => ({ kind: 'source-status', status: { was: 'kicked' } })),
  map(lit('you cast this spell during your main phase'), () => ({ kind: 'source-status', status: { was: 'cast-in-main-phase' } })),
  map(lit('this spell was bargained'), () => ({ kind: 'source-status', status: { was: 'bargained' } })),
  map(seq(lit("this spell's"), keywordCost, lit('cost was paid')), ([, keyword]) => ({ kind: 'source-status', status: { was: 'alt-cost', keyword } })),
);

/** The words before the first "instead" from `at`, read by `p` (so "… instead" at the sentence's end is not read as part of it). */
export const beforeInstead = <T>(p: Parser<T>): Parser<T> => (ts, at) => {
  const end = ts.findIndex((t, i) => i >= at && (t.raw === 'instead' || t.raw === '.'));
  return end < 0 || ts[end]!.raw !== 'instead' ? [] : p(ts.slice(0, end), at).filter((r) => r.next === end);
};

/**
 * The replacing words that leave out what stays the same, as a change of the earlier sentence:
 * "it deals 4 damage [instead]" (the same source and recipients, another amount), "create five of
 * those tokens" (the same token, another number).
 */
export type Elided = (earlier: Effect[]) => Effect[] | null;
const onlyOne = (earlier: Effect[], type: Effect['type']): number => {
  const at = earlier.flatMap((e, i) => (e.type === type ? [i] : []));
  return at.length === 1 ? at[0]! : -1;
};
/** The earlier instruction again with another amount; its one target, if any, is now "that" target (the one the `if` carries). */
const withAmount = (type: 'deal-damage' | 'create-token', amount: Amount): Elided => (earlier) => {
  const i = onlyOne(earlier, type);
  if (i < 0 || targetsOf(earlier).length > 1) return null;
  return earlier.map((e, j) => (j === i ? (sameTarget({ ...e, amount }) as Effect) : e));
};
const sameTarget = (x: unknown): unknown =>
  Array.isArray(x) ? x.map(sameTarget) : x && typeof x === 'object' ? ((x as { ref?: unknown }).ref === 'target' ? { ref: 'same-target', slot: -1 } : Object.fromEntries(Object.entries(x).map(([k, v]) => [k, sameTarget(v)]))) : x;
export const elided: Parser<Elided> = alt<Elided>(
  map(seq(alt(lit('it deals'), lit('SELF deals')), amountOf(DAMAGE)), ([, amount]) => withAmount('deal-damage', amount)),
  map(seq(lit('create'), count, lit('of those tokens')), ([, n]) => withAmount('create-token', n)),
);

/**
 * The `if` that replaces the earlier sentence's instructions: null when the earlier sentence has
 * more than one target, or the replacing one a target of its own or a reference back to a target
 * the earlier sentence did not choose, or when the replacing words don't redo every kind of thing
 * the earlier sentence did.
 */
export function insteadOf(earlier: Effect[], replacing: Effect[], condition: Condition): Effect | null {
  const targets = targetsOf(earlier);
  if (targets.length > 1 || targetsOf(replacing).length > 0) return null;
  if (targets.length === 0 && refersBack([...earlier, ...replacing])) return null;
  // "Instead" replaces what the earlier sentence did, in kind: "draw three cards instead" after "Draw two cards" — never part of
  // it ("gets +2/+0 and gains first strike … it gets +4/+0 instead" keeps the first strike, which this reading would drop).
  const kinds = new Set(replacing.map((e) => e.type));
  if (!earlier.every((e) => kinds.has(e.type))) return null;
  return { type: 'group', condition, effects: replacing, otherwise: earlier, ...(targets.length ? { target: targets[0]! } : {}) };
}
const refersBack = (effects: Effect[]): boolean => says(effects, 'ref', 'same-target') || says(effects, 'sameTarget', true);
