// Runs once before the whole test suite: ingest rules/ and ../shared/cr-en into data/ so
// that every test file (in its own worker) loads cached editions instead of re-parsing.
import { openLibrary } from '../src/library/index.ts';
import { ensureData } from '../src/library/data.ts';
import { CR_EN } from './helpers/paths.ts';

export default async function setup(): Promise<void> {
  const { failures } = await ensureData({ rulesDirs: [CR_EN] });
  if (failures.length) throw new Error(`ingest failed: ${failures.map((f) => f.message).join('; ')}`);
  // The matchings between consecutive releases (data/history), once, before the workers need them.
  (await openLibrary({ rulesDirs: [CR_EN] })).chain.buildAll();
}
