// Counters (122.1, 122.6), read once for every recipient and number: "put a +1/+1 counter on
// target creature", "put two -1/-1 counters on up to one target creature", "put a +1/+1
// counter on each of up to two target creatures", "… on each other creature you control",
// "… on enchanted creature", "put a charge counter on this artifact", "… on it", "put X +1/+1
// counters on target creature", "put that many +1/+1 counters on this creature", "put a +1/+1
// counter on target creature for each creature in your party", "put a number of +1/+1 counters
// on this creature equal to …". The recipients are references (game/refs.ts); "it" is decided by
// the line reader (oracle/pronouns.ts), "that many" only where the trigger's event names an
// amount (oracle/event-refs.ts), X only where it is announced (107.3).
import type { Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, sepBy1, seq, token, type Parser } from '../grammar.ts';
import { CREATURE_TYPES } from '../creature-types.ts';
import { SUBTYPE_BY_PLURAL } from '../subtypes.ts';
import { equalTo, forEach } from '../amount-grammar.ts';
import { count, counterKind, counterWord } from '../phrases.ts';
import { permanentsActedOn } from '../reference-grammar.ts';
import type { Amount, ObjectRef } from '../vocabulary.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** How many: a number, X (107.3), or "that many" (the trigger's event). */
const howMany: Parser<Amount> = alt<Amount>(count, map(lit('x'), () => ({ of: 'X' as const })), map(lit('that many'), () => ({ of: 'event' as const })));
const SELF: ObjectRef = { ref: 'self' };

const put = (counter: string, on: ObjectRef, amount: Amount): Effect[] => [{ type: 'put-counters', on: [on], counter, amount }];

/** "a +1/+1 counter", "two -1/-1 counters", "a flying counter": one kind and how many. */
const counters: Parser<{ counter: string; n: Amount }> = map(seq(howMany, counterKind, counterWord), ([n, counter]) => ({ counter, n }));
/** Two or more kinds for one recipient: "a +1/+1 counter and a lifelink counter", "a flying counter, a deathtouch counter, and a lifelink counter". */
const counterList = map(sepBy1(counters, alt(seq(lit(','), opt(lit('and'))), lit('and'))), (list) => (list.length > 1 ? list : null));
/**
 * Each kind of a list goes on the same objects (608.2c: one instruction, in the order written): the later ones name a
 * target by its slot (the one chosen for the first), and a fixed object (the source, its host, the trigger's object)
 * again; a group or a choice, which a counter could change ("each creature without flying"), is refused.
 */
const sameObjects = (on: ObjectRef): ObjectRef | null => (on.ref === 'target' ? { ref: 'same-target', slot: -1 } : on.ref === 'self' || on.ref === 'host' || on.ref === 'event-object' || on.ref === 'same-target' ? on : null);
const putList = (list: Array<{ counter: string; n: Amount }>, on: ObjectRef): Effect[] | null => {
  const again = sameObjects(on);
  return again && list.flatMap(({ counter, n }, i) => put(counter, i === 0 ? on : again, n));
};

/** Bolster's creature (701.39a): one the controller chooses among their creatures with the least toughness. */
const YOUR_CREATURES = { types: ['Creature'], controller: 'you' as const };
const LEAST_TOUGHNESS: ObjectRef = { ref: 'chosen', filter: { ...YOUR_CREATURES, toughness: { op: '==', value: { of: 'greatest', stat: 'toughness', among: YOUR_CREATURES, least: true } } }, count: 1, chooser: { ref: 'you' } };

/** An Army creature the controller controls: what amass puts its counters on (701.47a). */
const ARMY = { types: ['Creature'], subtypes: ['Army'], controller: 'you' as const };
/** The creature type an army is amassed as, plural ("Zombies", "Orcs"). */
const armyType: Parser<string> = token((t) => {
  const type = t.k === 'word' ? SUBTYPE_BY_PLURAL.get(t.raw) : undefined;
  return type && CREATURE_TYPES.has(type) ? type : null;
});

