// "CARDNAME deals 3 damage divided as you choose among one, two, or three targets" (601.2d,
// Forked Bolt, Arc Lightning, Inferno Titan): one target slot per target it may have, all slots
// of one instance of the word "target" (so no object is chosen twice), each dealing the share
// announced for it (the deal-damage verb with `divided`); game/divided-damage.ts checks that at least `min` were chosen.
import type { Effect, TargetSpec } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, seq, type Parser } from '../grammar.ts';
import { objectFilter } from '../filter-grammar.ts';
import { amount, count, selfOrIt } from '../phrases.ts';
import { ANY_TARGET, isDamageTarget } from '../target-grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** How many targets: "one or two", "one, two, or three", "any number of", "two". */
type Span = { min: number; max: number | 'amount' };
const span: Parser<Span> = alt<Span>(
  map(seq(lit('one or'), count), ([, max]) => ({ min: 1, max })),
  map(seq(lit('one ,'), count, lit(', or'), count), ([, , , max]) => ({ min: 1, max })),
  map(lit('any number of'), () => ({ min: 1, max: 'amount' as const })),
  map(count, (n) => ({ min: n, max: n })),
);
/** "targets" (any target), "target creatures and/or planeswalkers", "target attacking creatures": what can be dealt damage. */
const noun: Parser<TargetSpec> = alt<TargetSpec>(
  map(lit('targets'), () => ANY_TARGET),
  map(seq(lit('target'), objectFilter.many), ([, object]) => (isDamageTarget({ object }) ? { object } : null)),
);

/** The slots, one phrase's worth: each may stay empty (`min` is checked as the damage is divided, game/divided-damage.ts). */
function slots(total: number | 'X', min: number, max: number, spec: TargetSpec): Effect[] {
  return Array.from({ length: max }, () => ({
    type: 'group',
    upTo: true,
    target: { ...spec, count: { min: 0, max } },
    effects: [{ type: 'deal-damage', to: [{ ref: 'target', spec }], amount: total === 'X' ? { of: 'X' } : total, divided: { min } }],
  }) as Effect);
}

export const DIVIDED_DAMAGE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/divided-damage',
    wording: 'CARDNAME deals N damage divided as you choose among one or two (one, two, or three / any number of / N) targets (target creatures, target attacking or blocking creatures…)',
    parse: map(seq(selfOrIt, lit('deals'), amount, lit('damage divided as you choose among'), span, noun), ([, , total, , s, spec]) => {
      // "any number of" targets is at most one per point of damage; with X that number is unknown here.
      const max = s.max === 'amount' ? (total === 'X' ? null : total) : s.max;
      if (max === null || max < s.min || (total !== 'X' && total < s.min)) return null;
      return slots(total, s.min, max, spec);
    }),
    fixtures: [
      spell('Test Card deals 2 damage divided as you choose among one or two targets.', { type: 'group', upTo: true, target: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any', count: { min: 0, max: 2 } }, effects: [{ type: 'deal-damage', amount: 2, divided: { min: 1 } }] }, { type: 'group', upTo: true, target: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any', count: { min: 0, max: 2 } }, effects: [{ type: 'deal-damage', divided: { min: 1 } }] }),
      { text: 'When this creature enters, it deals 3 damage divided as you choose among one, two, or three targets.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', upTo: true, target: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any', count: { min: 0, max: 3 } } }, { type: 'group', upTo: true, target: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any', count: { min: 0, max: 3 } } }, { type: 'group', upTo: true, target: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any', count: { min: 0, max: 3 } } }] }] },
      spell('Test Card deals 4 damage divided as you choose among any number of target creatures.', { type: 'group', upTo: true, target: { object: { types: ['Creature'] }, count: { min: 0, max: 4 } } }, { type: 'group', upTo: true }, { type: 'group', upTo: true }, { type: 'group', upTo: true }),
    ],
  },
];
