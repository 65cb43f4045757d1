// Effects on the controller's library and hand: scry (701.22), surveil (701.25), mill
// (701.17), discard (701.9). Where the cards go is the player's choice, made with a scenario
// `choose` or by the documented default (effects/scry.ts…).
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, seq, type Parser } from '../grammar.ts';
import { amount, count, selfOrIt } from '../phrases.ts';
import { whereX } from '../amount-grammar.ts';
import type { Amount, ObjectRef, PlayerRef } from '../vocabulary.ts';
import { creatureTarget, playerTarget } from '../target-grammar.ts';

type PlayableUntil = 'until-end-of-turn' | 'until-end-of-your-next-turn' | 'until-your-next-end-step';
/** "the top card", "the top two cards" (of a library). */
const topCards: Parser<Amount> = alt<Amount>(map(lit('the top card'), () => 1), map(seq(lit('the top'), amount, lit('cards')), ([, n]) => (n === 'X' ? { of: 'X' } : n)));
/** The exiled cards, named again: "that card", "those cards", "it", "them". */
const exiledCards = alt(lit('that card'), lit('those cards'), lit('it'), lit('them'));
const THIS_TURN = (): PlayableUntil => 'until-end-of-turn';
const NEXT_TURN = (): PlayableUntil => 'until-end-of-your-next-turn';
const NEXT_END_STEP = (): PlayableUntil => 'until-your-next-end-step';
/** How long the exiled cards may be played, said before or after "you may play that card". */
const playableFor: Parser<PlayableUntil> = alt(
  map(seq(lit('until end of turn , you may play'), exiledCards), THIS_TURN),
  map(seq(lit('until the end of your next turn , you may play'), exiledCards), NEXT_TURN),
  map(seq(lit('you may play'), exiledCards, alt(lit('this turn'), lit('until end of turn'))), THIS_TURN),
  map(seq(lit('you may play'), exiledCards, lit('until the end of your next turn')), NEXT_TURN),
  map(seq(lit('until your next end step , you may play'), exiledCards), NEXT_END_STEP),
  map(seq(lit('you may play'), exiledCards, lit('until your next end step')), NEXT_END_STEP),
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
    wording: 'Exile the top [N] card(s) of your library. Until end of turn [Until the end of your next turn], you may play that card [those cards] (impulse draw)',
    // ", where X is the number of …" after "the top X cards of your library" defines X (107.3c).
    parse: map(seq(lit('exile'), topCards, lit('of your library'), opt(whereX), lit('.'), playableFor), ([, n, , x, , playable]): Effect[] | null =>
      x !== undefined && !(typeof n === 'object' && 'of' in n && n.of === 'X') ? null : [{ type: 'exile', objects: { ref: 'library-top', player: { ref: 'you' }, count: x ?? n }, playable }],
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
