// Issue 14, ingest: no bad file can hide a good one. A rules folder with a dangling link,
// a link loop, a truncated UTF-16 text and a text whose line breaks were flattened still
// yields the real edition under its own id; broken cache files are re-parsed, leftover
// temp files removed, and two texts of one edition resolve to the more complete one.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARSER_VERSION } from '../src/ingest/version.ts';
import { ensureData, type DataResult } from '../src/library/data.ts';
import { enRelease } from './helpers/paths.ts';

const REAL = enRelease('2026-08-07.txt');
let root: string;
let rulesDir: string;
let dataDir: string;
let realBytes: Buffer;
let result: DataResult;

const cacheName = (bytes: Uint8Array) => `${createHash('sha256').update(bytes).digest('hex')}.v${PARSER_VERSION}.json`;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'judge-ingest-'));
  rulesDir = path.join(root, 'rules');
  dataDir = path.join(root, 'data');
  await mkdir(rulesDir);
  await mkdir(path.join(dataDir, 'cache'), { recursive: true });
  realBytes = await readFile(REAL);
  await writeFile(path.join(rulesDir, 'en-2026-08-07.txt'), realBytes);
  // The real text is already parsed by the global setup: start from its cache entry, but
  // damaged — a cache file holding `null` used to drop its edition on every run.
  await writeFile(path.join(dataDir, 'cache', cacheName(realBytes)), 'null');
  // Its line breaks flattened: used to take the id en-2026-08-07 with 0 rules.
  await writeFile(path.join(rulesDir, 'en-flattened.txt'), realBytes.toString('utf8').replace(/\r?\n/g, ' '));
  // A UTF-16 text cut at 60% (at an even byte): used to be accepted with 97 of 144 rules.
  const utf16 = await readFile(enRelease('2016-09-30.txt'));
  await writeFile(path.join(rulesDir, 'en-2016-truncated.txt'), utf16.subarray(0, Math.floor((utf16.length * 0.6) / 2) * 2));
  await symlink(path.join(rulesDir, 'nowhere.txt'), path.join(rulesDir, 'dangling.txt'));
  await symlink(path.join(rulesDir, 'loop-b.txt'), path.join(rulesDir, 'loop-a.txt'));
  await symlink(path.join(rulesDir, 'loop-a.txt'), path.join(rulesDir, 'loop-b.txt'));
  // What a killed ingest leaves: a temp file of a process that no longer runs.
  await writeFile(path.join(dataDir, 'cache', `${cacheName(realBytes)}.999999999.tmp`), '{"id":');
  result = await ensureData({ rulesDirs: [rulesDir], noDefaults: true, dataDir });
}, 120_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const failureOf = (file: string) => result.failures.find((f) => f.file.endsWith(file))?.message;

describe('a rules folder with bad entries', () => {
  it('still yields the real edition, under its own id', () => {
    expect(result.editions.map((e) => e.id)).toEqual(['en-2026-08-07']);
    expect(result.editions[0].counts.rules).toBe(147);
  });

  it('reports the dangling link and the link loop and skips them', () => {
    expect(failureOf('dangling.txt')).toMatch(/dangling\.txt: a link to nothing; skipped/);
    expect(failureOf('loop-a.txt')).toMatch(/loop-a\.txt: a link loop; skipped/);
  });

  it('reports the flattened text as damaged', () => {
    expect(failureOf('en-flattened.txt')).toMatch(/damaged, not loaded: .*(no numbered rules|missing from the text)/);
  });

  it('reports the truncated UTF-16 text as damaged', () => {
    expect(failureOf('en-2016-truncated.txt')).toMatch(/damaged, not loaded: .*(missing from the text|glossary)/);
  });
});

describe('the cache', () => {
  it('re-parses a cache file holding null and writes a whole one', async () => {
    const cached = JSON.parse(await readFile(path.join(dataDir, 'cache', cacheName(realBytes)), 'utf8'));
    expect(cached.id).toBe('en-2026-08-07');
  });

  it('removes temp files of ingests that no longer run, and keeps those of running ones', async () => {
    expect((await readdir(path.join(dataDir, 'cache'))).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const mine = path.join(dataDir, 'cache', `x.v${PARSER_VERSION}.json.${process.pid}.tmp`);
    await writeFile(mine, '');
    await ensureData({ rulesDirs: [rulesDir], noDefaults: true, dataDir });
    expect(await readdir(path.join(dataDir, 'cache'))).toContain(path.basename(mine));
  });
});

describe('two texts of one edition', () => {
  it('resolve to the more complete one, with a report line for the other', async () => {
    const dir = path.join(root, 'dupes');
    await mkdir(dir);
    await copyFile(REAL, path.join(dir, 'a-complete.txt'));
    // The same text less its last glossary entry's paragraph: still plausible, less complete.
    const text = realBytes.toString('utf8');
    const credits = text.lastIndexOf('\nCredits');
    const lastEntry = text.lastIndexOf('\n\n', text.lastIndexOf('\n\n', credits - 4) - 1);
    await writeFile(path.join(dir, 'b-partial.txt'), text.slice(0, lastEntry) + text.slice(text.lastIndexOf('\n\n', credits - 4)));
    const dupes = await ensureData({ rulesDirs: [dir], noDefaults: true, dataDir });
    expect(dupes.editions.map((e) => [e.id, path.basename(e.source.file)])).toEqual([['en-2026-08-07', 'a-complete.txt']]);
    expect(dupes.duplicates).toHaveLength(1);
    expect(dupes.duplicates[0].message).toMatch(/b-partial\.txt: holds en-2026-08-07 like .*a-complete\.txt, which is more complete/);
  }, 60_000);
});
