// One understood wording = one entry: its grammar, how it reads for a user, and its fixtures
// (a line of Oracle text and what it must parse to). test/engine-oracle-entries.test.ts runs
// every fixture; the list shown when a line is not understood is made from `wording`.
import type { Parser } from './grammar.ts';

export interface Fixture {
  /** One line of Oracle text, as printed on a card named "Test Card". */
  text: string;
  /** Read as an instant or sorcery's text (spell abilities) rather than a permanent's. */
  spell?: boolean;
  /** What the line must parse to (compared as a subset: the fields named must match). */
  abilities: unknown[];
}

export interface Entry<T> {
  /** Stable id: the entry's kind and a short name ("effect/damage"). */
  id: string;
  /** The wording as a user would read it, with CARDNAME, N, KEYWORD… for the variable parts. */
  wording: string;
  parse: Parser<T>;
  fixtures: Fixture[];
}

/** A fixture: a permanent's line of Oracle text and the abilities it must parse to (every entry file's shorthand). */
export const line = (text: string, ...abilities: unknown[]): Fixture => ({ text, abilities });

/** A fixture read as an instant or sorcery's text. */
export const spellLine = (text: string, ...abilities: unknown[]): Fixture => ({ text, spell: true, abilities });

/** A trigger entry's fixture: the trigger condition followed by ", draw a card." */
export const triggerFixture = (text: string, trigger: unknown): Fixture => ({
  text: `${text}, draw a card.`,
  abilities: [{ kind: 'triggered', trigger, effects: [{ type: 'draw', amount: 1 }] }],
});
