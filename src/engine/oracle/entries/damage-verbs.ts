// Damage (120.1), read once for every recipient and amount: "CARDNAME deals 3 damage to any
// target", "It deals X damage to target creature an opponent controls", "… 1 damage to each
// opponent", "… that much damage to target planeswalker that player controls", "… damage equal
// to its power to target creature", "… 2 damage to target creature and 2 damage to you". The
// source is the ability's own ("it" names it); recipients are references (game/refs.ts).
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { amountOf, DAMAGE, equalTo, forEach, IT } from '../amount-grammar.ts';
import { self } from '../phrases.ts';
import { creatureTarget, damageTarget, eachOfTargets, isDamageTarget, playerTarget } from '../target-grammar.ts';
import type { Recipient } from '../verbs.ts';
import type { Amount, Filter, ObjectRef, PlayerRef, Whose } from '../vocabulary.ts';
import { permanentFilter } from '../filter-grammar.ts';
import { objectsPlayer, thatObject } from '../reference-grammar.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** Who or what is dealt the damage: a target, or players the sentence names. */
const recipient: Parser<Recipient> = alt<Recipient>(
  map(damageTarget, (spec) => ({ ref: 'target', spec })),
  // "each of two target creatures", "each of up to three targets": the same damage to each (120.2, one event).
  map(eachOfTargets, (spec) => (isDamageTarget(spec) ? { ref: 'target', spec } : null)),
  // "that creature": the target named before, or the trigger event's object (oracle/pronouns.ts decides).
  thatObject,
  oneOf<Recipient>([
    ['you', { ref: 'you' }],
    ['each opponent', { ref: 'each', filter: 'opponent' }],
    ['each player', { ref: 'each', filter: 'any' }],
    ['that player', { ref: 'event-player' }],
    // "… deals 2 damage to them" after a trigger naming a player ("At the beginning of each opponent's upkeep", "Whenever an opponent draws a card"): that player (oracle/event-refs.ts checks the event names one).
    ['them', { ref: 'event-player' }],
    ['defending player', { ref: 'defending' }],
  ]),
  // The object or player named before: "that permanent or player" (after "any target"), "that land's controller".
  map(alt(lit('that permanent or player'), lit('that creature or player')), (): Recipient => ({ ref: 'it', that: true })),
  objectsPlayer,
);
/**
 * More recipients of the same damage after "and" (120.2: dealt at the same time): a group, "each
 * player", "each opponent", "you" — "each creature and each player", "each creature without
 * flying and each planeswalker".
 */
