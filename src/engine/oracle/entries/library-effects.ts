// Effects on the controller's library and hand: scry (701.22), surveil (701.25), mill
// (701.17), discard (701.9). Where the cards go is the player's choice, made with a scenario
// `choose` or by the documented default (effects/scry.ts…).
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, type Parser } from '../grammar.ts';
import { amount, count, selfOrIt } from '../phrases.ts';
import { whereX } from '../amount-grammar.ts';
import type { Amount, Filter, ObjectRef, PlayerRef } from '../vocabulary.ts';
import { cardFilter } from '../filter-grammar.ts';
import { creatureTarget, playerTarget } from '../target-grammar.ts';

type PlayableUntil = 'until-end-of-turn' | 'until-end-of-your-next-turn' | 'until-your-next-end-step';
/** "the top card", "the top two cards" (of a library). */
const topCards: Parser<Amount> = alt<Amount>(map(lit('the top card'), () => 1), map(seq(lit('the top'), amount, lit('cards')), ([, n]) => (n === 'X' ? { of: 'X' } : n)));
/** The exiled cards, named again: "that card", "those cards", "it", "them", "cards exiled this way" (Escape to the Wilds). */
const exiledCards = alt(lit('that card'), lit('those cards'), lit('it'), lit('them'), lit('cards exiled this way'));
const THIS_TURN = (): PlayableUntil => 'until-end-of-turn';
const NEXT_TURN = (): PlayableUntil => 'until-end-of-your-next-turn';
const NEXT_END_STEP = (): PlayableUntil => 'until-your-next-end-step';
/** Spells only (no land is played, 305.1): "you may cast spells from among them (those exiled cards)", "you may cast that card (them)". */
const castExiled = alt(seq(lit('cast spells from among'), alt(lit('them'), lit('those cards'), lit('those exiled cards'), lit('the exiled cards'))), seq(lit('cast'), exiledCards));
const castFor: Parser<PlayableUntil> = alt(
  map(seq(lit('until end of turn , you may'), castExiled), THIS_TURN),
  map(seq(lit('until the end of your next turn , you may'), castExiled), NEXT_TURN),
  map(seq(lit('you may'), castExiled, alt(lit('this turn'), lit('until end of turn'))), THIS_TURN),
  map(seq(lit('you may'), castExiled, lit('until the end of your next turn')), NEXT_TURN),
);
/** How long the exiled cards may be played, said before or after "you may play that card". */
const playableOf = (cards: Parser<unknown>): Parser<PlayableUntil> => alt(
  map(seq(lit('until end of turn , you may play'), cards), THIS_TURN),
  map(seq(lit('until the end of your next turn , you may play'), cards), NEXT_TURN),
  map(seq(lit('you may play'), cards, alt(lit('this turn'), lit('until end of turn'))), THIS_TURN),
  map(seq(lit('you may play'), cards, lit('until the end of your next turn')), NEXT_TURN),
  map(seq(lit('until your next end step , you may play'), cards), NEXT_END_STEP),
  map(seq(lit('you may play'), cards, lit('until your next end step')), NEXT_END_STEP),
);
const playableFor: Parser<PlayableUntil> = playableOf(exiledCards);
/** After "Choose one of them.": that one card. */
const chosenPlayableFor: Parser<PlayableUntil> = playableOf(lit('that card'));

/** Whose library's top the impulse draw exiles: "your library", "target opponent's library" (the cards go to their owner's exile; the controller may play them, 611.2, 601.2). */
const whoseTop: Parser<PlayerRef> = alt<PlayerRef>(
  map(lit('of your library'), () => ({ ref: 'you' })),
  map(seq(lit('of'), playerTarget, lit("'s library")), ([, spec]) => (spec.player === 'opponent' && !spec.object ? { ref: 'target', spec } : null)),
);
/** "Exile the top N cards of your (target opponent's) library", "exile that many cards from the top of your library", "target opponent exiles the top card of their library". */
const exiledTop: Parser<[Amount, PlayerRef]> = alt<[Amount, PlayerRef]>(
  map(seq(lit('exile'), topCards, whoseTop), ([, n, whose]) => [n, whose]),
  map(lit('exile that many cards from the top of your library'), (): [Amount, PlayerRef] => [{ of: 'event' }, { ref: 'you' }]),
  map(seq(playerTarget, lit('exiles'), topCards, lit('of their library')), ([spec, , n]) => (spec.player === 'opponent' && !spec.object ? [n, { ref: 'target', spec }] : null)),
);

