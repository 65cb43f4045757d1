// Opening the rules: build or load the cached editions (./data.ts) and wrap them in the
// library. `createLibrary` is for callers that already hold editions (tests, tools).
import path from 'node:path';
import { dataDirectory, ensureData, type DataOptions } from './data.ts';
import { createLibrary, Library } from './library.ts';
import { parseInBackground } from './parse-client.ts';
import { SHIPPED_DIR, shippedIdentity } from './shipped.ts';
import type { RulesLibrary } from './types.ts';

export { createLibrary, Library };
export type { RulesLibrary };

/** The library over rules/ (and the given folders). Returns the class, which adds a few
 *  helpers to RulesLibrary. Queries go to src/search: `searchOf(library)`. */
export async function openLibrary(opts: DataOptions = {}): Promise<Library> {
  const { editions, shipped, cache } = await ensureData(opts);
  const dataDir = dataDirectory(opts);
  const shippedDir = opts.shippedDir ?? (opts.noDefaults ? undefined : SHIPPED_DIR);
  return new Library(editions, {
    historyCache: path.join(dataDir, 'history'),
    searchCache: path.join(dataDir, 'search'),
    ...(shippedDir ? { identity: () => shippedIdentity(shippedDir) } : {}),
    // Parsing ahead is for the cache: with none to write, a release is parsed when asked for.
    prepare: async (signal) =>
      cache.writable ? parseInBackground(shipped.filter((s) => !s.isCached()).map(({ release, dir, display, cached }) => ({ release, dir, display, cached })), signal) : { parsed: 0, failed: [] },
  });
}
