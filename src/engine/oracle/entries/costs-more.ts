// Costs other than mana, {T} and sacrificing the source (602.1a, 118.3): sacrifice, tap or return
// permanents, discard, pay life, remove counters. Whatever they act on is described by the one
// filter phrase (oracle/filter-grammar.ts), so "Sacrifice two Treasures", "Tap an untapped Ally
// you control" and "Discard a creature card" are one entry each, not one per noun. The same
// costs are a spell's additional costs ("As an additional cost to cast this spell, sacrifice a
// creature."). Costs that move or show the source itself are entries/costs-self.ts'.
import type { Cost } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { cardFilter, permanentFilter } from '../filter-grammar.ts';
import { alt, lit, map, opt, seq, type Parser } from '../grammar.ts';
import { count, counterKind, counterWord, selfOrIt } from '../phrases.ts';
import type { Filter } from '../vocabulary.ts';
import { GRAVEYARD_EXILE_COSTS } from './costs-graveyard.ts';

const act = (text: string, costs: unknown[]) => ({ text: `${text}: You gain 1 life.`, abilities: [{ kind: 'activated', costs }] });

/** "a Goblin", "another creature", "two Treasures", "an untapped Ally you control": how many, and which. */
const counted: Parser<{ count: number; filter: Filter }> = alt(
  map(seq(alt(lit('a'), lit('an')), permanentFilter.one), ([, filter]) => ({ count: 1, filter })),
  map(permanentFilter.one, (filter) => (filter.other ? { count: 1, filter } : null)),
  map(seq(count, permanentFilter.many), ([n, filter]) => (n > 1 ? { count: n, filter } : null)),
);
/** "another creature or an artifact", "another creature or a Treasure": one permanent fitting either description. */
const eitherOne: Parser<{ count: number; filter: Filter }> = map(
  seq(alt(map(seq(alt(lit('a'), lit('an')), permanentFilter.one), ([, f]) => f), map(permanentFilter.one, (f) => (f.other ? f : null))), lit('or'), alt(lit('a'), lit('an')), permanentFilter.one),
  ([a, , , b]) => (b.other ? null : { count: 1, filter: { anyOf: [a, b] } }),
);
/** Permanents the payer controls (118.3: a cost is paid with one's own resources): a description naming another controller is refused. */
const yours = (f: Filter): Filter | null => (f.controller === undefined || f.controller === 'you' ? { ...f, controller: 'you' } : null);

/** "a card", "two cards", "a creature card", "an artifact card", "a card at random", "two cards at random". */
const discarded: Parser<{ count: number; filter?: Filter }> = alt(
  map(seq(alt(lit('a'), lit('an')), cardFilter.one), ([, f]) => ({ count: 1, filter: f })),
  map(seq(count, cardFilter.many), ([n, f]) => (n > 1 ? { count: n, filter: f } : null)),
);
const handCards = (f: Filter | undefined): Filter | undefined | null => (!f || Object.keys(f).length === 0 ? undefined : f.zone || f.owner || f.other ? null : f);

