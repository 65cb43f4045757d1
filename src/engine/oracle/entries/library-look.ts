// Looking at and revealing the top of a library (the `look` verb, 401.2, 701.20a): "Look at the
// top four cards of your library. You may reveal a creature card from among them and put it into
// your hand. Put the rest on the bottom of your library in a random order.", "Reveal the top three
// cards of your library. Put all land cards … / You may put a land card from among them into your
// hand. Put the rest into your graveyard.", "Look at the top three cards of your library. Put one of
// them into your hand and the rest (the other) into your graveyard.", "Look at the top card of
// target player's library." The cards picked are any card description of the one filter phrase;
// where the rest go and in what order is read here; effects/look.ts carries it out.
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { cardFilter } from '../filter-grammar.ts';
import { alt, lit, many1, map, opt, seq, type Parser } from '../grammar.ts';
import { count } from '../phrases.ts';
import { whereX } from '../amount-grammar.ts';
import { playerTarget } from '../target-grammar.ts';
import type { VerbEffect } from '../verbs.ts';
import type { Amount, Filter, PlayerRef } from '../vocabulary.ts';

type Look = Extract<VerbEffect, { type: 'look' }>;
type Take = NonNullable<Look['take']>;

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** "the top card", "the top three cards", "the top X cards" (of a library). */
const topCards: Parser<Amount> = alt<Amount>(
  map(lit('the top card of'), () => 1),
  map(seq(lit('the top'), count, lit('cards of')), ([, n]) => (n > 1 ? n : null)),
  map(lit('the top x cards of'), (): Amount => ({ of: 'X' })),
);
const whose: Parser<PlayerRef> = alt<PlayerRef>(
  map(lit('your library'), () => ({ ref: 'you' })),
  map(seq(playerTarget, lit("'s library")), ([spec]) => ({ ref: 'target', spec })),
);
const isX = (a: Amount): boolean => typeof a === 'object' && 'of' in a && a.of === 'X';
/** "Look at the top N cards of your library" / "Reveal …"; "the top X cards of your library, where X is the number of lands you control" (107.3c). */
const head = map(seq(alt(map(lit('look at'), () => false), map(lit('reveal'), () => true)), topCards, whose, opt(whereX)), ([reveal, amount, players, x]) =>
  x === undefined ? { reveal, amount, players } : isX(amount) ? { reveal, amount: x, players } : null,
);

