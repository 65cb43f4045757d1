// Keywords with a parameter or a quality (702): bushido N, annihilator N, toxic N, ward with
// its cost, and protection from something other than one color (creature types, card types,
// creatures, everything).
import type { AbilityBody, ProtectionFrom } from '../ast.ts';
import type { Filter } from '../vocabulary.ts';
import { line as kw, type Entry } from '../entry.ts';
import { alt, lit, map, oneOf, sepBy1, seq, type Parser } from '../grammar.ts';
import { color, count, creatureTypePlural, fixedManaCost } from '../phrases.ts';


/** One quality after "protection from" (702.16a). */
const quality: Parser<ProtectionFrom> = alt<ProtectionFrom>(
  map(color, (c) => ({ color: c })),
  map(creatureTypePlural, (t) => ({ creatureType: t })),
  map(lit('creatures'), () => 'creatures' as const),
  map(lit('everything'), () => 'everything' as const),
  oneOf<ProtectionFrom>([
    ['artifacts', { cardType: 'Artifact' }],
    ['enchantments', { cardType: 'Enchantment' }],
    ['instants', { cardType: 'Instant' }],
    ['sorceries', { cardType: 'Sorcery' }],
    ['planeswalkers', { cardType: 'Planeswalker' }],
    ['lands', { cardType: 'Land' }],
  ]),
);


/** The basic land types a landwalk word names (702.14a), and "landwalk" itself (any land). */
const WALKS = oneOf<string>([['plainswalk', 'Plains'], ['islandwalk', 'Island'], ['swampwalk', 'Swamp'], ['mountainwalk', 'Mountain'], ['forestwalk', 'Forest'], ['landwalk', '']]);
/** The quality before it (702.14c: "snow swampwalk", "legendary landwalk", "nonbasic landwalk", "artifact landwalk"). */
const WALK_QUALITY = oneOf<Filter>([
  ['snow', { supertypes: ['Snow'] }],
  ['legendary', { supertypes: ['Legendary'] }],
  ['nonbasic', { notSupertypes: ['Basic'] }],
  ['artifact', { allTypes: ['Artifact', 'Land'] }],
]);

export const COMBAT_KEYWORDS: Entry<AbilityBody>[] = [
  {
    id: 'keyword/landwalk-quality',
    wording: 'Snow swampwalk / Snow landwalk / Legendary landwalk / Nonbasic landwalk / Artifact landwalk (702.14c: unblockable as long as the defending player controls such a land)',
    parse: map(seq(WALK_QUALITY, WALKS), ([quality, landType]) => ({ kind: 'unblockable-if-defender-controls', landwalk: true, filter: { types: ['Land'], ...quality, ...(landType ? { subtypes: [landType] } : {}) } })),
    fixtures: [
      kw('Snow swampwalk', { kind: 'unblockable-if-defender-controls', landwalk: true, filter: { types: ['Land'], supertypes: ['Snow'], subtypes: ['Swamp'] } }),
      kw('First strike; legendary landwalk', { kind: 'keyword', keyword: 'first strike' }, { kind: 'unblockable-if-defender-controls', landwalk: true, filter: { types: ['Land'], supertypes: ['Legendary'] } }),
      kw('Nonbasic landwalk', { kind: 'unblockable-if-defender-controls', filter: { types: ['Land'], notSupertypes: ['Basic'] } }),
    ],
  },
  {
    id: 'keyword/protection-from',
    wording: 'Protection from creatures / everything / artifacts (a card type) / Dragons (a creature type) / "from Demons and from Dragons"',
    parse: map(seq(lit('protection from'), sepBy1(quality, lit('and from'))), ([, from]) => {
      // One color alone is keyword/protection-from-color's reading.
      if (from.length === 1 && typeof from[0] === 'object' && 'color' in from[0]) return null;
      return { kind: 'protection-from', from };
    }),
    fixtures: [
      kw('Flying, first strike, lifelink, protection from Demons and from Dragons', { kind: 'keyword', keyword: 'flying' }, { kind: 'keyword', keyword: 'first strike' }, { kind: 'keyword', keyword: 'lifelink' }, { kind: 'protection-from', from: [{ creatureType: 'Demon' }, { creatureType: 'Dragon' }] }),
      kw('Protection from creatures', { kind: 'protection-from', from: ['creatures'] }),
      kw('Protection from everything', { kind: 'protection-from', from: ['everything'] }),
      kw('Protection from artifacts', { kind: 'protection-from', from: [{ cardType: 'Artifact' }] }),
      kw('Protection from white and from blue', { kind: 'protection-from', from: [{ color: 'white' }, { color: 'blue' }] }),
    ],
  },
  {
    id: 'keyword/ward',
    wording: 'Ward {N} / Ward—Pay N life. / Ward—Discard a card.',
    parse: alt<AbilityBody>(
      map(seq(lit('ward'), fixedManaCost), ([, mana]) => (mana ? { kind: 'ward', mana } : null)),
      map(seq(lit('ward — pay'), count, lit('life')), ([, n]) => ({ kind: 'ward', life: n })),
      map(seq(lit('ward — discard'), count, alt(lit('card'), lit('cards'))), ([, n]) => ({ kind: 'ward', discard: n })),
    ),
    fixtures: [kw('Ward {2}', { kind: 'ward', mana: ['2'] }), kw('Ward—Pay 3 life.', { kind: 'ward', life: 3 }), kw('Ward—Discard a card.', { kind: 'ward', discard: 1 }), kw('Flying, ward {1}', { kind: 'keyword', keyword: 'flying' }, { kind: 'ward', mana: ['1'] })],
  },
];