export const MORE_COSTS: Entry<Cost>[] = [
  {
    id: 'cost/sacrifice',
    wording: 'Sacrifice a / another / N FILTER (a creature, another Goblin, two Treasures, a nontoken permanent, an artifact or land…)',
    parse: map(seq(lit('sacrifice'), alt(counted, eitherOne)), ([, { count: n, filter }]) => {
      const f = yours(filter);
      return f ? { type: 'sacrifice', filter: f, count: n } : null;
    }),
    fixtures: [
      act('Sacrifice another creature', [{ type: 'sacrifice', count: 1, filter: { types: ['Creature'], other: true, controller: 'you' } }]),
      act('{1}, Sacrifice a creature', [{ type: 'mana' }, { type: 'sacrifice', count: 1, filter: { types: ['Creature'] } }]),
      act('Sacrifice a Goblin', [{ type: 'sacrifice', filter: { subtypes: ['Goblin'] } }]),
      act('{2}, {T}, Sacrifice a Desert', [{ type: 'mana' }, { type: 'tap' }, { type: 'sacrifice', filter: { subtypes: ['Desert'] } }]),
      act('Sacrifice an enchantment', [{ type: 'sacrifice', filter: { types: ['Enchantment'] } }]),
      act('{2}{B}, Sacrifice another Vampire or Zombie', [{ type: 'mana' }, { type: 'sacrifice', filter: { subtypes: ['Vampire', 'Zombie'], other: true } }]),
      act('{1}, {T}, Sacrifice an artifact or land', [{ type: 'mana' }, { type: 'tap' }, { type: 'sacrifice', filter: { types: ['Artifact', 'Land'] } }]),
      act('Sacrifice two Treasures', [{ type: 'sacrifice', count: 2, filter: { subtypes: ['Treasure'], controller: 'you' } }]),
      act('{1}, Sacrifice a token', [{ type: 'mana' }, { type: 'sacrifice', count: 1, filter: { token: true } }]),
      act('Sacrifice a creature with defender', [{ type: 'sacrifice', filter: { types: ['Creature'], withKeywords: ['defender'] } }]),
      act('{1}, Sacrifice another creature or an artifact', [{ type: 'mana' }, { type: 'sacrifice', count: 1, filter: { anyOf: [{ types: ['Creature'], other: true }, { types: ['Artifact'] }], controller: 'you' } }]),
    ],
  },
  {
    id: 'cost/discard',
    wording: 'Discard a card / N cards / a FILTER card (a creature card, an artifact card…), at random or not',
    parse: map(seq(lit('discard'), discarded, opt(map(lit('at random'), () => true as const))), ([, { count: n, filter }, random]) => {
      const f = handCards(filter);
      return f === null ? null : { type: 'discard', count: n, ...(f ? { filter: f } : {}), ...(random ? { random: true as const } : {}) };
    }),
    fixtures: [
      act('Discard a card', [{ type: 'discard', count: 1 }]),
      act('{1}, Discard a creature card', [{ type: 'mana' }, { type: 'discard', count: 1, filter: { types: ['Creature'] } }]),
      act('{R}, Discard a card at random', [{ type: 'mana' }, { type: 'discard', count: 1, random: true }]),
      act('Discard two cards', [{ type: 'discard', count: 2 }]),
    ],
  },
  {
    id: 'cost/pay-life',
    wording: 'Pay N life',
    parse: map(seq(lit('pay'), count, lit('life')), ([, n]) => ({ type: 'pay-life', amount: n })),
    fixtures: [act('Pay 2 life', [{ type: 'pay-life', amount: 2 }])],
  },
  {
    id: 'cost/tap-permanents',
    wording: 'Tap an untapped FILTER you control / Tap N untapped FILTER you control (creatures, an Ally, another Rogue, artifacts…)',
    parse: map(seq(lit('tap'), counted), ([, { count: n, filter }]) => (filter.tapped === false && filter.controller === 'you' ? { type: 'tap-permanents', filter, count: n } : null)),
    fixtures: [
      act('Tap an untapped creature you control', [{ type: 'tap-permanents', count: 1, filter: { types: ['Creature'], tapped: false, controller: 'you' } }]),
      act('Tap three untapped creatures you control', [{ type: 'tap-permanents', count: 3, filter: { types: ['Creature'], tapped: false } }]),
      act('{1}, Tap an untapped Ally you control', [{ type: 'mana' }, { type: 'tap-permanents', count: 1, filter: { subtypes: ['Ally'] } }]),
      act('Tap another untapped Rogue you control', [{ type: 'tap-permanents', count: 1, filter: { subtypes: ['Rogue'], other: true } }]),
    ],
  },
  {
    id: 'cost/return-permanents',
    wording: "Return a FILTER you control to its owner's hand / N FILTER you control to their owner's hand",
    parse: map(seq(lit('return'), counted, alt(lit("to its owner's hand"), lit("to their owner's hand"), lit("to their owners' hands"))), ([, { count: n, filter }]) =>
      filter.controller === 'you' ? { type: 'return-permanents', filter, count: n } : null,
    ),
    fixtures: [
      act("{2}, Return a land you control to its owner's hand", [{ type: 'mana' }, { type: 'return-permanents', count: 1, filter: { types: ['Land'], controller: 'you' } }]),
      act("Return two Islands you control to their owner's hand", [{ type: 'return-permanents', count: 2, filter: { subtypes: ['Island'] } }]),
    ],
  },
  {
    id: 'cost/remove-counters',
    wording: 'Remove N +1/+1 (-1/-1, or named: spore, oil…) counters / a counter from CARDNAME (from it) / from a FILTER you control',
    parse: alt<Cost>(
      map(seq(lit('remove'), count, opt(counterKind), counterWord, lit('from'), selfOrIt), ([, n, counter]) => ({ type: 'remove-counters', count: n, counter: counter ?? 'any' })),
      map(seq(lit('remove'), count, opt(counterKind), counterWord, lit('from'), alt(lit('a'), lit('an')), permanentFilter.one), ([, n, counter, , , , from]) =>
        from.controller === 'you' ? { type: 'remove-counters', count: n, counter: counter ?? 'any', from } : null,
      ),
    ),
    fixtures: [
      act('Remove a +1/+1 counter from this creature', [{ type: 'remove-counters', count: 1, counter: '+1/+1' }]),
      act('Remove three spore counters from this creature', [{ type: 'remove-counters', count: 3, counter: 'spore' }]),
      act('Remove a counter from this creature', [{ type: 'remove-counters', count: 1, counter: 'any' }]),
      act('{1}, Remove a +1/+1 counter from a creature you control', [{ type: 'mana' }, { type: 'remove-counters', count: 1, counter: '+1/+1', from: { types: ['Creature'], controller: 'you' } }]),
    ],
  },
  {
    id: 'cost/put-counters',
    wording: 'Put a -1/-1 counter (N COUNTER counters) on CARDNAME',
    parse: map(seq(lit('put'), count, counterKind, counterWord, lit('on'), selfOrIt), ([, n, counter]) => ({ type: 'put-counters', count: n, counter })),
    fixtures: [act('Put a -1/-1 counter on this creature', [{ type: 'put-counters', count: 1, counter: '-1/-1' }])],
  },
  {
    id: 'cost/blight',
    wording: 'Blight N as a cost (701.68a: N -1/-1 counters on a creature you control)',
    parse: map(seq(lit('blight'), count), ([, n]) => ({ type: 'put-counters', count: n, counter: '-1/-1', on: { types: ['Creature'], controller: 'you' }, action: 'blight' })),
    fixtures: [act('{T}, Blight 1', [{ type: 'tap' }, { type: 'put-counters', count: 1, counter: '-1/-1', on: { types: ['Creature'], controller: 'you' }, action: 'blight' }])],
  },
  ...GRAVEYARD_EXILE_COSTS,
];
