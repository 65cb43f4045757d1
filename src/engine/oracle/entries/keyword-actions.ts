// Keyword actions (701) read from one table: each row names the action, the rule defining it and
// the instructions it stands for, said with the general verbs (`create-token`, `put-counters`, a
// `group`), so the game plays it with its ordinary machinery. A row's subject is who does it
// ("populate", "you may blight 2", "each opponent blights 1") or the permanent that does it
// ("it endures 2", "Anafenza endures 2"); a new keyword action of a known shape is one row.
import type { Effect } from '../ast.ts';
import { line, spellLine, type Entry } from '../entry.ts';
import { alt, lit, map, seq, token, type Parser } from '../grammar.ts';
import { amount, self } from '../phrases.ts';
import { permanentTarget, upToTargets, isPermanentTarget } from '../target-grammar.ts';
import { permanentFilter } from '../filter-grammar.ts';
import type { Amount, ObjectRef, PlayerRef } from '../vocabulary.ts';

const number: Parser<number> = token((t) => (t.k === 'num' && !t.signed ? t.n : null));

/** A creature the player chooses among their own as the instruction resolves (608.2d, not targeted). */
const yourCreature = (chooser: PlayerRef): ObjectRef => ({ ref: 'chosen', filter: { types: ['Creature'], controller: 'you' }, count: 1, chooser });

/**
 * Populate (701.36a): "choose a creature token you control and create a token that's a copy of that creature token" —
 * with none, no token (701.36b).
 */
export const POPULATE: Effect = { type: 'create-token', amount: 1, token: { copyOf: { ref: 'chosen', filter: { types: ['Creature'], token: true, controller: 'you' }, count: 1, chooser: { ref: 'you' } } }, action: 'populate' };

/** Blight N (701.68a): "put N -1/-1 counters on a creature you control" — the player's own, chosen as it resolves. */
export const blight = (n: Amount): Effect => ({ type: 'put-counters', on: [yourCreature({ ref: 'you' })], counter: '-1/-1', amount: n, action: 'blight' });

/**
 * Endure N (701.63a): "that permanent's controller creates an N/N white Spirit creature token unless they put N +1/+1
 * counters on that permanent" — the counters are the choice (`choose: {endure: counters | tokens}`); counters can't be
 * put on a permanent that has left the battlefield, so then the Spirit is made (608.2d). Endure 0 does nothing (701.63b).
 */
export const endure = (on: ObjectRef, n: number): Effect[] =>
  n <= 0
    ? []
    : [{ type: 'group', optional: true, asks: 'endure', effects: [{ type: 'put-counters', on: [on], counter: '+1/+1', amount: n }], ifYouDont: [{ type: 'create-token', amount: 1, token: { power: n, toughness: n, colors: ['white'], types: ['Creature'], subtypes: ['Spirit'] }, action: 'endure' }] }];

/** The permanent that endures: the source by name or "this creature", or "it" (decided by the line reader). */
const endurer: Parser<ObjectRef> = alt<ObjectRef>(map(self, () => ({ ref: 'self' })), map(lit('it'), () => ({ ref: 'it' })));

/**
 * Learn (701.48a): "You may discard a card. If you do, draw a card. If you didn't discard a card, you may reveal a Lesson
 * card you own from outside the game and put it into your hand." A replay describes no cards outside the game, so the
 * Lesson half finds nothing (README, Known simplifications); with no card in hand nothing is discarded or drawn.
 */
export const LEARN: Effect = { type: 'group', optional: true, asks: 'learn', effects: [{ type: 'discard', players: { ref: 'you' }, amount: 1 }], ifYouDo: [{ type: 'draw', players: { ref: 'you' }, amount: 1 }] };

/**
 * Detain (701.35a): "until the next turn of the controller of that spell or ability, that permanent can't attack or block
 * and its activated abilities can't be activated" — the `restrict` verb until your next turn, on targets or a group fixed as
 * it resolves (611.2c).
 */
export const detain = (objects: ObjectRef): Effect => ({ type: 'restrict', objects, what: ['cant-attack', 'cant-block', 'cant-activate'], duration: 'until-your-next-turn', action: 'detain' });
/** What is detained: "target nonland permanent an opponent controls", "up to two target creatures your opponents control", "each nonland permanent your opponents control with mana value 4 or less". */
const detained: Parser<ObjectRef> = alt<ObjectRef>(
  map(permanentTarget, (spec) => ({ ref: 'target', spec })),
  map(upToTargets, (spec) => (isPermanentTarget(spec) ? { ref: 'target', spec } : null)),
  map(seq(lit('each'), permanentFilter.one), ([, filter]) => ({ ref: 'all', filter })),
);

/** Incubate N (701.53a): "create an Incubator token that enters the battlefield with N +1/+1 counters on it" — the double-faced predefined token of 111.10i. */
export const incubate = (n: Amount): Effect => ({ type: 'create-token', token: { predefined: 'Incubator' }, amount: 1, counters: { counter: '+1/+1', amount: n }, action: 'incubate' });

