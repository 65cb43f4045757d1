// the long tail of spell and ability sentences, read through general pieces —
// tapping or untapping every creature of a group ("Untap all creatures you control"), the
// controller's own sacrifice ("sacrifice a creature", 701.21a) and "untap up to N lands".
import type { CounterName, Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from '../grammar.ts';
import { count, counterKind, fixedManaCost, self } from '../phrases.ts';
import type { CounteredTo } from '../verbs.ts';
import { sacrificeChosen, sacrificed } from './edicts.ts';
import { graveyardCardTarget, permanentTarget, playerTarget, spellTarget } from '../target-grammar.ts';
import { permanentsActedOn } from '../reference-grammar.ts';
import { permanentFilter } from '../filter-grammar.ts';
import type { Filter, PlayerRef, Whose } from '../vocabulary.ts';

/** A description of the controller's own permanents only (no other controller named). */
const yours = (f: Filter): boolean => f.controller === undefined || f.controller === 'you';

/** Whose graveyard a player shuffles into their library: a target player's, or every player's. */
const graveyardShufflers = alt<Whose>(
  map(playerTarget, (spec): Whose => ({ player: { ref: 'target', spec } satisfies PlayerRef })),
  map(lit('each player'), (): Whose => 'any'),
);

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
/** "on top of (on the bottom of) its owner's library" (401.1: one's own library, 400.3). */
const ownersLibrary: Parser<1 | 'bottom'> = alt<1 | 'bottom'>(map(lit("on top of its owner's library"), () => 1), map(lit("on the bottom of its owner's library"), () => 'bottom'));
/** Where "it" goes in place of "its owner's graveyard" as a spell is countered (the `counter` verb's `to`). */
const counteredTo: Parser<CounteredTo> = alt<CounteredTo>(
  map(lit("exile it instead of putting it into its owner's graveyard"), () => 'exile'),
  map(seq(lit('put it'), alt<CounteredTo>(map(lit("on top of its owner's library"), () => 'library-top'), map(lit("on the bottom of its owner's library"), () => 'library-bottom'), map(lit("into its owner's hand"), () => 'hand')), lit("instead of into that player's graveyard")), ([, to]) => to),
);
const ability = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'triggered', effects }] });