/** "a creature card", "an instant or sorcery card", "a creature card with power 3 or less": what may be picked (zone-free: they are the cards looked at). */
const aCard: Parser<Filter> = map(seq(alt(lit('a'), lit('an')), cardFilter.one), ([, f]) => (f.zone ? null : f));
const fromAmong = alt(lit('from among them'), lit('from among those cards'));
const toWhere = alt<{ to: Take['to']; tapped?: true }>(
  map(lit('into your hand'), () => ({ to: 'hand' })),
  map(lit('into your graveyard'), () => ({ to: 'graveyard' })),
  map(seq(lit('onto the battlefield'), opt(lit('tapped'))), ([, t]) => ({ to: 'battlefield', ...(t !== undefined ? { tapped: true as const } : {}) })),
  map(seq(opt(lit('back')), lit('on top of your library')), () => ({ to: 'library-top' })),
);
/** "of them", "of those cards", or nothing ("Put two into your hand"). */
const ofThem = opt(alt(lit('of them'), lit('of those cards')));
/** What the player picks: "put one of them into your hand", "you may reveal a creature card from among them and put it into your hand", "you may put a land card from among them onto the battlefield". */
const anyNumber: Amount = { of: 'event' };
/** "any number of" cards: as many as were looked at (the head's amount, filled in by `withAny`). */
const upToOrAny = alt<{ n: Amount }>(map(seq(lit('up to'), count), ([, n]) => ({ n })), map(lit('any number of'), () => ({ n: anyNumber })));
/** The picked cards said again: "it", "them", "that card", "those cards", "the revealed cards". */
const theCards = alt(lit('it'), lit('them'), lit('that card'), lit('those cards'), lit('the revealed cards'));
/** "a creature card and/or a land card", "an Angel card, a Demon card, and/or a Dragon card": one card of each description at most. */
const eachOf: Parser<Filter[]> = map(seq(aCard, opt(many1(map(seq(lit(','), aCard), ([, f]) => f))), alt(lit('and/or'), lit(', and/or')), aCard), ([first, more, , last]) => [first, ...(more ?? []), last]);
const eachTake = (each: Filter[], reveal: boolean, w: { to: Take['to']; tapped?: true }): Take => ({ count: each.length, each, upTo: true, ...(reveal ? { reveal: true as const } : {}), ...w });
const take: Parser<Take> = alt<Take>(
  map(seq(lit('you may reveal'), eachOf, fromAmong, lit('and put'), alt(theCards, lit('those cards')), toWhere), ([, each, , , , w]) => eachTake(each, true, w)),
  map(seq(lit('you may put'), eachOf, fromAmong, toWhere), ([, each, , w]) => eachTake(each, false, w)),
  map(seq(lit('put'), count, ofThem, toWhere), ([, n, , w]) => ({ count: n, ...w })),
  // "Put up to two land cards from among them onto the battlefield tapped", "Put any number of permanent cards from among them onto the battlefield".
  map(seq(lit('put'), upToOrAny, alt(map(alt(lit('of them'), lit('of those cards')), () => undefined), map(seq(cardFilter.many, fromAmong), ([f]) => f)), toWhere), ([, { n }, filter, w]) => (filter?.zone ? null : { count: n, ...(filter ? { filter } : {}), upTo: true, ...w })),
  map(seq(lit('you may put'), upToOrAny, alt(map(ofThem, () => undefined), cardFilter.many), opt(fromAmong), toWhere), ([, { n }, filter, , w]) => (filter?.zone ? null : { count: n, ...(filter ? { filter } : {}), upTo: true, ...w })),
  // "You may reveal up to two creature cards (any number of artifact cards) from among them and put them (the revealed cards) into your hand".
  map(seq(lit('you may reveal'), upToOrAny, cardFilter.many, fromAmong, lit('and put'), theCards, toWhere), ([, { n }, filter, , , , w]) => (filter.zone ? null : { count: n, filter, upTo: true, reveal: true, ...w })),
  map(seq(lit('you may reveal'), aCard, fromAmong, lit('and put that card'), toWhere), ([, filter, , , w]) => ({ count: 1, filter, upTo: true, reveal: true, ...w })),
  map(seq(lit('you may put'), count, ofThem, toWhere), ([, n, , w]) => ({ count: n, upTo: true, ...w })),
  map(seq(lit('you may reveal'), aCard, fromAmong, lit('and put it'), toWhere), ([, filter, , , w]) => ({ count: 1, filter, upTo: true, reveal: true, ...w })),
  map(seq(lit('you may put'), aCard, fromAmong, toWhere), ([, filter, , w]) => ({ count: 1, filter, upTo: true, ...w })),
  map(seq(lit('put'), aCard, fromAmong, toWhere), ([, filter, , w]) => ({ count: 1, filter, ...w })),
);
/** The one card looked at, if it fits: "If it's a land card, you may put it onto the battlefield tapped", "If it's a creature card, put it into your hand". */
const ifItIs: Parser<Take> = alt<Take>(
  map(
    seq(lit("if it 's"), aCard, lit(','), alt(map(lit('you may reveal it and put it'), () => ({ upTo: true as const, reveal: true as const })), map(lit('you may put it'), () => ({ upTo: true as const })), map(lit('put it'), () => ({}))), toWhere),
    ([, filter, , how, w]) => ({ count: 1, filter, ...how, ...w }),
  ),
  // Matter Reshaper: "You may put that card onto the battlefield if it's a permanent card with mana value 3 or less".
  map(seq(lit('you may put that card'), toWhere, lit("if it 's"), aCard), ([, w, , filter]) => ({ count: 1, filter, upTo: true as const, ...w })),
);
/** "Put all land cards revealed this way into your hand": every fitting card (the number looked at is the most there can be). */
const takeAll: Parser<Filter & { to: Take['to'] }> = map(seq(lit('put all'), cardFilter.many, alt(lit('revealed this way'), fromAmong), toWhere), ([, f, , w]) => (f.zone || w.tapped ? null : { ...f, to: w.to }));

