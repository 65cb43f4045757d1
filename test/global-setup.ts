// Runs once before the whole test suite: parse what the package ships (rules/ and every
// release in rules/releases/) into data/, so that every test file (in its own worker) reads
// cached editions instead of parsing, and unpack the releases for the tests that read one
// as a file. Nothing here reads outside the project: a fresh clone has all it needs.
import { ensureData } from '../src/library/data.ts';
import { openLibrary } from '../src/library/index.ts';
import { unpackReleases } from './helpers/paths.ts';

export default async function setup(): Promise<void> {
  unpackReleases();
  const { failures } = await ensureData();
  if (failures.length) throw new Error(`ingest failed: ${failures.map((f) => f.message).join('; ')}`);
  const library = await openLibrary();
  const { failed } = await library.prepareAll(); // every shipped release, in a worker thread
  if (failed.length) throw new Error(`ingest failed: ${failed.map((f) => f.message).join('; ')}`);
}
