// "CARDNAME deals 3 damage divided as you choose among one, two, or three targets" (601.2d,
// Forked Bolt, Arc Lightning, Inferno Titan): one target slot per target it may have, all slots
// of one instance of the word "target" (so no object is chosen twice), each dealing the share
// announced for it (the deal-damage verb with `divided`); game/divided-damage.ts checks that at least `min` were chosen.
import type { Effect, TargetSpec } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq, type Parser } from '../grammar.ts';
import { objectFilter } from '../filter-grammar.ts';
import { amount, count, counterKind, selfOrIt } from '../phrases.ts';
import { ANY_TARGET, isCreatureTarget, isDamageTarget } from '../target-grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** How many targets: "one or two", "one, two, or three", "any number of", "two". */
type Span = { min: number; max: number | 'amount' };
const span: Parser<Span> = alt<Span>(
  map(seq(lit('one or'), count), ([, max]) => ({ min: 1, max })),
  map(seq(lit('one ,'), count, lit(', or'), count), ([, , , max]) => ({ min: 1, max })),
  map(lit('any number of'), () => ({ min: 1, max: 'amount' as const })),
  map(count, (n) => ({ min: n, max: n })),
  // "among up to three target creatures": none chosen is allowed, each one chosen gets at least one (601.2d).
  map(seq(lit('up to'), count), ([, max]) => ({ min: 0, max })),
);
/** "targets" (any target), "target creatures and/or planeswalkers", "target attacking creatures": what can be dealt damage. */
const noun: Parser<TargetSpec> = alt<TargetSpec>(
  map(lit('targets'), () => ANY_TARGET),
  map(seq(lit('target'), objectFilter.many), ([, object]) => (isDamageTarget({ object }) ? { object } : null)),
);

/** The slots, one phrase's worth: each may stay empty (`min` is checked as the amount is divided, game/divided-damage.ts). */
function slots(max: number, spec: TargetSpec, share: Effect): Effect[] {
  return Array.from({ length: max }, () => ({ type: 'group', upTo: true, target: { ...spec, count: { min: 0, max } }, effects: [share] }) as Effect);
}
const totalOf = (total: number | 'X') => (total === 'X' ? { of: 'X' as const } : total);
/** The most targets a span allows: "any number of" is at most one per point (each gets at least one, 601.2d); with X that number is unknown here. */
function maxOf(total: number | 'X', s: Span): number | null {
  const max = s.max === 'amount' ? (total === 'X' ? null : total) : s.max;
  return max === null || max < s.min || (total !== 'X' && total < s.min) ? null : max;
}
/** "target creatures", "other target creatures you control": what can have counters put on it. */
const creatures: Parser<TargetSpec> = alt<TargetSpec>(
  map(seq(lit('target'), objectFilter.many), ([, object]) => ({ object })),
  map(seq(lit('other target'), objectFilter.many), ([, object]) => ({ object: { ...object, other: true } })),
);

export const DIVIDED_DAMAGE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/divided-damage',
    wording: 'CARDNAME deals N damage divided as you choose among one or two (one, two, or three / any number of / N) targets (target creatures, target attacking or blocking creatures…)',
    parse: map(seq(selfOrIt, lit('deals'), amount, lit('damage divided as you choose among'), span, noun), ([, , total, , s, spec]) => {
      const max = maxOf(total, s);
      return max === null ? null : slots(max, spec, { type: 'deal-damage', to: [{ ref: 'target', spec }], amount: totalOf(total), divided: { min: s.min } } as Effect);
    }),
    fixtures: [
      spell('Test Card deals 2 damage divided as you choose among one or two targets.', { type: 'group', upTo: true, target: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any', count: { min: 0, max: 2 } }, effects: [{ type: 'deal-damage', amount: 2, divided: { min: 1 } }] }, { type: 'group', upTo: true, target: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any', count: { min: 0, max: 2 } }, effects: [{ type: 'deal-damage', divided: { min: 1 } }] }),
      { text: 'When this creature enters, it deals 3 damage divided as you choose among one, two, or three targets.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', upTo: true, target: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any', count: { min: 0, max: 3 } } }, { type: 'group', upTo: true, target: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any', count: { min: 0, max: 3 } } }, { type: 'group', upTo: true, target: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any', count: { min: 0, max: 3 } } }] }] },
      spell('Test Card deals 4 damage divided as you choose among any number of target creatures.', { type: 'group', upTo: true, target: { object: { types: ['Creature'] }, count: { min: 0, max: 4 } } }, { type: 'group', upTo: true }, { type: 'group', upTo: true }, { type: 'group', upTo: true }),
    ],
  },
  {
    id: 'effect/distribute-counters',
    wording: 'Distribute N (X) +1/+1 (KIND) counters among one or two (one, two, or three / any number of / up to N / N) target creatures [you control] (601.2d: each target gets at least one)',
    parse: map(seq(lit('distribute'), amount, counterKind, lit('counters among'), span, creatures), ([, total, counter, , s, spec]) => {
      const max = maxOf(total, s);
      if (max === null || !isCreatureTarget(spec)) return null;
      return slots(max, spec, { type: 'put-counters', on: [{ ref: 'target', spec }], counter, amount: totalOf(total), divided: { min: s.min } } as Effect);
    }),
    fixtures: [
      // Ajani, Mentor of Heroes.
      { text: '+1: Distribute three +1/+1 counters among one, two, or three target creatures you control.', abilities: [{ kind: 'activated', effects: [{ type: 'group', upTo: true, target: { object: { types: ['Creature'], controller: 'you' }, count: { min: 0, max: 3 } }, effects: [{ type: 'put-counters', counter: '+1/+1', amount: 3, divided: { min: 1 } }] }, { type: 'group', upTo: true }, { type: 'group', upTo: true }] }] },
      spell('Distribute two +1/+1 counters among one or two target creatures.', { type: 'group', upTo: true, target: { count: { min: 0, max: 2 } } }, { type: 'group', upTo: true }),
    ],
  },
];
