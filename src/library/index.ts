// Opening the rules: build or load the cached editions (./data.ts) and wrap them in the
// library. `createLibrary` is for callers that already hold editions (tests, tools).
import path from 'node:path';
import { dataDirectory, ensureData, type DataOptions } from './data.ts';
import { createLibrary, Library, loadSearch } from './library.ts';
import type { RulesLibrary } from './types.ts';

export { createLibrary, Library, loadSearch };
export type { RulesLibrary };

/** The library over rules/ (and the given folders). Returns the class, which adds a few
 *  helpers to RulesLibrary (such as `suggestWords` for "did you mean"). `search: false`
 *  leaves the search code unloaded (a lookup by number starts faster); searching then
 *  needs `await loadSearch()` first. */
export async function openLibrary(opts: DataOptions & { search?: boolean } = {}): Promise<Library> {
  const [{ editions }] = await Promise.all([ensureData(opts), opts.search === false ? undefined : loadSearch()]);
  return new Library(editions, { historyCache: path.join(dataDirectory(opts), 'history') });
}