/** A group of "other" objects: other than the ability's source. */
export const isOther = (r: Recipient): boolean => r.ref === 'all' && !!r.filter.other;
const groupRecipient: Parser<Recipient> = alt<Recipient>(
  map(seq(lit('each'), permanentFilter.one), ([, filter]) => (isDamageTarget({ object: filter }) ? { ref: 'all', filter } : null)),
  oneOf<Recipient>([
    ['you', { ref: 'you' }],
    ['each opponent', { ref: 'each', filter: 'opponent' }],
    ['each player', { ref: 'each', filter: 'any' }],
  ]),
);
/** "that creature's controller" after a target: the controller of the object that target chose. */
const targetsController: Parser<Recipient> = map(alt(lit("that creature's controller"), lit("that permanent's controller")), () => ({ ref: 'controller', of: { ref: 'same-target', slot: -1 } }));
/** The player a target names ("that player", "they"): the target itself when it is a player (a planeswalker's controller is said apart). */
const THAT_PLAYER: PlayerRef = { ref: 'same-target', slot: -1 };
/** Whose permanents "each creature … controls" means, as written; which readings the recipient before it allows is `whoseAfter`'s. */
type WhoseWords = 'your opponents' | 'that player' | 'that player or its planeswalker';
const whoseWords: Parser<WhoseWords> = alt<WhoseWords>(
  map(lit('your opponents control'), () => 'your opponents' as const),
  map(alt(lit('that player controls'), lit('they control')), () => 'that player' as const),
  // Chandra Nalaar: "target player or planeswalker and each creature that player or that planeswalker's controller controls".
  map(lit("that player or that planeswalker's controller controls"), () => 'that player or its planeswalker' as const),
);
/** Whose permanents the words mean after the recipient before it, or null where they can't follow it. */
function whoseAfter(first: Recipient, words: WhoseWords): Whose[] | null {
  // "each opponent and each creature and planeswalker they control" (Goblin Chainwhirler): each of those players' own — together,
  // every such permanent an opponent controls; "that player and each creature they control" after a trigger naming one; defending player's.
  if (words === 'that player' && first.ref === 'each' && !first.except && !first.who) return first.filter === 'any' ? ['any'] : first.filter === 'opponent' || first.filter === 'not-you' ? [first.filter] : null;
  if (words === 'that player' && (first.ref === 'event-player' || first.ref === 'defending')) return [{ player: first }];
  if (first.ref !== 'target') return words === 'your opponents' ? ['opponent'] : null;
  if (words === 'that player') return first.spec.player && !first.spec.object ? [{ player: THAT_PLAYER }] : null;
  if (words === 'that player or its planeswalker')
    return first.spec.player && first.spec.object?.types?.join() === 'Planeswalker' ? [{ player: THAT_PLAYER }, { player: { ref: 'controller', of: { ref: 'same-target', slot: -1 } } }] : null;
  return null;
}
/** "and each creature [and planeswalker] that player controls": more recipients of the same damage, dealt at the same time (120.2). Built once: the recipient before it is checked as the words are read. */
const alsoEach = seq(lit('and each'), alt<Filter>(map(lit('creature and planeswalker'), () => ({ types: ['Creature', 'Planeswalker'] })), permanentFilter.one), whoseWords);
const alsoEachAfter = (first: Recipient, [, filter, words]: [null, Filter, WhoseWords]): Recipient[] | null => {
  const whose = filter.controller ? null : whoseAfter(first, words);
  return whose && whose.map((controller): Recipient => ({ ref: 'all', filter: { ...filter, controller } }));
};
/** The one player a recipient names, as an amount of the same instruction reads it: a target player (that slot), the trigger event's player, defending player. */
const onePlayer = (to: Recipient): PlayerRef | null =>
  to.ref === 'target' && to.spec.player && !to.spec.object && !to.spec.count ? THAT_PLAYER : to.ref === 'event-player' || to.ref === 'defending' ? { ref: to.ref } : null;
const THAT_PLAYERS_HAND = lit("equal to the number of cards in that player's hand");
/** The damage of "equal to the number of cards in that player's hand" to one player: a target player, or the player the trigger's event named. */
function handOfRecipient(to: Recipient): { amount: Amount; to: Recipient[] } | null {
  const player: PlayerRef | null = to.ref === 'target' && to.spec.player && !to.spec.object && !to.spec.count ? THAT_PLAYER : to.ref === 'event-player' ? { ref: 'event-player' } : null;
  return player && { amount: { of: 'player', stat: 'hand', player }, to: [to] };
}
/** "3 damage to target creature", "damage equal to its power to any target", "1 damage to any target for each Mountain you control",
 *  "2 damage to target player and each creature that player controls"; "its" is the subject: the source (CARDNAME) or what "it" names. */
const share = (its: ObjectRef): Parser<{ amount: Amount; to: Recipient[] }> =>
  alt(
    map(seq(amountOf(DAMAGE, its), lit('to'), recipient, opt(forEach)), ([a, , to, each]) =>
      each === undefined ? { amount: a, to: [to] } : typeof a === 'number' ? { amount: a === 1 ? each : { of: 'times', factor: a, amount: each }, to: [to] } : null,
    ),
    // "damage to target creature equal to the number of lands you control": the amount said last.
    map(seq(lit('damage to'), recipient, equalTo(its)), ([, to, a]) => ({ amount: a, to: [to] })),
    // "damage to target player equal to the number of cards in that player's hand" (Sudden Impact), "… to that player equal to …"
    // after a trigger naming one (Price of Knowledge): the hand of the player dealt the damage, counted as it resolves (608.2h).
    map(seq(lit('damage to'), recipient, THAT_PLAYERS_HAND), ([, to]) => handOfRecipient(to)),
    // "damage to that player equal to the number of Swamps they control" (Karma, Ancient Runes), "… to defending player equal to
    // the number of artifacts they control" (Generous Plunderer): the permanents of the one player dealt the damage, counted as it resolves.
    map(seq(lit('damage to'), recipient, lit('equal to the number of'), permanentFilter.many, lit('they control')), ([, to, , filter]) => {
      const player = onePlayer(to);
      return player && !filter.controller && !filter.owner ? { amount: { of: 'count', filter: { ...filter, controller: { player } } }, to: [to] } : null;
    }),
    // "damage equal to the number of cards in target player's hand to that player" (Tibalt, the Fiend-Blooded): the same, the amount said first.
    map(seq(lit("damage equal to the number of cards in"), playerTarget, lit("'s hand to that player")), ([, spec]) => handOfRecipient({ ref: 'target', spec })),
    // "N damage to each creature and each player", "X damage to each creature with flying".
    // "Other" is other than the source (the filter's `other`): after "that much" it would be other than the event's creature (Kusari-Gama), so refused.
    map(seq(amountOf(DAMAGE, its), lit('to'), sepBy1(groupRecipient, lit('and'))), ([a, , to]) => (to[0]!.ref === 'all' && !(to.some(isOther) && typeof a === 'object' && a.of === 'event') ? { amount: a, to } : null)),
    map(seq(amountOf(DAMAGE, its), lit('to'), recipient, alsoEach), ([a, , first, also]) => {
      const more = alsoEachAfter(first, also);
      return more && { amount: a, to: [first, ...more] };
    }),
  );
