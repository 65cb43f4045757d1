// The card a library search looks for, read compositionally (701.23a: "search for a card that
// matches the given description"): how many ("a", "up to two", "any number of"), its
// supertypes, color, card types and subtypes ("a basic Forest, Plains, or Island card", "a
// Rebel permanent card", "an artifact or creature card"), and what else it must have ("with
// mana value 3 or less", "named CARDNAME"). A word is a subtype only if rule 205.3 lists it.
import type { CardKind, CardQuality } from './ast.ts';
import { CREATURE_TYPES } from './creature-types.ts';
import { alt, lit, many1, map, nothing, opt, sepBy1, seq, token, type Parser } from './grammar.ts';
import { color, count, self } from './phrases.ts';

/** 205.3g–i, 205.3k (en-2026-08-07): artifact, enchantment, land and spell types. */
const OTHER_SUBTYPES = [
  'Attraction', 'Blood', 'Bobblehead', 'Book', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold', 'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Mutagen', 'Powerstone', 'Spacecraft', 'Stone', 'Treasure', 'Vehicle', 'Vibranium',
  'Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Plan', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine',
  'Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town',
  'Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap',
];
const SUBTYPES = new Map([...CREATURE_TYPES, ...OTHER_SUBTYPES].map((t) => [t.toLowerCase(), t]));
const CARD_TYPES = new Map(['artifact', 'battle', 'creature', 'enchantment', 'instant', 'kindred', 'land', 'planeswalker', 'sorcery'].map((t) => [t, t[0]!.toUpperCase() + t.slice(1)]));
const SUPERTYPES = new Map([['basic', 'Basic'], ['legendary', 'Legendary'], ['snow', 'Snow']]);

type Noun = { type: string } | { subtype: string } | { permanent: true };
const noun: Parser<Noun> = token((t): Noun | null => {
  if (t.k !== 'word') return null;
  if (t.raw === 'permanent') return { permanent: true };
  const type = CARD_TYPES.get(t.raw);
  if (type) return { type };
  const subtype = SUBTYPES.get(t.raw);
  return subtype ? { subtype } : null;
});
const supertype = token((t) => (t.k === 'word' ? (SUPERTYPES.get(t.raw) ?? null) : null));

/** "basic Forest", "green creature", "Rebel permanent", "artifact creature". */
const kind: Parser<CardKind> = map(seq(opt(many1(supertype)), opt(color), alt(many1(noun), map(nothing, (): Noun[] => []))), ([supers, c, nouns]) =>
  // "a legendary card", "a green card": a supertype or color alone is a kind too; nothing at all is not.
  !nouns.length && !supers?.length && !c ? null : {
  types: nouns.flatMap((n) => ('type' in n ? [n.type] : [])),
  subtypes: nouns.flatMap((n) => ('subtype' in n ? [n.subtype] : [])),
  supertypes: supers ?? [],
  colors: c ? [c] : [],
  permanent: nouns.some((n) => 'permanent' in n),
});

/** "Island or Swamp", "Forest, Plains, or Island", "artifact or creature": a card of any one kind.
 *  Supertypes and a color written before the first kind hold for them all ("a basic Forest, Plains, or Island card"). */
const kinds: Parser<CardKind[]> = alt<CardKind[]>(
  map(kind, (k) => [k]),
  map(seq(kind, lit('or'), kind), ([a, , b]) => spread([a, b])),
  map(seq(sepBy1(kind, lit(',')), alt(lit(', or'), lit(', and/or')), kind), ([list, , last]) => (list.length >= 2 ? spread([...list, last]) : null)),
);
function spread(list: CardKind[]): CardKind[] {
  const [first] = list;
  return list.map((k) => ({ ...k, supertypes: k.supertypes.length ? k.supertypes : first!.supertypes, colors: k.colors.length ? k.colors : first!.colors }));
}

/** How many cards the search may find. */
export type SearchCount = { count: number | 'any'; upTo?: boolean };
const howMany: Parser<SearchCount> = alt<SearchCount>(
  map(alt(lit('a'), lit('an')), () => ({ count: 1 })),
  map(seq(lit('up to'), count), ([, n]) => ({ count: n, upTo: true })),
  map(lit('any number of'), () => ({ count: 'any' as const, upTo: true })),
  map(token((t) => (t.k === 'num' && !t.signed && t.n > 1 ? t.n : null)), (n) => ({ count: n })),
);

/** "a Rebel permanent card with mana value 3 or less", "up to two basic land cards", "a card named CARDNAME", "a card". */
export const searchedCards: Parser<SearchCount & { find: CardQuality }> = map(
  seq(howMany, opt(kinds), alt(lit('card'), lit('cards')), opt(seq(lit('with mana value'), count, lit('or less'))), opt(seq(lit('named'), self))),
  ([n, ks, , mv, named]): SearchCount & { find: CardQuality } => {
    if (!ks && !named && mv === undefined) return { ...n, find: { any: true } };
    const anyOf = ks ?? [{ types: [], subtypes: [], supertypes: [], colors: [], permanent: false }];
    return { ...n, find: { anyOf, ...(mv ? { manaValueAtMost: mv[1] } : {}), ...(named ? { namedSelf: true } : {}) } };
  },
);
