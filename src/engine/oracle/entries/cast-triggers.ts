// "Whenever you cast an enchantment spell", "Whenever a player casts a white spell", "Whenever
// an opponent casts a spell", "Whenever you cast a spell with mana value 5 or greater": who cast
// it and a description of the spell, read part by part (game/spell-cast-triggers.ts, 601.2i).
import type { Color, SpellFilter, Trigger } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { triggerFixture } from '../entry.ts';
import { alt, lit, map, oneOf, opt, sepBy1, seq, type Parser } from '../grammar.ts';
import { color, count, creatureTypeWord } from '../phrases.ts';

const caster = oneOf<'you' | 'an-opponent' | 'a-player'>([['you cast', 'you'], ['an opponent casts', 'an-opponent'], ['a player casts', 'a-player']]);
const TYPES: Array<[string, SpellFilter]> = [
  ['artifact', { types: ['Artifact'] }],
  ['enchantment', { types: ['Enchantment'] }],
  ['creature', { types: ['Creature'] }],
  ['planeswalker', { types: ['Planeswalker'] }],
  ['instant', { types: ['Instant'] }],
  ['sorcery', { types: ['Sorcery'] }],
  ['instant or sorcery', { types: ['Instant', 'Sorcery'] }],
  ['artifact or enchantment', { types: ['Artifact', 'Enchantment'] }],
  ['noncreature', { nonTypes: ['Creature'] }],
  ['historic', { historic: true }],
  ['multicolored', { multicolored: true }],
  ['colorless', { colorless: true }],
  ['spirit or arcane', { subtypes: ['Spirit', 'Arcane'] }],
  ['arcane', { subtypes: ['Arcane'] }],
];
const kind: Parser<SpellFilter> = alt<SpellFilter>(oneOf(TYPES), map(creatureTypeWord, (t) => ({ subtypes: [t] })));
const colors: Parser<Color[]> = sepBy1(color, lit('or'));
const spell: Parser<SpellFilter> = map(
  seq(alt(lit('a'), lit('an')), opt(colors), opt(kind), lit('spell'), opt(seq(lit('with mana value'), count, lit('or greater')))),
  ([, cs, k, , mv]) => ({ ...(cs ? { colors: cs } : {}), ...(k ?? {}), ...(mv ? { minManaValue: mv[1] } : {}) }),
);
/** What trigger/you-cast and trigger/you-cast-instant-sorcery already read. */
const readElsewhere = (f: SpellFilter): boolean => {
  const keys = Object.keys(f);
  return keys.length === 0 || (keys.length === 1 && ((f.types?.length === 1 && f.types[0] === 'Creature') || (f.nonTypes?.length === 1 && f.nonTypes[0] === 'Creature') || (f.types?.length === 2 && f.types.includes('Instant') && f.types.includes('Sorcery'))));
};

export const CAST_TRIGGERS: Entry<Trigger>[] = [
  {
    id: 'trigger/spell-cast',
    wording: 'Whenever you cast / an opponent casts / a player casts a [COLOR [or COLOR]] [artifact, enchantment, instant, sorcery, historic, multicolored, colorless, Spirit or Arcane, TYPE…] spell [with mana value N or greater] [that targets CARDNAME] (601.2i)',
    parse: alt<Trigger>(
      map(seq(lit('whenever'), caster, spell), ([, who, filter]) => (who === 'you' && readElsewhere(filter) ? null : { event: 'spell-cast', caster: who, filter })),
      map(seq(lit('whenever'), caster, spell, lit('that targets SELF')), ([, who, filter]) => ({ event: 'spell-cast', caster: who, filter: { ...filter, targetsSelf: true } })),
    ),
    fixtures: [
      triggerFixture('Whenever you cast an enchantment spell', { event: 'spell-cast', caster: 'you', filter: { types: ['Enchantment'] } }),
      triggerFixture('Whenever a player casts a white spell', { event: 'spell-cast', caster: 'a-player', filter: { colors: ['white'] } }),
      triggerFixture('Whenever an opponent casts a spell', { event: 'spell-cast', caster: 'an-opponent', filter: {} }),
      triggerFixture('Whenever you cast a Spirit or Arcane spell', { event: 'spell-cast', filter: { subtypes: ['Spirit', 'Arcane'] } }),
      triggerFixture('Whenever you cast a spell with mana value 5 or greater', { event: 'spell-cast', filter: { minManaValue: 5 } }),
      triggerFixture('Heroic — Whenever you cast a spell that targets this creature', { event: 'spell-cast', caster: 'you', filter: { targetsSelf: true } }),
    ],
  },
];
