// Predefined tokens (111.10): "create a Treasure token" names a token whose characteristics
// the rules define. A token is offered to the grammar only when the engine reads its
// ability text: a Blood token's discard cost, say, is outside the vocabulary, so "create a
// Blood token" is refused rather than made with an ability the engine cannot use.
import type { Ability } from './ast.ts';

let known: Map<string, PredefinedToken & { abilities: Ability[] }> | undefined;

// The parser reads the tokens' abilities; parse.ts hands it over as it loads, so this file
// does not import the parser that imports it (the grammar entries use this table).
let readAbilities: ((name: string, text: string) => Ability[]) | undefined;
export function useAbilityReader(read: (name: string, text: string) => Ability[]): void {
  readAbilities = read;
  known = undefined;
}

export interface PredefinedToken {
  /** The token's name and subtype (111.4): "Treasure". */
  name: string;
  types: string[];
  /** Its ability as 111.10 quotes it. */
  text: string;
  rule: string;
  /** A double-faced token's back face (111.10i: the Incubator's Phyrexian Token). */
  back?: { name: string; types: string[]; subtypes: string[]; power: number; toughness: number };
}

/** Rule 111.10's noncreature artifact and enchantment tokens that aren't Auras (en-2026-08-07). */
const TABLE: PredefinedToken[] = [
  { name: 'Treasure', types: ['Artifact'], text: '{T}, Sacrifice this token: Add one mana of any color.', rule: '111.10a' },
  { name: 'Food', types: ['Artifact'], text: '{2}, {T}, Sacrifice this token: You gain 3 life.', rule: '111.10b' },
  { name: 'Gold', types: ['Artifact'], text: 'Sacrifice this token: Add one mana of any color.', rule: '111.10c' },
  { name: 'Shard', types: ['Enchantment'], text: '{2}, Sacrifice this token: Scry 1, then draw a card.', rule: '111.10e' },
  { name: 'Clue', types: ['Artifact'], text: '{2}, Sacrifice this token: Draw a card.', rule: '111.10f' },
  { name: 'Blood', types: ['Artifact'], text: '{1}, {T}, Discard a card, Sacrifice this token: Draw a card.', rule: '111.10g' },
  { name: 'Powerstone', types: ['Artifact'], text: "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.", rule: '111.10h' },
  // 111.10i: a double-faced token; "Transform this token" turns it into its back face (701.27a, 712).
  { name: 'Incubator', types: ['Artifact'], text: '{2}: Transform this token.', rule: '111.10i', back: { name: 'Phyrexian Token', types: ['Artifact', 'Creature'], subtypes: ['Phyrexian'], power: 0, toughness: 0 } },
  { name: 'Map', types: ['Artifact'], text: '{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery.', rule: '111.10s' },
  { name: 'Junk', types: ['Artifact'], text: '{T}, Sacrifice this token: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery.', rule: '111.10t' },
  { name: 'Lander', types: ['Artifact'], text: '{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.', rule: '111.10u' },
  { name: 'Mutagen', types: ['Artifact'], text: '{1}, {T}, Sacrifice this token: Put a +1/+1 counter on target creature. Activate only as a sorcery.', rule: '111.10v' },
  { name: 'Vibranium', types: ['Artifact'], text: "Indestructible\n{T}: Add {C}. This mana can't be spent to cast a nonartifact spell.", rule: '111.10w' },
];


/** The predefined tokens whose abilities the grammar reads, by lower-case name (parsed once, on first use). */
export function predefinedTokens(): Map<string, PredefinedToken & { abilities: Ability[] }> {
  if (!known) {
    known = new Map();
    if (!readAbilities) return known;
    for (const t of TABLE) {
      try {
        known.set(t.name.toLowerCase(), { ...t, abilities: readAbilities(t.name, t.text) });
      } catch {
        // Not understood: the token stays outside the vocabulary.
      }
    }
  }
  return known;
}