export const TAIL_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/sacrifice-yours',
    wording: 'Sacrifice N creatures (artifacts, lands, permanents…) — the controller chooses which (701.21a)',
    parse: alt<Effect[]>(
      map(seq(lit('sacrifice'), count, sacrificed), ([, n, filter]) => [sacrificeChosen({ ref: 'you' }, n, filter)]),
      // Any description the filter phrase reads: "another creature", "another creature or artifact", "a nontoken creature" (of the controller's own, 701.21a).
      map(seq(lit('sacrifice'), opt(alt(lit('a'), lit('an'))), permanentFilter.one), ([, article, filter]) => ((article !== undefined) !== !!filter.other && yours(filter) ? [sacrificeChosen({ ref: 'you' }, 1, filter)] : null)),
    ),
    fixtures: [
      ability('When this creature enters, you may sacrifice another creature. If you do, draw a card.', { type: 'group', optional: true, effects: [{ type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'you' }, count: 1, filter: { types: ['Creature'], other: true } } }], ifYouDo: [{ type: 'draw' }] }),
      ability('When this creature enters, sacrifice a creature.', { type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'you' }, count: 1, filter: { types: ['Creature'] } } }),
      { text: 'At the beginning of your upkeep, sacrifice two lands.', abilities: [{ kind: 'triggered', effects: [{ type: 'sacrifice', objects: { ref: 'chosen', chooser: { ref: 'you' }, count: 2, filter: { types: ['Land'] } } }] }] },
    ],
  },
  {
    id: 'effect/untap-up-to',
    wording: 'Untap up to N lands (creatures) — chosen as it resolves, no targets',
    parse: map(seq(lit('untap up to'), count, oneOf<'Land' | 'Creature'>([['lands', 'Land'], ['land', 'Land'], ['creatures', 'Creature'], ['creature', 'Creature']])), ([, n, cardType]) => [{ type: 'tap', untap: true, objects: { ref: 'chosen', filter: { types: [cardType] }, count: n, chooser: { ref: 'you' }, upTo: true } }]),
    fixtures: [ability('When this creature enters, untap up to five lands.', { type: 'tap', untap: true, objects: { ref: 'chosen', filter: { types: ['Land'] }, count: 5, chooser: { ref: 'you' }, upTo: true } })],
  },
  {
    id: 'effect/to-library',
    wording: "Put target creature (CARDNAME, it, enchanted creature…) on top of its owner's library / into its owner's library second (third) from the top",
    parse: alt<Effect[]>(
      // "Put target card from your graveyard on top of your library" (one card of the controller's own graveyard).
      // "Put target card from a graveyard on the bottom of its owner's library" (any graveyard: its owner's library, 400.3).
      map(seq(lit('put'), graveyardCardTarget, alt<{ position: 1 | 'bottom'; yours: boolean }>(map(lit('on top of your library'), () => ({ position: 1 as const, yours: true })), map(lit('on the bottom of your library'), () => ({ position: 'bottom' as const, yours: true })), map(ownersLibrary, (position) => ({ position, yours: false })))), ([, spec, { position, yours }]) =>
        (yours && spec.object?.owner !== 'you') || (spec.count?.max ?? 1) !== 1 ? null : [{ type: 'move', objects: { ref: 'target', spec }, to: 'library', position }]),
      map(
      seq(lit('put'), permanentsActedOn, alt<number | 'bottom'>(ownersLibrary, map(seq(lit("into its owner's library"), oneOf([['second', 2], ['third', 3]]), lit('from the top')), ([, n]) => n))),
      // One object: several put there at once would be ordered by their owner (401.4), which is not read.
      ([, objects, position]) => (objects.ref === 'all' || (objects.ref === 'target' && (objects.spec.count?.max ?? 1) !== 1) ? null : [{ type: 'move', objects, to: 'library', position }]),
      ),
    ),
    fixtures: [
      spell('Put target card from your graveyard on top of your library.', { type: 'move', to: 'library', position: 1, objects: { ref: 'target', spec: { object: { zone: 'graveyard', owner: 'you' } } } }),
      spell("Put target creature on top of its owner's library.", { type: 'move', to: 'library', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, position: 1 }),
      spell("Put target card from a graveyard on the bottom of its owner's library.", { type: 'move', to: 'library', position: 'bottom', objects: { ref: 'target', spec: { object: { zone: 'graveyard' } } } }),
      spell('Put target card from your graveyard on the bottom of your library.', { type: 'move', to: 'library', position: 'bottom', objects: { ref: 'target', spec: { object: { zone: 'graveyard', owner: 'you' } } } }),
      { text: "{2}{U}: Put this creature on the bottom of its owner's library.", abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'library', objects: { ref: 'self' }, position: 'bottom' }] }] },
      spell("Put target creature into its owner's library second from the top.", { type: 'move', to: 'library', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } }, position: 2 }),
      { text: "{U}: Put this creature on top of its owner's library.", abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'library', objects: { ref: 'self' }, position: 1 }] }] },
    ],
  },
  {
    id: 'effect/shuffle-into-library',
    wording: "Shuffle CARDNAME (target creature, it) into its owner's library; you shuffle (target player, each player shuffles) their graveyard into their library (701.24a)",
    parse: alt<Effect[]>(
      map(seq(lit('shuffle'), permanentsActedOn, alt(lit("into its owner's library"), lit("into their owners' libraries"))), ([, objects]) => [{ type: 'move', objects, to: 'library', shuffle: true }]),
      // A spell with suspend exiling itself "with three time counters on it" (702.62b); only a spell's own text says it (lines.ts refuses it elsewhere).
      map(seq(lit('exile'), self, lit('with'), count, lit('time counters on it')), ([, , , n]) => [{ type: 'exile', objects: { ref: 'self' }, timeCounters: n }]),
      map(seq(alt<Whose>(map(lit('shuffle your graveyard into your library'), () => 'you'), map(seq(graveyardShufflers, lit('shuffles their graveyard into their library')), ([who]) => who))), ([owner]) => [
        { type: 'move', objects: { ref: 'all', filter: { zone: 'graveyard', ...(owner === 'any' ? {} : { owner }) } }, to: 'library', shuffle: true },
      ]),
      // "Each player shuffles their hand and graveyard into their library" (Timetwister): both zones go in, then one shuffle each (701.24a).
      // ", then draws seven cards": the same players draw (608.2c: in the order written).
      map(
        seq(
          alt<[Whose, string]>(map(lit('shuffle your hand and graveyard into your library'), () => ['you', 'draw']), map(seq(graveyardShufflers, lit('shuffles their hand and graveyard into their library')), ([who]) => [who, 'draws'])),
          opt(seq(lit(', then'), alt(map(lit('draw'), () => 'draw'), map(lit('draws'), () => 'draws')), count, lit('cards'))),
        ),
        ([[owner, form], draw]) => {
          if (draw && draw[1] !== form) return null;
          const whose = owner === 'any' ? {} : { owner };
          const drawers: PlayerRef | undefined = owner === 'any' ? { ref: 'each', filter: 'any' } : owner === 'you' ? undefined : { ref: 'same-target', slot: -1 };
          return [
            { type: 'move', objects: { ref: 'all', filter: { zone: 'hand', ...whose } }, to: 'library' },
            { type: 'move', objects: { ref: 'all', filter: { zone: 'graveyard', ...whose } }, to: 'library', shuffle: true },
            ...(draw ? [{ type: 'draw', amount: draw[2], ...(drawers ? { players: drawers } : {}) } as Effect] : []),
          ] as Effect[];
        },
      ),
    ),
    fixtures: [
      spell('Target player shuffles their graveyard into their library.', { type: 'move', objects: { ref: 'all', filter: { zone: 'graveyard', owner: { player: { ref: 'target', spec: { player: 'any' } } } } }, to: 'library', shuffle: true }),
      spell('Each player shuffles their hand and graveyard into their library, then draws seven cards.', { type: 'move', objects: { ref: 'all', filter: { zone: 'hand' } }, to: 'library' }, { type: 'move', objects: { ref: 'all', filter: { zone: 'graveyard' } }, to: 'library', shuffle: true }, { type: 'draw', amount: 7 }),
      spell('Each player shuffles their graveyard into their library.', { type: 'move', objects: { ref: 'all', filter: { zone: 'graveyard' } }, to: 'library', shuffle: true }),
      { text: "{2}: Shuffle this creature into its owner's library.", abilities: [{ kind: 'activated', effects: [{ type: 'move', objects: { ref: 'self' }, to: 'library', shuffle: true }] }] },
      spell("Draw three cards. Shuffle Test Card into its owner's library.", { type: 'draw', amount: 3 }, { type: 'move', objects: { ref: 'self' }, to: 'library', shuffle: true }),
      spell('Test Card deals 2 damage to any target. Exile Test Card with three time counters on it.', { type: 'deal-damage' }, { type: 'exile', objects: { ref: 'self' }, timeCounters: 3 }),
      spell('Take an extra turn after this one. Exile Test Card.', { type: 'extra-turn' }, { type: 'exile', objects: { ref: 'self' } }),
    ],
  },
  {
    id: 'effect/return-that-card',
    wording: "Return that card to the battlefield [tapped] under your (its owner's) control / to its owner's hand — after a trigger of another object dying (400.7e)",
    // The card the event's object became in the graveyard (400.7e); oracle/event-refs.ts accepts it only after a dies / put-into-a-graveyard trigger.
    parse: map(
      seq(lit('return that card to'), alt<{ to: 'battlefield' | 'hand'; tapped: boolean; under: 'you' | 'owner'; counter?: CounterName }>(
        map(seq(lit('the battlefield'), opt(lit('tapped')), oneOf<'you' | 'owner'>([['under your control', 'you'], ["under its owner's control", 'owner']]), opt(seq(lit('with a'), counterKind, lit('counter on it')))), ([, tapped, under, counter]) => ({ to: 'battlefield' as const, tapped: tapped !== undefined, under, ...(counter ? { counter: counter[1] } : {}) })),
        map(lit("its owner's hand"), () => ({ to: 'hand' as const, tapped: false, under: 'you' as const })),
      )),
      ([, where]): Effect[] => [{ type: 'move', objects: { ref: 'event-object' }, from: 'graveyard', to: where.to, ...(where.tapped ? { tapped: true as const } : {}), ...(where.under === 'owner' ? { under: { ref: 'owner', of: { ref: 'event-object' } } } : {}), ...(where.counter ? { counters: { kind: where.counter, amount: 1 } } : {}) }],
    ),
    fixtures: [
      { text: 'When enchanted creature dies, return that card to the battlefield under your control.', abilities: [{ kind: 'triggered', trigger: { on: 'dies', object: 'host' }, effects: [{ type: 'move', objects: { ref: 'event-object' }, from: 'graveyard', to: 'battlefield' }] }] },
      { text: 'When enchanted creature dies, return that card to the battlefield under your control with a +1/+1 counter on it.', abilities: [{ kind: 'triggered', effects: [{ type: 'move', objects: { ref: 'event-object' }, from: 'graveyard', to: 'battlefield', counters: { kind: '+1/+1', amount: 1 } }] }] },
      { text: "Whenever an attacking creature you control dies, return that card to its owner's hand.", abilities: [{ kind: 'triggered', trigger: { on: 'dies' }, effects: [{ type: 'move', objects: { ref: 'event-object' }, from: 'graveyard', to: 'hand' }] }] },
    ],
  },
  {
    id: 'effect/counter-then-mill',
    wording: 'Counter target spell. Its controller mills N cards.',
    parse: map(seq(lit('counter'), spellTarget, lit('. its controller mills'), count, alt(lit('card'), lit('cards'))), ([, spec, , n]) => [{ type: 'counter', objects: { ref: 'target', spec } }, { type: 'mill', players: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, amount: n }]),
    fixtures: [spell('Counter target spell. Its controller mills three cards.', { type: 'counter', objects: { ref: 'target', spec: { object: { spell: true } } } }, { type: 'mill', players: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, amount: 3 })],
  },
  {
    id: 'effect/counter-instead',
    wording: "Counter target spell [unless its controller pays {N}]. If that spell is countered this way, exile it instead of putting it into its owner's graveyard (put it on top of / on the bottom of its owner's library, into its owner's hand, instead of into that player's graveyard)",
    // 614.15: the counterspell's own replacement of where the countered card goes (701.6a), applied before any other (616.1a).
    parse: map(
      seq(lit('counter'), spellTarget, opt(seq(lit('unless its controller pays'), fixedManaCost)), lit('. if'), alt(lit('that spell'), lit('the spell')), lit('is countered this way ,'), counteredTo),
      ([, spec, unless, , , , to]): Effect[] | null => (unless && !unless[1] ? null : [{ type: 'counter', objects: { ref: 'target', spec }, ...(unless ? { unlessPays: { mana: unless[1]! } } : {}), to }]),
    ),
    fixtures: [
      spell("Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.", { type: 'counter', objects: { ref: 'target', spec: { object: { spell: true } } }, to: 'exile' }),
      spell("Counter target spell unless its controller pays {3}. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.", { type: 'counter', unlessPays: { mana: ['3'] }, to: 'exile' }),
      spell("Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.", { type: 'counter', to: 'library-top' }),
      spell("Counter target spell. If that spell is countered this way, put it into its owner's hand instead of into that player's graveyard.", { type: 'counter', to: 'hand' }),
    ],
  },
];
