// Library searches of every shape (701.23a search, 701.24a shuffle): "Search your library for
// up to two basic land cards, reveal them, put them into your hand, then shuffle", "… for a
// Rebel permanent card with mana value 3 or less, put it onto the battlefield, then shuffle",
// "… for a card, then shuffle and put that card on top". What is searched for is
// oracle/card-spec.ts's; where it goes is read here.
import type { Effect } from '../ast.ts';
import { searchedCards } from '../card-spec.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, type Parser } from '../grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

const theCards = alt(lit('it'), lit('them'), lit('that card'), lit('those cards'));

type Destination = { to: 'hand' | 'battlefield' | 'graveyard' | 'top' | 'exile' | 'battlefield-and-hand'; tapped?: boolean };
const into: Parser<Destination> = alt<Destination>(
  map(lit('into your hand'), () => ({ to: 'hand' })),
  map(lit('into your graveyard'), () => ({ to: 'graveyard' })),
  map(seq(lit('onto the battlefield'), opt(lit('tapped'))), ([, tapped]) => ({ to: 'battlefield', ...(tapped !== undefined ? { tapped: true } : {}) })),
);
/** ", put it into your hand, then shuffle" or ", then shuffle and put that card on top". */
const ending: Parser<Destination> = alt<Destination>(
  map(seq(lit(', put'), theCards, into, lit(', then shuffle')), ([, , d]) => d),
  map(lit(', then shuffle and put that card on top'), () => ({ to: 'top' })),
  map(seq(lit(', exile'), theCards, lit(', then shuffle')), () => ({ to: 'exile' })),
  // Cultivate: "put one onto the battlefield tapped and the other into your hand".
  map(lit(', put one onto the battlefield tapped and the other into your hand , then shuffle'), () => ({ to: 'battlefield-and-hand', tapped: true })),
);

export const LIBRARY_SEARCH_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/search-library-for',
    wording: 'Search your library for a / up to N / any number of [basic] [COLOR] TYPE [or TYPE] card(s) [with mana value N or less] [named CARDNAME], [reveal it,] put it into your hand / onto the battlefield [tapped] / into your graveyard, then shuffle (then shuffle and put that card on top)',
    parse: map(seq(lit('search your library for'), searchedCards, opt(seq(lit(', reveal'), theCards)), ending), ([, { find, count, upTo }, , d]) => [
      { type: 'search-library', find, ...d, ...(count !== 1 ? { count } : {}), ...(upTo ? { upTo } : {}) } as Effect,
    ]),
    fixtures: [
      { text: '{2}, {T}: Search your library for a Rebel permanent card with mana value 3 or less, put it onto the battlefield, then shuffle.', abilities: [{ kind: 'activated', effects: [{ type: 'search-library', find: { anyOf: [{ subtypes: ['Rebel'], permanent: true }], manaValueAtMost: 3 }, to: 'battlefield' }] }] },
      spell('Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.', { type: 'search-library', find: { anyOf: [{ types: ['Land'], supertypes: ['Basic'] }] }, to: 'battlefield', tapped: true, count: 2, upTo: true }),
      spell('Search your library for a basic Forest, Plains, or Island card, put it onto the battlefield tapped, then shuffle.', { type: 'search-library', find: { anyOf: [{ subtypes: ['Forest'], supertypes: ['Basic'] }, { subtypes: ['Plains'], supertypes: ['Basic'] }, { subtypes: ['Island'], supertypes: ['Basic'] }] } }),
      spell('Search your library for a card, then shuffle and put that card on top.', { type: 'search-library', find: { any: true }, to: 'top' }),
      { text: 'When this creature enters, you may search your library for any number of cards named Test Card, reveal them, put them into your hand, then shuffle.', abilities: [{ kind: 'triggered', effects: [{ type: 'may', effects: [{ type: 'search-library', find: { namedSelf: true }, to: 'hand', count: 'any', upTo: true }] }] }] },
      spell('Search your library for an artifact or creature card, reveal it, put it into your hand, then shuffle.', { type: 'search-library', find: { anyOf: [{ types: ['Artifact'] }, { types: ['Creature'] }] }, to: 'hand' }),
      spell('Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.', { type: 'search-library', to: 'battlefield-and-hand', tapped: true, count: 2, upTo: true }),
      { text: '{T}: Search your library for a legendary card, reveal that card, put it into your hand, then shuffle.', abilities: [{ kind: 'activated', effects: [{ type: 'search-library', find: { anyOf: [{ supertypes: ['Legendary'], types: [] }] }, to: 'hand' }] }] },
      spell('Search your library for a card, put that card into your hand, then shuffle.', { type: 'search-library', find: { any: true }, to: 'hand' }),
      spell('Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.', { type: 'search-library', find: { anyOf: [{ types: ['Land'], supertypes: ['Basic'] }] }, to: 'battlefield', tapped: true }),
      spell('Search your library for a Forest card, put that card onto the battlefield, then shuffle.', { type: 'search-library', find: { anyOf: [{ subtypes: ['Forest'] }] }, to: 'battlefield' }),
      spell('Search your library for two cards, exile them, then shuffle.', { type: 'search-library', find: { any: true }, to: 'exile', count: 2 }),
    ],
  },
];
