// The words a described permanent's types are written with — "a 1/1 Thopter artifact creature
// token", "except it's an Illusion in addition to its other types" — read alike by token
// descriptions (token-grammar.ts) and copy exceptions (copy-exceptions.ts).
import { CREATURE_TYPES } from './creature-types.ts';
import { oneOf, token, type Parser } from './grammar.ts';
import { SUBTYPE_BY_WORD, SUBTYPES_OF } from './subtypes.ts';

/** The card types a permanent can be given by such a description (111.4, 205.2a). */
export const permanentCardType = oneOf<string>([['artifact', 'Artifact'], ['enchantment', 'Enchantment'], ['creature', 'Creature'], ['land', 'Land']]);

/** A subtype, by any word Oracle text writes it with ("Elf", "Elves"). */
export const subtypeWord: Parser<string> = token((t) => (t.k === 'word' ? (SUBTYPE_BY_WORD.get(t.raw) ?? null) : null));

const CREATURE_TYPE_SET = new Set<string>(CREATURE_TYPES);

/** 205.3d: a subtype goes with its own card type ("Thopter artifact creature", "Equipment artifact", "Forest land"). */
export const subtypeFits = (subtype: string, types: readonly string[]): boolean =>
  types.some((t) => (t === 'Creature' ? CREATURE_TYPE_SET.has(subtype) : (SUBTYPES_OF[t] ?? []).includes(subtype)));