/** The shares of one sentence; a later one may name the controller of the target an earlier one chose. */
const laterShare = (its: ObjectRef): Parser<{ amount: Amount; to: Recipient[] }> =>
  alt(share(its), map(seq(amountOf(DAMAGE, its), lit('to'), targetsController), ([a, , to]) => ({ amount: a, to: [to] })));
const shares = (its: ObjectRef) =>
  map(seq(share(its), opt(seq(alt(lit('and'), lit(', and')), sepBy1(laterShare(its), alt(lit('and'), lit(', and')))))), ([first, rest]) => {
    const list = [first, ...(rest?.[1] ?? [])];
    // "that creature's controller" only after a share with a target.
    const ok = list.every((s, i) => s.to.every((r) => r.ref !== 'controller' || r.of.ref === 'it') || list.slice(0, i).some((e) => e.to.some((r) => r.ref === 'target')));
    return ok ? list : null;
  });
/** The one dealing the damage: CARDNAME (the source), or "it" (`IT`: the line reader says what it names, oracle/pronouns.ts). */
const SOURCE: ObjectRef = { ref: 'self' };
/** A target that deals the damage: "its" is that target, the slot chosen before the recipients are read. */
const TARGET_DEALER: ObjectRef = { ref: 'same-target', slot: -1 };

