// jsonText (src/api/json.ts) writes the API's answers: the same text as JSON.stringify, for
// every value a route answers with — checked on edge values and on real search answers
// (rules, the tournament documents, cards, glossary entries, lookups, pages).
import { describe, expect, it } from 'vitest';
import { jsonText } from '../src/api/json.ts';
import { searchAnswer } from '../src/api/shapes.ts';
import { editionsFor, readQuery, searchOf } from '../src/search/index.ts';
import { testLibrary } from './helpers/library.ts';

describe('jsonText', () => {
  it('writes what JSON.stringify writes', () => {
    const values: unknown[] = [
      'plain',
      '',
      'a "quote", a \\ backslash, a\nline break, a \u0001 control and a tab\t',
      'lone surrogates \ud800 and \udfff, a pair 🙂, «marks» and an ellipsis…',
      0,
      -0,
      1.5,
      NaN,
      Infinity,
      true,
      false,
      null,
      [],
      {},
      [1, 'two', null, undefined, () => 3, { four: 4 }],
      { a: 1, b: undefined, c: () => 1, d: [undefined], e: { f: 'g' }, '"odd key"': 'h', 10: 'integer keys first' },
      { date: new Date(0), nested: { toJSON: () => 'custom' } },
      Object.assign(Object.create({ inherited: 'not written' }), { own: 'written' }),
    ];
    for (const v of values) expect(jsonText(v), JSON.stringify(v)).toBe(JSON.stringify(v));
  });

  it('writes real search answers as JSON.stringify does', async () => {
    const library = await testLibrary();
    const search = searchOf(library);
    const queries: Array<[string, { edition?: string; lang?: string }]> = [
      ['trample deathtouch', { edition: 'en-2026-08-07' }],
      ['"first strike" damage step', {}],
      ['missed trigger penalty', {}],
      ['Can Kalitas exile a creature with Rest in Peace out?', {}],
      ['what does dies mean', {}],
      ['702.19', { edition: 'en-2026-08-07' }],
      ['IPG 2.1', {}],
      ['atropelar', {}],
      ['danno letale', { lang: 'it' }],
    ];
    for (const [q, sel] of queries) {
      const read = readQuery(q);
      const editions = editionsFor(search, library, read, sel);
      for (const [offset, limit] of [[0, 10], [3, 20]] as const) {
        const answer = searchAnswer(search, library, read, editions, offset, limit, sel);
        expect(jsonText(answer), q).toBe(JSON.stringify(answer));
      }
    }
  });
});
