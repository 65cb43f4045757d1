// Matchings are computed once per pair of release texts and kept in data/history/, named by
// both texts' sha256, the matcher's version and the sha256 of the pins for that pair: a changed input
// gets a new file, an unchanged one is read back in a few milliseconds.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MATCH_VERSION, type ReleaseMatch } from './match.ts';

/** What names one matching: both texts, the matcher's version and the pair's pins. The
 *  shipped matchings (rules/releases/) are keyed the same way. */
export function matchKey(shaFrom: string, shaTo: string, pinsSha: string): string {
  return `${shaFrom.slice(0, 16)}-${shaTo.slice(0, 16)}.m${MATCH_VERSION}.p${pinsSha.slice(0, 8)}`;
}

export function cacheFile(dir: string, key: string): string {
  return path.join(dir, `${key}.json`);
}

export function readCached(file: string): ReleaseMatch | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReleaseMatch;
  } catch {
    return null; // absent or unreadable: computed again
  }
}

export function writeCached(file: string, match: ReleaseMatch): void {
  try {
    mkdirSync(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(match));
    renameSync(tmp, file); // atomic: parallel test workers never read half a file
  } catch {
    // A read-only data folder only costs the next start the computation.
  }
}
