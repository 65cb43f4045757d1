// The JSON answers the API and the CLI share (`judge … --json` prints exactly what the
// route returns), kept free of zod and hono so the CLI can build them without loading the
// server. One limit for both: a page holds at most MAX_LIMIT results; `offset` pages on,
// `total` counts the results there are (a search counts them without ranking them all, and
// ranks at most RANKED: its `ranked` says how many, and paging stops there) and `next` is the
// offset of the next page, or null on the last.
import { MAX_LOOKUP } from '../library/library.ts';
import { rankAcross } from '../search/across.ts';
import { MAX_LIMIT as SEARCH_RANKED, readQuery, type ReadQuery, type RulesSearch, type SearchResult, type SearchSource } from '../search/search.ts';
import type { Edition, RuleView } from '../tree/types.ts';

/** The most results one page may hold (`limit`, `--limit`), and how many it holds unless told. */
export const MAX_LIMIT = 50;
export const DEFAULT_LIMIT = 10;
/** The most results a search ranks; `offset + limit` stays within it. */
export const RANKED = SEARCH_RANKED;
/** The most rules a range lists (src/library: a lookup stops there). */
export const LISTED = MAX_LOOKUP;

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
 *  it; anything else (a range, a list) is a list, one page of it at a time. */
export function ruleAnswer(query: string, edition: string, views: RuleView[], at: { offset: number; limit: number } = { offset: 0, limit: DEFAULT_LIMIT }) {
  const [head, ...rest] = views;
  if (rest.every((v) => v.number.startsWith(head.number))) {
    return rest.length ? { ...head, subrules: rest } : head;
  }
  return { query, edition, ...page(views, at.offset, at.limit) };
}

/** The answer to a search (GET /v1/search, `judge search --json`): the cards the query
 *  names as the search read them, when it names any, and a page of results. */
export function searchAnswer(search: RulesSearch, source: SearchSource, query: string | ReadQuery, editions: readonly Edition[], offset: number, limit: number, sel: { edition?: string; lang?: string } = {}) {
  const read = readQuery(query);
  const edition = editions[0]!.id;
  const { cards } = search.understood(read, { edition });
  return {
    query: read.q,
    edition,
    ...(editions.length > 1 ? { editions: editions.map((e) => e.id) } : {}),
    ...(cards.length ? { cards } : {}),
    ...searchPage(search, source, read, editions, offset, limit, sel),
  };
}

/** One page of a search: only the results up to its end are ranked, and `total` is counted
 *  (all of them; `ranked`, at most RANKED, is how far paging goes), so a page costs what it shows, whatever the page size. A language asked
 *  without an edition is kept, so that a rule number reads as the current English rule's. */
export function searchPage(search: RulesSearch, source: SearchSource, query: string | ReadQuery, editions: readonly Edition[], offset: number, limit: number, sel: { edition?: string; lang?: string } = {}): Page<SearchResult> & { ranked: number } {
  const end = Math.min(RANKED, offset + limit);
  const where = sel.lang && !sel.edition ? { lang: sel.lang } : { edition: editions[0]!.id };
  const { results, total, ranked } = rankAcross(search, source, [...editions], query, { ...where, limit: end, snippets: { offset, limit } });
  return { total, ranked, offset, next: end < ranked ? end : null, results: results.slice(offset, end) };
}
