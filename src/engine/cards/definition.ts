// What a card is before it is anywhere: the printed characteristics a scenario or the
// built-in library gives for a name. The engine derives everything else (colors from the
// cost, abilities from the text) each time it needs them.

export interface CardDefinition {
  /** The type line as printed: "Legendary Creature — Elf Druid", "Instant", "Basic Land — Forest". */
  type: string;
  /** Mana cost in braces: "{1}{G}". Absent for lands and tokens. */
  cost?: string;
  /** Printed power/toughness: "2/2" (may use "*"). */
  pt?: string;
  /** Printed loyalty (306.5a); "X" for a planeswalker with {X} in its cost, which enters with the X paid (107.3m). */
  loyalty?: number | 'X';
  /** Oracle-style rules text, one ability per line; "" when the card has none. */
  text: string;
  /** Only for cards whose colors do not follow from their cost (tokens, Ghostfire-like cards). */
  colors?: string[];
  /** the back face of a transforming double-faced card (712.2), with its name. */
  back?: CardDefinition & { name: string };
  /** this is the back face of that card's front face, refused alone. */
  backFaceOf?: string;
  /** The card's other faces (a split card's halves, a flip card's flipped half, an Adventure, an
   *  Omen), each with its name; for a split card the definition's own fields are unused (709.4). */
  faces?: { layout: 'split' | 'flip' | 'adventure' | 'omen'; list: Array<CardDefinition & { name: string }> };
  /** Why the engine can't play this card (a layout it doesn't model, text the pool lacks): naming it is refused. */
  unsupported?: string;
}
