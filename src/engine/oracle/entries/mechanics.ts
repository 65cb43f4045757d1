// game mechanics beyond keywords — the monarch (725) and putting a permanent
// on top of its owner's library.
import { restrictOn, targetsOf, type RestrictionKind, type Affected, type Effect, type SpellFilter, type StaticEffect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from '../grammar.ts';
import { creatureTypeWord, group, self } from '../phrases.ts';
import { creatureTarget } from '../target-grammar.ts';
import { EFFECTS } from './effects.ts';

type Restriction = RestrictionKind;
const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** "Target creature gets +N/+N [and gains KEYWORD] until end of turn", as effect/target-changes reads it — looked up when a line is read (the two files import each other). */
let targetChangesEntry: Parser<Effect[]> | undefined;
const targetChanges: Parser<Effect[]> = (ts, at) => (targetChangesEntry ??= EFFECTS.find((e) => e.id === 'effect/target-changes')!.parse)(ts, at);

/**
 * Tries `p` only when the line still holds a word starting with `word` ("block", "blocks") from `at` on: these entries start
 * with a target or a group (a long generic prefix), and the word keeps every other line cheap.
 */
const ifAhead = <T>(word: string, p: Parser<T>): Parser<T> => (ts, at) => {
  for (let i = at; i < ts.length; i++) if (ts[i]!.raw.startsWith(word)) return p(ts, at);
  return [];
};

/** The creature a "blocks this creature" rule names (Auriok Siege Sled: "target artifact creature"). */
const blockerTarget = creatureTarget;

export const MECHANIC_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/become-monarch',
    wording: 'You become the monarch (725)',
    parse: map(lit('you become the monarch'), () => [{ type: 'designate', designation: 'monarch', players: { ref: 'you' } }]),
    fixtures: [
      { text: 'When this creature enters, you become the monarch.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'designate', designation: 'monarch', players: { ref: 'you' } }] }] },
      spell('Draw a card. You become the monarch.', { type: 'draw', amount: 1 }, { type: 'designate', designation: 'monarch' }),
    ],
  },
  {
    id: 'effect/venture',
    wording: 'Venture into the dungeon (701.49)',
    // 701.49a–c (game/dungeons.ts). "Venture into Undercity" (701.49d) stays refused: two of Undercity's rooms (goad, the Throne of the Dead Three) aren't read.
    parse: map(seq(opt(lit('you')), lit('venture into the dungeon')), () => [{ type: 'designate', designation: 'venture', players: { ref: 'you' } }]),
    fixtures: [
      { text: 'When this creature enters, venture into the dungeon.', abilities: [{ kind: 'triggered', trigger: { on: 'enters', object: 'self' }, effects: [{ type: 'designate', designation: 'venture', players: { ref: 'you' } }] }] },
      spell('Counter target creature or planeswalker spell. Venture into the dungeon.', { type: 'counter' }, { type: 'designate', designation: 'venture' }),
    ],
  },
  {
    id: 'effect/lure-this-turn',
    wording: 'All creatures able to block target creature this turn do so / Target creature must be blocked this turn if able / Target creature blocks this turn if able (509.1c)',
    parse: alt<Effect[]>(
      map(seq(lit('all creatures able to block'), creatureTarget, lit('this turn do so')), ([, target]) => [restrictOn(target, ['lure'])]),
      ifAhead('able', map(
        seq(creatureTarget, alt<Restriction>(map(lit('must be blocked this turn if able'), () => 'must-be-blocked'), map(lit('blocks this turn if able'), () => 'blocks-each-combat'))),
        ([target, what]) => [restrictOn(target, [what])],
      )),
      map(seq(self, lit('can block an additional creature this turn')), () => [restrictOn('self', ['block-additional'])]),
      // "… target creature. It must be blocked this turn if able." (Enlarge): the target the sentence before named.
      map(lit('it must be blocked this turn if able'), () => [restrictOn('same-target', ['must-be-blocked'])]),
      // "Target creature gets +2/+2 until end of turn and must be blocked this turn if able." (Compelled Duel)
      ifAhead('must', map(seq(targetChanges, lit('and must be blocked this turn if able')), ([effects]) => {
        const target = targetsOf(effects)[0];
        return target ? [...effects, restrictOn('same-target', ['must-be-blocked'])] : null;
      })),
    ),
    fixtures: [
      spell('All creatures able to block target creature this turn do so.', { type: 'restrict', what: ['lure'], objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }),
      spell('Target creature must be blocked this turn if able. Draw a card.', { type: 'restrict', what: ['must-be-blocked'], objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'draw', amount: 1 }),
      { text: '{1}{W}: This creature can block an additional creature this turn.', abilities: [{ kind: 'activated', effects: [{ type: 'restrict', what: ['block-additional'], objects: { ref: 'self' } }] }] },
      spell('Target creature gets +2/+2 and gains trample until end of turn. It must be blocked this turn if able.', { type: 'modify-pt', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'grant', keywords: ['trample'], objects: { ref: 'same-target', slot: -1 } }, { type: 'restrict', what: ['must-be-blocked'], objects: { ref: 'same-target', slot: -1 } }),
      spell('Target creature gets +3/+3 until end of turn and must be blocked this turn if able.', { type: 'modify-pt', power: 3, toughness: 3, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'restrict', what: ['must-be-blocked'], objects: { ref: 'same-target', slot: -1 } }),
    ],
  },
  {
    id: 'effect/block-source-rule',
    wording: "Target creature blocks CARDNAME this turn if able / can't block CARDNAME this turn",
    parse: ifAhead('block', map(
      seq(blockerTarget, alt<'must-block' | 'cant-block-attacker'>(map(seq(lit('blocks'), self, lit('this turn if able')), () => 'must-block'), map(seq(lit("can't block"), self, lit('this turn')), () => 'cant-block-attacker'))),
      ([target, rule]) => [{ type: 'restrict', objects: { ref: 'target', spec: target }, what: [rule], about: { ref: 'self' }, duration: 'until-end-of-turn' }],
    )),
    fixtures: [
      { text: '{2}{R}: Target creature blocks this creature this turn if able.', abilities: [{ kind: 'activated', effects: [{ type: 'restrict', what: ['must-block'], about: { ref: 'self' }, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }] }] },
      { text: "{R}: Target creature can't block this creature this turn.", abilities: [{ kind: 'activated', effects: [{ type: 'restrict', what: ['cant-block-attacker'], about: { ref: 'self' }, objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }] }] },
      { text: '{1}: Target artifact creature blocks this creature this turn if able.', abilities: [{ kind: 'activated', effects: [{ type: 'restrict', what: ['must-block'], about: { ref: 'self' }, objects: { ref: 'target', spec: { object: { allTypes: ['Artifact', 'Creature'] } } } }] }] },
    ],
  },
];

