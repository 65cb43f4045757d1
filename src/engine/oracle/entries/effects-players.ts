// Effects on players and on cards outside the battlefield: "Target player draws three cards",
// "Each player draws a card", "Target player discards two cards", "Counter target spell unless
// its controller pays {3}", flicker, graveyard returns, and compounds such as Lightning Helix's
// "deals 3 damage to any target and you gain 3 life".
import type { Color, Effect, Keyword, RestrictionKind } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, sepBy1, seq, token, type Parser } from '../grammar.ts';
import { amount, color, count, creatureTarget, fixedManaCost, damageTarget, keyword, ptFigure, self, selfOrIt, spellTarget } from '../phrases.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const plural = (word: string) => alt(lit(word), lit(`${word}s`));

/** What "target player" does, one verb of a sentence joined by "and". */
type PlayerVerb = { type: 'player-draws' | 'discard' | 'lose-life' | 'player-gains-life'; amount: number };
const playerVerb: Parser<PlayerVerb> = alt<PlayerVerb>(
  map(seq(lit('gains'), count, lit('life')), ([, n]) => ({ type: 'player-gains-life', amount: n })),
  map(seq(lit('draws'), count, plural('card')), ([, n]) => ({ type: 'player-draws', amount: n })),
  map(seq(lit('discards'), count, plural('card')), ([, n]) => ({ type: 'discard', amount: n })),
  map(seq(lit('loses'), count, lit('life')), ([, n]) => ({ type: 'lose-life', amount: n })),
);

const each = alt(map(lit('each player'), () => 'each-player' as const), map(lit('each opponent'), () => 'each-opponent' as const));


/** "with flying and deathtouch", "with flying, vigilance, and lifelink" (a token's keywords, 111.4). */
const withKeywords: Parser<Keyword[]> = alt(
  map(seq(lit('with'), keyword), ([, k]) => [k]),
  map(seq(lit('with'), keyword, lit('and'), keyword), ([, a, , b]) => [a, b]),
  map(seq(lit('with'), sepBy1(keyword, lit(',')), lit(', and'), keyword), ([, list, , last]) => [...list, last]),
);

/** What a creature can't do this turn (508.1c, 509.1b). */
const thisTurn: Parser<RestrictionKind[]> = alt<RestrictionKind[]>(
  map(lit("can't attack or block this turn"), () => ['cant-attack', 'cant-block']),
  map(lit("can't block this turn"), () => ['cant-block']),
  map(lit("can't attack this turn"), () => ['cant-attack']),
  map(lit("can't be blocked this turn"), () => ['cant-be-blocked']),
);

