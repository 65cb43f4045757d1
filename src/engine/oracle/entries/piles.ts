// Piles (700.3) of the cards revealed from the top of one's library: "Reveal the top five cards of your library. An
// opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard." (Fact or
// Fiction) and "Reveal (look at) the top five cards of your library and separate them into two piles (into a face-down pile
// and a face-up pile). An opponent chooses one of those piles. Put that pile into your hand and the other into your
// graveyard." (Steam Augury, Curator of Destinies). The `look` verb with `take.piles`: who separates, the other player
// chooses the pile (effects/piles.ts). A face-down pile is hidden from the opponent only; a replay shows every card.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { line, spellLine } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from '../grammar.ts';
import { permanentFilter } from '../filter-grammar.ts';
import { count } from '../phrases.ts';
import type { Amount, Filter, ObjectRef, PlayerRef, TargetSpec } from '../vocabulary.ts';

/** N, X or "X plus N" cards (107.3: X as announced). */
const howMany: Parser<Amount> = alt<Amount>(
  count,
  map(lit('x'), (): Amount => ({ of: 'X' })),
  map(seq(lit('x plus'), count), ([, n]): Amount => ({ of: 'sum', amounts: [{ of: 'X' }, n] })),
);
const TO_HAND_AND_GRAVEYARD = 'into your hand and the other into your graveyard';
const piles = (amount: Amount, reveal: boolean, separates: 'you' | 'opponent'): Effect[] => [
  { type: 'look', players: { ref: 'you' }, from: 'library-top', amount, ...(reveal ? { reveal: true as const } : {}), take: { count: amount, to: 'hand', piles: { separates } }, rest: 'graveyard' },
];

const THAT: PlayerRef & ObjectRef = { ref: 'same-target', slot: -1 };
/** "all permanents target player controls": the group and the target player (601.2c). */
const targetPlayers: Parser<{ filter: Filter; spec: TargetSpec }> = map(
  seq(lit('separate all'), permanentFilter.many, oneOf<TargetSpec>([['target player controls', { player: 'any' }], ['target opponent controls', { player: 'opponent' }]]), lit('into two piles .')),
  ([, filter, spec]) => (filter.controller || filter.owner ? null : { filter: { ...filter, controller: { player: THAT } }, spec }),
);
/** The group that separates the target player's permanents, that player choosing the pile `effects` act on. */
const permanentPiles = ({ filter, spec }: { filter: Filter; spec: TargetSpec }, effects: Effect[]): Effect[] => [
  { type: 'group', target: spec, piles: { of: { ref: 'all', filter }, chooser: THAT }, effects },
];
/** The pile's own description says no more than the separated group did ("all permanents in the pile", "all creatures in the pile"). */
const samePile = (a: Filter, b: Filter): boolean => JSON.stringify({ ...a, controller: undefined }) === JSON.stringify(b);

export const PILE_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/piles',
    wording: 'Reveal the top N cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard. / Reveal (look at) the top N cards of your library and separate them into two piles. An opponent chooses one of those piles. Put that pile into your hand and the other into your graveyard. (700.3: `choose: {pile: [CARD, …]}`, `{pile: first | second}`)',
    parse: alt<Effect[]>(
      map(seq(lit('reveal the top'), howMany, lit(`cards of your library . an opponent separates those cards into two piles . put one pile ${TO_HAND_AND_GRAVEYARD}`)), ([, n]) => piles(n, true, 'opponent')),
      map(
        seq(alt(map(lit('reveal the top'), () => true), map(lit('look at the top'), () => false)), howMany, lit('cards of your library and separate them into'), alt(lit('two piles'), lit('a face-down pile and a face-up pile')), lit(`. an opponent chooses one of those piles . put that pile ${TO_HAND_AND_GRAVEYARD}`)),
        ([reveal, n]) => piles(n, reveal, 'you'),
      ),
    ),
    fixtures: [
      spellLine('Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard.', {
        kind: 'spell',
        effects: [{ type: 'look', players: { ref: 'you' }, from: 'library-top', amount: 5, reveal: true, take: { to: 'hand', piles: { separates: 'opponent' } }, rest: 'graveyard' }],
      }),
      spellLine('Reveal the top five cards of your library and separate them into two piles. An opponent chooses one of those piles. Put that pile into your hand and the other into your graveyard.', {
        kind: 'spell',
        effects: [{ type: 'look', amount: 5, reveal: true, take: { to: 'hand', piles: { separates: 'you' } }, rest: 'graveyard' }],
      }),
      line('When this creature enters, look at the top five cards of your library and separate them into a face-down pile and a face-up pile. An opponent chooses one of those piles. Put that pile into your hand and the other into your graveyard.', {
        kind: 'triggered',
        effects: [{ type: 'look', amount: 5, take: { to: 'hand', piles: { separates: 'you' } }, rest: 'graveyard' }],
      }),
    ],
  },
  {
    id: 'effect/permanent-piles',
    wording: "Separate all FILTER target player (opponent) controls into two piles. That player sacrifices all FILTER in the pile of their choice. / … Destroy all FILTER in the pile of that player's choice[. They can't be regenerated.] (700.3: `choose: {pile: [..]}` by the controller, `{pile: first | second}` by that player)",
    parse: alt<Effect[]>(
      map(seq(targetPlayers, lit('that player sacrifices all'), permanentFilter.many, lit('in the pile of their choice')), ([group, , f]) =>
        samePile(group.filter, f) ? permanentPiles(group, [{ type: 'sacrifice', objects: { ref: 'previous' }, by: THAT }]) : null,
      ),
      map(seq(targetPlayers, lit('destroy all'), permanentFilter.many, lit("in the pile of that player's choice"), opt(lit(". they can't be regenerated"))), ([group, , f, , noRegen]) =>
        samePile(group.filter, f) ? permanentPiles(group, [{ type: 'destroy', objects: { ref: 'previous' }, ...(noRegen !== undefined ? { noRegeneration: true as const } : {}) }]) : null,
      ),
    ),
    fixtures: [
      // Liliana of the Veil; Do or Die.
      line('−6: Separate all permanents target player controls into two piles. That player sacrifices all permanents in the pile of their choice.', {
        kind: 'activated',
        effects: [{ type: 'group', target: { player: 'any' }, piles: { of: { ref: 'all', filter: { permanent: true, controller: { player: THAT } } }, chooser: THAT }, effects: [{ type: 'sacrifice', objects: { ref: 'previous' }, by: THAT }] }],
      }),
      spellLine("Separate all creatures target player controls into two piles. Destroy all creatures in the pile of that player's choice. They can't be regenerated.", {
        kind: 'spell',
        effects: [{ type: 'group', target: { player: 'any' }, piles: { of: { ref: 'all', filter: { types: ['Creature'] } } }, effects: [{ type: 'destroy', objects: { ref: 'previous' }, noRegeneration: true }] }],
      }),
    ],
  },
];