/** Who exiles from the top of their library until a card fits: "exile cards from the top of your library until you exile", "target opponent (that player) exiles cards from the top of their library until they exile". */
const exilesUntil: Parser<PlayerRef> = alt<PlayerRef>(
  map(lit('exile cards from the top of your library until you exile'), () => ({ ref: 'you' })),
  map(seq(playerTarget, lit('exiles cards from the top of their library until they exile')), ([spec]) => (spec.player === 'opponent' && !spec.object ? { ref: 'target', spec } : null)),
  map(lit('that player exiles cards from the top of their library until they exile'), () => ({ ref: 'event-player' })),
);
/** The card that stops it, one that can be cast (no land: 305.9): "a nonland card", "an instant or sorcery card". */
const aNonlandCard: Parser<Filter> = map(seq(alt(lit('a'), lit('an')), cardFilter.one), ([, f]) =>
  f.zone || f.owner || !((f.notTypes ?? []).includes('Land') || (f.types?.length && !f.types.includes('Land'))) ? null : f,
);
/** "Then put the exiled cards that weren't cast this way on the bottom of that (your) library in a random order", "Then that player puts … their library …". */
const restToBottom: Parser<'you' | 'other'> = alt(
  map(lit(". then put the exiled cards that weren't cast this way on the bottom of your library in a random order"), () => 'you' as const),
  map(lit(". then put the exiled cards that weren't cast this way on the bottom of that library in a random order"), () => 'other' as const),
  map(lit(". then that player puts the exiled cards that weren't cast this way on the bottom of their library in a random order"), () => 'other' as const),
);

/** Scry N, surveil N: the controller looks at the top N cards of their library and puts them where the keyword action says (701.22a, 701.25a). */
/** What connives: the source, "it" (decided by the line reader), a target creature you control. */
const conniver: Parser<ObjectRef> = alt<ObjectRef>(
  map(lit('SELF'), () => ({ ref: 'self' })),
  map(lit('it'), () => ({ ref: 'it' })),
  map(creatureTarget, (spec) => (spec.object?.controller === 'you' ? { ref: 'target', spec } : null)),
);

export const keywordLook = (action: 'scry' | 'surveil', amount: Amount): Effect => ({ type: 'look', players: { ref: 'you' }, from: 'library-top', amount, action });
const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

export const LIBRARY_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/scry-surveil',
    wording: 'Scry N / Surveil N (X: announced, or as "where X is" defines it)',
    parse: map(seq(alt(map(lit('scry'), () => 'scry' as const), map(lit('surveil'), () => 'surveil' as const)), alt<Amount>(count, map(lit('x'), (): Amount => ({ of: 'X' })))), ([action, n]) => [keywordLook(action, n)]),
    fixtures: [
      spell('Scry 2.', { type: 'look', action: 'scry', amount: 2, from: 'library-top', players: { ref: 'you' } }),
      { text: 'When this creature enters, surveil 1.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'look', action: 'surveil', amount: 1 }] }] },
      // Dinosaur Egg-like and Spectral Sailor-like amounts: X defined by the sentence (107.3c).
      { text: 'Whenever this creature attacks, scry X, where X is the number of attacking creatures with flying.', abilities: [{ kind: 'triggered', effects: [{ type: 'look', action: 'scry', amount: { of: 'count', filter: { combat: 'attacking', withKeywords: ['flying'] } } }] }] },
    ],
  },
];

