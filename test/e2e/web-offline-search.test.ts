// The browser's offline search and number parsing (src/web/public/search.js), run in Node
// on the compact data the server sends for the real editions: the offline search is the
// server's search (the bundled src/search), and answers as the server does.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RulesLibrary } from '../../src/library/types.ts';
import { compactEdition } from '../../src/web/offline-data.ts';
// @ts-expect-error plain browser modules, no type declarations
import { EditionData } from '../../src/web/public/data.js';
// @ts-expect-error plain browser modules, no type declarations
import { parseRuleNumber, searchLocal } from '../../src/web/public/search.js';
import { searchOf } from '../../src/search/index.ts';
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

  // The same search as the server's (src/search bundled into search-engine.js): the same
  // results, scores and snippets for queries in the edition's language.
  const same: Array<[string, string]> = [
    ['danno letale', 'it'],
    ['deathtuch', 'en'],
    ['trample deathtouch', 'en'],
    ['how many cards in hand', 'en'],
    ['Multi-target spells and "fizzling"', 'en'],
    ['section 7', 'en'],
    ['combat damage step', 'en'],
    ['travolgere', 'it'],
    ['atropelar', 'pt'],
    ['summoning sick', 'en'],
    ['lifelink zzzzqqq', 'en'],
  ];
  it.each(same)('answers %j in %s as the server does', async (q, lang) => {
    const data = dataFor(lang);
    const offline: Hit[] = await searchLocal(data, q, 10);
    const server = searchOf(library).search(q, { edition: data.id, limit: 10 });
    expect(offline.length).toBeGreaterThan(0);
    expect(offline).toEqual(server);
  });

  it('finds what the simple local index missed: "danno letale" and the typo "deathtuch"', async () => {
    expect((await searchLocal(dataFor('it'), 'danno letale', 5)).map((h: Hit) => h.number)).toContain('702.2c');
    const hits: Hit[] = await searchLocal(dataFor('en'), 'deathtuch', 3);
    expect(hits[0]!.number).toMatch(/^702\.2/);
    expect(hits.some((h) => /«deathtouch»/i.test(h.snippet))).toBe(true);
  });

  it('finds nothing, without throwing, for a query the server refuses', async () => {
    expect(await searchLocal(dataFor('en'), '   ')).toEqual([]);
    expect(await searchLocal(dataFor('en'), 'x'.repeat(5000))).toEqual([]);
  });

  it('computes cited-by from the references in the data', () => {
    const data = dataFor('en');
    expect(data.citedBy.get('702.19b')).toContain('702.19c');
    expect(data.previous('702.19c')).toBe('702.19b');
    expect(data.ancestors('702.19c')).toEqual(['7', '702', '702.19']);
  });
});

describe('the bundled search', () => {
  it('is built from the current src/search (npm run build:web-search)', async () => {
    // @ts-expect-error a plain script module, no type declarations
    const { bundleWebSearch, OUTPUT } = await import('../../scripts/web-search-bundle.mjs');
    expect(readFileSync(OUTPUT, 'utf8') === (await bundleWebSearch()), 'src/web/public/search-engine.js is stale: run npm run build:web-search').toBe(true);
  });
});
