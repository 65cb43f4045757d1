// Prevention shields from a resolved spell or ability (615.7, 615.8, 615.1a) as the `prevent`
// verb: "Prevent the next 3 damage that would be dealt to any target this turn", "Prevent all
// damage that would be dealt to this creature this turn", and the Circles of Protection's "The
// next time a red source of your choice would deal damage to you this turn, prevent that damage"
// (609.7a: the source is chosen as the shield is created; 615.9: its description is checked
// again when it would apply). "Prevent all damage … to you this turn" with no shield is a
// prevention for the turn (effect/prevent-damage-this-turn).
import type { Color, Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { amount, color, count, counterKind, keyword, self } from '../phrases.ts';
import { creatureTarget, preventTarget } from '../target-grammar.ts';
import { permanentsActedOn } from '../reference-grammar.ts';
import type { Recipient } from '../verbs.ts';
import type { Filter, ObjectRef, ReplacementSpec, TargetSpec } from '../vocabulary.ts';
import { combatOrNot, preventedBy, preventedTo } from './replacement-specs.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });
const activated = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'activated', effects }] });

const shield = (to: Recipient[], amount: number | 'all', more: Partial<Extract<Effect, { type: 'prevent' }>> = {}): Effect => ({ type: 'prevent', to, amount, ...more });
const target = (spec: TargetSpec): Recipient => ({ ref: 'target', spec });

/** "a red source of your choice", "a black or red source of your choice", "an artifact source of your choice", "a creature of your choice with shadow". */
const sourceOfYourChoice: Parser<Filter> = alt<Filter>(
  map(
    seq(alt(lit('a'), lit('an')), opt(sepBy1(color, lit('or'))), opt(alt(map(lit('artifact'), () => 'Artifact'), map(lit('land'), () => 'Land'))), lit('source of your choice')),
    ([, colors, type]) => ({ ...(colors ? { colors: colors as Color[] } : {}), ...(type ? { types: [type] } : {}) }),
  ),
  map(seq(lit('a creature of your choice with'), keyword), ([, k]) => ({ types: ['Creature'], withKeywords: [k] })),
);
const chosenSource = (filter: Filter): ObjectRef => ({ ref: 'chosen', filter, count: 1, chooser: { ref: 'you' } });

/** Whom the damage would be dealt to: "you", "any target", "target creature", "enchanted creature"; absent, anyone. */
const shielded: Parser<Recipient[]> = alt<Recipient[]>(
  map(lit('to you'), () => [{ ref: 'you' }]),
  map(lit('to enchanted creature'), () => [{ ref: 'host' }]),
  map(seq(lit('to'), preventTarget), ([, spec]) => [target(spec)]),
);

/** How long a prevention "to and dealt by" lasts: this turn (514.2) or until its controller's next turn (611.2a). */
const preventionLasts = alt(map(lit('this turn'), () => ({})), map(lit('until your next turn'), () => ({ duration: 'until-your-next-turn' as const })));

const thisTurn = opt(map(lit('this turn'), () => true));
const onceThisTurn = (...at: Array<boolean | undefined>): boolean => at.filter((x) => x).length === 1;
type Watched = Pick<ReplacementSpec, 'source' | 'recipient'>;

/**
 * "Prevent all [combat] damage that would be dealt [this turn] [to WHOM] [this turn] [by WHAT] [this turn]" (Fog, Holy Day,
 * "… to you this turn by attacking creatures", "… this turn by creatures with power 2 or less"): a prevention for the turn
 * watching every damage event that fits (615.1a), the groups read when the damage would be dealt; "this creature" is the
 * ability's source (its id kept with the prevention). "this turn" is said once, anywhere after "dealt".
 */
export const preventAllThisTurn: Parser<Effect[]> = map(
  seq(lit('prevent all'), opt(combatOrNot), lit('damage that would be dealt'), thisTurn, opt(seq(lit('to'), preventedTo)), thisTurn, opt(seq(lit('by'), preventedBy)), thisTurn),
  ([, combat, , t1, to, t2, by, t3]): Effect[] | null => (onceThisTurn(t1, t2, t3) ? [{ type: 'prevent', amount: 'all', watch: { on: 'deals-damage', ...(combat !== undefined ? { combat } : {}), ...(to ? { recipient: to[1] } : {}), ...(by ? { source: by[1] } : {}) } }] : null),
);

/** "Prevent all [combat] damage GROUP would deal [to WHOM] this turn" ("that other creatures would deal", "that black and/or red sources would deal to creatures you control"): the same prevention, said from the source's side. */
const groupWouldDeal: Parser<Effect[]> = map(
  seq(lit('prevent all'), opt(combatOrNot), lit('damage'), opt(lit('that')), preventedBy, lit('would deal'), opt(seq(lit('to'), preventedTo)), lit('this turn')),
  ([, combat, , , by, , to]): Effect[] => [{ type: 'prevent', amount: 'all', watch: { on: 'deals-damage', ...(combat !== undefined ? { combat } : {}), source: by, ...(to ? { recipient: to[1] } : {}) } as Watched & { on: 'deals-damage' } }],
);

