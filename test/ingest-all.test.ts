// The whole corpus: 44 English releases and both shipped rulebooks, parsed with nothing lost.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alignEditions } from '../src/ingest/align.ts';
import { decode } from '../src/ingest/decode.ts';
import { ensureData } from '../src/library/data.ts';
import { CR_EN } from './helpers/paths.ts';

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** The effective date as the header line states it, read independently of the parser. */
function headerDate(file: string): string {
  const text = decode(readFileSync(file)).text.slice(0, 2000);
  const m = /(?:effective|current) as of (\w+) (\d+), (\d{4})/i.exec(text)!;
  return `${m[3]}-${String(MONTHS.indexOf(m[1]!.toLowerCase()) + 1).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`;
}

describe('ingesting every file given here', async () => {
  const { editions, failures } = await ensureData({ rulesDirs: [CR_EN] });
  const english = readdirSync(CR_EN).filter((f) => f.endsWith('.txt'));

  it('ingests 44 English releases plus the Italian and Portuguese rulebooks, none failing', () => {
    expect(english).toHaveLength(44);
    expect(failures).toEqual([]);
    expect(editions.filter((e) => e.lang === 'en' && e.kind !== 'policy')).toHaveLength(44);
    expect(editions.map((e) => e.id)).toEqual(expect.arrayContaining(['it-2020-07-03', 'pt-classic', 'en-2026-08-07', 'en-2003-03-15']));
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
    for (const e of editions.filter((x) => x.numbering === 'modern' && x.lang === 'en' && x.effectiveDate! >= '2009')) {
      expect([e.id, e.counts.sections]).toEqual([e.id, 9]);
      expect(e.counts.glossary).toBeGreaterThan(300);
      expect(e.counts.references).toBeGreaterThan(1000);
      expect(e.counts.unresolved / e.counts.references).toBeLessThan(0.01);
    }
  });

  it('aligns every English release with the next one', () => {
    const en = editions.filter((e) => e.lang === 'en' && e.kind !== 'policy').sort((a, b) => a.effectiveDate!.localeCompare(b.effectiveDate!));
    for (let i = 0; i + 1 < en.length; i++) {
      const a = alignEditions(en[i]!, en[i + 1]!);
      const share = a.pairs.length / (a.pairs.length + a.unmatchedFrom.length);
      // The 2009 (Magic 2010) overhaul renumbered much of the rules; otherwise a step of up to a
      // year keeps 95% of the numbers, a longer one (2003→2008, 2017→2020) 85%.
      const years = (Date.parse(en[i + 1]!.effectiveDate!) - Date.parse(en[i]!.effectiveDate!)) / 3.15e10;
      const floor = a.to === 'en-2013-05-01' ? 0.2 : years > 1 ? 0.85 : 0.95;
      expect([a.from, a.to, share >= floor]).toEqual([a.from, a.to, true]);
    }
  });

  it('records how each file was encoded', () => {
    const encodings = new Set(editions.map((e) => `${e.source.encoding}/${e.source.lineEndings}`));
    for (const enc of ['utf-8-bom', 'utf-16le', 'utf-16be', 'windows-1252']) expect([...encodings].some((x) => x.startsWith(enc))).toBe(true);
    expect([...encodings].some((x) => x.endsWith('/mixed'))).toBe(true);
  });
});
