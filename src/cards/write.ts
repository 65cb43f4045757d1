// Writing the card store under data/ atomically: the new file is written beside the old one
// and renamed over it, so a failed or interrupted import leaves the previous store in place.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { cardsDataFile, type StoreFile } from './store.ts';
import type { OracleCard } from './types.ts';

const gzipAsync = promisify(gzip);

export async function writeCardStore(cards: OracleCard[], source: string, file = cardsDataFile()): Promise<string> {
  const content: StoreFile = { format: 'judge-cards/1', source, imported: new Date().toISOString(), cards };
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, await gzipAsync(JSON.stringify(content)));
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
  return file;
}
