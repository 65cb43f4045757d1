// Opening the rules: build or load the cached editions (./data.ts) and wrap them in the
// library. `createLibrary` is for callers that already hold editions (tests, tools).
import { ensureData, type DataOptions } from './data.ts';
import { createLibrary } from './library.ts';
import type { RulesLibrary } from './types.ts';

export { createLibrary };
export type { RulesLibrary };

export async function openLibrary(opts: DataOptions = {}): Promise<RulesLibrary> {
  const { editions } = await ensureData(opts);
  return createLibrary(editions);
}
