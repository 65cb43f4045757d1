// "Becomes" on any object an instruction names (613.1d–f, 205.1b): a target, "it", "that
// creature", a group ("Artifacts you control become artifact creatures with base power and
// toughness 5/5 until end of turn", Tezzeret the Seeker), for a while or for the rest of the game
// ("Target artifact becomes an artifact creature with base power and toughness 5/5", Tezzeret,
// Agent of Bolas; 611.2a). Changes that keep the object's other types: "artifact creature" (205.1b
// keeps every prior type; a "[creature types] artifact creature" replaces only the creature types),
// "in addition to its other types", "It's still a land" / "They're still lands"; a plain "becomes a
// [legendary] 4/4 Dragon creature" replaces its card types (205.1a: Sarkhan, the Dragonspeaker is no
// longer a planeswalker). A duration other than until end of turn, until your next turn or none is
// refused. The entry first looks for the word "become(s)" in its
// sentence, so lines without it cost one scan.
import type { Color, Effect, Keyword } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, many1, map, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import type { Token } from '../tokenize.ts';
import { color, creatureTypeWord, keyword, ptFigure, self, untilEndOfTurn } from '../phrases.ts';
import { groupRef, isCreatureGroup, thatObject } from '../reference-grammar.ts';
import { creatureTarget, permanentTarget, upToTargets, isPermanentTarget } from '../target-grammar.ts';
import type { Duration, ObjectRef } from '../vocabulary.ts';

/** The sentence says "becomes" / "become" before its full stop: the one cheap test before any phrase is read. */
const saysBecome: Parser<null> = (ts: Token[], at: number) => {
  for (let i = at; i < ts.length && ts[i]!.raw !== '.'; i++) if (ts[i]!.raw === 'becomes' || ts[i]!.raw === 'become') return [{ value: null, next: at }];
  return [];
};

/** The sentence says "becomes", "become" or "is … in addition to its other": the cheap test before the phrase. */
const saysBecomeOrIs: Parser<null> = (ts: Token[], at: number) => {
  for (let i = at; i < ts.length && ts[i]!.raw !== '.'; i++) if (ts[i]!.raw === 'addition' && ts[i - 1]?.raw === 'in') return [{ value: null, next: at }];
  return [];
};

/** What becomes: one object ("target artifact", "it", "that creature", CARDNAME) or several ("artifacts you control", "each creature you control", "up to two target lands"). */
const subject: Parser<ObjectRef> = alt<ObjectRef>(
  map(permanentTarget, (spec) => ({ ref: 'target', spec })),
  map(upToTargets, (spec) => (isPermanentTarget(spec) ? { ref: 'target', spec } : null)),
  map(lit('it'), () => ({ ref: 'it' })),
  thatObject,
  map(self, () => ({ ref: 'self' })),
  groupRef,
);

const keywordList: Parser<Keyword[]> = sepBy1(keyword, alt(seq(lit(','), opt(lit('and'))), lit('and')));
const colors: Parser<Color[]> = sepBy1(color, lit('and'));

interface Description {
  legendary: boolean;
  power: number;
  toughness: number;
  colors?: Color[];
  subtypes: string[];
  artifact: boolean;
  keywords?: Keyword[];
}
/**
 * "a 5/5 creature", "a 4/4 red Elemental creature with trample", "artifact creatures with base
 * power and toughness 5/5", "an artifact creature with base power and toughness 4/4", "0/0
 * Elemental creatures": the power and toughness said once, before the noun or as "base power and
 * toughness" after it.
 */
const description: Parser<Description> = map(
  seq(
    opt(alt(lit('a'), lit('an'))),
    opt(lit('legendary')),
    opt(ptFigure),
    opt(colors),
    opt(many1(creatureTypeWord)),
    opt(lit('artifact')),
    alt(lit('creature'), lit('creatures')),
    opt(seq(lit('with'), keywordList)),
    opt(seq(lit('with base power and toughness'), ptFigure)),
  ),
  ([, legendary, pt, cs, subtypes, artifact, , withs, base]) => {
    const figure = pt ?? base?.[1];
    if (!figure || (pt && base)) return null;
    return { legendary: legendary !== undefined, power: figure.power, toughness: figure.toughness, ...(cs ? { colors: cs } : {}), subtypes: subtypes ?? [], artifact: artifact !== undefined, ...(withs ? { keywords: withs[1] } : {}) };
  },
);