/** `ifNotInHand`: said of the card not put into the hand ("If you don't put the card into your hand, …"), so only after a take into the hand. */
type Rest = Pick<Look, 'rest' | 'restOrder' | 'restMay'> & { ifNotInHand?: true };
/** The rest's place, once checked against what was taken. */
const restFor = (take: Take, r: Rest | undefined): Pick<Look, 'rest' | 'restOrder' | 'restMay'> | null => {
  if (!r) return {};
  const { ifNotInHand, ...rest } = r;
  return ifNotInHand && take.to !== 'hand' ? null : rest;
};
const order = alt<Look['restOrder']>(map(lit('in a random order'), () => 'random'), map(lit('in any order'), () => 'any'));
/** Where the others go: "into your graveyard", "on the bottom of your library in a random order". */
const restPlace: Parser<Rest> = alt<Rest>(
  map(lit('into your graveyard'), () => ({ rest: 'graveyard' })),
  map(seq(lit('on top of your library'), order), ([, o]) => ({ rest: 'library-top', restOrder: o })),
  map(lit('into your hand'), () => ({ rest: 'hand' })),
  map(seq(lit('on the bottom of your library'), opt(order)), ([, o]) => ({ rest: 'library-bottom', ...(o ? { restOrder: o } : {}) })),
);
/** "and the rest (the other) …" after the pick, or a sentence "Put the rest …". */
const rest: Parser<Rest> = alt<Rest>(
  map(seq(alt(lit('and the rest'), lit('and the other')), restPlace), ([, r]) => r),
  map(seq(lit('. put the rest'), restPlace), ([, r]) => r),
  map(seq(lit('. then put the rest'), restPlace), ([, r]) => r),
  // "Otherwise, put it into your graveyard" after "If it's a … card": the one card, when it doesn't fit.
  map(seq(lit('. otherwise , put'), alt(lit('it'), lit('that card')), restPlace), ([, , r]) => r),
  // "If you don't put the card into your hand, [you may] put it into your graveyard (on the bottom of your library)": the card not taken.
  map(seq(lit(". if you don't put"), alt(lit('the card'), lit('it')), lit('into your hand ,'), opt(lit('you may')), lit('put it'), restPlace), ([, , , may, , r]) => ({ ...r, ifNotInHand: true as const, ...(may !== undefined ? { restMay: true as const } : {}) })),
);

/** "Reveal cards from the top of your library until you reveal a FILTER card. Put that card into your hand (onto the battlefield) and the rest …" */
const revealUntil: Parser<Effect[]> = map(
  seq(lit('reveal cards from the top of your library until you reveal'), aCard, lit('. put that card'), toWhere, alt(lit('and the rest'), lit('and all other cards revealed this way')), restPlace),
  ([, filter, , where, , r]) => [{ type: 'look', players: { ref: 'you' }, from: 'library-top', amount: 1, reveal: true, until: true, take: { count: 1, filter, ...where }, ...r }],
);

/** "You lose (gain) life equal to its (that card's) mana value" after the one card revealed and taken: that card, where it went (608.2c). */
const lifeByItsValue: Parser<'lose-life' | 'gain-life'> = map(
  seq(lit('. you'), alt(map(lit('lose'), () => 'lose-life' as const), map(lit('gain'), () => 'gain-life' as const)), lit('life equal to'), alt(lit('its'), lit("that card 's")), lit('mana value')),
  ([, verb]) => verb,
);

