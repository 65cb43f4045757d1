// The explainer asked for Italian: every number the citation table can cite is quoted from
// the Italian rule that IS that rule (found through the chain of English releases, under its
// own Italian number), "absent" when there is none, and marked only when the English text
// changed since the release the Italian translates.
import { describe, expect, it } from 'vitest';
import { CITATIONS, CITATION_EDITION } from '../src/engine/citations.ts';
import { annotateCitations, renderExplanation } from '../src/engine/render.ts';
import type { ExplainResult } from '../src/engine/types.ts';
import type { Library } from '../src/library/index.ts';
import { testLibrary } from './helpers/library.ts';

const lib = (await testLibrary()) as Library;
const ITALIAN = 'it-2020-07-03';
const BASE = 'en-2020-07-03';
const numbers = [...new Set(Object.values(CITATIONS).map((c) => c.rule))];
// Only the citations matter to annotateCitations: one step citing every number in the table.
const result = {
  trace: [{ step: 'main1', event: 'cast', text: 'every citation', message: { key: 'turn.begins', args: { turn: 1, player: 'A' } }, rules: numbers }],
  state: { turn: 1, activePlayer: 'A', step: 'main1', players: [], battlefield: [], stack: [] },
} as unknown as ExplainResult;
const cited = new Map(annotateCitations(result, lib, { edition: ITALIAN }).map((c) => [c.number, c]));

describe(`Italian quotes of the ${numbers.length} numbers the citation table can cite`, () => {
  it.each(numbers)('%s is quoted from its counterpart through the chain', (number) => {
    const c = cited.get(number)!;
    const mapped = lib.chain.map(number, CITATION_EDITION, BASE).number;
    if (mapped === null) {
      expect(c.status).toBe('absent');
      expect(c.reason).toMatch(/added after en-2020-07-03/);
      return;
    }
    expect(c.edition).toBe(ITALIAN);
    expect(c.quotedNumber ?? number).toBe(mapped);
    expect(c.text).toBe(lib.rule(mapped, { edition: ITALIAN }).text);
    const englishChanged = lib.chain.compare(mapped, BASE, CITATION_EDITION)?.changes !== undefined;
    expect(c.status).toBe(englishChanged ? 'differs' : 'same');
  });

  it('quotes the renumbered rules under their Italian numbers', () => {
    expect(cited.get('701.21a')).toMatchObject({ quotedNumber: '701.17a' });
    expect(cited.get('701.21a')!.text).toMatch(/sacrific/i);
    expect(cited.get('733.1')).toMatchObject({ quotedNumber: '723.1' });
    const text = renderExplanation(result, lib, { edition: ITALIAN });
    expect(text).toMatch(/701\.21a \(it-2020-07-03: 701\.17a\)/);
  });

  it('marks none of the rules whose English text is unchanged since 2020, and some that changed', () => {
    const marked = [...cited.values()].filter((c) => c.status === 'differs');
    const unchanged = [...cited.values()].filter((c) => c.status === 'same');
    expect(unchanged.length).toBeGreaterThan(numbers.length / 2);
    expect(marked.length).toBeGreaterThan(0);
    for (const c of marked) expect(c.changes?.some((w) => w.kind !== 'same'), c.number).toBe(true);
  });
});
