// Library searches of every shape (701.23a search, 701.24a shuffle): "Search your library for
// up to two basic land cards, reveal them, put them into your hand, then shuffle", "… for a
// Rebel permanent card with mana value 3 or less, put it onto the battlefield, then shuffle",
// "… for a card, then shuffle and put that card on top". What is searched for is any card
// description of the one filter phrase (oracle/filter-grammar.ts, "a card that matches the given
// description", 701.23a); how many and where it goes are read here.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { cardFilter } from '../filter-grammar.ts';
import { alt, lit, many1, map, oneOf, opt, seq, token, type Parser } from '../grammar.ts';
import { count } from '../phrases.ts';
import type { Amount, Filter, PlayerRef } from '../vocabulary.ts';
import { whereX } from '../amount-grammar.ts';
import { others } from './player-verbs.ts';
import { playerTarget } from '../target-grammar.ts';
import { objectsPlayer } from '../reference-grammar.ts';

/** How many cards the search may find. */
type SearchCount = { count: Amount | 'any'; upTo?: true };
const howMany: Parser<SearchCount & { many: boolean }> = alt<SearchCount & { many: boolean }>(
  map(alt(lit('a'), lit('an')), () => ({ count: 1, many: false })),
  // "up to X basic land cards": the X announced, or what ", where X is …" says after the cards (107.3c).
  map(lit('up to x'), () => ({ count: { of: 'X' }, upTo: true as const, many: true })),
  map(seq(lit('up to'), count), ([, n]) => ({ count: n, upTo: true as const, many: n > 1 })),
  map(lit('any number of'), () => ({ count: 'any' as const, upTo: true as const, many: true })),
  map(token((t) => (t.k === 'num' && !t.signed && t.n > 1 ? t.n : null)), (n) => ({ count: n, many: true })),
);
/** "a Rebel permanent card with mana value 3 or less", "up to two basic land cards", "a card named CARDNAME": cards in the library. */
const searchedCards: Parser<SearchCount & { find: Filter }> = (ts, at) =>
  howMany(ts, at).flatMap((n) =>
    (n.value.many ? cardFilter.many : cardFilter.one)(ts, n.next).flatMap((f) =>
      f.value.zone ? [] : [{ value: { count: n.value.count, ...(n.value.upTo ? { upTo: true as const } : {}), find: { ...f.value, zone: 'library' as const, owner: 'you' as const } }, next: f.next }],
    ),
  );

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

const theCards = alt(lit('it'), lit('them'), lit('that card'), lit('those cards'));

type Destination = { to: 'hand' | 'battlefield' | 'graveyard' | 'library-top' | 'exile'; tapped?: true; others?: 'hand' };
const into: Parser<Destination> = alt<Destination>(
  map(alt(lit('into your hand'), lit('into their hand')), () => ({ to: 'hand' })),
  map(lit('into your graveyard'), () => ({ to: 'graveyard' })),
  map(seq(lit('onto the battlefield'), opt(lit('tapped'))), ([, tapped]) => ({ to: 'battlefield', ...(tapped !== undefined ? { tapped: true as const } : {}) })),
);
/** "puts it onto the battlefield tapped, then shuffles" after "Target player (each player) searches their library for …": the searching player's own verbs (701.23a, 701.24a). */
const theirEnding: Parser<Destination> = alt<Destination>(
  map(seq(lit(', puts'), theCards, into, lit(', then shuffles')), ([, , d]) => d),
  map(seq(lit(', reveals'), theCards, lit(', puts'), theCards, into, lit(', then shuffles')), ([, , , , d]) => d),
);
/** ", put it into your hand, then shuffle" or ", then shuffle and put that card on top". */
const ending: Parser<Destination> = alt<Destination>(
  map(seq(lit(', put'), theCards, into, lit(', then shuffle')), ([, , d]) => d),
  map(lit(', then shuffle and put that card on top'), () => ({ to: 'library-top' })),
  // Celebrate the Harvest, Kyoshi Island Plaza: a second sentence after ", where X is …".
  map(seq(lit('. put'), theCards, into, lit(', then shuffle')), ([, , d]) => d),
  map(seq(lit(', exile'), theCards, lit(', then shuffle')), () => ({ to: 'exile' })),
  // Cultivate: "put one onto the battlefield tapped and the other into your hand".
  map(lit(', put one onto the battlefield tapped and the other into your hand , then shuffle'), () => ({ to: 'battlefield', tapped: true, others: 'hand' })),
);

