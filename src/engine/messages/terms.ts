// Messages for the small terms several parts of the engine narrate the same way: a list of
// colours, a type line. Built here once so each language's catalog words them.
import type { Filter, TargetSpec } from '../oracle/vocabulary.ts';
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

/** A land type with its article ("an Island", "un'Isola", "uma Ilha"), or in the plural ("Islands", "Isole"). */
export function landTypeMessage(landType: string, plural = false): Message<'term.landType'> {
  return say('term.landType', { landType, plural });
}

/** How a filter is said: `you` names the player "you" stands for (a message about someone
 *  else's object); `cards` says it as cards a search or cost looks for, `count` of them (`upTo`:
 *  or fewer); `article`: with "a"/"an" in front. */
export interface FilterSaying {
  you?: string;
  cards?: boolean;
  count?: number | 'any';
  upTo?: boolean;
  article?: boolean;
}

/** A Filter said in the reader's language ("a creature an opponent controls", "una creatura
 *  controllata da un avversario"): each catalog's `term.filter` words it. */
export function filterMessage(filter: Filter, how: FilterSaying = {}): Message<'term.filter'> {
  return say('term.filter', { filter, ...how });
}

/** What a target may be, with its article: "a creature or player", "una creatura o giocatore". */
export function targetMessage(spec: TargetSpec): Message<'term.target'> {
  return say('term.target', { spec });
}