/**
 * "Prevent all [combat] damage that would be dealt [this turn] by OBJECTS [this turn]" / "… OBJECTS would deal this turn" (target
 * creature, it, this creature, each FILTER): the objects fixed as it resolves (611.2c), their damage prevented this turn (`side: 'by'`);
 * "… combat damage that would be dealt to OBJECTS this turn" the damage dealt to them (`side: 'to'`; all damage to a target is a shield).
 */
const objectsSide: Parser<Effect[]> = alt<Effect[]>(
  map(seq(lit('prevent all'), opt(combatOrNot), lit('damage that would be dealt'), thisTurn, lit('by'), permanentsActedOn, thisTurn), ([, combat, , t1, , objects, t2]) =>
    onceThisTurn(t1, t2) ? [{ type: 'prevent', amount: 'all', watch: { on: 'deals-damage', ...(combat !== undefined ? { combat } : {}) }, toAndBy: objects, side: 'by' }] : null),
  map(seq(lit('prevent all'), opt(combatOrNot), lit('damage'), permanentsActedOn, lit('would deal this turn')), ([, combat, , objects]) => [{ type: 'prevent', amount: 'all', watch: { on: 'deals-damage', ...(combat !== undefined ? { combat } : {}) }, toAndBy: objects, side: 'by' }]),
  // All damage to a target or to this creature is a shield (effect/prevent-all-this-turn); combat damage, or "it", "that creature", a group, is this.
  map(seq(lit('prevent all'), opt(combatOrNot), lit('damage that would be dealt'), thisTurn, lit('to'), permanentsActedOn, thisTurn), ([, combat, , t1, , objects, t2]) =>
    onceThisTurn(t1, t2) && (combat !== undefined || (objects.ref !== 'target' && objects.ref !== 'self')) ? [{ type: 'prevent', amount: 'all', watch: { on: 'deals-damage', ...(combat !== undefined ? { combat } : {}) }, toAndBy: objects, side: 'to' }] : null),
);

/** Whom a shield protects: "you", "this creature", "enchanted creature", a target. */
const shieldedOne: Parser<Recipient> = alt<Recipient>(
  map(lit('you'), () => ({ ref: 'you' })),
  map(self, () => ({ ref: 'self' })),
  map(alt(lit('enchanted creature'), lit('equipped creature')), () => ({ ref: 'host' })),
  map(preventTarget, (spec) => target(spec)),
);

