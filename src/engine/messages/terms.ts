// Messages for the small terms several parts of the engine narrate the same way: a list of
// colours, a type line. Built here once so each language's catalog words them.
import { say, type Message, type Text } from './message.ts';

/** "A", "A and B", "A, B and C". */
export function andList(items: readonly Text[]): Text {
  return items.length > 1 ? say('term.and', { items: items.slice(0, -1), last: items.at(-1)! }) : (items[0] ?? '');
}

/** "white", "white and black", "colorless" (105.1, 105.2). */
export function colorsMessage(colors: readonly string[]): Text {
  return colors.length ? andList(colors.map((color) => say('term.color', { color }))) : say('term.colorless', {});
}

/** Card types and subtypes as a type line says them: "Creature Frog" (205). `lower`: the
 *  card types in lower case, as in the middle of an English sentence ("also a creature Frog"). */
export function typeLineMessage(types: readonly string[], subtypes: readonly string[], lower = false): Message {
  return say('term.typeLine', { types: types.join(' '), subtypes: subtypes.join(' '), lower });
}
