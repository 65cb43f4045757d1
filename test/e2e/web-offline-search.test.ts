// The browser's offline search and number parsing (src/web/public/search.js), run in Node
// on the compact data the server sends for the real editions.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RulesLibrary } from '../../src/library/types.ts';
import { compactEdition } from '../../src/web/offline-data.ts';
// @ts-expect-error plain browser modules, no type declarations
import { EditionData } from '../../src/web/public/data.js';
// @ts-expect-error plain browser modules, no type declarations
import { parseRuleNumber, searchLocal } from '../../src/web/public/search.js';
import { testLibrary } from '../helpers/library.ts';

let library: RulesLibrary;
const dataFor = (lang: string) => new EditionData(JSON.parse(JSON.stringify(compactEdition(library.resolveEdition({ lang })))));

beforeAll(async () => {
  library = await testLibrary();
});

type Hit = { number: string; snippet: string };

describe('offline search', () => {
  it('reads rule numbers the way judges type them', () => {
    expect(parseRuleNumber('702.19c')).toBe('702.19c');
    expect(parseRuleNumber('CR 702.19 c')).toBe('702.19c');
    expect(parseRuleNumber('r601.2')).toBe('601.2');
    expect(parseRuleNumber('7')).toBe('7');
    expect(parseRuleNumber('trample')).toBeNull();
    expect(parseRuleNumber('20')).toBeNull();
  });

  it('finds English rules by word prefixes, titles first, with matches marked', () => {
    const hits: Hit[] = searchLocal(dataFor('en'), 'trample');
    expect(hits[0]!.number).toBe('702.19');
    expect(hits.some((h) => /«trample»/i.test(h.snippet))).toBe(true);
    // An inflected word still finds its relatives ("blocked" → "blocking", "blocker").
    const blocked: Hit[] = searchLocal(dataFor('en'), 'trample blocked');
    expect(blocked.slice(0, 5).some((h) => h.number.startsWith('702.19'))).toBe(true);
  });

  it('searches the Italian edition with accents folded', () => {
    const hits: Hit[] = searchLocal(dataFor('it'), 'travolgere');
    expect(hits[0]!.number).toBe('702.19');
    expect(searchLocal(dataFor('it'), 'abilita statica').length).toBeGreaterThan(0);
  });

  it('keeps the best partial matches when no paragraph has every word', () => {
    const hits: Hit[] = searchLocal(dataFor('en'), 'lifelink zzzzqqq');
    expect(hits.length).toBeGreaterThan(0);
    expect(hits[0]!.number).toMatch(/^702\.15/);
  });

  it('computes cited-by from the references in the data', () => {
    const data = dataFor('en');
    expect(data.citedBy.get('702.19b')).toContain('702.19c');
    expect(data.previous('702.19c')).toBe('702.19b');
    expect(data.ancestors('702.19c')).toEqual(['7', '702', '702.19']);
  });
});
