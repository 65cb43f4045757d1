// "… up to one target FILTER …" (601.2c: a variable number of targets, here none or one) in any
// instruction that takes one target: the instruction is read as it would be with "target FILTER"
// and becomes one `up-to` slot, so whatever an instruction does to its target it can do to an
// optional one ("Up to one target creature gets -2/-1 until your next turn"; the verbs of
// oracle/verbs.ts read "up to one" themselves). Only when every effect of the clause acts on that target:
// an effect of its own, or a later sentence about "that creature", would have nothing to act on
// when the slot stays empty, so such a line stays refused.
import { choosesTarget, isFoldedVerb, targetsOf, verbTargetRefs, type Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import type { Parser } from '../grammar.ts';
import type { Token } from '../tokenize.ts';
import { effectSentence } from './effects.ts';
import { says } from '../says.ts';

/** Where "up to one target" starts in this clause (before its first period), if it does. */
function upToOneAt(ts: Token[], at: number): number {
  for (let i = at; i + 3 < ts.length && ts[i]!.raw !== '.'; i++) {
    const n = ts[i + 2]!;
    if (ts[i]!.raw === 'up' && ts[i + 1]!.raw === 'to' && n.k === 'num' && n.n === 1 && !n.signed && ts[i + 3]!.raw === 'target') return i;
  }
  return -1;
}

/** One slot for the clause's effects: the first chooses the target, the others act on it. */
function oneSlot(effects: Effect[]): Effect[] | null {
  const [first, ...rest] = effects;
  if (!first || targetsOf(effects).length !== 1) return null;
  // The others act on that target: a legacy effect's `sameTarget`, a verb's references to the target chosen before it ("untap that creature").
  const onIt = (e: Effect): boolean => (isFoldedVerb(e) ? verbTargetRefs(e).length === 0 && says(e, 'ref', 'same-target') : 'sameTarget' in e && e.sameTarget === true);
  if (!rest.every(onIt)) return null;
  // A verb's own target becomes optional: its slot may stay empty (resolve.ts acts on no object then).
  if (isFoldedVerb(first)) {
    const verb = structuredClone(first);
    const [ref] = verbTargetRefs(verb);
    if (!ref || ref.spec.count) return null;
    ref.spec = { ...ref.spec, count: { min: 0, max: 1 } };
    return [verb, ...rest];
  }
  if (!choosesTarget(first)) return null;
  return [{ type: 'group', upTo: true, target: { ...first.target, count: { min: 0, max: 1 } }, effects } as Effect];
}

/** The line without "up to one" at i: one array per line and place, so the memoized readings of it are shared by every start tried. */
const rewritten = new WeakMap<Token[], Map<number, Token[]>>();
function without(ts: Token[], i: number): Token[] {
  const byPlace = rewritten.get(ts) ?? rewritten.set(ts, new Map()).get(ts)!;
  return byPlace.get(i) ?? byPlace.set(i, [...ts.slice(0, i), ...ts.slice(i + 3)]).get(i)!;
}

const upToOne: Parser<Effect[]> = (ts, at) => {
  const i = upToOneAt(ts, at);
  if (i < 0) return [];
  const withoutUpTo = without(ts, i);
  return effectSentence(withoutUpTo, at).flatMap((r) => {
    const value = r.next > i ? oneSlot(r.value) : null;
    return value ? [{ value, next: r.next + 3 }] : [];
  });
};

const ability = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'activated', effects }] });
const creature = { object: { types: ['Creature'] } };

export const UP_TO_ONE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/up-to-one-target',
    wording: 'EFFECT with "up to one target FILTER" for its one target (601.2c: the target may be left unchosen; every effect of the clause acts on it)',
    parse: upToOne,
    fixtures: [
      // A verb reads "up to one" itself (its target's count): entries/counter-verbs.ts.
      ability('+1: Put two +1/+1 counters on up to one target creature.', { type: 'put-counters', amount: 2, counter: '+1/+1', on: [{ ref: 'target', spec: { ...creature, count: { min: 0, max: 1 } } }] }),
      ability('+1: Up to one target creature gets -2/-1 until your next turn.', { type: 'modify-pt', power: -2, toughness: -1, objects: { ref: 'target', spec: { ...creature, count: { min: 0, max: 1 } } }, duration: 'until-your-next-turn' }),
      ability('+1: Until your next turn, up to one target creature gets -3/-0.', { type: 'modify-pt', power: -3, toughness: 0, duration: 'until-your-next-turn' }),
      ability('+1: Up to one target creature gains double strike until end of turn.', { type: 'grant', keywords: ['double strike'], objects: { ref: 'target', spec: { ...creature, count: { min: 0, max: 1 } } } }),
      ability('+1: Until your next turn, up to one target creature gains indestructible. Untap that creature.', { type: 'grant', keywords: ['indestructible'], duration: 'until-your-next-turn', objects: { ref: 'target', spec: { ...creature, count: { min: 0, max: 1 } } } }, { type: 'tap', untap: true, objects: { ref: 'same-target', slot: -1 } }),
    ],
  },
];
