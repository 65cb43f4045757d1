// The trace's languages: a catalog per language the rules ship in (en, it, pt).
import { en } from './en.ts';
import { it } from './it.ts';
import type { Catalog } from './message.ts';
import { pt } from './pt.ts';

export { say, format, isMessage, type Message, type MessageKey, type Text, type Catalog } from './message.ts';

export const CATALOGS: Record<string, Catalog> = { en, it, pt };

/** The catalog for a language code ("it", "pt-BR"), English when there is none. */
export function catalogFor(lang: string | undefined): Catalog {
  return CATALOGS[(lang ?? 'en').slice(0, 2).toLowerCase()] ?? en;
}