export const PLAYER_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/stun',
    wording: 'Tap target creature and put a stun counter on it / Put N stun counters on target creature',
    parse: alt<Effect[]>(
      map(seq(lit('tap'), creatureTarget, lit('and put'), count, alt(lit('stun counter'), lit('stun counters')), lit('on it')), ([, target, , n]) => [{ type: 'stun', target, count: n, tap: true }]),
      map(seq(lit('put'), count, alt(lit('stun counter'), lit('stun counters')), lit('on'), creatureTarget), ([, n, , , target]) => [{ type: 'stun', target, count: n, tap: false }]),
    ),
    fixtures: [
      { text: 'When this creature enters, tap target creature an opponent controls and put a stun counter on it.', abilities: [{ kind: 'triggered', effects: [{ type: 'stun', target: 'creature-opponent-controls', count: 1, tap: true }] }] },
      spell('Put two stun counters on target creature.', { type: 'stun', target: 'creature', count: 2, tap: false }),
    ],
  },
  {
    id: 'effect/tap-frozen',
    wording: "Tap target creature. It (That creature) doesn't untap during its controller's next untap step.",
    parse: map(seq(lit('tap'), creatureTarget, lit('.'), alt(lit('it'), lit('that creature')), lit("doesn't untap during its controller's next untap step")), ([, target]) => [{ type: 'tap-frozen', target }]),
    fixtures: [spell("Tap target creature. It doesn't untap during its controller's next untap step.", { type: 'tap-frozen', target: 'creature' })],
  },
  {
    id: 'effect/sacrifice-self',
    wording: 'Sacrifice CARDNAME (it) [unless you pay {MANA}]',
    parse: alt<Effect[]>(
      map(seq(lit('sacrifice'), selfOrIt, lit('unless you pay'), fixedManaCost), ([, , , mana]) => (mana ? [{ type: 'sacrifice-self', unlessPays: mana }] : null)),
      map(seq(lit('sacrifice'), selfOrIt), () => [{ type: 'sacrifice-self' }]),
    ),
    fixtures: [
      { text: 'At the beginning of your upkeep, sacrifice this creature unless you pay {2}.', abilities: [{ kind: 'triggered', trigger: { on: 'step-begins', step: 'upkeep', player: 'you' }, effects: [{ type: 'sacrifice-self', unlessPays: ['2'] }] }] },
      { text: 'At the beginning of the end step, sacrifice this creature.', abilities: [{ kind: 'triggered', effects: [{ type: 'sacrifice-self' }] }] },
    ],
  },
  {
    id: 'effect/cant-this-turn',
    wording: "Target creature (CARDNAME) can't block / can't attack / can't attack or block / can't be blocked this turn",
    parse: alt<Effect[]>(
      map(seq(creatureTarget, thisTurn), ([target, what]) => [{ type: 'restrict-this-turn', what, target }]),
      map(seq(self, thisTurn), ([, what]) => [{ type: 'restrict-this-turn', what }]),
    ),
    fixtures: [
      spell("Target creature can't block this turn.", { type: 'restrict-this-turn', what: ['cant-block'], target: 'creature' }),
      { text: "{1}{U}: This creature can't be blocked this turn.", abilities: [{ kind: 'activated', effects: [{ type: 'restrict-this-turn', what: ['cant-be-blocked'] }] }] },
    ],
  },
  {
    id: 'effect/target-player',
    wording: 'Target player draws N cards / discards N cards / gains N life [and loses N life] — joined by "and"',
    // The first verb names the target; the ones after "and" act on the same player.
    parse: map(seq(lit('target player'), sepBy1(playerVerb, lit('and'))), ([, verbs]) => {
      if (verbs[0]!.type === 'lose-life') return null; // "Target player loses N life" is effect/lose-life's
      return verbs.map((v, i) => ({ type: v.type, amount: v.amount, target: 'player' as const, ...(i > 0 ? { sameTarget: true } : {}) }) as Effect);
    }),
    fixtures: [
      spell('Target player draws three cards.', { type: 'player-draws', amount: 3, target: 'player' }),
      spell('Target player draws two cards and loses 2 life.', { type: 'player-draws', amount: 2 }, { type: 'lose-life', amount: 2, sameTarget: true }),
      spell('Target player discards two cards.', { type: 'discard', amount: 2, target: 'player' }),
      spell('Target player gains 7 life.', { type: 'player-gains-life', amount: 7, target: 'player' }),
    ],
  },
  {
    id: 'effect/drain',
    wording: 'Target player (each opponent) loses N life and you gain N life',
    parse: alt<Effect[]>(
      map(seq(lit('target player loses'), count, lit('life and you gain'), count, lit('life')), ([, n, , m]) => [{ type: 'lose-life', amount: n, target: 'player' }, { type: 'gain-life', amount: m }]),
      map(seq(lit('each opponent loses'), count, lit('life and you gain'), count, lit('life')), ([, n, , m]) => [{ type: 'lose-life', amount: n }, { type: 'gain-life', amount: m }]),
    ),
    fixtures: [spell('Each opponent loses 2 life and you gain 2 life.', { type: 'lose-life', amount: 2 }, { type: 'gain-life', amount: 2 }), spell('Target player loses 3 life and you gain 3 life.', { type: 'lose-life', amount: 3, target: 'player' }, { type: 'gain-life', amount: 3 })],
  },
  {
    id: 'effect/each-player',
    wording: 'Each player (each opponent) draws N cards / discards N cards / Each player loses N life',
    parse: alt<Effect[]>(
      map(seq(each, lit('discards'), count, plural('card')), ([who, , n]) => [{ type: 'each-discards', amount: n, who }]),
      map(seq(each, lit('draws'), count, plural('card')), ([who, , n]) => [{ type: 'each-draws', amount: n, who }]),
      map(seq(lit('each player loses'), count, lit('life')), ([, n]) => [{ type: 'each-loses-life', amount: n, who: 'each-player' }]),
    ),
    fixtures: [spell('Each player draws a card.', { type: 'each-draws', amount: 1, who: 'each-player' }), spell('Each player loses 2 life.', { type: 'each-loses-life', amount: 2 }), spell('Each opponent discards a card.', { type: 'each-discards', amount: 1, who: 'each-opponent' })],
  },
  {
    id: 'effect/damage-and-gain',
    wording: 'CARDNAME deals N damage to any target and you gain N life',
    parse: map(seq(selfOrIt, lit('deals'), amount, lit('damage to'), damageTarget, lit('and you gain'), count, lit('life')), ([, , n, , target, , life]) => [
      { type: 'damage', amount: n, target },
      { type: 'gain-life', amount: life },
    ]),
    fixtures: [spell('Test Card deals 3 damage to any target and you gain 3 life.', { type: 'damage', amount: 3, target: 'any' }, { type: 'gain-life', amount: 3 })],
  },
  {
    id: 'effect/counter-unless-pays',
    wording: 'Counter target spell unless its controller pays {N}',
    parse: map(seq(lit('counter'), spellTarget, lit('unless its controller pays'), fixedManaCost), ([, target, , mana]) => (mana ? [{ type: 'counter-unless-pays', target, mana }] : null)),
    fixtures: [spell('Counter target spell unless its controller pays {3}.', { type: 'counter-unless-pays', target: 'spell', mana: ['3'] })],
  },
  {
    id: 'effect/flicker',
    wording: "Exile target creature you control, then return that card to the battlefield under your (its owner's) control",
    // "That card": the new object the exiled card becomes (400.7); whose control is the card's words.
    parse: map(
      seq(lit('exile target creature you control , then return that card to the battlefield under'), alt(map(lit('your control'), () => 'you' as const), map(lit("its owner's control"), () => 'owner' as const))),
      ([, returnTo]) => [{ type: 'flicker', target: 'creature-you-control', returnTo }],
    ),
    fixtures: [spell('Exile target creature you control, then return that card to the battlefield under your control.', { type: 'flicker', target: 'creature-you-control', returnTo: 'you' }), spell("Exile target creature you control, then return that card to the battlefield under its owner's control.", { type: 'flicker', returnTo: 'owner' })],
  },
  {
    id: 'effect/return-from-graveyard',
    wording: 'You may return target creature card from your graveyard to your hand / Return target creature card from your graveyard to your hand',
    parse: map(seq(opt(lit('you may')), lit('return target creature card from your graveyard to your hand')), ([may]) => [
      { type: 'return-from-graveyard', target: 'creature-card-in-your-graveyard', ...(may !== undefined ? { optional: true } : {}) },
    ]),
    fixtures: [
      { text: 'When this creature enters, you may return target creature card from your graveyard to your hand.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'return-from-graveyard', optional: true }] }] },
      spell('Return target creature card from your graveyard to your hand.', { type: 'return-from-graveyard', target: 'creature-card-in-your-graveyard' }),
    ],
  },
  {
    id: 'effect/create-token-with-keywords',
    wording: 'Create N N/N COLOR TYPE creature token(s) with KEYWORD [and KEYWORD]',
    parse: map(
      seq(lit('create'), count, ptFigure, alt<Color | 'colorless'>(color, map(lit('colorless'), () => 'colorless' as const)), token((t) => (t.k === 'word' ? t.raw : null)), lit('creature'), plural('token'), withKeywords),
      ([, n, pt, c, sub, , , keywords]) => [{ type: 'create-token', count: n, power: pt.power, toughness: pt.toughness, color: c, subtype: sub[0]!.toUpperCase() + sub.slice(1), keywords }],
    ),
    fixtures: [{ text: 'When this creature enters, create four 1/1 green Insect creature tokens with flying and deathtouch.', abilities: [{ kind: 'triggered', effects: [{ type: 'create-token', count: 4, subtype: 'Insect', keywords: ['flying', 'deathtouch'] }] }] }],
  },
];
