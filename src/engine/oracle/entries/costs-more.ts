// Costs other than mana, {T} and sacrificing the source (602.1a, 118.3): sacrifice another
// object, discard, pay life, tap an untapped creature, remove counters. The same costs as
// additional costs of a spell ("As an additional cost to cast this spell, sacrifice a creature.").
import type { Cost } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, sepBy1, seq, token, type Parser } from '../grammar.ts';
import { count, counterKind, counterWord, selfOrIt, TYPE_BY_WORD } from '../phrases.ts';
import { GRAVEYARD_EXILE_COSTS } from './costs-graveyard.ts'; // cov-addcost

const act = (text: string, costs: unknown[]) => ({ text: `${text}: You gain 1 life.`, abilities: [{ kind: 'activated', costs }] });

// cov-sentences: a subtype word for "Sacrifice a Goblin / a Forest / a Food": creature types (205.3m), and the
// land and artifact subtypes costs name (205.3i, 205.3g).
const NONCREATURE_SUBTYPES = new Map([['plains', 'Plains'], ['island', 'Island'], ['swamp', 'Swamp'], ['mountain', 'Mountain'], ['forest', 'Forest'], ['desert', 'Desert'], ['gate', 'Gate'], ['food', 'Food'], ['treasure', 'Treasure'], ['clue', 'Clue'], ['blood', 'Blood'], ['equipment', 'Equipment'], ['vehicle', 'Vehicle'], ['aura', 'Aura']]);
type Sacrificed = { cardType?: string; subtype?: string };
const sacrificedKind: Parser<Sacrificed> = alt<Sacrificed>(
  oneOf<Sacrificed>([['enchantment', { cardType: 'Enchantment' }], ['planeswalker', { cardType: 'Planeswalker' }], ['artifact', { cardType: 'Artifact' }], ['creature', { cardType: 'Creature' }], ['land', { cardType: 'Land' }]]),
  token((t) => (t.k !== 'word' ? null : NONCREATURE_SUBTYPES.has(t.raw) ? { subtype: NONCREATURE_SUBTYPES.get(t.raw)! } : TYPE_BY_WORD.has(t.raw) ? { subtype: TYPE_BY_WORD.get(t.raw)! } : null)),
);
/** "a Goblin", "a Vampire or Zombie", "an artifact or land", "a creature, artifact, or land": a permanent of any one kind. */
const sacrificed: Parser<Sacrificed[]> = alt<Sacrificed[]>(
  map(sacrificedKind, (k) => [k]),
  map(seq(sacrificedKind, lit('or'), sacrificedKind), ([a, , b]) => [a, b]),
  map(seq(sepBy1(sacrificedKind, lit(',')), lit(', or'), sacrificedKind), ([list, , last]) => (list.length >= 2 ? [...list, last] : null)),
);
/** One kind of artifact, creature or land alone is cost/sacrifice-other's (one reading per wording). */
const GENERAL = new Set(['Artifact', 'Creature', 'Land']);

export const MORE_COSTS: Entry<Cost>[] = [
  {
    id: 'cost/sacrifice-other',
    wording: 'Sacrifice a creature / another creature / a permanent / an artifact / a land / an artifact or creature',
    parse: alt<Cost>(
      map(lit('sacrifice a creature'), () => ({ type: 'sacrifice', what: 'creature' })),
      map(lit('sacrifice another creature'), () => ({ type: 'sacrifice', what: 'another-creature' })),
      map(lit('sacrifice a permanent'), () => ({ type: 'sacrifice', what: 'permanent' })),
      map(lit('sacrifice an artifact'), () => ({ type: 'sacrifice', what: 'artifact' })),
      map(lit('sacrifice a land'), () => ({ type: 'sacrifice', what: 'land' })),
      map(lit('sacrifice an artifact or creature'), () => ({ type: 'sacrifice', what: 'artifact-or-creature' })),
    ),
    fixtures: [act('Sacrifice another creature', [{ type: 'sacrifice', what: 'another-creature' }]), act('{1}, Sacrifice a creature', [{ type: 'mana' }, { type: 'sacrifice', what: 'creature' }])],
  },
  {
    id: 'cost/sacrifice-typed',
    wording: 'Sacrifice a / another TYPE [or TYPE] (a Goblin, a Forest, a Food, an enchantment, a Vampire or Zombie, an artifact or land…)',
    parse: map(seq(lit('sacrifice'), alt(map(alt(lit('a'), lit('an')), () => false), map(lit('another'), () => true)), sacrificed), ([, other, kinds]) =>
      kinds.length === 1 && kinds[0]!.cardType && GENERAL.has(kinds[0]!.cardType) ? null : { type: 'sacrifice-typed', kinds, other },
    ),
    fixtures: [
      act('Sacrifice a Goblin', [{ type: 'sacrifice-typed', kinds: [{ subtype: 'Goblin' }], other: false }]),
      act('{2}, {T}, Sacrifice a Desert', [{ type: 'mana' }, { type: 'tap' }, { type: 'sacrifice-typed', kinds: [{ subtype: 'Desert' }] }]),
      act('Sacrifice an enchantment', [{ type: 'sacrifice-typed', kinds: [{ cardType: 'Enchantment' }] }]),
      act('{2}{B}, Sacrifice another Vampire or Zombie', [{ type: 'mana' }, { type: 'sacrifice-typed', kinds: [{ subtype: 'Vampire' }, { subtype: 'Zombie' }], other: true }]),
      act('{1}, {T}, Sacrifice an artifact or land', [{ type: 'mana' }, { type: 'tap' }, { type: 'sacrifice-typed', kinds: [{ cardType: 'Artifact' }, { cardType: 'Land' }], other: false }]),
    ],
  },
  {
    id: 'cost/discard',
    wording: 'Discard a card / Discard N cards',
    parse: map(seq(lit('discard'), count, alt(lit('card'), lit('cards'))), ([, n]) => ({ type: 'discard', count: n })),
    fixtures: [act('Discard a card', [{ type: 'discard', count: 1 }])],
  },
  {
    id: 'cost/pay-life',
    wording: 'Pay N life',
    parse: map(seq(lit('pay'), count, lit('life')), ([, n]) => ({ type: 'pay-life', amount: n })),
    fixtures: [act('Pay 2 life', [{ type: 'pay-life', amount: 2 }])],
  },
  {
    id: 'cost/tap-untapped-creature',
    wording: 'Tap an untapped creature you control',
    parse: map(lit('tap an untapped creature you control'), () => ({ type: 'tap-untapped-creature' })),
    fixtures: [act('Tap an untapped creature you control', [{ type: 'tap-untapped-creature' }])],
  },
  {
    id: 'cost/remove-counters',
    wording: 'Remove N +1/+1 (-1/-1, or named: spore, oil…) counters from CARDNAME (from it)',
    parse: map(seq(lit('remove'), count, counterKind, counterWord, lit('from'), selfOrIt), ([, n, counter]) => ({ type: 'remove-counters', count: n, counter })),
    fixtures: [act('Remove a +1/+1 counter from this creature', [{ type: 'remove-counters', count: 1, counter: '+1/+1' }]), /* cov-statics */ act('Remove three spore counters from this creature', [{ type: 'remove-counters', count: 3, counter: 'spore' }])],
  },
  // cov-addcost
  ...GRAVEYARD_EXILE_COSTS,
];