export const DAMAGE_VERBS: Entry<Effect[]>[] = [
  {
    // Repentance, Kiku's Shadow, Justice Strike: the target is both source and recipient (120.1); its power is read as the
    // spell resolves (608.2h). One damage event, so lifelink/deathtouch/infect of that creature apply to it (120.3).
    id: 'verb/deal-damage-to-itself',
    wording: 'Target FILTER deals damage to itself equal to its power',
    parse: map(seq(creatureTarget, lit('deals damage to itself equal to its power')), ([spec]) => {
      const it: ObjectRef = { ref: 'same-target', slot: -1 };
      return [{ type: 'deal-damage', source: { ref: 'target', spec }, to: [it], amount: { of: 'stat', stat: 'power', object: it } } as Effect];
    }),
    fixtures: [
      spell('Target creature deals damage to itself equal to its power.', { type: 'deal-damage', source: { ref: 'target', spec: { object: { types: ['Creature'] } } }, to: [{ ref: 'same-target', slot: -1 }], amount: { of: 'stat', stat: 'power', object: { ref: 'same-target', slot: -1 } } }),
    ],
  },
  {
    // Solar Blaze, Wave of Reckoning: each object of the group deals damage to itself equal to its own power, all at once (120.2);
    // the group is fixed as the spell resolves (611.2c), each power read then (608.2h).
    id: 'verb/each-deals-damage-to-itself',
    wording: 'Each FILTER deals damage to itself equal to its power',
    parse: map(seq(lit('each'), permanentFilter.one, lit('deals damage to itself equal to its power')), ([, filter]) => {
      const it: ObjectRef = { ref: 'acting' };
      return isDamageTarget({ object: filter }) ? [{ type: 'deal-damage', source: { ref: 'all', filter }, to: [it], amount: { of: 'stat', stat: 'power', object: it } } as Effect] : null;
    }),
    fixtures: [
      spell('Each creature deals damage to itself equal to its power.', { type: 'deal-damage', source: { ref: 'all', filter: { types: ['Creature'] } }, to: [{ ref: 'acting' }], amount: { of: 'stat', stat: 'power', object: { ref: 'acting' } } }),
    ],
  },
  {
    id: 'verb/deal-damage',
    wording: 'CARDNAME (it) deals AMOUNT damage to any target / target FILTER / you / each opponent / each player / that player [and AMOUNT damage to …] — AMOUNT: N, X, that much, equal to its power, N for each …',
    parse: alt(
      map(seq(map(self, () => SOURCE), lit('deals'), shares(SOURCE)), ([, , list]) => list.map((s) => ({ type: 'deal-damage', to: s.to, amount: s.amount }) as Effect)),
      map(seq(map(lit('it'), () => IT), lit('deals'), shares(IT)), ([, , list]) => list.map((s) => ({ type: 'deal-damage', source: IT, to: s.to, amount: s.amount }) as Effect)),
    ),
    fixtures: [
      spell('Test Card deals three damage to any target.', { type: 'deal-damage', amount: 3, to: [{ ref: 'target', spec: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any' } }] }),
      spell('Test Card deals X damage to target creature or planeswalker.', { type: 'deal-damage', amount: { of: 'X' }, to: [{ ref: 'target', spec: { object: { types: ['Creature', 'Planeswalker'] } } }] }),
      // Ral, Izzet Viceroy: the cards of two zones counted together.
      spell('Test Card deals damage to target creature equal to the total number of instant and sorcery cards you own in exile and in your graveyard.', { type: 'deal-damage', amount: { of: 'sum', amounts: [{ of: 'count', filter: { types: ['Instant', 'Sorcery'], owner: 'you', zone: 'exile' } }, { of: 'count', filter: { types: ['Instant', 'Sorcery'], owner: 'you', zone: 'graveyard' } }] } }),
      spell('Test Card deals 1 damage to target creature an opponent controls.', { type: 'deal-damage', amount: 1, to: [{ ref: 'target', spec: { object: { types: ['Creature'], controller: 'opponent' } } }] }),
      { text: '{T}: Add {R} or {G}. This land deals 1 damage to you.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana' }, { type: 'deal-damage', amount: 1, to: [{ ref: 'you' }] }] }] },
      spell('Test Card deals 2 damage to each opponent.', { type: 'deal-damage', amount: 2, to: [{ ref: 'each', filter: 'opponent' }] }),
      // Davriel, Rogue Shadowmage: "them" is the player whose upkeep it is; the intervening "if" counts that player's hand (603.4).
      { text: "At the beginning of each opponent's upkeep, if that player has one or fewer cards in hand, Test Card deals 2 damage to them.", abilities: [{ kind: 'triggered', trigger: { on: 'step-begins', interveningIf: { kind: 'compare', amount: { of: 'player', stat: 'hand', player: { ref: 'event-player' } }, op: '<=', value: 1 } }, effects: [{ type: 'deal-damage', amount: 2, to: [{ ref: 'event-player' }] }] }] },
      spell('Test Card deals 2 damage to target creature and 2 damage to you.', { type: 'deal-damage', amount: 2 }, { type: 'deal-damage', amount: 2, to: [{ ref: 'you' }] }),
      spell('Test Card deals 1 damage to any target for each Mountain you control.', { type: 'deal-damage', amount: { of: 'count', filter: { subtypes: ['Mountain'], controller: 'you' } } }),
      { text: '{T}: This creature deals damage equal to its power to target creature.', abilities: [{ kind: 'activated', effects: [{ type: 'deal-damage', amount: { of: 'stat', stat: 'power', object: { ref: 'self' } } }] }] },
      { text: 'When this creature enters, it deals 2 damage to any target.', abilities: [{ kind: 'triggered', effects: [{ type: 'deal-damage', source: { ref: 'self' }, amount: 2 }] }] },
      { text: '{R}, Sacrifice this creature: It deals damage equal to its power to target creature.', abilities: [{ kind: 'activated', effects: [{ type: 'deal-damage', source: { ref: 'self' }, amount: { of: 'stat', stat: 'power', object: { ref: 'self' } } }] }] },
      // Chandra, Bold Pyromancer; Sarkhan, Dragonsoul; Chandra Nalaar: one damage event to every recipient (120.2).
      { text: '−7: Test Card deals 10 damage to target player and each creature and planeswalker they control.', abilities: [{ kind: 'activated', effects: [{ type: 'deal-damage', amount: 10, to: [{ ref: 'target', spec: { player: 'any' } }, { ref: 'all', filter: { types: ['Creature', 'Planeswalker'], controller: { player: { ref: 'same-target', slot: -1 } } } }] }] }] },
      { text: '+2: Test Card deals 1 damage to each opponent and each creature your opponents control.', abilities: [{ kind: 'activated', effects: [{ type: 'deal-damage', amount: 1, to: [{ ref: 'each', filter: 'opponent' }, { ref: 'all', filter: { types: ['Creature'], controller: 'opponent' } }] }] }] },
      { text: "−8: Test Card deals 10 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.", abilities: [{ kind: 'activated', effects: [{ type: 'deal-damage', amount: 10, to: [{ ref: 'target' }, { ref: 'all', filter: { controller: { player: { ref: 'same-target' } } } }, { ref: 'all', filter: { controller: { player: { ref: 'controller' } } } }] }] }] },
      spell('Test Card deals 3 damage to any target and you gain 3 life.', { type: 'deal-damage', amount: 3 }, { type: 'gain-life', amount: 3 }),
      // A group and players dealt the same damage at once (120.2): Pyroclasm, Hurricane, Earthquake; "each attacking creature", "each other creature".
      spell('Test Card deals 2 damage to each creature and each player.', { type: 'deal-damage', amount: 2, to: [{ ref: 'all', filter: { types: ['Creature'] } }, { ref: 'each', filter: 'any' }] }),
      spell('Test Card deals X damage to each creature with flying and each player.', { type: 'deal-damage', amount: { of: 'X' }, to: [{ ref: 'all', filter: { types: ['Creature'], withKeywords: ['flying'] } }, { ref: 'each', filter: 'any' }] }),
      spell('Test Card deals 2 damage to each creature without flying.', { type: 'deal-damage', amount: 2, to: [{ ref: 'all', filter: { types: ['Creature'], withoutKeywords: ['flying'] } }] }),
      spell('Test Card deals 2 damage to each attacking creature.', { type: 'deal-damage', amount: 2, to: [{ ref: 'all', filter: { combat: 'attacking', types: ['Creature'] } }] }),
      { text: 'When this creature enters, it deals 1 damage to each other creature.', abilities: [{ kind: 'triggered', effects: [{ type: 'deal-damage', amount: 1, to: [{ ref: 'all', filter: { other: true, types: ['Creature'] } }] }] }] },
      spell('Test Card deals 3 damage to each creature and each planeswalker.', { type: 'deal-damage', amount: 3, to: [{ ref: 'all', filter: { types: ['Creature'] } }, { ref: 'all', filter: { types: ['Planeswalker'] } }] }),
      // The amount said after the recipient; the controller of the target chosen before; a second target that differs (115.3).
      spell('Test Card deals damage to target creature equal to the number of lands you control.', { type: 'deal-damage', amount: { of: 'count', filter: { types: ['Land'], controller: 'you' } }, to: [{ ref: 'target' }] }),
      spell("Test Card deals 2 damage to target creature and 2 damage to that creature's controller.", { type: 'deal-damage', amount: 2 }, { type: 'deal-damage', amount: 2, to: [{ ref: 'controller', of: { ref: 'same-target', slot: -1 } }] }),
      // Sudden Impact, Tibalt, the Fiend-Blooded, Price of Knowledge: the hand of the player dealt the damage, counted as it resolves.
      spell("Test Card deals damage to target player equal to the number of cards in that player's hand.", { type: 'deal-damage', amount: { of: 'player', stat: 'hand', player: { ref: 'same-target', slot: -1 } }, to: [{ ref: 'target', spec: { player: 'any' } }] }),
      { text: "−4: Test Card deals damage equal to the number of cards in target player's hand to that player.", abilities: [{ kind: 'activated', effects: [{ type: 'deal-damage', amount: { of: 'player', stat: 'hand', player: { ref: 'same-target', slot: -1 } }, to: [{ ref: 'target', spec: { player: 'any' } }] }] }] },
      // Karma, Ancient Runes; Generous Plunderer: the permanents of the player dealt the damage, counted as it resolves.
      { text: "At the beginning of each player's upkeep, this enchantment deals damage to that player equal to the number of Swamps they control.", abilities: [{ kind: 'triggered', effects: [{ type: 'deal-damage', to: [{ ref: 'event-player' }], amount: { of: 'count', filter: { subtypes: ['Swamp'], controller: { player: { ref: 'event-player' } } } } }] }] },
      { text: 'Whenever this creature attacks, it deals damage to defending player equal to the number of artifacts they control.', abilities: [{ kind: 'triggered', effects: [{ type: 'deal-damage', to: [{ ref: 'defending' }], amount: { of: 'count', filter: { types: ['Artifact'], controller: { player: { ref: 'defending' } } } } }] }] },
      // Goblin Chainwhirler, Wildfire Cerberus: each opponent and each of their creatures and planeswalkers (120.2: at the same time).
      { text: 'When this creature enters, it deals 1 damage to each opponent and each creature and planeswalker they control.', abilities: [{ kind: 'triggered', effects: [{ type: 'deal-damage', amount: 1, to: [{ ref: 'each', filter: 'opponent' }, { ref: 'all', filter: { types: ['Creature', 'Planeswalker'], controller: 'opponent' } }] }] }] },
      { text: "At the beginning of each opponent's upkeep, this enchantment deals damage to that player equal to the number of cards in that player's hand.", abilities: [{ kind: 'triggered', effects: [{ type: 'deal-damage', amount: { of: 'player', stat: 'hand', player: { ref: 'event-player' } }, to: [{ ref: 'event-player' }] }] }] },
      // Jagged Lightning, Furious Reprisal, Dual Shot: the same damage to each of N target slots (601.2c).
      spell('Test Card deals 3 damage to each of two target creatures.', { type: 'deal-damage', amount: 3, to: [{ ref: 'target', spec: { object: { types: ['Creature'] }, count: { min: 2, max: 2 } } }] }),
      spell('Test Card deals 1 damage to each of up to two targets.', { type: 'deal-damage', amount: 1, to: [{ ref: 'target', spec: { player: 'any', count: { min: 0, max: 2 } } }] }),
      spell('Test Card deals 2 damage to any target and 1 damage to any other target.', { type: 'deal-damage', amount: 2 }, { type: 'deal-damage', amount: 1, to: [{ ref: 'target', spec: { distinct: true } }] }),
    ],
  },
];

