// The search over a set of rules: one RulesSearch per source (the library), so that every
// caller — CLI, HTTP API, MCP — shares its index pool. Callers ask here; the library
// answers lookups and lends the search its rules (SearchSource) and a folder to save its
// indexes in, nothing more.
import { findCards } from './card-find.ts';
import { cardIndex } from './card-index.ts';
import { cardTerms } from './card-terms.ts';
import { IndexPool } from './index-pool.ts';
import { IndexStore } from './index-store.ts';
import { RulesSearch, type SearchSource } from './search.ts';

export { readQuery, RulesSearch, type Ranked, type ReadQuery, type SearchOptions, type SearchResult, type SearchSource } from './search.ts';
export { documentsSearcher, editionsFor, prepareAcross, rankAcross, searchAcross } from './across.ts';

const searches = new WeakMap<SearchSource, RulesSearch>();

/** The search over these rules (made on first use, then the same one). */
export function searchOf(source: SearchSource): RulesSearch {
  let search = searches.get(source);
  if (!search) {
    const pool = new IndexPool(undefined, source.searchCache ? new IndexStore(source.searchCache) : undefined);
    searches.set(source, (search = new RulesSearch(source, pool, { find: (q, guards) => findCards(q, cardIndex(source.searchCache), guards), terms: cardTerms })));
  }
  return search;
}

/** Builds and saves what a search loads — the default editions' indexes and the card
 *  names — when they are not saved yet (`judge ingest`); returns how many indexes it built. */
export function prepareSearch(source: SearchSource): number {
  const search = searchOf(source);
  const before = search.indexes.builds;
  for (const edition of source.defaultEditions()) search.indexes.get(edition);
  cardIndex(source.searchCache);
  return search.indexes.builds - before;
}
