// Full-text search over the real editions: ranking on typical queries, typos, phrases,
// prefixes, snippets, cross-language queries and bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import type { RulesLibrary } from '../src/library/types.ts';
import { testLibrary } from './helpers/library.ts';
import { searchOf, type SearchOptions } from '../src/search/index.ts';

let lib: RulesLibrary;
beforeAll(async () => {
  lib = await testLibrary();
});

const top = (q: string, sel: SearchOptions = {}, n = 5) => searchOf(lib).search(q, { ...sel, limit: n }).map((h) => h.number);

describe('ranking', () => {
  it('puts the defining rule of a keyword first', () => {
    expect(top('trample', {}, 3)[0]).toMatch(/^702\.19/);
    expect(top('kicker optional additional cost')).toContain('702.33a');
  });

  it('weighs a word as typed above the words that only share its stem', () => {
    // "defender" and "defending" share a stem; the defending player is everywhere.
    expect(top('defender keyword attack restriction', {}, 1)).toEqual(['702.3b']);
    expect(top('is my creature with defender able to attack or can it only block')).toContain('702.3b');
  });

  it('keeps digits as words: "toughness 0" is not just "toughness"', () => {
    expect(top('what happens if a creature has toughness 0')).toContain('704.5f');
  });

  it('answers a question written as a question', () => {
    expect(top('Can I cast a sorcery while my opponent’s spell is still on the stack?', {}, 3)).toContain('307.1');
  });

  it('finds quoted rule text', () => {
    expect(top('"the same target can\'t be chosen multiple times"', {}, 1)).toEqual(['115.3']);
  });

  it('tolerates typos and completes prefixes', () => {
    expect(top('cylcing discard this card draw a card', {}, 5)).toContain('702.29a');
    expect(top('planeswalk* loyalty damage', {}, 5).some((n) => n.startsWith('120.3') || n.startsWith('306'))).toBe(true);
  });

  it('cuts snippets only for the page asked for, with the same ranking', () => {
    const all = searchOf(lib).search('trample', { limit: 20 });
    const paged = searchOf(lib).search('trample', { limit: 20, snippets: { offset: 5, limit: 5 } });
    expect(paged.map((h) => h.number)).toEqual(all.map((h) => h.number));
    expect(paged.map((h) => h.snippet)).toEqual(all.map((h, i) => (i >= 5 && i < 10 ? h.snippet : '')));
    expect(paged.slice(5, 10).every((h) => h.snippet.length > 0)).toBe(true);
  });

  it('marks the matched words in the snippet', () => {
    const [hit] = searchOf(lib).search('storm copies', { limit: 1 });
    expect(hit!.snippet).toMatch(/«[Ss]torm»/);
    expect(hit!.edition).toBe('en-2026-08-07');
    expect(hit!.score).toBeGreaterThan(0);
  });

  it('searches Italian and Portuguese editions in their own languages, accents or not', () => {
    expect(top('flashback lanciare dal cimitero e poi esiliare', { lang: 'it' }, 5)).toContain('702.33a');
    expect(top('travessia de pantano nao pode ser bloqueada', { lang: 'pt' }, 5).some((n) => n.startsWith('502.6'))).toBe(true);
  });

  it('takes a rule number as a search', () => {
    expect(top('CR 702.19c')).toEqual(['702.19c']);
  });
});

describe('across languages', () => {
  it('an English word finds the Italian rule through the glossary (trample → Travolgere)', () => {
    const hits = searchOf(lib).search('trample', { lang: 'it', limit: 5 });
    expect(hits[0]!.number).toMatch(/^702\.19/);
    expect(hits.every((h) => h.edition === 'it-2020-07-03')).toBe(true);
  });

  it('an English question over the Italian edition returns Italian rules', () => {
    const hits = searchOf(lib).search('creature with defender can not attack', { lang: 'it', limit: 5 });
    expect(hits.map((h) => h.number)).toContain('702.3b');
  });

  it('with no edition or language asked for, a query searches the edition of its own language', () => {
    expect(searchOf(lib).search('atropelar', { limit: 1 })[0]).toMatchObject({ edition: 'pt-classic', number: '502.9a' });
    expect(searchOf(lib).search('danno letale', { limit: 1 })[0]!.edition).toBe('it-2020-07-03');
    expect(searchOf(lib).search('trample', { limit: 1 })[0]).toMatchObject({ edition: 'en-2026-08-07', number: '702.19' });
    expect(searchOf(lib).search('first strike', { limit: 1 })[0]!.edition).toBe('en-2026-08-07');
  });

  it('an Italian query over the English edition returns English rules', () => {
    const hits = searchOf(lib).search('travolgere', { lang: 'en', limit: 5 });
    expect(hits[0]!.number).toMatch(/^702\.19/);
  });
});

describe('bad input', () => {
  it.each([
    ['empty', '', /empty/],
    ['huge', 'x'.repeat(5000), /5000 characters long; the limit is 500/],
    ['binary', '\u0001\u0002binary', /control character/],
  ])('%s input is refused with a clear message', (_name, q, message) => {
    try {
      searchOf(lib).search(q);
      throw new Error('no error');
    } catch (err) {
      expect(err).toBeInstanceOf(JudgeError);
      expect((err as JudgeError).code).toBe('bad_request');
      expect((err as JudgeError).message).toMatch(message);
    }
  });

  it('refuses a bad limit and an unknown edition', () => {
    expect(() => searchOf(lib).search('trample', { limit: 0 })).toThrow(/limit must be/);
    expect(() => searchOf(lib).search('trample', { edition: 'xx-1' })).toThrow(/unknown edition/);
  });

  it('returns nothing, not an error, for words no rule uses', () => {
    expect(searchOf(lib).search('zzqqxxv')).toEqual([]);
  });
});