type Zone = 'library' | 'graveyard' | 'hand';
const zoneWord: Parser<Zone> = oneOf<Zone>([['library', 'library'], ['graveyard', 'graveyard'], ['hand', 'hand']]);
/** "library and/or graveyard", "graveyard, hand, and/or library", "library and graveyard": the zones searched, the library among them once; `choice` for "and/or". */
const zonesSearched: Parser<{ alsoIn: Array<'graveyard' | 'hand'>; choice: boolean }> = map(
  seq(zoneWord, opt(many1(seq(lit(','), zoneWord))), opt(lit(',')), alt(map(lit('and / or'), () => true), map(lit('and'), () => false)), zoneWord),
  ([first, more, , choice, last]) => {
    const zones = [first, ...(more ?? []).map(([, z]) => z), last];
    if (new Set(zones).size !== zones.length || !zones.includes('library')) return null;
    return { alsoIn: zones.filter((z): z is 'graveyard' | 'hand' => z !== 'library'), choice };
  },
);
/** Where a card found outside the library may go: the hand or the battlefield (effects/search.ts). */
const placeable = (d: Destination): boolean => (d.to === 'hand' || d.to === 'battlefield') && !d.others;
/** ", reveal it, and put it into your hand" / " and put it onto the battlefield": where the cards found go. */
const andPut: Parser<Destination> = map(seq(opt(seq(lit(', reveal'), theCards)), opt(lit(',')), lit('and put'), theCards, into), ([, , , , d]) => d);

/** Another player's library: "target opponent's library", "target player's library", "that player's library" (the trigger's player, event-refs.ts). */
const othersLibrary: Parser<PlayerRef> = alt<PlayerRef>(
  map(seq(playerTarget, lit("'s library")), ([spec]) => ({ ref: 'target', spec })),
  map(lit("that player's library"), () => ({ ref: 'event-player' })),
);
/** Where the cards found in another player's library go: exiled (into their owner's exile, 400.3) or onto the battlefield under the searcher's control. */
const takenFromThem: Parser<Destination> = alt<Destination>(
  map(seq(lit('and exile'), theCards), () => ({ to: 'exile' })),
  map(seq(lit('and put'), theCards, lit('onto the battlefield under your control')), () => ({ to: 'battlefield' })),
);

const isX = (a: Amount | 'any'): boolean => typeof a === 'object' && 'of' in a && a.of === 'X';
/** The search with ", where X is …" read into its count (107.3c); an X the count doesn't carry is refused. */
const withX = (e: Extract<Effect, { type: 'search' }>, x: Amount | undefined): Effect[] | null => (x === undefined ? [e] : isX(e.count) ? [{ ...e, count: x }] : null);

/** Whose graveyard, hand, and library are searched: "target player's", "target opponent's", "its controller's" (the target before it), "its owner's", "that player's" (the trigger's player). */
const whoseZones: Parser<PlayerRef> = alt<PlayerRef>(
  map(seq(playerTarget, lit("'s graveyard")), ([spec]) => ({ ref: 'target', spec })),
  map(seq(objectsPlayer, lit("'s graveyard")), ([who]) => who),
  map(lit("that player's graveyard"), () => ({ ref: 'event-player' })),
);
/** "all cards" (every one in the graveyard, a public zone, must be found: 701.23b), "any number of cards", "up to four cards". */
const nameCount: Parser<SearchCount> = alt<SearchCount>(
  map(lit('all'), () => ({ count: 'any' })),
  map(lit('any number of'), () => ({ count: 'any', upTo: true })),
  map(seq(lit('up to'), count), ([, n]) => ({ count: n, upTo: true })),
);
/** "with the same name as that spell (creature, land, card …)": the object named before — the target, as it last existed once gone (608.2h). */
const sameNameAs: Parser<Filter> = map(seq(lit('with the same name as that'), alt(...['spell', 'creature', 'land', 'card', 'artifact', 'enchantment', 'permanent'].map((n) => lit(n)))), (): Filter => ({ shares: { quality: 'name', with: { ref: 'it', that: true } } }));
/** "cards with that name" (the name chosen, 201.3) or "cards with the same name as that spell". */
const namedCards: Parser<Filter> = alt<Filter>(
  map(seq(cardFilter.many, sameNameAs), ([f, same]) => (f.zone || f.chosen ? null : { ...f, ...same })),
  map(cardFilter.many, (f) => (f.zone || f.chosen !== 'card-name' ? null : f)),
);