export const LIBRARY_EFFECTS_MORE: Entry<Effect[]>[] = [
  {
    id: 'effect/discover',
    wording: 'Discover N (X: as "where X is" defines it) (701.57a)',
    // 701.57a: exile from the top until a nonland card with mana value N or less; cast it free or put it into your hand.
    parse: map(seq(lit('discover'), alt<Amount>(count, map(lit('x'), (): Amount => ({ of: 'X' })))), ([, n]): Effect[] => [{ type: 'cast', keyword: 'discover', value: n }]),
    fixtures: [
      spell('Discover 4.', { type: 'cast', keyword: 'discover', value: 4 }),
      { text: 'When this creature enters, discover 3.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'cast', keyword: 'discover', value: 3 }] }] },
      // Hidden Nursery: the activated ability of a land, only as a sorcery.
      { text: '{2}{G}, {T}, Sacrifice this land: Discover 4. Activate only as a sorcery.', abilities: [{ kind: 'activated', effects: [{ type: 'cast', keyword: 'discover', value: 4 }] }] },
      // Dinosaur Egg: X defined by the sentence (107.3c).
      { text: 'When this creature dies, you may discover X, where X is its toughness.', abilities: [{ kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'cast', keyword: 'discover' }] }] }] },
    ],
  },
  {
    id: 'effect/exile-top-to-play',
    wording: "Exile the top [N] card(s) of your library (target opponent's library; that many cards from the top of your library; target opponent exiles …). Until end of turn [Until the end of your next turn], you may play that card [those cards, cards exiled this way] / you may cast spells from among them (impulse draw)",
    // ", where X is the number of …" after "the top X cards of your library" defines X (107.3c).
    parse: map(seq(exiledTop, opt(whereX), lit('.'), alt<{ until: PlayableUntil; castOnly?: true; one?: true }>(map(playableFor, (until) => ({ until })), map(castFor, (until) => ({ until, castOnly: true as const })), map(seq(lit('choose one of them .'), chosenPlayableFor), ([, until]) => ({ until, one: true as const })))), ([[n, whose], x, , how]): Effect[] | null =>
      x !== undefined && !(typeof n === 'object' && 'of' in n && n.of === 'X')
        ? null
        : [{ type: 'exile', objects: { ref: 'library-top', player: whose, count: x ?? n }, playable: how.until, ...(how.castOnly ? { castOnly: true as const } : {}), ...(how.one ? { playableOne: true as const } : {}) }],
    ),
    fixtures: [
      { text: 'When this creature enters, exile the top card of your library. Until end of turn, you may play that card.', abilities: [{ kind: 'triggered', effects: [{ type: 'exile', objects: { ref: 'library-top', player: { ref: 'you' }, count: 1 }, playable: 'until-end-of-turn' }] }] },
      { text: 'When this creature dies, exile the top card of your library. You may play it until the end of your next turn.', abilities: [{ kind: 'triggered', effects: [{ type: 'exile', playable: 'until-end-of-your-next-turn' }] }] },
      // Ob Nixilis, Captive Kingpin; Haste Magic: until the controller's next end step begins.
      { text: '{T}: Exile the top card of your library. Until your next end step, you may play that card.', abilities: [{ kind: 'activated', effects: [{ type: 'exile', playable: 'until-your-next-end-step' }] }] },
      spell('Exile the top two cards of your library. Until the end of your next turn, you may play those cards.', { type: 'exile', objects: { ref: 'library-top', count: 2 }, playable: 'until-end-of-your-next-turn' }),
      spell('Exile the top X cards of your library. Until the end of your next turn, you may play those cards.', { type: 'exile', objects: { ref: 'library-top', count: { of: 'X' } }, playable: 'until-end-of-your-next-turn' }),
      // Memorial Vault-like: X defined by the sentence.
      { text: '{T}: Exile the top X cards of your library, where X is the number of artifacts you control. You may play those cards this turn.', abilities: [{ kind: 'activated', effects: [{ type: 'exile', objects: { ref: 'library-top', count: { of: 'count', filter: { types: ['Artifact'], controller: 'you' } } }, playable: 'until-end-of-turn' }] }] },
      { text: '{1}, Sacrifice a creature: Exile the top card of your library. You may play that card this turn.', abilities: [{ kind: 'activated', effects: [{ type: 'exile', playable: 'until-end-of-turn' }] }] },
      // Korvold and the Noble Thief; Knacksaw Clique, Ornate Kanzashi: an opponent's cards, in their owner's exile (406.3), played by the controller.
      spell("Exile the top three cards of target opponent's library. You may play those cards this turn.", { type: 'exile', objects: { ref: 'library-top', player: { ref: 'target', spec: { player: 'opponent' } }, count: 3 }, playable: 'until-end-of-turn' }),
      { text: '{2}, {T}: Target opponent exiles the top card of their library. You may play that card this turn.', abilities: [{ kind: 'activated', effects: [{ type: 'exile', objects: { ref: 'library-top', player: { ref: 'target', spec: { player: 'opponent' } }, count: 1 }, playable: 'until-end-of-turn' }] }] },
      // Escape to the Wilds.
      spell('Exile the top five cards of your library. You may play cards exiled this way until the end of your next turn.', { type: 'exile', objects: { ref: 'library-top', count: 5 }, playable: 'until-end-of-your-next-turn' }),
      // Riverwheel Sweep, Mishra's Research Desk, Strongbox Raider: one of the exiled cards, chosen as it resolves (608.2d), may be played.
      spell('Exile the top two cards of your library. Choose one of them. Until the end of your next turn, you may play that card.', { type: 'exile', objects: { ref: 'library-top', count: 2 }, playable: 'until-end-of-your-next-turn', playableOne: true }),
      // Apex of Power, Dream Pillager: spells only (no land is played from among them, 305.1); "that many": the damage dealt.
      spell('Exile the top seven cards of your library. Until end of turn, you may cast spells from among them.', { type: 'exile', objects: { ref: 'library-top', count: 7 }, playable: 'until-end-of-turn', castOnly: true }),
      { text: 'Whenever this creature deals combat damage to a player, exile that many cards from the top of your library. Until end of turn, you may cast spells from among those exiled cards.', abilities: [{ kind: 'triggered', effects: [{ type: 'exile', objects: { ref: 'library-top', player: { ref: 'you' }, count: { of: 'event' } }, playable: 'until-end-of-turn', castOnly: true }] }] },
    ],
  },
  {
    id: 'effect/exile-until-cast',
    wording: "Exile cards from the top of your library until you exile a FILTER card (Target opponent / That player exiles … until they exile …). You may cast that card without paying its mana cost. [Then put the exiled cards that weren't cast this way on the bottom of that (their) library in a random order.] (608.2g)",
    // The card that stops it may be cast as the ability resolves (608.2g); the others stay in exile unless the last sentence moves them.
    parse: map(seq(exilesUntil, aNonlandCard, lit('. you may cast that card without paying its mana cost'), opt(restToBottom)), ([players, until, , bottom]): Effect[] | null =>
      bottom !== undefined && (bottom === 'you') !== (players.ref === 'you') ? null : [{ type: 'cast', keyword: 'effect', until, library: players, ...(bottom !== undefined ? { restBottom: true as const } : {}) }],
    ),
    fixtures: [
      // Nico Minoru, Runaway; Wanda's Vision.
      { text: '{2}{R}, {T}, Discard a card: Exile cards from the top of your library until you exile a nonland card. You may cast that card without paying its mana cost.', abilities: [{ kind: 'activated', effects: [{ type: 'cast', keyword: 'effect', until: { notTypes: ['Land'] }, library: { ref: 'you' } }] }] },
      // Chaos Wand; Dazzling Sphinx, Gríma, Saruman's Footman.
      { text: "{4}, {T}: Target opponent exiles cards from the top of their library until they exile an instant or sorcery card. You may cast that card without paying its mana cost. Then put the exiled cards that weren't cast this way on the bottom of that library in a random order.", abilities: [{ kind: 'activated', effects: [{ type: 'cast', keyword: 'effect', until: { types: ['Instant', 'Sorcery'] }, library: { ref: 'target', spec: { player: 'opponent' } }, restBottom: true }] }] },
      { text: "Whenever this creature deals combat damage to a player, that player exiles cards from the top of their library until they exile an instant or sorcery card. You may cast that card without paying its mana cost. Then that player puts the exiled cards that weren't cast this way on the bottom of their library in a random order.", abilities: [{ kind: 'triggered', effects: [{ type: 'cast', keyword: 'effect', library: { ref: 'event-player' }, restBottom: true }] }] },
    ],
  },
  {
    // Nicol Bolas, the Arisen: every card but the bottom one, counted from that player's own library as it resolves (608.2h).
    id: 'effect/exile-all-but-bottom',
    wording: "Exile all but the bottom card of target player's (your) library",
    parse: map(seq(lit('exile all but the bottom card of'), alt<PlayerRef>(map(seq(playerTarget, lit("'s library")), ([spec]) => ({ ref: 'target', spec })), map(lit('your library'), () => ({ ref: 'you' })))), ([, player]): Effect[] => [
      { type: 'exile', objects: { ref: 'library-top', player, count: { of: 'sum', amounts: [{ of: 'player', stat: 'library', player: { ref: 'acting' } }, -1] } } },
    ]),
    fixtures: [
      { text: "−12: Exile all but the bottom card of target player's library.", abilities: [{ kind: 'activated', effects: [{ type: 'exile', objects: { ref: 'library-top', player: { ref: 'target', spec: { player: 'any' } }, count: { of: 'sum', amounts: [{ of: 'player', stat: 'library', player: { ref: 'acting' } }, -1] } } }] }] },
    ],
  },
  {
    id: 'effect/explore',
    wording: 'CARDNAME (it, target creature you control) explores (701.44a)',
    // The explorer's controller reveals (701.44a): "you" for a target creature you control, as connive's.
    parse: map(seq(alt<ObjectRef>(map(selfOrIt, () => ({ ref: 'self' })), map(creatureTarget, (spec) => (spec.object?.controller === 'you' && !spec.count ? { ref: 'target', spec } : null))), lit('explores')), ([objects]): Effect[] => [{ type: 'look', players: { ref: 'you' }, from: 'library-top', amount: 1, reveal: true, action: 'explore', objects }]),
    fixtures: [
      { text: 'When this creature enters, it explores.', abilities: [{ kind: 'triggered', effects: [{ type: 'look', action: 'explore', objects: { ref: 'self' } }] }] },
      // The Map token (111.10s); Tishana's Tidebinder-era Map makers.
      { text: '{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.', abilities: [{ kind: 'activated', effects: [{ type: 'look', action: 'explore', objects: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } } }], sorcerySpeed: true }] },
    ],
  },
  {
    // 701.50a: the permanent's controller draws and discards; the counter goes on the conniving permanent.
    id: 'effect/connive',
    wording: 'CARDNAME (it, he, she, target creature you control) connives [N] (701.50a, 701.50d)',
    // The player is the permanent's controller: "you" for a target creature you control (one target slot, not two).
    parse: map(seq(conniver, alt(lit('connives'), lit('connive')), opt(count)), ([objects, , n]): Effect[] => [{ type: 'discard', players: objects.ref === 'target' ? { ref: 'you' } : { ref: 'controller', of: objects }, amount: n ?? 1, connive: objects }]),
    fixtures: [
      { text: 'When this creature enters, it connives.', abilities: [{ kind: 'triggered', effects: [{ type: 'discard', amount: 1, connive: { ref: 'self' } }] }] },
      { text: 'At the beginning of combat on your turn, target creature you control connives.', abilities: [{ kind: 'triggered', effects: [{ type: 'discard', connive: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } } }] }] },
    ],
  },
  {
    id: 'effect/reorder-top',
    wording: "Look at the top N cards of your library (target player's library), then put them back in any order. [You may shuffle. / You may have that player shuffle.]",
    // 401.4: the looking player orders them; "You may shuffle" (701.24a) is a choice made after (608.2d).
    parse: map(
      seq(lit('look at the top'), count, lit('cards of'), alt<PlayerRef>(map(lit('your library'), () => ({ ref: 'you' })), map(seq(playerTarget, lit("'s library")), ([spec]) => ({ ref: 'target', spec }))), lit(', then put them back in any order'), opt(alt(map(lit('. you may shuffle'), () => 'you' as const), map(lit('. you may have that player shuffle'), () => 'target' as const)))),
      ([, n, , players, , shuffle]): Effect[] | null => (shuffle !== undefined && (shuffle === 'you') !== (players.ref === 'you') ? null : [{ type: 'look', players, from: 'library-top', amount: n, rest: 'library-top', restOrder: 'any', ...(shuffle ? { mayShuffle: true as const } : {}) }]),
    ),
    fixtures: [
      { text: 'When this creature enters, look at the top three cards of your library, then put them back in any order.', abilities: [{ kind: 'triggered', effects: [{ type: 'look', amount: 3, rest: 'library-top', restOrder: 'any' }] }] },
      // Ponder; Portent; Architects of Will.
      spell('Look at the top three cards of your library, then put them back in any order. You may shuffle.', { type: 'look', players: { ref: 'you' }, amount: 3, rest: 'library-top', restOrder: 'any', mayShuffle: true }),
      spell("Look at the top three cards of target player's library, then put them back in any order. You may have that player shuffle.", { type: 'look', players: { ref: 'target', spec: { player: 'any' } }, amount: 3, restOrder: 'any', mayShuffle: true }),
      { text: "When this creature enters, look at the top three cards of target player's library, then put them back in any order.", abilities: [{ kind: 'triggered', effects: [{ type: 'look', players: { ref: 'target', spec: { player: 'any' } }, amount: 3, restOrder: 'any' }] }] },
    ],
  },
];