const period = opt(lit('.'));
const stat = (text: string, ...effects: unknown[]) => ({ text, abilities: effects.map((effect) => ({ kind: 'static', effect })) });

/** "creature spells", "instant and sorcery spells", "Merfolk spells", "spells": what may be cast from the top of the library. */
const spellsKind: Parser<SpellFilter> = map(
  seq(opt(alt<SpellFilter>(oneOf<SpellFilter>([['creature', { types: ['Creature'] }], ['noncreature', { nonTypes: ['Creature'] }], ['instant and sorcery', { types: ['Instant', 'Sorcery'] }], ['artifact', { types: ['Artifact'] }], ['historic', { historic: true }]]), map(creatureTypeWord, (t) => ({ subtypes: [t] })))), lit('spells')),
  ([k]) => k ?? {},
);
const fromTop = lit('from the top of your library');
const blockers = alt<Affected>(map(lit('each creature you control'), () => 'creatures-you-control'), group);

export const MECHANIC_STATICS: Entry<StaticEffect[]>[] = [
  {
    id: 'static/group-block-additional',
    wording: 'Each creature you control (equipped creature, enchanted creature) can block an additional creature each combat / can block any number of creatures',
    parse: ifAhead('block', map(
      seq(blockers, alt<number | 'any'>(map(lit('can block an additional creature each combat'), () => 1), map(lit('can block any number of creatures'), () => 'any' as const)), period),
      ([who, n]) => [{ type: 'block-additional', who, count: n }],
    )),
    fixtures: [
      stat('Equipped creature can block an additional creature each combat.', { type: 'block-additional', who: 'equipped-creature', count: 1 }),
      stat('Enchanted creature can block any number of creatures.', { type: 'block-additional', who: 'enchanted-creature', count: 'any' }),
      stat('Each creature you control can block an additional creature each combat.', { type: 'block-additional', who: 'creatures-you-control', count: 1 }),
    ],
  },
  {
    id: 'static/play-from-top',
    wording: 'You may play lands [and cast spells] / You may cast creature (instant and sorcery, TYPE) spells from the top of your library / You may play lands from your graveyard (305.1)',
    parse: alt<StaticEffect[]>(
      map(seq(lit('you may play lands'), fromTop, period), () => [{ type: 'play-from-top', lands: true, spells: null }]),
      map(seq(lit('you may cast'), spellsKind, fromTop, period), ([, spells]) => [{ type: 'play-from-top', lands: false, spells }]),
      map(seq(lit('you may play lands and cast'), spellsKind, fromTop, period), ([, spells]) => [{ type: 'play-from-top', lands: true, spells }]),
      map(seq(lit('you may play lands from your graveyard'), period), () => [{ type: 'play-from-top', lands: true, spells: null, from: 'graveyard' }]),
    ),
    fixtures: [
      stat('You may cast creature spells from the top of your library.', { type: 'play-from-top', lands: false, spells: { types: ['Creature'] } }),
      stat('You may play lands and cast spells from the top of your library.', { type: 'play-from-top', lands: true, spells: {} }),
      stat('You may cast Merfolk spells from the top of your library.', { type: 'play-from-top', spells: { subtypes: ['Merfolk'] } }),
      stat('You may play lands from your graveyard.', { type: 'play-from-top', lands: true, spells: null, from: 'graveyard' }),
    ],
  },
  {
    id: 'static/group-lure',
    wording: 'All creatures able to block enchanted creature (a group) do so (509.1c)',
    parse: map(seq(lit('all creatures able to block'), group, lit('do so'), period), ([, affects]) => [{ type: 'restrict', affects, what: 'lure' }]),
    fixtures: [stat('All creatures able to block enchanted creature do so.', { type: 'restrict', affects: 'enchanted-creature', what: 'lure' })],
  },
];
