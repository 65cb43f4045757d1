// The pieces of search that need no rules text: reading rule numbers, analysis, query
// validation, snippets and edit distance.
import { describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import { analyzerFor } from '../src/search/analyze.ts';
import { parseRuleQuery } from '../src/search/rule-query.ts';
import { snippet } from '../src/search/snippet.ts';
import { editDistance } from '../src/search/typo.ts';
import { MAX_QUERY_LENGTH, parseQuery, validateQuery } from '../src/search/validate.ts';

function badRequest(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(JudgeError);
    expect((err as JudgeError).code).toBe('bad_request');
    return (err as JudgeError).message;
  }
  throw new Error('expected a bad_request');
}

describe('rule numbers as typed', () => {
  it.each([
    ['702.19c', '702.19c'],
    ['702.19 c', '702.19c'],
    ['CR 702.19c', '702.19c'],
    ['r702.19c', '702.19c'],
    ['rule 702.19C', '702.19c'],
    ['702.19.', '702.19'],
    ['702', '702'],
    ['7', '7'],
    ['704.5aa', '704.5aa'],
  ])('%s → %s', (input, number) => {
    expect(parseRuleQuery(input)).toEqual({ kind: 'single', number });
  });

  it.each([
    ['601.2a-d', '601.2a', '601.2d'],
    ['601.2a–d', '601.2a', '601.2d'],
    ['601.2a - 601.2d', '601.2a', '601.2d'],
    ['509.1–3', '509.1', '509.3'],
    ['100-104', '100', '104'],
  ])('range %s', (input, from, to) => {
    expect(parseRuleQuery(input)).toEqual({ kind: 'range', from, to });
  });

  it('words are not numbers', () => {
    expect(parseRuleQuery('trample')).toBeNull();
    expect(parseRuleQuery('7 creatures attack')).toBeNull();
  });

  it('malformed numbers say which part is wrong', () => {
    expect(badRequest(() => parseRuleQuery('7021'))).toContain('"7021"');
    expect(badRequest(() => parseRuleQuery('702.19-'))).toContain('after the dash');
  });
});

describe('analysis', () => {
  it('stems English, Italian and Portuguese with Snowball and drops question words', () => {
    expect(analyzerFor('en').terms('What happens when creatures are blocking?')).toEqual(['creatur', 'block']);
    expect(analyzerFor('it').terms('Le creature bloccate')).toEqual(analyzerFor('it').terms('la creatura bloccata'));
    expect(analyzerFor('pt').terms('as criaturas bloqueadoras')).toEqual(['criatur', 'bloqueador']);
  });

  it('folds accents before stemming, so a missing accent still matches', () => {
    const it = analyzerFor('it');
    expect(it.terms('più carte')).toEqual(it.terms('piu carte'));
    const pt = analyzerFor('pt');
    expect(pt.terms('pântano')).toEqual(pt.terms('pantano'));
  });

  it("reads the game's irregular verbs and the forms the stemmer cuts apart as their base word", () => {
    const en = analyzerFor('en');
    expect(en.terms('damage dealt, cards drew, creature sacrificed, cost paid, prevention')).toEqual(en.terms('damage deal, cards draw, creature sacrifice, cost pay, prevent'));
    // The planar die is not a creature that dies.
    expect(en.stemOf('die')).not.toBe(en.stemOf('dies'));
  });

  it('splits elided articles', () => {
    expect(analyzerFor('it').terms("dell'avversario")).toEqual(analyzerFor('it').terms('avversario'));
  });
});

describe('query validation', () => {
  it('refuses only empty, huge and binary queries, with a clear message', () => {
    expect(badRequest(() => validateQuery('   '))).toMatch(/empty/);
    expect(badRequest(() => validateQuery('a'.repeat(MAX_QUERY_LENGTH + 1)))).toMatch(/limit is 500/);
    expect(badRequest(() => validateQuery('trample\u0000x'))).toMatch(/control character \(U\+0000\) at position 8/);
    // What a person types is a query, however it looks: patterns, mana costs, a lone quote.
    for (const q of ['tram.*ple', '/trample/i', '[a-z]+ damage', '"first strike', '{X}{R}', '{1}']) expect(validateQuery(q)).toBe(q);
    expect(badRequest(() => validateQuery(42))).toMatch(/must be text/);
  });

  it('lets ordinary questions, quoted phrases and prefixes through', () => {
    expect(validateQuery('  Can I block with a tapped creature?  ')).toBe('Can I block with a tapped creature?');
    expect(parseQuery('"first strike" tramp*')).toEqual({ text: ' first strike  tramp ', phrases: ['first strike'], prefixes: ['tramp'] });
    expect(validateQuery('flanquear criatura bloqueadora -1/-1')).toBe('flanquear criatura bloqueadora -1/-1');
  });
});

describe('snippets and near misses', () => {
  it('marks the matched words and keeps the densest window', () => {
    const en = analyzerFor('en');
    const text = `${'Filler words about nothing at all. '.repeat(10)}A creature with trample assigns excess damage to the player it is attacking.`;
    const out = snippet(text, new Set(en.terms('trample damage')), en);
    expect(out).toContain('«trample»');
    expect(out).toContain('«damage»');
    expect(out.startsWith('…')).toBe(true);
  });

  it('counts a swap of adjacent letters as one edit', () => {
    expect(editDistance('cylcing', 'cycling', 2)).toBe(1);
    expect(editDistance('ninjitsu', 'ninjutsu', 2)).toBe(1);
    expect(editDistance('convoque', 'convoke', 2)).toBe(2);
    expect(editDistance('trample', 'deathtouch', 2)).toBe(3);
  });
});
