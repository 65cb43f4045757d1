// Every subtype rule 205.3 lists (en-2026-08-07), by the card type it belongs to, and the
// words Oracle text writes them with: "Elf", "Elves", "Forest", "Forests", "Equipment",
// "Auras". A word is a subtype only if the rules list it (test/engine-filter.test.ts checks
// these lists against the rules text). Planar and dungeon types (205.3n, 205.3p) never stand in
// a description a game card uses, and Time Lord and Urza's, the types written with two
// tokens, are left out.
import { CREATURE_TYPES } from './creature-types.ts';

/** 205.3g–k, 205.3q: the subtypes of the other card types. Creature types: creature-types.ts (205.3m). */
export const SUBTYPES_OF: Readonly<Record<string, readonly string[]>> = {
  Artifact: ['Attraction', 'Blood', 'Bobblehead', 'Book', 'Clue', 'Contraption', 'Equipment', 'Food', 'Fortification', 'Gold', 'Incubator', 'Infinity', 'Junk', 'Lander', 'Map', 'Mutagen', 'Powerstone', 'Spacecraft', 'Stone', 'Treasure', 'Vehicle', 'Vibranium'],
  Enchantment: ['Aura', 'Background', 'Cartouche', 'Case', 'Class', 'Curse', 'Plan', 'Role', 'Room', 'Rune', 'Saga', 'Shard', 'Shrine'],
  Land: ['Cave', 'Desert', 'Forest', 'Gate', 'Island', 'Lair', 'Locus', 'Mine', 'Mountain', 'Plains', 'Planet', 'Power-Plant', 'Sphere', 'Swamp', 'Tower', 'Town'],
  Planeswalker: ['Ajani', 'Aminatou', 'Angrath', 'Arlinn', 'Ashiok', 'Bahamut', 'Basri', 'Bolas', 'Calix', 'Chandra', 'Comet', 'Dack', 'Dakkon', 'Daretti', 'Davriel', 'Dellian', 'Dihada', 'Domri', 'Dovin', 'Ellywick', 'Elminster', 'Elspeth', 'Estrid', 'Freyalise', 'Garruk', 'Gideon', 'Grist', 'Guff', 'Huatli', 'Jace', 'Jared', 'Jaya', 'Jeska', 'Kaito', 'Karn', 'Kasmina', 'Kaya', 'Kiora', 'Koth', 'Liliana', 'Lolth', 'Lukka', 'Minsc', 'Mordenkainen', 'Nahiri', 'Narset', 'Niko', 'Nissa', 'Nixilis', 'Oko', 'Quintorius', 'Ral', 'Rowan', 'Saheeli', 'Samut', 'Sarkhan', 'Serra', 'Sivitri', 'Sorin', 'Szat', 'Tamiyo', 'Tasha', 'Teferi', 'Teyo', 'Tezzeret', 'Tibalt', 'Tyvar', 'Ugin', 'Urza', 'Venser', 'Vivien', 'Vraska', 'Vronos', 'Will', 'Windgrace', 'Wrenn', 'Xenagos', 'Yanggu', 'Yanling', 'Zariel'],
  /** 205.3k: instants and sorceries share their spell types. */
  Spell: ['Adventure', 'Arcane', 'Lesson', 'Omen', 'Trap'],
  Battle: ['Siege'],
};

/** The basic land types (205.3i, 305.6). */
export const BASIC_LAND_TYPES = ['Forest', 'Island', 'Mountain', 'Plains', 'Swamp'] as const;

/** 205.2a: the card types, by the word that names them. */
export const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'] as const;
/** 110.4a: the card types a permanent may have. */
export const PERMANENT_TYPES: readonly string[] = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
/** 205.4a: the supertypes. */
export const SUPERTYPES = ['Basic', 'Legendary', 'Ongoing', 'Snow', 'World'] as const;

/** English plurals as Oracle text writes them: "Elves", "Allies", "Foxes", "Merfolk", "Plains", "Equipment". */
export function pluralOf(word: string): string {
  const irregular: Record<string, string> = { ox: 'oxen', mouse: 'mice', sorcery: 'sorceries' };
  if (Object.hasOwn(irregular, word)) return irregular[word]!;
  if (/(folk|fish|sheep|kithkin|plains|equipment|djinn)$/.test(word)) return word;
  if (/[^f]f$/.test(word)) return `${word.slice(0, -1)}ves`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

const ALL_SUBTYPES = [...CREATURE_TYPES, ...Object.values(SUBTYPES_OF).flat()];
/** A subtype by its lower-case word, singular ("elf") and plural ("elves"). */
export const SUBTYPE_BY_WORD = new Map<string, string>(ALL_SUBTYPES.map((t) => [t.toLowerCase(), t]));
export const SUBTYPE_BY_PLURAL = new Map<string, string>(ALL_SUBTYPES.map((t) => [pluralOf(t.toLowerCase()), t]));