/** What keeps the object's other types (205.1b). */
const keepsTypes = alt<'kept'>(
  map(alt(lit('in addition to its other types'), lit('in addition to their other types')), () => 'kept'),
  map(alt(lit(". it's still a land"), lit(". they're still lands")), () => 'kept'),
);

/**
 * "That creature is a black Zombie in addition to its other colors and types" (Liliana, Death's
 * Majesty), "It becomes a Vampire in addition to its other types": creature types added (205.1b,
 * layer 4) and colours added to its own (105.3, layer 5), nothing replaced. "is" after an
 * instruction says the same as "becomes": an effect of the resolving ability, with no duration
 * for the rest of the game (611.2a).
 */
const addedKinds = map(
  seq(alt(lit('is'), lit('becomes')), alt(lit('a'), lit('an')), opt(colors), many1(creatureTypeWord), alt(
    map(lit('in addition to its other types'), () => false),
    map(lit('in addition to its other colors and types'), () => true),
  )),
  ([, , cs, subtypes, andColors]) => (cs && !andColors) || (!cs && andColors) ? null : { subtypes, ...(cs ? { colors: cs } : {}) },
);

const lead = alt<Duration>(map(seq(untilEndOfTurn, lit(',')), () => 'until-end-of-turn'), map(lit('until your next turn ,'), () => 'until-your-next-turn'));
const trail = alt<Duration>(map(untilEndOfTurn, () => 'until-end-of-turn'), map(lit('until your next turn'), () => 'until-your-next-turn'));

/** A creature the instruction names: "target creature", "each creature target player controls" — only creatures can take a creature type alone (205.3d). */
const creatureSubject: Parser<ObjectRef> = alt<ObjectRef>(map(creatureTarget, (spec) => ({ ref: 'target', spec })), map(groupRef, (r) => (isCreatureGroup(r) ? r : null)));
/** "a blue Frog with base power and toughness 1/1", "a Dragon with base power and toughness 4/4", "a green and blue Fractal …". */
const creatureKind = map(
  seq(alt(lit('a'), lit('an')), opt(colors), many1(creatureTypeWord), lit('with base power and toughness'), ptFigure),
  ([, cs, subtypes, , pt]) => ({ ...(cs ? { colors: cs } : {}), subtypes, power: pt.power, toughness: pt.toughness }),
);
/** "… and gains flying", ", loses all abilities, and gains flying" (Dance of the Skywise), ", flying, and haste" (keywords it has). */
const after = alt<{ loses?: true; keywords?: Keyword[] }>(
  map(seq(lit('and gains'), keywordList), ([, keywords]) => ({ keywords })),
  map(seq(lit(', loses all abilities, and gains'), keywordList), ([, keywords]) => ({ loses: true, keywords })),
  map(seq(lit(','), keyword, lit(', and'), keyword), ([, a, , b]) => ({ keywords: [a, b] })),
);

