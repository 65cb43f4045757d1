// The development queries as a regression guard: the quality targets of the search issue
// (hit@5 ≥ 0.9 and hit@1 ≥ 0.7 in each language) must keep holding; and the questions we
// wrote ourselves (test/fixtures/search-heldout.jsonl) and the real questions of issue 28
// (both parts, searched as `judge search` does) must not slip below where they stand.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';
import { answers, evaluate, parseCases } from '../src/search/evaluate.ts';
import { documentsSearcher, searchOf } from '../src/search/index.ts';
import { testLibrary } from './helpers/library.ts';

describe('search quality on test/fixtures/search-dev.jsonl', () => {
  it('counts a subrule as answering its rule, and nothing else', () => {
    expect(answers('702.19c', '702.19')).toBe(true);
    expect(answers('702.19', '702.19')).toBe(true);
    expect(answers('702.190', '702.19')).toBe(false);
    expect(answers('702.1', '702.19')).toBe(false);
  });

  it('meets hit@5 ≥ 0.9 and hit@1 ≥ 0.7 in English, Italian and Portuguese', async () => {
    const cases = parseCases(await readFile(path.resolve(REPO_ROOT, 'test', 'fixtures', 'search-dev.jsonl'), 'utf8'));
    const { scores } = evaluate(searchOf(await testLibrary()), cases);
    expect(scores.map((s) => s.lang).sort()).toEqual(['en', 'it', 'pt']);
    for (const s of scores) {
      expect(s.hitAt5, `${s.lang} hit@5`).toBeGreaterThanOrEqual(0.9);
      expect(s.hitAt1, `${s.lang} hit@1`).toBeGreaterThanOrEqual(0.7);
    }
  });
});

describe('search quality on questions written by the project (test/fixtures/search-heldout.jsonl)', () => {
  it('keeps hit@5 ≥ 0.85 and hit@1 ≥ 0.45', async () => {
    const cases = parseCases(await readFile(path.resolve(REPO_ROOT, 'test', 'fixtures', 'search-heldout.jsonl'), 'utf8'));
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const { scores } = evaluate(searchOf(await testLibrary()), cases);
    expect(scores[0]!.hitAt5).toBeGreaterThanOrEqual(0.85);
    expect(scores[0]!.hitAt1).toBeGreaterThanOrEqual(0.45);
  });
});

describe('search quality on the real questions of issue 28 (test/fixtures/search-real-*.jsonl)', () => {
  // Floors just under the figures the method reached (README, *Search*); the validation part is
  // only ever scored in total.
  it.each([
    ['search-real-tune.jsonl', 0.32, 0.54],
    ['search-real-validation.jsonl', 0.32, 0.52],
  ])('%s keeps hit@1 ≥ %d and hit@5 ≥ %d', async (file, hitAt1, hitAt5) => {
    const library = await testLibrary();
    const cases = parseCases(await readFile(path.resolve(REPO_ROOT, 'test', 'fixtures', file), 'utf8'));
    const [score] = evaluate(documentsSearcher(searchOf(library), library), cases).scores;
    expect(score!.hitAt1).toBeGreaterThanOrEqual(hitAt1 - 1e-9);
    expect(score!.hitAt5).toBeGreaterThanOrEqual(hitAt5 - 1e-9);
  });
});
