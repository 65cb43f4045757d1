import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../src/library/data.ts';
import { writeAtomicallySync } from '../../src/library/edition-cache.ts';
import { readManifest, releaseBytes } from '../../src/library/shipped.ts';

/** The official English releases as the package ships them (rules/releases/), unpacked
 *  into data/ for the tests that read a release as a file. */
export const CR_EN = path.join(REPO_ROOT, 'data', 'test-releases');
export const RULES = path.join(REPO_ROOT, 'rules');
export const IT_RULES = path.join(RULES, 'it-regole-complete-2020-07-03.txt');
export const PT_RULES = path.join(RULES, 'pt-regras-completas-classic.txt');

/** The shipped releases: their file names (archive dates) in the order they ship. */
export function shippedReleaseNames(): string[] {
  return readManifest()!.releases.map((r) => r.name);
}

/** Writes the shipped releases into CR_EN (once; each file whole or not at all). */
export function unpackReleases(): string {
  mkdirSync(CR_EN, { recursive: true });
  for (const r of readManifest()!.releases) {
    const file = path.join(CR_EN, r.name);
    if (!existsSync(file)) writeAtomicallySync(file, releaseBytes(r));
  }
  return CR_EN;
}

/** One shipped release as a file, by its archive name ("2026-08-07.txt"). */
export const enRelease = (file: string) => path.join(unpackReleases(), file);