export const COUNTER_VERBS: Entry<Effect[]>[] = [
  {
    id: 'verb/amass',
    wording: "Amass Zombies (Orcs…) N (701.47a: if you control no Army creature, create a 0/0 black Zombie Army creature token first; then N +1/+1 counters on an Army creature you choose, which becomes a Zombie if it isn't one)",
    parse: map(seq(lit('amass'), armyType, howMany), ([, type, n]) => [
      { type: 'group', condition: { kind: 'controls', who: 'you', filter: ARMY, atMost: 0 }, effects: [{ type: 'create-token', token: { colors: ['black'], types: ['Creature'], subtypes: [type, 'Army'], power: 0, toughness: 0 }, amount: 1 }] },
      ...put('+1/+1', { ref: 'chosen', filter: ARMY, count: 1, chooser: { ref: 'you' } }, n),
      // "If it isn't a Zombie, it becomes a Zombie in addition to its other types": only an Army of another type changes.
      { type: 'group', condition: { kind: 'controls', who: 'you', filter: { ...ARMY, notSubtypes: [type] }, atLeast: 1 }, effects: [{ type: 'become', objects: { ref: 'chosen', filter: ARMY, count: 1, chooser: { ref: 'you' } }, subtypes: [type], addTypes: true, duration: 'indefinite' }] },
    ]),
    fixtures: [
      spell(
        'Destroy target creature. Amass Zombies 2. (Put two +1/+1 counters on an Army you control. It\'s also a Zombie. If you don\'t control an Army, create a 0/0 black Zombie Army creature token first.)',
        { type: 'destroy' },
        { type: 'group', condition: { kind: 'controls', who: 'you', atMost: 0 }, effects: [{ type: 'create-token', token: { subtypes: ['Zombie', 'Army'], power: 0, toughness: 0 } }] },
        { type: 'put-counters', counter: '+1/+1', amount: 2, on: [{ ref: 'chosen', filter: ARMY }] },
        { type: 'group', condition: { kind: 'controls', filter: { notSubtypes: ['Zombie'] }, atLeast: 1 }, effects: [{ type: 'become', subtypes: ['Zombie'], addTypes: true, duration: 'indefinite' }] },
      ),
      { text: 'When this creature enters, amass Orcs X.', abilities: [{ kind: 'triggered', effects: [{ type: 'group' }, { type: 'put-counters', amount: { of: 'X' } }, { type: 'group', effects: [{ type: 'become', subtypes: ['Orc'] }] }] }] },
    ],
  },
  {
    id: 'verb/bolster',
    wording: 'Bolster N (701.39a: N +1/+1 counters on a creature you choose among yours with the least toughness)',
    parse: map(seq(lit('bolster'), howMany), ([, n]) => put('+1/+1', LEAST_TOUGHNESS, n)),
    fixtures: [{ text: 'When this creature enters, bolster 2. (Choose a creature with the least toughness among creatures you control and put two +1/+1 counters on it.)', abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', on: [LEAST_TOUGHNESS], counter: '+1/+1', amount: 2 }] }] }],
  },
  {
    id: 'verb/support',
    wording: 'Support N (701.41a: put a +1/+1 counter on each of up to N other target creatures)',
    // On a permanent "other" excludes the source; on an instant or sorcery the source is no creature, so the same reading holds.
    parse: map(seq(lit('support'), count), ([, n]) => put('+1/+1', { ref: 'target', spec: { object: { types: ['Creature'], other: true }, count: { min: 0, max: n } } }, 1)),
    fixtures: [{ text: 'When this creature enters, support 2. (Put a +1/+1 counter on each of up to two other target creatures.)', abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', on: [{ ref: 'target', spec: { object: { types: ['Creature'], other: true }, count: { min: 0, max: 2 } } }], counter: '+1/+1', amount: 1 }] }] }],
  },
  {
    id: 'verb/double-counters',
    wording: 'Double the number of KIND counters / of each kind of counter on CARDNAME / it / target FILTER / each FILTER / enchanted creature (701.10e)',
    parse: alt<Effect[]>(
      map(seq(lit('double the number of'), counterKind, lit('counters on'), permanentsActedOn), ([, counter, , on]) => [{ type: 'put-counters', on: [on], counter, amount: 1, double: true }]),
      map(seq(lit('double the number of each kind of counter on'), permanentsActedOn), ([, on]) => [{ type: 'put-counters', on: [on], counter: 'each-kind', amount: 1, double: true }]),
    ),
    fixtures: [
      { text: '{T}: Double the number of +1/+1 counters on this creature.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters', on: [{ ref: 'self' }], counter: '+1/+1', double: true }] }] },
      { text: '{3}{G}{G}: Double the number of +1/+1 counters on each creature you control.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters', on: [{ ref: 'all', filter: { types: ['Creature'], controller: 'you' } }], counter: '+1/+1', double: true }] }] },
      spell('Put a +1/+1 counter on target creature you control, then double the number of +1/+1 counters on that creature.', { type: 'put-counters', counter: '+1/+1', amount: 1 }, { type: 'put-counters', counter: '+1/+1', double: true }),
      { text: '{G}{U}, {T}: Double the number of each kind of counter on target artifact, creature, or land.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters', counter: 'each-kind', double: true, on: [{ ref: 'target' }] }] }] },
    ],
  },
  {
    id: 'verb/remove-counters',
    wording: 'Remove N (X) KIND counter(s) / all KIND counters / all counters from target FILTER / CARDNAME / it / each FILTER / enchanted (equipped) creature',
    parse: alt<Effect[]>(
      map(seq(lit('remove'), howMany, counterKind, counterWord, lit('from'), permanentsActedOn), ([, n, counter, , , from]) => [{ type: 'remove-counters', from: [from], counter, amount: n }]),
      map(seq(lit('remove all'), counterKind, lit('counters from'), permanentsActedOn), ([, counter, , from]) => [{ type: 'remove-counters', from: [from], counter, amount: 'all' }]),
      map(seq(lit('remove all counters from'), permanentsActedOn), ([, from]) => [{ type: 'remove-counters', from: [from], counter: 'any', amount: 'all' }]),
    ),
    fixtures: [
      { text: 'At the beginning of your upkeep, remove a -1/-1 counter from this creature.', abilities: [{ kind: 'triggered', effects: [{ type: 'remove-counters', from: [{ ref: 'self' }], counter: '-1/-1', amount: 1 }] }] },
      spell('Remove all counters from target permanent.', { type: 'remove-counters', from: [{ ref: 'target', spec: { object: { permanent: true } } }], counter: 'any', amount: 'all' }),
      spell('Remove all +1/+1 counters from target creature.', { type: 'remove-counters', counter: '+1/+1', amount: 'all' }),
    ],
  },
  {
    id: 'verb/put-counters',
    wording: 'Put N (X, that many) KIND counter(s) [and N KIND counter(s) on …] on target FILTER / up to N target FILTERs / each of N target FILTERs / CARDNAME / it / each FILTER / enchanted (equipped) creature [for each …]; put a number of KIND counters on … equal to …',
    parse: alt<Effect[]>(
      map(seq(lit('put'), howMany, counterKind, counterWord, lit('on'), permanentsActedOn, opt(forEach)), ([, n, counter, , , on, each]) =>
        each === undefined ? put(counter, on, n) : typeof n === 'number' ? put(counter, on, n === 1 ? each : { of: 'times', factor: n, amount: each }) : null,
      ),
      map(seq(lit('put a number of'), counterKind, lit('counters on'), permanentsActedOn, equalTo(SELF)), ([, counter, , on, amount]) => put(counter, on, amount)),
      map(seq(lit('put'), counterList, lit('on'), permanentsActedOn), ([, list, , on]) => putList(list, on)),
      // Ajani, the Greathearted: "Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you control."
      map(seq(lit('put'), howMany, counterKind, counterWord, lit('on'), permanentsActedOn, lit('and'), howMany, counterKind, counterWord, lit('on'), permanentsActedOn), ([, n, counter, , , on, , m, other, , , onOther]) => [...put(counter, on, n), ...put(other, onOther, m)]),
    ),
    fixtures: [
      spell('Put two -1/-1 counters on target creature.', { type: 'put-counters', amount: 2, counter: '-1/-1', on: [{ ref: 'target', spec: { object: { types: ['Creature'] } } }] }),
      spell('Put a +1/+1 counter on each creature you control.', { type: 'put-counters', amount: 1, counter: '+1/+1', on: [{ ref: 'all', filter: { types: ['Creature'], controller: 'you' } }] }),
      spell('Put a +1/+1 counter on each of up to two target creatures.', { type: 'put-counters', amount: 1, on: [{ ref: 'target', spec: { object: { types: ['Creature'] }, count: { min: 0, max: 2 } } }] }),
      spell('Put a +1/+1 counter on target creature for each creature in your party.', { type: 'put-counters', amount: { of: 'party' } }),
      spell('Put a charge counter on target artifact.', { type: 'put-counters', counter: 'charge', on: [{ ref: 'target', spec: { object: { types: ['Artifact'] } } }] }),
      { text: 'Whenever Test Card deals combat damage to a player, put a +1/+1 counter on it.', abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', amount: 1, counter: '+1/+1', on: [{ ref: 'self' }] }] }] },
      // a named counter (122.1); a kind with a rules meaning the engine doesn't read is refused (test/engine-named-counters.test.ts).
      { text: 'At the beginning of your upkeep, put a spore counter on this creature.', abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', amount: 1, counter: 'spore', on: [{ ref: 'self' }] }] }] },
      // Tap and stun (122.1d): the two verbs, "it" the target before it.
      { text: 'When this creature enters, tap target creature an opponent controls and put a stun counter on it.', abilities: [{ kind: 'triggered', effects: [{ type: 'tap', objects: { ref: 'target', spec: { object: { types: ['Creature'], controller: 'opponent' } } } }, { type: 'put-counters', on: [{ ref: 'same-target', slot: -1 }], counter: 'stun', amount: 1 }] }] },
      spell('Put two stun counters on target creature.', { type: 'put-counters', amount: 2, counter: 'stun', on: [{ ref: 'target', spec: { object: { types: ['Creature'] } } }] }),
      { text: '{2}, {T}: Put a charge counter on this artifact.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters', amount: 1, counter: 'charge', on: [{ ref: 'self' }] }] }] },
      { text: '{X}, {T}: Put X +1/+1 counters on target creature.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters', amount: { of: 'X' } }] }] },
      { text: 'When this creature enters, put a +1/+1 counter on up to one target creature.', abilities: [{ kind: 'triggered', effects: [{ type: 'put-counters', on: [{ ref: 'target', spec: { count: { min: 0, max: 1 } } }] }] }] },
      { text: '−2: Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you control.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters', counter: '+1/+1', on: [{ ref: 'all', filter: { types: ['Creature'], controller: 'you' } }] }, { type: 'put-counters', counter: 'loyalty', on: [{ ref: 'all', filter: { other: true, types: ['Planeswalker'], controller: 'you' } }] }] }] },
      // several kinds on one recipient: the later kinds on the target chosen for the first (Unexpected Fangs, Qarsi Revenant).
      spell('Put a +1/+1 counter and a lifelink counter on target creature.', { type: 'put-counters', counter: '+1/+1', amount: 1, on: [{ ref: 'target', spec: { object: { types: ['Creature'] } } }] }, { type: 'put-counters', counter: 'lifelink', amount: 1, on: [{ ref: 'same-target', slot: -1 }] }),
      { text: '{5}{W}{W}: Put a +1/+1 counter and an indestructible counter on Test Card.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters', counter: '+1/+1', on: [{ ref: 'self' }] }, { type: 'put-counters', counter: 'indestructible', on: [{ ref: 'self' }] }] }] },
      spell('Put a flying counter, a deathtouch counter, and a lifelink counter on target creature.', { type: 'put-counters', counter: 'flying' }, { type: 'put-counters', counter: 'deathtouch', on: [{ ref: 'same-target', slot: -1 }] }, { type: 'put-counters', counter: 'lifelink', on: [{ ref: 'same-target', slot: -1 }] }),
      { text: '{1}{G}: Put a +1/+1 counter on enchanted creature.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters', on: [{ ref: 'host' }] }] }] },
      { text: 'Target creature gets +1/+1 and gains reach until end of turn. Put a +1/+1 counter on it.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'modify-pt' }, { type: 'grant' }, { type: 'put-counters', on: [{ ref: 'same-target', slot: -1 }] }] }] },
    ],
  },
];