export const BECOME_EFFECTS: Entry<Effect[]>[] = [
  {
    // 205.1b, 613.1d–f: Turn to Frog's ruling — "It loses all other colors and creature types, but it retains any other card
    // types (such as artifact) or supertypes (such as legendary) it may have"; its base power and toughness are set in 7b.
    id: 'effect/creature-becomes-kind',
    wording: '[Until end of turn,] target creature [loses all abilities and] becomes a [COLOR] CREATURE_TYPE with base power and toughness N/N [and gains KEYWORDS] [until end of turn]',
    parse: map(
      seq(saysBecome, opt(lead), creatureSubject, opt(lit('loses all abilities and')), alt(lit('becomes'), lit('become')), creatureKind, opt(after), opt(trail)),
      ([, first, objects, loses, , kind, more, last]): Effect[] | null => {
        if ((first === undefined) === (last === undefined)) return null;
        const duration = (first ?? last)!;
        const lose = loses !== undefined || more?.loses === true;
        // The second instruction acts on the same target (the one chosen for the first, 115.1) or the same group.
        const again: ObjectRef = objects.ref === 'target' && lose ? { ref: 'same-target', slot: -1 } : objects;
        return [
          ...(lose ? [{ type: 'lose-abilities' as const, objects, all: true as const, duration }] : []),
          { type: 'become', objects: again, types: ['Creature'], addTypes: true, replaceCreatureTypes: true, ...kind, ...(more?.keywords ? { keywords: more.keywords } : {}), duration },
        ];
      },
    ),
    fixtures: [
      { text: 'Until end of turn, target creature loses all abilities and becomes a blue Frog with base power and toughness 1/1.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'lose-abilities', all: true, duration: 'until-end-of-turn' }, { type: 'become', objects: { ref: 'same-target', slot: -1 }, types: ['Creature'], addTypes: true, replaceCreatureTypes: true, colors: ['blue'], subtypes: ['Frog'], power: 1, toughness: 1, duration: 'until-end-of-turn' }] }] },
      { text: 'Until end of turn, target creature becomes a Dragon with base power and toughness 4/4 and gains flying.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'become', subtypes: ['Dragon'], keywords: ['flying'], power: 4, toughness: 4 }] }] },
    ],
  },
  {
    id: 'effect/objects-gain-kinds',
    wording: 'It (that creature, TARGET) is (becomes) a [COLOR] CREATURE-TYPE in addition to its other [colors and] types [and gains KEYWORDS] [until end of turn] (205.1b, 105.3, 611.2a)',
    parse: map(seq(saysBecomeOrIs, subject, addedKinds, opt(seq(lit('and gains'), keywordList)), opt(trail)), ([, objects, added, gains, duration]): Effect[] => [
      { type: 'become', objects, subtypes: added.subtypes, addTypes: true, ...(added.colors ? { colors: added.colors, addColors: true as const } : {}), duration: duration ?? 'indefinite' },
      // "… and gains flying": the same object, for as long (611.2a).
      ...(gains ? [{ type: 'grant' as const, objects, keywords: gains[1], duration: duration ?? ('indefinite' as const) }] : []),
    ]),
    fixtures: [
      // Liliana, Death's Majesty: the card returned, a new object (400.7), black and a Zombie besides what it was.
      { text: '−3: Return target creature card from your graveyard to the battlefield. That creature is a black Zombie in addition to its other colors and types.', abilities: [{ kind: 'activated', effects: [{ type: 'move', to: 'battlefield' }, { type: 'become', objects: { ref: 'previous' }, subtypes: ['Zombie'], addTypes: true, colors: ['black'], addColors: true, duration: 'indefinite' }] }] },
      // Archangel Elspeth.
      { text: '−2: Put two +1/+1 counters on target creature. It becomes an Angel in addition to its other types and gains flying.', abilities: [{ kind: 'activated', effects: [{ type: 'put-counters' }, { type: 'become', subtypes: ['Angel'], addTypes: true, duration: 'indefinite' }, { type: 'grant', keywords: ['flying'] }] }] },
    ],
  },
  {
    id: 'effect/objects-become',
    wording: "[Until end of turn (your next turn),] TARGET / it / GROUP become(s) a [legendary] N/N [COLOR] [TYPES] [artifact] creature(s) [with KEYWORDS] [with base power and toughness N/N] [in addition to its other types] [until end of turn (your next turn)] [. It's still a land.] (205.1a–b, 613.1d–f, 611.2a)",
    parse: map(
      seq(saysBecome, opt(lead), subject, alt(lit('becomes'), lit('become')), description, opt(trail), opt(keepsTypes), opt(trail)),
      ([, first, objects, , d, after, kept, last]): Effect[] | null => {
        // One duration at most; "artifact creature" or an explicit "in addition" / "still a land" keeps the other types (205.1b);
        // a plain "creature" replaces the card types (205.1a: a planeswalker that becomes a Dragon creature is no longer one).
        const durations = [first, after, last].filter((x) => x !== undefined);
        if (durations.length > 1) return null;
        const keeps = d.artifact || kept !== undefined;
        const replaceCreatureTypes = d.artifact && kept === undefined && d.subtypes.length > 0;
        return [{
          type: 'become', objects, types: [...(d.artifact ? ['Artifact'] : []), 'Creature'], ...(keeps ? { addTypes: true as const } : {}), subtypes: d.subtypes, ...(d.legendary ? { supertypes: ['Legendary'] } : {}),
          ...(replaceCreatureTypes ? { replaceCreatureTypes: true as const } : {}), ...(d.colors ? { colors: d.colors } : {}), ...(d.keywords ? { keywords: d.keywords } : {}),
          power: d.power, toughness: d.toughness, duration: durations[0] ?? 'indefinite',
        }];
      },
    ),
    fixtures: [
      // Tezzeret the Seeker: a group, its base power and toughness (613.4b).
      { text: '−5: Artifacts you control become artifact creatures with base power and toughness 5/5 until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'all', filter: { types: ['Artifact'], controller: 'you' } }, types: ['Artifact', 'Creature'], addTypes: true, power: 5, toughness: 5, duration: 'until-end-of-turn' }] }] },
      // Tezzeret, Agent of Bolas: no duration, for the rest of the game (611.2a).
      { text: '−1: Target artifact becomes an artifact creature with base power and toughness 5/5.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'target', spec: { object: { types: ['Artifact'] } } }, types: ['Artifact', 'Creature'], power: 5, toughness: 5, duration: 'indefinite' }] }] },
      // Tezzeret, Cruel Machinist.
      { text: '0: Until your next turn, target artifact you control becomes a 5/5 creature in addition to its other types.', abilities: [{ kind: 'activated', effects: [{ type: 'become', types: ['Creature'], addTypes: true, power: 5, toughness: 5, duration: 'until-your-next-turn' }] }] },
      // Sarkhan, the Dragonspeaker: no "still a planeswalker", so the card types are replaced (205.1a).
      { text: '+1: Until end of turn, Test Card becomes a legendary 4/4 red Dragon creature with flying, indestructible, and haste.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'self' }, types: ['Creature'], subtypes: ['Dragon'], supertypes: ['Legendary'], colors: ['red'], keywords: ['flying', 'indestructible', 'haste'], power: 4, toughness: 4, duration: 'until-end-of-turn' }] }] },
      // Opal Gargoyle: the source's own type as an intervening "if" (603.4), and no duration (611.2a).
      { text: 'When an opponent casts a creature spell, if this permanent is an enchantment, it becomes a 2/2 Gargoyle creature with flying.', abilities: [{ kind: 'triggered', trigger: { interveningIf: { kind: 'source', filter: { types: ['Enchantment'] } } }, effects: [{ type: 'become', objects: { ref: 'self' }, types: ['Creature'], subtypes: ['Gargoyle'], power: 2, toughness: 2, duration: 'indefinite' }] }] },
      // Nissa, Worldwaker.
      { text: "+1: Target land you control becomes a 4/4 Elemental creature with trample. It's still a land.", abilities: [{ kind: 'activated', effects: [{ type: 'become', subtypes: ['Elemental'], keywords: ['trample'], power: 4, toughness: 4, duration: 'indefinite' }] }] },
    ],
  },
  {
    id: 'effect/vehicle-becomes-creature',
    wording: 'This Vehicle (It, [Another] target Vehicle [you control]) becomes an artifact creature until end of turn — its printed power and toughness (702.122a, 301.7b)',
    // What crew does (702.122a), said by another ability: the Vehicle keeps its types (205.1b) and has its printed
    // power and toughness (301.7b). Only a Vehicle is named, so what becomes a creature has them.
    parse: map(
      seq(alt<ObjectRef>(map(self, (): ObjectRef => ({ ref: 'self' })), map(lit('it'), (): ObjectRef => ({ ref: 'it' })), map(permanentTarget, (spec): ObjectRef | null => (spec.object?.subtypes?.length === 1 && spec.object.subtypes[0] === 'Vehicle' && !spec.object.types ? { ref: 'target', spec } : null))), lit('becomes an artifact creature'), untilEndOfTurn),
      ([objects]): Effect[] => [{ type: 'become', objects, types: ['Artifact', 'Creature'], addTypes: true, duration: 'until-end-of-turn' }],
    ),
    fixtures: [
      { text: 'Sacrifice a Treasure: This Vehicle becomes an artifact creature until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'self' }, types: ['Artifact', 'Creature'], addTypes: true, duration: 'until-end-of-turn' }] }] },
      { text: '{3}, {T}: Target Vehicle becomes an artifact creature until end of turn.', abilities: [{ kind: 'activated', effects: [{ type: 'become', objects: { ref: 'target', spec: { object: { subtypes: ['Vehicle'] } } }, types: ['Artifact', 'Creature'] }] }] },
      { text: 'When this Vehicle enters, it becomes an artifact creature until end of turn.', abilities: [{ kind: 'triggered', effects: [{ type: 'become', objects: { ref: 'self' }, types: ['Artifact', 'Creature'] }] }] },
    ],
  },
];