export const PREVENT_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/prevent-by-objects',
    wording: 'Prevent all [combat] damage that would be dealt by (to) OBJECTS this turn / Prevent all [combat] damage OBJECTS (a group) would deal [to WHOM] this turn (615.1a, 611.2c)',
    parse: alt(objectsSide, groupWouldDeal),
    fixtures: [
      activated('{W}, {T}: Prevent all combat damage that would be dealt by target creature this turn.', { type: 'prevent', amount: 'all', watch: { on: 'deals-damage', combat: true }, toAndBy: { ref: 'target', spec: { object: { types: ['Creature'] } } }, side: 'by' }),
      activated('Sacrifice this creature: Prevent all combat damage target creature would deal this turn.', { type: 'prevent', amount: 'all', watch: { on: 'deals-damage', combat: true }, toAndBy: { ref: 'target' }, side: 'by' }),
      { text: 'When this creature enters, prevent all combat damage that other creatures would deal this turn.', abilities: [{ kind: 'triggered', effects: [{ type: 'prevent', amount: 'all', watch: { on: 'deals-damage', combat: true, source: { types: ['Creature'], other: true } } }] }] },
      { text: 'Whenever this creature becomes blocked, prevent all combat damage that would be dealt by it this turn.', abilities: [{ kind: 'triggered', effects: [{ type: 'prevent', toAndBy: { ref: 'self' }, side: 'by' }] }] },
    ],
  },
  {
    id: 'effect/prevent-to-and-by',
    wording: 'Prevent all [combat] damage that would be dealt to and dealt by OBJECTS (target FILTER, it, that creature, CARDNAME, each FILTER) this turn (until your next turn) (615.1a, 611.2a, 611.2c)',
    parse: map(
      seq(lit('prevent all'), opt(map(lit('combat'), () => true)), lit('damage that would be dealt to and dealt by'), permanentsActedOn, preventionLasts),
      ([, combat, , objects, lasts]): Effect[] => [{ type: 'prevent', amount: 'all', watch: { on: 'deals-damage', ...(combat ? { combat: true } : {}) }, toAndBy: objects, ...lasts }],
    ),
    fixtures: [
      activated('{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature this turn.', { type: 'tap', untap: true }, { type: 'prevent', amount: 'all', watch: { on: 'deals-damage', combat: true }, toAndBy: { ref: 'same-target', slot: -1 } }),
      activated('{1}{U}: Prevent all combat damage that would be dealt to and dealt by this creature this turn.', { type: 'prevent', amount: 'all', watch: { on: 'deals-damage', combat: true }, toAndBy: { ref: 'self' } }),
      activated('+1: Until your next turn, prevent all damage that would be dealt to and dealt by target permanent an opponent controls.', { type: 'prevent', amount: 'all', watch: { on: 'deals-damage' }, toAndBy: { ref: 'target', spec: { object: { permanent: true, controller: 'opponent' } } }, duration: 'until-your-next-turn' }),
      activated('+1: Untap target creature or land. Prevent all damage that would be dealt to and dealt by that permanent until your next turn.', { type: 'tap', untap: true }, { type: 'prevent', amount: 'all', toAndBy: { ref: 'same-target', slot: -1 }, duration: 'until-your-next-turn' }),
    ],
  },
  {
    id: 'effect/prevent-next',
    wording: 'Prevent the next N damage that would be dealt to any target (target creature, target player) this turn',
    parse: alt(
      // 615.5: an additional effect that counts the damage prevented, right after it is prevented.
      map(seq(lit('prevent the next'), count, lit('damage that would be dealt to'), creatureTarget, lit('this turn . for each 1 damage prevented this way , put a'), counterKind, lit('counter on that creature')), ([, n, , spec, , counter]): Effect[] => [shield([target(spec)], n, { thenCounters: counter })]),
      // "to you", "to this creature", "to enchanted creature", a target; N or X (107.3).
      map(seq(lit('prevent the next'), amount, lit('damage that would be dealt'), thisTurn, lit('to'), shieldedOne, thisTurn), ([, n, , t1, , who, t2]): Effect[] | null => (onceThisTurn(t1, t2) ? [{ type: 'prevent', to: [who], amount: n === 'X' ? { of: 'X' } : n }] : null)),
    ),
    fixtures: [
      activated('{2}: Prevent the next 2 damage that would be dealt to this creature this turn.', { type: 'prevent', amount: 2, to: [{ ref: 'self' }] }),
      activated('{T}: Prevent the next 1 damage that would be dealt to you this turn.', { type: 'prevent', amount: 1, to: [{ ref: 'you' }] }),
      activated('{T}: Prevent the next 1 damage that would be dealt this turn to target creature you control.', { type: 'prevent', amount: 1, to: [{ ref: 'target', spec: { object: { types: ['Creature'], controller: 'you' } } }] }),
      spell('Prevent the next X damage that would be dealt to you this turn.', { type: 'prevent', amount: { of: 'X' }, to: [{ ref: 'you' }] }),
      spell('Prevent the next 3 damage that would be dealt to any target this turn.', { type: 'prevent', amount: 3, to: [{ ref: 'target', spec: { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any' } }] }),
      spell('Prevent the next 3 damage that would be dealt to target creature this turn. For each 1 damage prevented this way, put a +1/+1 counter on that creature.', { type: 'prevent', amount: 3, to: [{ ref: 'target', spec: { object: { types: ['Creature'] } } }], thenCounters: '+1/+1' }),
    ],
  },
  {
    id: 'effect/prevent-all-this-turn',
    wording: 'Prevent all damage that would be dealt to CARDNAME / to target creature this turn (615.1a: a shield for the turn; "to you" is effect/prevent-damage-this-turn)',
    parse: alt<Effect[]>(
      map(seq(lit('prevent all damage that would be dealt to'), self, lit('this turn')), () => [shield([{ ref: 'self' }], 'all')]),
      map(seq(lit('prevent all damage that would be dealt to'), preventTarget, lit('this turn')), ([, spec]) => [shield([target(spec)], 'all')]),
    ),
    fixtures: [activated('Discard a card: Prevent all damage that would be dealt to this creature this turn.', { type: 'prevent', to: [{ ref: 'self' }], amount: 'all' })],
  },
  {
    id: 'effect/prevent-next-time-source',
    wording: 'The next time a [COLOR] [artifact] source of your choice (a creature of your choice with KEYWORD) would deal damage [to you / to any target / to target creature / to enchanted creature] this turn, prevent that damage (609.7a, 615.8)',
    parse: map(
      seq(lit('the next time'), sourceOfYourChoice, lit('would deal damage'), opt(shielded), lit('this turn , prevent that damage')),
      ([, filter, , to]): Effect[] => [shield(to ?? [], 'all', { from: chosenSource(filter), once: true })],
    ),
    fixtures: [
      activated('{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.', { type: 'prevent', to: [{ ref: 'you' }], from: { ref: 'chosen', filter: { colors: ['red'] } }, once: true }),
      activated('{1}: The next time a black or red source of your choice would deal damage this turn, prevent that damage.', { type: 'prevent', to: [], from: { ref: 'chosen', filter: { colors: ['black', 'red'] } } }),
      activated('{1}: The next time an artifact source of your choice would deal damage to you this turn, prevent that damage.', { type: 'prevent', from: { ref: 'chosen', filter: { types: ['Artifact'] } } }),
      activated('Sacrifice a creature: The next time a source of your choice would deal damage to any target this turn, prevent that damage.', { type: 'prevent', to: [{ ref: 'target' }], from: { ref: 'chosen', filter: {} } }),
    ],
  },
];
