// The trace as data: an entry keeps its message key and arguments, and each language's
// catalog (en.ts, it.ts, pt.ts) turns them into a sentence. Keys and argument types come
// from the English catalog; the other catalogs are typed against it, so a missing or
// mistyped translation is a compile error, not a sentence quietly left in English.
import { en } from './en.ts';

export type Catalog = typeof en;
export type MessageKey = keyof Catalog;
type ArgsOf<K extends MessageKey> = Parameters<Catalog[K]>[0];

/** A piece of text not yet in any language: a catalog key and its arguments. An argument
 *  that is itself a Message (a reason, a zone) is rendered in the same language, and a list
 *  (of names or messages) is joined with commas. */
export interface Message<K extends MessageKey = MessageKey> {
  key: K;
  args: { [P in keyof ArgsOf<K>]: ArgsOf<K>[P] extends string ? Text | Text[] : ArgsOf<K>[P] };
}

/** Text in a trace: a message, or a plain string (card text, a name) that needs no translation. */
export type Text = string | Message;

/** Builds a message; `say('turn.begins', { turn: 2, player: 'Bob' })`. */
export function say<K extends MessageKey>(key: K, args: Message<K>['args']): Message<K> {
  return { key, args };
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).key === 'string' && typeof (value as Message).args === 'object';
}

/** The text in the given catalog (English when the catalog lacks the key: a message from a
 *  newer engine rendered by an older table). */
export function format(text: Text, catalog: Catalog): string {
  if (typeof text === 'string') return text;
  const fn = (catalog[text.key] ?? en[text.key]) as ((args: Record<string, unknown>) => string) | undefined;
  if (!fn) return text.key;
  // Most messages have only plain arguments: they are passed as they are, without a copy.
  let plain = true;
  for (const name in text.args) {
    const value = (text.args as Record<string, unknown>)[name];
    if (typeof value === 'object' && value !== null) plain = false;
  }
  if (plain) return fn(text.args);
  const args: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(text.args))
    args[name] = isMessage(value) ? format(value, catalog) : Array.isArray(value) ? value.map((v) => format(v as Text, catalog)).join(', ') : value;
  return fn(args);
}
