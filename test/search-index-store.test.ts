// Search indexes saved in the data cache (issue 27's cold path, issue 28): built once per
// edition, loaded after that, ranking exactly as the index that was built; a damaged file
// is built again; telling a query's language reads saved lexicons and builds no index.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../src/library/library.ts';
import { decodeIndex, encodeIndex } from '../src/search/index-codec.ts';
import { buildIndex } from '../src/search/index-build.ts';
import { EditionIndex } from '../src/search/edition-index.ts';
import { IndexPool } from '../src/search/index-pool.ts';
import { IndexStore } from '../src/search/index-store.ts';
import { RulesSearch } from '../src/search/search.ts';
import { testLibrary } from './helpers/library.ts';

let lib: Library;
let dir: string;
beforeAll(async () => {
  lib = (await testLibrary()) as Library;
  dir = mkdtempSync(path.join(os.tmpdir(), 'judge-index-store-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const QUERIES = ['trample deathtouch blocked by two', '"first strike" damage step', 'cylcing discard this card', 'trampl*', 'what happens when a token dies', 'hexproof'];

describe('a saved index', () => {
  it('ranks, scores and cuts snippets exactly as the index that was built', () => {
    for (const lang of ['en', 'it', 'pt'] as const) {
      const edition = lib.resolveEdition({ lang });
      const built = new EditionIndex(buildIndex(edition));
      const loaded = new EditionIndex(decodeIndex(encodeIndex(built.data)));
      for (const q of QUERIES) {
        const a = built.search(q, 20).map((h) => [h.number, h.score, h.snippet()]);
        const b = loaded.search(q, 20).map((h) => [h.number, h.score, h.snippet()]);
        expect(b, `${lang}: ${q}`).toEqual(a);
      }
    }
  });

  it('refuses bytes that are not an index, with what is wrong', () => {
    expect(() => decodeIndex(new Uint8Array([1, 2]))).toThrow(/too short/);
    const bytes = encodeIndex(buildIndex(lib.resolveEdition({ lang: 'pt' })));
    expect(() => decodeIndex(bytes.subarray(0, bytes.length - 8))).toThrow(/wrong length/);
  });

  it('is built once, then loaded; a damaged file is built again', () => {
    const edition = lib.resolveEdition({ lang: 'pt' });
    const first = new IndexPool(undefined, new IndexStore(dir));
    first.get(edition);
    expect([first.builds, first.loads]).toEqual([1, 0]);
    const second = new IndexPool(undefined, new IndexStore(dir));
    second.get(edition);
    expect([second.builds, second.loads]).toEqual([0, 1]);
    for (const name of readdirSync(dir)) if (name.endsWith('.index')) writeFileSync(path.join(dir, name), 'not an index');
    const third = new IndexPool(undefined, new IndexStore(dir));
    expect(third.get(edition).search('atropelar', 5).length).toBeGreaterThan(0);
    expect([third.builds, third.loads]).toEqual([1, 0]);
  });

  it('tells a query\'s language from saved lexicons without building or loading an index', () => {
    const store = new IndexStore(dir);
    const builder = new IndexPool(undefined, store);
    for (const e of lib.defaultEditions()) builder.get(e);
    const pool = new IndexPool(undefined, store);
    const search = new RulesSearch(lib, pool);
    expect(search.editionFor('atropelar').id).toBe('pt-classic');
    expect(search.editionFor('cosa succede se devo macinare piu carte').lang).toBe('it');
    expect(search.editionFor('trample').lang).toBe('en');
    expect([pool.builds, pool.loads, pool.size]).toEqual([0, 0, 0]);
  });
});
