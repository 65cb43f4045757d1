// A rule read from its section file alone (src/library/sections.ts) must be the very rule
// the whole edition gives: same text, subrules, place (previous/next across section
// boundaries), what cites it and the Italian beside it — for every number of the shipped
// English rules. And only the sections are read: the whole trees stay unparsed.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ensureData } from '../src/library/data.ts';
import { Library } from '../src/library/index.ts';
import { IT_RULES, RULES } from './helpers/paths.ts';

let dataDir: string;
let bySection: Library;
let whole: Library;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'judge-sections-'));
  const opts = { rulesDirs: [path.join(RULES, 'en-comprehensive-rules-2026-08-07.txt'), IT_RULES].map(path.dirname), noDefaults: true, dataDir };
  await ensureData(opts); // parses, and writes the section files
  bySection = new Library((await ensureData(opts)).editions);
  whole = new Library((await ensureData(opts)).editions);
  whole.toc({ lang: 'en' }); // builds both editions whole
  whole.toc({ lang: 'it' });
}, 60_000);

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('writes one file per section beside each modern edition', async () => {
  const files = await readdir(path.join(dataDir, 'cache'));
  expect(files.filter((f) => /\.s[1-9]\.json$/.test(f))).toHaveLength(18); // English and Italian, sections 1–9
});

it('answers every English rule from its section exactly as from the whole edition', () => {
  const editionOf = (lib: Library) => lib.allEditions().find((e) => e.lang === 'en')!;
  // Reading `root` would load the tree: the section path must not have needed it.
  expect(Object.getOwnPropertyDescriptor(editionOf(bySection), 'root')!.get).toBeDefined();
  // Every section, and every rule below each with its subrules (section boundaries included).
  const sections = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
  const all = sections.flatMap((s) => whole.lookup(s).flatMap((v) => whole.lookup(v.number).map((w) => w.number)));
  expect(all.length).toBeGreaterThan(3000);
  for (const n of [...sections, ...all]) expect(bySection.lookup(n), n).toEqual(whole.lookup(n));
  expect(Object.getOwnPropertyDescriptor(editionOf(bySection), 'root')!.get).toBeDefined();
  // A number no section holds is answered by the whole edition, with its "did you mean".
  expect(() => bySection.lookup('199.9')).toThrow(/^rule 199\.9 is not in en-2026-08-07$/);
});
