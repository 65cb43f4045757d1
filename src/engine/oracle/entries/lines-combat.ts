// Whole lines about combat and untapping (508.1c–d, 509.1b, 502.3) that a creature says of
// itself, and a spell's additional cost (601.2b). Restrictions on other objects ("Enchanted
// creature can't attack or block") are static abilities: entries/statics-rules.ts.
import type { AbilityBody, BlockerFilter } from '../ast.ts';
import { alt, lit, map, opt, seq } from '../grammar.ts';
import { count, creatureTypePlural, self } from '../phrases.ts';
import { MORE_COSTS } from './costs-more.ts';
import type { LineEntry } from './lines.ts';

const period = opt(lit('.'));
const line = (text: string, ...abilities: unknown[]) => ({ text, abilities });

const blockerFilter = alt<BlockerFilter>(
  map(seq(lit('creatures with power'), count, lit('or less')), ([, n]) => ({ maxPower: n })),
  map(creatureTypePlural, (subtype) => ({ subtype })),
);

export const COMBAT_LINES: LineEntry[] = [
  {
    id: 'line/cant-be-blocked-by',
    wording: "CARDNAME can't be blocked by creatures with power N or less / by TYPEs (Walls)",
    parse: map(seq(self, lit("can't be blocked by"), blockerFilter, period), ([, , by]) => [{ kind: 'cant-be-blocked-by', by }]),
    fixtures: [line("Test Card can't be blocked by creatures with power 2 or less.", { kind: 'cant-be-blocked-by', by: { maxPower: 2 } }), line("This creature can't be blocked by Walls.", { kind: 'cant-be-blocked-by', by: { subtype: 'Wall' } })],
  },
  {
    id: 'line/self-combat-rules',
    wording: "CARDNAME attacks each combat if able / can't attack or block / doesn't untap during your untap step",
    parse: alt<AbilityBody[]>(
      map(seq(self, lit('attacks each combat if able'), period), () => [{ kind: 'restriction', what: 'attacks-each-combat' }]),
      map(seq(self, lit("can't attack or block"), period), () => [{ kind: 'restriction', what: 'cant-attack' }, { kind: 'restriction', what: 'cant-block' }]),
      map(seq(self, lit("doesn't untap during your untap step"), period), () => [{ kind: 'restriction', what: 'doesnt-untap' }]),
    ),
    fixtures: [
      line('This creature attacks each combat if able.', { kind: 'restriction', what: 'attacks-each-combat' }),
      line("Test Card can't attack or block.", { kind: 'restriction', what: 'cant-attack' }, { kind: 'restriction', what: 'cant-block' }),
      line("This creature doesn't untap during your untap step.", { kind: 'restriction', what: 'doesnt-untap' }),
    ],
  },
  {
    id: 'line/additional-cost',
    wording: 'As an additional cost to cast this spell, sacrifice a creature (discard a card, pay N life…)',
    spellOnly: false,
    parse: map(seq(lit('as an additional cost to cast'), self, lit(','), alt(...MORE_COSTS.map((c) => c.parse)), period), ([, , , cost]) => [{ kind: 'additional-cost', cost }]),
    fixtures: [{ text: 'As an additional cost to cast this spell, sacrifice a creature.', spell: true, abilities: [{ kind: 'additional-cost', cost: { type: 'sacrifice', what: 'creature' } }] }],
  },
];
