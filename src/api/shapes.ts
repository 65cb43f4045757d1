// The JSON answers the API and the CLI share (`judge … --json` prints exactly what the
// route returns), kept free of zod and hono so the CLI can build them without loading the
// server. One limit for both: a page holds at most MAX_LIMIT results; `offset` pages on,
// `total` counts what the search ranked (at most RANKED) and `next` is the offset of the
// next page, or null on the last.
import type { RuleView } from '../tree/types.ts';

/** The most results one page may hold (`limit`, `--limit`). */
export const MAX_LIMIT = 50;
/** The most results a search ranks; `offset + limit` stays within it. */
export const RANKED = 100;

export interface Page<T> {
  total: number;
  offset: number;
  next: number | null;
  results: T[];
}

/** One page of a ranked list. */
export function page<T>(all: T[], offset: number, limit: number): Page<T> {
  const end = offset + limit;
  return { total: all.length, offset, next: end < all.length ? end : null, results: all.slice(offset, end) };
}

/** /v1/rules/{number}: a rule asked by its own number comes back with its descendants after
 *  it; anything else (a range, a list) is a plain list. */
export function ruleAnswer(query: string, edition: string, views: RuleView[]) {
  const [head, ...rest] = views;
  if (rest.every((v) => v.number.startsWith(head.number))) {
    return rest.length ? { ...head, subrules: rest } : head;
  }
  return { query, edition, rules: views };
}
