// The whole corpus: every English release the package ships (rules/releases/) and the
// rulebooks in rules/, parsed with nothing lost.
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alignEditions } from '../src/ingest/align.ts';
import { decode } from '../src/ingest/decode.ts';
import { ensureData } from '../src/library/data.ts';
import { openLibrary } from '../src/library/index.ts';
import { PARSER_VERSION } from '../src/ingest/version.ts';
import { readManifest } from '../src/library/shipped.ts';
import { withoutTree } from '../src/library/edition-cache.ts';
import { CR_EN, shippedReleaseNames } from './helpers/paths.ts';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The effective date as the header line states it, read independently of the parser. */
function headerDate(file: string): string {
  const text = decode(readFileSync(file)).text.slice(0, 2000);
  const m = /(?:effective|current) as of (\w+) (\d+), (\d{4})/i.exec(text)!;
  return `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

describe('ingesting every rules text the package ships', async () => {
  const { editions, failures } = await ensureData();
  // The trees: every release parsed (test/global-setup.ts cached them).
  for (const e of editions) void e.root;
  const english = shippedReleaseNames();

  it('ingests every shipped English release (over 100, 2003 to 2026) plus the Italian and Portuguese rulebooks, none failing', () => {
    expect(english.length).toBeGreaterThanOrEqual(100);
    expect(readdirSync(CR_EN).filter((f) => f.endsWith('.txt'))).toEqual(expect.arrayContaining(english));
    expect(failures).toEqual([]);
    expect(editions.filter((e) => e.lang === 'en' && e.kind !== 'policy')).toHaveLength(english.length);
    expect(editions.map((e) => e.id)).toEqual(expect.arrayContaining(['it-2020-07-03', 'pt-classic', 'en-2026-08-07', 'en-2003-03-15']));
  });

  it('ships a manifest made by the current parser, holding what parsing each release gives', () => {
    const manifest = readManifest()!;
    expect(manifest.parserVersion, 'run `npm run build:releases` after changing the parser').toBe(PARSER_VERSION);
    for (const r of manifest.releases) {
      const parsed = editions.find((e) => e.source.sha256 === r.sha256)!;
      expect({ ...withoutTree(parsed), source: { ...parsed.source, file: '' } }).toEqual({ ...r.meta, source: { ...r.meta.source, file: '' } });
    }
  });

  it('lists them all at a first start, parsing only the rulebooks and the English releases the translations are paired with', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'judge-first-start-'));
    try {
      const library = await openLibrary({ dataDir });
      expect(library.editions().filter((e) => e.lang === 'en' && e.kind !== 'policy')).toHaveLength(english.length);
      const trees = readdirSync(path.join(dataDir, 'cache')).filter((f) => /^[0-9a-f]{64}\.v\d+\.json$/.test(f));
      // en-2026-08-07, it-2020-07-03, pt-classic, the MTR and the IPG; en-2020-07-03, en-2003-03-15
      expect(trees).toHaveLength(7);
      // An older release is parsed when asked for (in a worker thread), and cached.
      expect(library.rule('702.15b', { edition: 'en-2013-05-01' }).text).toMatch(/protection/i);
      expect(readdirSync(path.join(dataDir, 'cache')).filter((f) => /^[0-9a-f]{64}\.v\d+\.json$/.test(f))).toHaveLength(8);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps every non-whitespace character of every source in exactly one node (coverage 1.0)', () => {
    for (const e of editions) expect([e.id, e.coverage]).toEqual([e.id, 1]);
  });

  it('takes each effective date from the header line, not the file name', () => {
    for (const file of english) {
      // Matched by content: the latest release also ships in rules/, and one file read twice is one edition.
      const sha = createHash('sha256').update(readFileSync(path.join(CR_EN, file))).digest('hex');
      const edition = editions.find((e) => e.source.sha256 === sha)!;
      expect(edition.id).toBe(`en-${headerDate(path.join(CR_EN, file))}`);
    }
    // File names are archive dates: the 2013-04-29 file is the release effective May 1, 2013.
    expect(editions.find((e) => e.source.file.endsWith('2013-04-29.txt'))!.effectiveDate).toBe('2013-05-01');
  });

  it('gives every modern edition its nine sections, a glossary and resolvable references', () => {
    // Section 9 (casual variants) came with the Zendikar release of September 2009.
    for (const e of editions.filter((x) => x.lang === 'en' && x.kind !== 'policy' && x.effectiveDate! >= '2009-09-04')) {
      expect([e.id, e.counts.sections]).toEqual([e.id, 9]);
      // The archived text of February 2013 stops in the glossary's "A" entries, as published.
      if (e.id !== 'en-2013-02-01') expect([e.id, e.counts.glossary > 300]).toEqual([e.id, true]);
      expect([e.id, e.counts.references > 900 || e.id === 'en-2013-02-01']).toEqual([e.id, true]);
      expect(e.counts.unresolved / e.counts.references).toBeLessThan(0.01);
    }
  });

  it('aligns every English release with the next one', () => {
    const en = editions.filter((e) => e.lang === 'en' && e.kind !== 'policy').sort((a, b) => a.effectiveDate!.localeCompare(b.effectiveDate!));
    const shares: number[] = [];
    for (let i = 0; i + 1 < en.length; i++) {
      const a = alignEditions(en[i]!, en[i + 1]!);
      const share = a.pairs.length / (a.pairs.length + a.unmatchedFrom.length);
      // The Magic 2010 overhaul (July 2009) renumbered most of the rules; otherwise a release
      // keeps at least 85% of the numbers (the first ones of 2003 and 2009 moved most).
      const floor = a.to === 'en-2009-07-11' ? 0.2 : 0.85;
      expect([a.from, a.to, share >= floor]).toEqual([a.from, a.to, true]);
      shares.push(share);
    }
    // …and nearly every release at least 95%.
    expect(shares.filter((s) => s >= 0.95).length / shares.length).toBeGreaterThan(0.95);
  });

  it('records how each file was encoded', () => {
    const encodings = new Set(editions.map((e) => `${e.source.encoding}/${e.source.lineEndings}`));
    for (const enc of ['utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252']) expect([...encodings].some((x) => x.startsWith(enc))).toBe(true);
    expect([...encodings].some((x) => x.endsWith('/mixed'))).toBe(true);
  });
});