export const KEYWORD_ACTION_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/incubate',
    wording: '[You] incubate N (X) (701.53a: an Incubator token with N +1/+1 counters; "{2}: Transform this token" turns it into a 0/0 Phyrexian artifact creature, 111.10i)',
    parse: map(seq(alt(lit('incubate'), lit('you incubate')), amount), ([, n]) => [incubate(n === 'X' ? { of: 'X' } : n)]),
    fixtures: [
      line('When this creature enters, incubate 2. (Create an Incubator token with two +1/+1 counters on it and "{2}: Transform this token." It transforms into a 0/0 Phyrexian artifact creature.)', { kind: 'triggered', effects: [{ type: 'create-token', token: { predefined: 'Incubator' }, amount: 1, counters: { counter: '+1/+1', amount: 2 }, action: 'incubate' }] }),
      line('When this creature dies, incubate X, where X is its power.', { kind: 'triggered', effects: [{ type: 'create-token', counters: { amount: { of: 'stat', stat: 'power' } }, action: 'incubate' }] }),
      line("Whenever you cast a noncreature spell, incubate X, where X is that spell's mana value.", { kind: 'triggered', effects: [{ type: 'create-token', counters: { amount: { of: 'stat', stat: 'mana-value' } }, action: 'incubate' }] }),
      spellLine('Draw a card, then you incubate 2.', { kind: 'spell', effects: [{ type: 'draw' }, { type: 'create-token', counters: { amount: 2 }, action: 'incubate' }] }),
    ],
  },
  {
    id: 'effect/detain',
    wording: 'Detain target FILTER / up to N target FILTERs / each FILTER (701.35a: until your next turn, it can\'t attack or block and its activated abilities can\'t be activated)',
    parse: map(seq(lit('detain'), detained), ([, objects]) => [detain(objects)]),
    fixtures: [
      line('When this creature enters, detain target creature an opponent controls. (Until your next turn, that creature can\'t attack or block and its activated abilities can\'t be activated.)', { kind: 'triggered', effects: [{ type: 'restrict', objects: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'opponent' } } }, what: ['cant-attack', 'cant-block', 'cant-activate'], duration: 'until-your-next-turn', action: 'detain' }] }),
      spellLine('Detain up to two target creatures your opponents control.', { kind: 'spell', effects: [{ type: 'restrict', objects: { ref: 'target', spec: { count: { min: 0, max: 2 } } }, action: 'detain' }] }),
      line('When this creature enters, detain each nonland permanent your opponents control with mana value 4 or less.', { kind: 'triggered', effects: [{ type: 'restrict', objects: { ref: 'all' }, duration: 'until-your-next-turn', action: 'detain' }] }),
    ],
  },
  {
    id: 'effect/learn',
    wording: 'Learn (701.48a: you may discard a card; if you do, draw a card — no Lesson is outside the game in a replay)',
    parse: map(lit('learn'), () => [LEARN]),
    fixtures: [
      spellLine('Learn. (You may reveal a Lesson card you own from outside the game and put it into your hand, or discard a card to draw a card.)', { kind: 'spell', effects: [{ type: 'group', optional: true, asks: 'learn', effects: [{ type: 'discard', amount: 1 }], ifYouDo: [{ type: 'draw', amount: 1 }] }] }),
      line('When this creature dies, learn.', { kind: 'triggered', effects: [{ type: 'group', asks: 'learn' }] }),
    ],
  },
  {
    id: 'effect/populate',
    wording: 'Populate (701.36a: a token that is a copy of a creature token you control, chosen as it resolves)',
    parse: map(lit('populate'), () => [POPULATE]),
    fixtures: [
      line('At the beginning of your upkeep, populate. (Create a token that\'s a copy of a creature token you control.)', { kind: 'triggered', effects: [{ type: 'create-token', amount: 1, action: 'populate', token: { copyOf: { ref: 'chosen', filter: { types: ['Creature'], token: true, controller: 'you' } } } }] }),
      spellLine('Create a 3/3 green Centaur creature token, then populate.', { kind: 'spell', effects: [{ type: 'create-token', token: { subtypes: ['Centaur'] } }, { type: 'create-token', action: 'populate' }] }),
    ],
  },
  {
    id: 'effect/blight',
    wording: 'Blight N (701.68a: N -1/-1 counters on a creature you control, chosen as it resolves)',
    parse: map(seq(lit('blight'), number), ([, n]) => [blight(n)]),
    fixtures: [
      line('Whenever this creature attacks, blight 1. (Put a -1/-1 counter on a creature you control.)', { kind: 'triggered', effects: [{ type: 'put-counters', counter: '-1/-1', amount: 1, action: 'blight', on: [{ ref: 'chosen', filter: { types: ['Creature'], controller: 'you' }, count: 1, chooser: { ref: 'you' } }] }] }),
      line('When this creature enters, you may blight 1. If you do, each opponent discards a card.', { kind: 'triggered', effects: [{ type: 'group', optional: true, effects: [{ type: 'put-counters', counter: '-1/-1', action: 'blight' }], ifYouDo: [{ type: 'discard' }] }] }),
    ],
  },
  {
    id: 'effect/endure',
    wording: 'CARDNAME (it, this creature) endures N (701.63a: N +1/+1 counters on it, or an N/N white Spirit creature token)',
    parse: map(seq(endurer, lit('endures'), number), ([on, , n]) => endure(on, n)),
    fixtures: [
      line('When this creature enters, it endures 1. (Put a +1/+1 counter on it or create a 1/1 white Spirit creature token.)', { kind: 'triggered', effects: [{ type: 'group', optional: true, asks: 'endure', effects: [{ type: 'put-counters', on: [{ ref: 'self' }], counter: '+1/+1', amount: 1 }], ifYouDont: [{ type: 'create-token', token: { power: 1, toughness: 1, colors: ['white'], subtypes: ['Spirit'] } }] }] }),
      line('Whenever another nontoken creature you control dies, Test Card endures 2.', { kind: 'triggered', effects: [{ type: 'group', asks: 'endure', effects: [{ type: 'put-counters', on: [{ ref: 'self' }], amount: 2 }] }] }),
    ],
  },
];