export const LIBRARY_LOOK_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'verb/manifest',
    wording: 'Manifest dread (701.62a); manifest the top card of your library (701.40a)',
    // The card manifested is the player's pick (608.2d); the other card manifest dread looked at goes to the graveyard.
    parse: alt<Effect[]>(
      map(lit('manifest dread'), (): Effect[] => [{ type: 'look', players: { ref: 'you' }, from: 'library-top', amount: 2, take: { count: 1, to: 'battlefield', manifest: 'dread' }, rest: 'graveyard' }]),
      map(lit('manifest the top card of your library'), (): Effect[] => [{ type: 'look', players: { ref: 'you' }, from: 'library-top', amount: 1, take: { count: 1, to: 'battlefield', manifest: 'card' } }]),
    ),
    fixtures: [
      spell('Manifest dread.', { type: 'look', amount: 2, take: { count: 1, to: 'battlefield', manifest: 'dread' }, rest: 'graveyard' }),
      { text: 'When this creature dies, manifest dread. (Look at the top two cards of your library. Put one onto the battlefield face down as a 2/2 creature and the other into your graveyard. Turn it face up any time for its mana cost if it\'s a creature card.)', abilities: [{ kind: 'triggered', effects: [{ type: 'look', amount: 2, take: { manifest: 'dread' } }] }] },
      { text: 'When this creature enters, manifest the top card of your library.', abilities: [{ kind: 'triggered', effects: [{ type: 'look', amount: 1, take: { count: 1, to: 'battlefield', manifest: 'card' } }] }] },
    ],
  },
  {
    id: 'verb/reveal-top-take',
    wording: 'Reveal the top card of your library and put that card (it) into your hand. You lose (gain) life equal to its mana value',
    // Read whole: the sentence alone would leave "its" of the next sentence to the line reader, which names the source.
    parse: map(
      seq(lit('reveal the top card of your library and put'), alt(lit('that card'), lit('it')), lit('into your hand'), lifeByItsValue),
      ([, , , life]): Effect[] => [
        { type: 'look', players: { ref: 'you' }, from: 'library-top', amount: 1, reveal: true, take: { count: 1, to: 'hand' } },
        { type: life, players: { ref: 'you' }, amount: { of: 'stat', stat: 'mana-value', object: { ref: 'previous' } } } as Effect,
      ],
    ),
    fixtures: [
      // Dark Confidant; Augury Adept ("You gain life equal to its mana value").
      { text: 'At the beginning of your upkeep, reveal the top card of your library and put that card into your hand. You lose life equal to its mana value.', abilities: [{ kind: 'triggered', effects: [{ type: 'look', reveal: true, amount: 1, take: { count: 1, to: 'hand' } }, { type: 'lose-life', players: { ref: 'you' }, amount: { of: 'stat', stat: 'mana-value', object: { ref: 'previous' } } }] }] },
      { text: 'Whenever this creature deals combat damage to a player, reveal the top card of your library and put that card into your hand. You gain life equal to its mana value.', abilities: [{ kind: 'triggered', effects: [{ type: 'look' }, { type: 'gain-life', amount: { of: 'stat', stat: 'mana-value', object: { ref: 'previous' } } }] }] },
    ],
  },
  {
    id: 'verb/reveal-until',
    wording: 'Reveal cards from the top of your library until you reveal a FILTER card. Put that card into your hand (onto the battlefield) and the rest on the bottom of your library in a random order (into your graveyard)',
    parse: revealUntil,
    fixtures: [
      { text: '−3: Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest on the bottom of your library in a random order.', abilities: [{ kind: 'activated', effects: [{ type: 'look', amount: 1, reveal: true, until: true, take: { count: 1, filter: { types: ['Creature'] }, to: 'hand' }, rest: 'library-bottom', restOrder: 'random' }] }] },
      spell('Reveal cards from the top of your library until you reveal a basic land card. Put that card into your hand and all other cards revealed this way into your graveyard.', { type: 'look', until: true, take: { filter: { supertypes: ['Basic'], types: ['Land'] }, to: 'hand' }, rest: 'graveyard' }),
    ],
  },
  {
    id: 'verb/look-at-top',
    wording: 'Look at (Reveal) the top N (X[, where X is …]) cards of your library. You may reveal (put) a CARD, a CARD, and/or a CARD from among them and put them into your hand; Put up to N (any number of) FILTER cards from among them …; Put M of them into your hand / You may reveal (put) a CARD DESCRIPTION from among them and put it into your hand (onto the battlefield) [and] put the rest (the other) into your graveyard / on the bottom of your library in a random (any) order; look at the top card of target player\'s library',
    parse: alt<Effect[]>(
      // No place said for the others ("Put one of them into your graveyard", Jace, the Living Guildpact): they stay on top, in their order.
      map(seq(head, alt(lit('.'), lit(',')), opt(lit('then')), take, opt(rest)), ([h, , , given, r]): Effect[] | null => {
        const any = given.count === anyNumber;
        const t = any ? { ...given, count: h.amount } : given;
        const rest = restFor(t, r);
        if (!rest || h.players.ref !== 'you' || (!any && !t.each && typeof t.count === 'number' && typeof h.amount === 'number' && t.count >= h.amount)) return null;
        return [{ type: 'look', players: h.players, from: 'library-top', amount: h.amount, ...(h.reveal ? { reveal: true as const } : {}), take: t, ...rest }];
      }),
      map(seq(head, lit('.'), ifItIs, opt(rest)), ([h, , t, r]): Effect[] | null => {
        const after = restFor(t, r);
        return !after || h.players.ref !== 'you' || h.amount !== 1 ? null : [{ type: 'look', players: h.players, from: 'library-top', amount: 1, ...(h.reveal ? { reveal: true as const } : {}), take: t, ...after }];
      }),
      map(seq(head, lit('.'), takeAll, alt(rest, map(lit('. put the rest revealed this way'), () => null))), ([h, , all, r]): Effect[] | null => {
        const { to, ...filter } = all;
        const after = r ? restFor({ count: h.amount, to }, r) : null;
        return h.players.ref !== 'you' || !h.reveal || !after ? null : [{ type: 'look', players: h.players, from: 'library-top', amount: h.amount, reveal: true, take: { count: h.amount, filter, to }, ...after }];
      }),
      // Only looking: nothing moves (the player learns the cards, 401.2).
      map(head, (h): Effect[] | null => (h.players.ref === 'you' || h.reveal ? null : [{ type: 'look', players: h.players, from: 'library-top', amount: h.amount }])),
    ),
    fixtures: [
      spell('Look at the top three cards of your library. Put one of them into your hand and the rest into your graveyard.', { type: 'look', amount: 3, take: { count: 1, to: 'hand' }, rest: 'graveyard' }),
      spell('Look at the top two cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.', { type: 'look', amount: 2, take: { count: 1, to: 'hand' }, rest: 'library-bottom', restOrder: 'any' }),
      spell('Look at the top four cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.', { type: 'look', amount: 4, take: { count: 1, upTo: true, reveal: true, filter: { types: ['Creature'] }, to: 'hand' }, rest: 'library-bottom', restOrder: 'random' }),
      // Board the Weatherlight: "historic" (700.6) is any of artifact, legendary, Saga — one adjective of the filter phrase.
      spell('Look at the top five cards of your library. You may reveal a historic card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.', { type: 'look', amount: 5, take: { count: 1, upTo: true, reveal: true, filter: { anyOf: [{ supertypes: ['Legendary'] }, { types: ['Artifact'] }, { subtypes: ['Saga'] }] }, to: 'hand' }, rest: 'library-bottom', restOrder: 'random' }),
      spell('Reveal the top three cards of your library. You may put a land card from among them into your hand. Put the rest into your graveyard.', { type: 'look', reveal: true, amount: 3, take: { count: 1, upTo: true, filter: { types: ['Land'] }, to: 'hand' }, rest: 'graveyard' }),
      spell('Look at the top two cards of your library. Put one of them into your hand and the other into your graveyard.', { type: 'look', amount: 2, rest: 'graveyard' }),
      { text: '+1: Look at the top two cards of your library. Put one of them into your graveyard.', abilities: [{ kind: 'activated', effects: [{ type: 'look', amount: 2, take: { count: 1, to: 'graveyard' } }] }] },
      spell('Look at the top three cards of your library. Put two into your hand and the other on the bottom of your library.', { type: 'look', amount: 3, take: { count: 2, to: 'hand' }, rest: 'library-bottom' }),
      { text: "When this creature enters, look at the top card of your library. If it's a land card, you may put it onto the battlefield tapped.", abilities: [{ kind: 'triggered', effects: [{ type: 'look', amount: 1, take: { count: 1, upTo: true, filter: { types: ['Land'] }, to: 'battlefield', tapped: true } }] }] },
      spell("Reveal the top card of your library. If it's a creature card, put it onto the battlefield. Otherwise, put it into your graveyard.", { type: 'look', reveal: true, amount: 1, take: { count: 1, filter: { types: ['Creature'] }, to: 'battlefield' }, rest: 'graveyard' }),
      // Augur of Skulls-era kinship of "If you don't put the card into your hand, you may put it into your graveyard": the card left, if the player wants (608.2d).
      { text: "When this creature enters, look at the top card of your library. If it's a land card, you may reveal it and put it into your hand. If you don't put the card into your hand, you may put it into your graveyard.", abilities: [{ kind: 'triggered', effects: [{ type: 'look', amount: 1, take: { count: 1, upTo: true, reveal: true, filter: { types: ['Land'] }, to: 'hand' }, rest: 'graveyard', restMay: true }] }] },
      // Nissa, Nature's Artisan; Nissa, Sage Animist ("Otherwise, put it into your hand").
      { text: '−4: Reveal the top two cards of your library. Put all land cards from among them onto the battlefield and the rest into your hand.', abilities: [{ kind: 'activated', effects: [{ type: 'look', reveal: true, amount: 2, take: { count: 2, filter: { types: ['Land'] }, to: 'battlefield' }, rest: 'hand' }] }] },
      // Coiling Oracle ("Otherwise, put that card into your hand"); Matter Reshaper (the description after the place).
      { text: "When this creature enters, reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put that card into your hand.", abilities: [{ kind: 'triggered', effects: [{ type: 'look', reveal: true, amount: 1, take: { count: 1, filter: { types: ['Land'] }, to: 'battlefield' }, rest: 'hand' }] }] },
      { text: "When this creature dies, reveal the top card of your library. You may put that card onto the battlefield if it's a permanent card with mana value 3 or less. Otherwise, put that card into your hand.", abilities: [{ kind: 'triggered', effects: [{ type: 'look', reveal: true, amount: 1, take: { count: 1, upTo: true, filter: { permanent: true, manaValue: { op: '<=', value: 3 } }, to: 'battlefield' }, rest: 'hand' }] }] },
      { text: "+1: Reveal the top card of your library. If it's a land card, put it onto the battlefield. Otherwise, put it into your hand.", abilities: [{ kind: 'activated', effects: [{ type: 'look', reveal: true, amount: 1, take: { count: 1, filter: { types: ['Land'] }, to: 'battlefield' }, rest: 'hand' }] }] },
      spell('Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.', { type: 'look', reveal: true, amount: 4, take: { count: 4, filter: { types: ['Land'] }, to: 'hand' }, rest: 'graveyard' }),
      // Collected Company; Machinate (X defined by the sentence, 107.3c); Lead the Stampede ("any number of": as many as were looked at).
      spell('Look at the top six cards of your library. Put up to two creature cards with mana value 3 or less from among them onto the battlefield. Put the rest on the bottom of your library in any order.', { type: 'look', amount: 6, take: { count: 2, upTo: true, filter: { types: ['Creature'], manaValue: { op: '<=', value: 3 } }, to: 'battlefield' }, rest: 'library-bottom', restOrder: 'any' }),
      spell('Look at the top X cards of your library, where X is the number of artifacts you control. Put one of those cards into your hand and the rest on the bottom of your library in any order.', { type: 'look', amount: { of: 'count', filter: { types: ['Artifact'], controller: 'you' } }, take: { count: 1, to: 'hand' }, rest: 'library-bottom', restOrder: 'any' }),
      spell('Look at the top five cards of your library. You may reveal any number of creature cards from among them and put the revealed cards into your hand. Put the rest on the bottom of your library in any order.', { type: 'look', amount: 5, take: { count: 5, upTo: true, reveal: true, filter: { types: ['Creature'] }, to: 'hand' }, rest: 'library-bottom', restOrder: 'any' }),
      // In the Presence of Ages; Kaalia, Zenith Seeker: one card of each description at most (a creature card and a land card, not two creatures).
      spell('Reveal the top four cards of your library. You may put a creature card and/or a land card from among them into your hand. Put the rest into your graveyard.', { type: 'look', reveal: true, amount: 4, take: { count: 2, each: [{ types: ['Creature'] }, { types: ['Land'] }], upTo: true, to: 'hand' }, rest: 'graveyard' }),
      { text: 'When this creature enters, look at the top six cards of your library. You may reveal an Angel card, a Demon card, and/or a Dragon card from among them and put them into your hand. Put the rest on the bottom of your library in a random order.', abilities: [{ kind: 'triggered', effects: [{ type: 'look', amount: 6, take: { count: 3, each: [{ subtypes: ['Angel'] }, { subtypes: ['Demon'] }, { subtypes: ['Dragon'] }], upTo: true, reveal: true, to: 'hand' }, rest: 'library-bottom', restOrder: 'random' }] }] },
      // Adventure Awaits, Blossom Prancer: what the look put into the hand, read by the sentence after it (608.2c).
      spell("Look at the top five cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order. If you didn't put a card into your hand this way, draw a card.", { type: 'look', amount: 5, take: { count: 1, to: 'hand' } }, { type: 'group', condition: { kind: 'compare', amount: { of: 'this-way', stat: 'put-into-hand' }, op: '==', value: 0 }, effects: [{ type: 'draw', amount: 1 }] }),
      { text: "{T}: Look at the top card of target player's library.", abilities: [{ kind: 'activated', effects: [{ type: 'look', players: { ref: 'target', spec: { player: 'any' } }, amount: 1 }] }] },
    ],
  },
];
