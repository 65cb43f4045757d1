// The search over a set of rules: one RulesSearch per source (the library), so that every
// caller — CLI, HTTP API, MCP — shares its index pool. Callers ask here; the library
// answers lookups and lends the search its rules (SearchSource), nothing more.
import { cardTerms, findCards } from './card-terms.ts';
import { RulesSearch, type SearchSource } from './search.ts';

export { RulesSearch, type SearchOptions, type SearchResult, type SearchSource } from './search.ts';
export { documentsSearcher, editionsFor, prepareAcross, searchAcross } from './across.ts';

const searches = new WeakMap<SearchSource, RulesSearch>();

/** The search over these rules (made on first use, then the same one). */
export function searchOf(source: SearchSource): RulesSearch {
  let search = searches.get(source);
  if (!search) searches.set(source, (search = new RulesSearch(source, undefined, { find: findCards, terms: cardTerms })));
  return search;
}