/**
 * "Target creature you control deals damage equal to its power to any target" (Soul's Fire, Gravitic Punch): the target is
 * the source (120.1) and "its" names it — the slot chosen just before the recipients (effects/deal-damage.ts). One share
 * only, and no "other" group (that would be other than the source card, not the target). Listed after the fight entry
 * (entries/sentence-effects.ts), which reads a creature dealing damage to another creature as a one-sided fight (701.14).
 */
export const TARGET_DEALS_DAMAGE: Entry<Effect[]> = {
  id: 'verb/target-deals-damage',
  wording: 'Target FILTER deals AMOUNT damage to any target / target FILTER / each opponent … — AMOUNT: N, X, equal to its power, …',
  parse: map(seq(creatureTarget, lit('deals'), shares(TARGET_DEALER)), ([spec, , list]) =>
    list.length === 1 && !list[0]!.to.some(isOther) ? [{ type: 'deal-damage', source: { ref: 'target', spec }, to: list[0]!.to, amount: list[0]!.amount } as Effect] : null,
  ),
  fixtures: [
    spell('Target creature you control deals damage equal to its power to any target.', { type: 'deal-damage', source: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } }, amount: { of: 'stat', stat: 'power', object: { ref: 'same-target', slot: -1 } }, to: [{ ref: 'target', spec: { player: 'any' } }] }),
    spell('Target creature you control deals damage equal to its power to another target creature, planeswalker, or battle.', { type: 'deal-damage', source: { ref: 'target' }, to: [{ ref: 'target', spec: { distinct: true } }] }),
    spell('Target creature you control deals damage equal to its power to target player.', { type: 'deal-damage', source: { ref: 'target' }, to: [{ ref: 'target', spec: { player: 'any' } }] }),
  ],
};