export const LIBRARY_SEARCH_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/search-name-everywhere',
    wording: "Search target player's (its controller's, its owner's, that player's) graveyard, hand, and library for all (any number of, up to N) cards with that name (with the same name as that spell / creature / card) and exile them. Then that player shuffles. (701.23a, 701.23b, 701.24a)",
    // The searcher looks through the three zones (701.23a) — every fitting card in the graveyard, a public zone, is found
    // for "all cards" (701.23b) — exiles what is found, and the library's owner shuffles (701.24a).
    parse: map(seq(lit('search'), whoseZones, lit(', hand , and library for'), nameCount, namedCards, lit('and exile them . then that player shuffles')), ([, library, , n, filter]): Effect[] => [
      { type: 'search', players: { ref: 'you' }, library, filter: { ...filter, zone: 'library' }, count: n.count, ...(n.upTo ? { upTo: true as const } : {}), to: 'exile', alsoIn: ['graveyard', 'hand'] },
    ]),
    fixtures: [
      // Cranial Extraction; Memoricide ("any number of"); Unmoored Ego-like "up to four".
      spell("Choose a nonland card name. Search target player's graveyard, hand, and library for all cards with that name and exile them. Then that player shuffles.", { type: 'group', choose: 'card-name' }, { type: 'search', players: { ref: 'you' }, library: { ref: 'target', spec: { player: 'any' } }, filter: { chosen: 'card-name', zone: 'library' }, count: 'any', to: 'exile', alsoIn: ['graveyard', 'hand'] }),
      spell("Choose a card name. Search target opponent's graveyard, hand, and library for up to four cards with that name and exile them. Then that player shuffles.", { type: 'group', choose: 'card-name' }, { type: 'search', library: { ref: 'target', spec: { player: 'opponent' } }, count: 4, upTo: true, to: 'exile' }),
      // Quash; Eradicate ("that creature", gone by then: its name as it last existed, 608.2h).
      spell("Counter target instant or sorcery spell. Search its controller's graveyard, hand, and library for all cards with the same name as that spell and exile them. Then that player shuffles.", { type: 'counter' }, { type: 'search', library: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, filter: { shares: { quality: 'name', with: { ref: 'same-target', slot: -1 } }, zone: 'library' }, count: 'any', to: 'exile', alsoIn: ['graveyard', 'hand'] }),
      // Extirpate, Surgical Extraction: "Choose TARGET" a card "other than a basic land card" (not a land, or not basic), and its owner's zones.
      spell("Choose target card in a graveyard other than a basic land card. Search its owner's graveyard, hand, and library for any number of cards with the same name as that card and exile them. Then that player shuffles.", { type: 'group', target: { object: { zone: 'graveyard', anyOf: [{ notTypes: ['Land'] }, { notSupertypes: ['Basic'] }] } } }, { type: 'search', library: { ref: 'owner', of: { ref: 'same-target', slot: -1 } }, count: 'any', upTo: true, to: 'exile', alsoIn: ['graveyard', 'hand'] }),
      spell("Exile target nonblack creature. Search its controller's graveyard, hand, and library for any number of cards with the same name as that creature and exile them. Then that player shuffles.", { type: 'exile' }, { type: 'search', library: { ref: 'controller', of: { ref: 'same-target', slot: -1 } }, count: 'any', upTo: true, to: 'exile' }),
    ],
  },
  {
    id: 'effect/search-other-library',
    wording: "Search target opponent's (target player's, that player's) library for CARD DESCRIPTION(s) and exile them (put that card onto the battlefield under your control). Then that player shuffles. (701.23a, 701.24a)",
    // The searcher looks through the other player's library (701.23a) and chooses; the library's owner shuffles it (701.24a).
    parse: map(seq(lit('search'), othersLibrary, lit('for'), searchedCards, takenFromThem, lit('. then that player shuffles')), ([, library, , { find, count, upTo }, d]) => {
      const { owner: _, ...filter } = find;
      return [{ type: 'search', players: { ref: 'you' }, library, filter, count, ...d, ...(upTo ? { upTo } : {}) }];
    }),
    fixtures: [
      // Extract; Bribery.
      spell("Search target player's library for a card and exile it. Then that player shuffles.", { type: 'search', players: { ref: 'you' }, library: { ref: 'target', spec: { player: 'any' } }, filter: { zone: 'library' }, count: 1, to: 'exile' }),
      spell("Search target opponent's library for a creature card and put that card onto the battlefield under your control. Then that player shuffles.", { type: 'search', library: { ref: 'target', spec: { player: 'opponent' } }, filter: { types: ['Creature'], zone: 'library' }, to: 'battlefield' }),
    ],
  },
  {
    id: 'effect/search-zones-for',
    wording: 'Search your library and/or graveyard (graveyard, hand, and/or library) for CARD DESCRIPTION(s) [named NAME], [reveal it, and] put it into your hand (onto the battlefield). If you search your library this way, shuffle. / Search your library and graveyard for …, put it into your hand, then shuffle',
    parse: alt<Effect[]>(
      map(seq(lit('search your'), zonesSearched, lit('for'), searchedCards, andPut, lit('. if you search your library this way , shuffle')), ([, zones, , { find, count, upTo }, d]) =>
        zones.choice && placeable(d) ? [{ type: 'search', players: { ref: 'you' }, filter: find, count, ...d, ...(upTo ? { upTo } : {}), alsoIn: zones.alsoIn, libraryOptional: true }] : null,
      ),
      map(seq(lit('search your'), zonesSearched, lit('for'), searchedCards, opt(seq(lit(', reveal'), theCards)), ending), ([, zones, , { find, count, upTo }, , d]) =>
        zones.choice || !placeable(d) ? null : [{ type: 'search', players: { ref: 'you' }, filter: find, count, ...d, ...(upTo ? { upTo } : {}), alsoIn: zones.alsoIn }],
      ),
    ),
    fixtures: [
      // Chandra's Outburst, Ashiok's Forerunner (the planeswalker deck cards).
      spell('Search your library and/or graveyard for a card named Chandra, Bold Pyromancer, reveal it, and put it into your hand. If you search your library this way, shuffle.', { type: 'search', filter: { named: { name: 'Chandra, Bold Pyromancer' } }, to: 'hand', alsoIn: ['graveyard'], libraryOptional: true }),
      { text: 'When this creature enters, you may search your library and/or graveyard for a card named Ashiok, Sculptor of Fears, reveal it, and put it into your hand. If you search your library this way, shuffle.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'search', filter: { named: { name: 'Ashiok, Sculptor of Fears' } }, alsoIn: ['graveyard'] }] }] }] },
      // Dark Supplicant.
      { text: '{T}, Sacrifice three Clerics: Search your graveyard, hand, and/or library for a card named Scion of Darkness and put it onto the battlefield. If you search your library this way, shuffle.', abilities: [{ kind: 'activated', effects: [{ type: 'search', filter: { named: { name: 'Scion of Darkness' } }, to: 'battlefield', alsoIn: ['graveyard', 'hand'], libraryOptional: true }] }] },
      // Delivery Moogle.
      { text: 'When this creature enters, search your library and/or graveyard for an artifact card with mana value 2 or less, reveal it, and put it into your hand. If you search your library this way, shuffle.', abilities: [{ kind: 'triggered', effects: [{ type: 'search', filter: { types: ['Artifact'], manaValue: { op: '<=', value: 2 } }, to: 'hand', alsoIn: ['graveyard'] }] }] },
      // Verdant Crescendo's second sentence: both zones searched, then a shuffle.
      spell("Search your library and graveyard for a card named Nissa, Nature's Artisan, reveal it, put it into your hand, then shuffle.", { type: 'search', filter: { named: { name: "Nissa, Nature's Artisan" } }, to: 'hand', alsoIn: ['graveyard'] }),
    ],
  },
  {
    id: 'effect/search-library-for',
    wording: 'Search your library for a / up to N / any number of CARD DESCRIPTION(s) ([basic] [COLOR] TYPE [or TYPE] card [with mana value N or less] [named CARDNAME]…), [reveal it,] put it into your hand / onto the battlefield [tapped] / into your graveyard, then shuffle (then shuffle and put that card on top)',
    // "Its controller searches their library …" (Path to Exile's "its controller may search", entries/compound-effects.ts):
    // the searching player's own library (701.23a), what they find entering under their control (110.2).
    parse: alt<Effect[]>(
      map(
        seq(alt<PlayerRef>(map(lit('search your library for'), () => ({ ref: 'you' })), map(seq(others, lit('searches their library for')), ([who]) => who)), searchedCards, opt(whereX), opt(seq(lit(', reveal'), theCards)), ending),
        ([players, { find, count, upTo }, x, , d]) => withX({ type: 'search', players, filter: find, count, ...d, ...(upTo ? { upTo } : {}) }, x),
      ),
      // "Target player (Each player) searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles."
      map(seq(others, lit('searches their library for'), searchedCards, opt(whereX), theirEnding), ([players, , { find, count, upTo }, x, d]) => withX({ type: 'search', players, filter: find, count, ...d, ...(upTo ? { upTo } : {}) }, x)),
    ),
    fixtures: [
      { text: '{2}, {T}: Search your library for a Rebel permanent card with mana value 3 or less, put it onto the battlefield, then shuffle.', abilities: [{ kind: 'activated', effects: [{ type: 'search', filter: { subtypes: ['Rebel'], permanent: true, manaValue: { op: '<=', value: 3 }, zone: 'library' }, to: 'battlefield' }] }] },
      spell('Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.', { type: 'search', filter: { types: ['Land'], supertypes: ['Basic'], zone: 'library' }, to: 'battlefield', tapped: true, count: 2, upTo: true }),
      spell('Search your library for a basic Forest, Plains, or Island card, put it onto the battlefield tapped, then shuffle.', { type: 'search', filter: { subtypes: ['Forest', 'Plains', 'Island'], supertypes: ['Basic'] } }),
      spell('Search your library for a card, then shuffle and put that card on top.', { type: 'search', filter: { zone: 'library', owner: 'you' }, to: 'library-top' }),
      { text: 'When this creature enters, you may search your library for any number of cards named Test Card, reveal them, put them into your hand, then shuffle.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'search', filter: { named: { self: true } }, to: 'hand', count: 'any', upTo: true }] }] }] },
      spell('Search your library for an artifact or creature card, reveal it, put it into your hand, then shuffle.', { type: 'search', filter: { types: ['Artifact', 'Creature'] }, to: 'hand' }),
      // Gatecreeper Vine, Mystical Teachings: two card descriptions joined by "or", each with its own noun (oracle/filter-grammar.ts eitherCard).
      spell('Search your library for a basic land card or a Gate card, reveal it, put it into your hand, then shuffle.', { type: 'search', filter: { anyOf: [{ supertypes: ['Basic'], types: ['Land'] }, { subtypes: ['Gate'] }], zone: 'library' }, to: 'hand' }),
      spell('Search your library for an instant card or a card with flash, reveal it, put it into your hand, then shuffle.', { type: 'search', filter: { anyOf: [{ types: ['Instant'] }, { withKeywords: ['flash'] }] }, to: 'hand' }),
      spell('Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.', { type: 'search', to: 'battlefield', others: 'hand', tapped: true, count: 2, upTo: true }),
      { text: '{T}: Search your library for a legendary card, reveal that card, put it into your hand, then shuffle.', abilities: [{ kind: 'activated', effects: [{ type: 'search', filter: { supertypes: ['Legendary'], zone: 'library' }, to: 'hand' }] }] },
      spell('Search your library for a card, put that card into your hand, then shuffle.', { type: 'search', filter: { zone: 'library', owner: 'you' }, to: 'hand' }),
      spell('Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.', { type: 'search', filter: { types: ['Land'], supertypes: ['Basic'] }, to: 'battlefield', tapped: true }),
      spell('Search your library for a Forest card, put that card onto the battlefield, then shuffle.', { type: 'search', filter: { subtypes: ['Forest'] }, to: 'battlefield' }),
      spell('Target player searches their library for a basic land card, put it onto the battlefield tapped, then shuffle.', { type: 'search', players: { ref: 'target', spec: { player: 'any' } }, filter: { types: ['Land'], supertypes: ['Basic'] }, to: 'battlefield', tapped: true }),
      // Fertilid; Field of Ruin, Avatar of Growth ("Each player searches …, puts them onto the battlefield, then shuffles").
      { text: '{1}{G}, Remove a +1/+1 counter from this creature: Target player searches their library for a basic land card, puts it onto the battlefield tapped, then shuffles.', abilities: [{ kind: 'activated', effects: [{ type: 'search', players: { ref: 'target', spec: { player: 'any' } }, filter: { types: ['Land'], supertypes: ['Basic'] }, to: 'battlefield', tapped: true }] }] },
      { text: 'When this creature enters, each player searches their library for up to two basic land cards, puts them onto the battlefield, then shuffles.', abilities: [{ kind: 'triggered', effects: [{ type: 'search', players: { ref: 'each', filter: 'any' }, count: 2, upTo: true, to: 'battlefield' }] }] },
      // Boundless Realms: X defined by the sentence (107.3c).
      spell('Search your library for up to X basic land cards, where X is the number of lands you control, put them onto the battlefield tapped, then shuffle.', { type: 'search', count: { of: 'count', filter: { types: ['Land'], controller: 'you' } }, upTo: true, to: 'battlefield', tapped: true }),
      spell('Search your library for two cards, exile them, then shuffle.', { type: 'search', filter: { zone: 'library', owner: 'you' }, to: 'exile', count: 2 }),
    ],
  },
];
