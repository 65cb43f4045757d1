// The rules of the game's working that the engine cites (src/search/governing-rules.ts) lead
// among a question's first results: real questions of the tuning part
// (test/fixtures/search-real-tune.jsonl; the validation part is never read question by
// question) and the questions we wrote (search-heldout.jsonl), and the list the search
// carries kept to the engine's table.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../src/library/library.ts';
import { CITATION_EDITION, CITATIONS } from '../src/engine/citations.ts';
import { CITED_EDITION, CITED_RULES } from '../src/search/cited-rules.ts';
import { governs, liftGoverning } from '../src/search/governing-rules.ts';
import { searchOf } from '../src/search/index.ts';
import { citedRulesModule, OUTPUT } from '../scripts/cited-rules.ts';
import { held, tune } from './helpers/fixture-questions.ts';
import { testLibrary } from './helpers/library.ts';

let lib: Library;
beforeAll(async () => {
  lib = (await testLibrary()) as Library;
});

const top = (q: string, n = 5) =>
  searchOf(lib)
    .search(q, { edition: 'en-2026-08-07', limit: n })
    .map((h) => h.number);

describe('the rules the engine cites, as the search carries them', () => {
  it('is rules of the engine citation table, in its edition: a citation the engine drops fails, one it adds waits for npm run build:cited-rules', () => {
    const table = new Set<string>(Object.values(CITATIONS).map((c) => c.rule));
    expect(CITED_EDITION).toBe(CITATION_EDITION);
    expect(CITED_RULES.filter((r) => !table.has(r))).toEqual([]);
    // Regenerated now and then, the ranking re-measured (the list is what eval:search measured).
    expect(CITED_RULES.length).toBeGreaterThanOrEqual(table.size * 0.9);
    expect(citedRulesModule().split('\n').slice(0, 4)).toEqual(readFileSync(OUTPUT, 'utf8').split('\n').slice(0, 4));
  });

  it('covers a cited rule and what stands under it, not a rule whose number only begins the same', () => {
    expect(CITED_RULES).toContain('510.1');
    expect(governs('510.1')).toBe(true);
    expect(governs('510.1c')).toBe(true);
    expect(CITED_RULES).not.toContain('510.10');
    expect(governs('510.10')).toBe(false);
    expect(CITED_RULES).toContain('722');
    expect(governs('722.3')).toBe(true);
  });
});

describe('a question told as a situation: the rules of the game’s working lead', () => {
  it('puts the hexproof and protection rules that say what the ability does above their variants', () => {
    // "Hexproof from [quality]" (702.11d–e) filled the places above hexproof on a player (702.11c).
    expect(top(tune('forge#9982'), 1)).toEqual(['702.11c']);
    // Here the situations most like it (situation-rules.ts) put what hexproof is (702.11b) just above.
    expect(top(tune('mage#5630'), 2)).toContain('702.11c');
    // Protection's variants (702.16j–k) above what it does (702.16c, f).
    expect(['702.16c', '702.16f']).toContain(top(tune('forge#8934'), 1)[0]);
  });

  it('brings the general rule into the first five over the words it shares with a keyword', () => {
    // A cost reduction: the total cost (601.2f) was seventh; a land played by an effect or from the hand (305.2) sixth.
    expect(top(tune('magarena#616'))).toContain('601.2f');
    expect(top(tune('forge#9679')).some((n) => n.startsWith('305.2'))).toBe(true);
    // A blocker removed before damage: the creature stays blocked (509.1h, third before) and
    // assigns no combat damage (510.1c, which the situations most like it lift to first).
    expect(['509.1h', '510.1c']).toContain(top(held('held-16'), 1)[0]);
  });

  it('re-ranks only the edition the table is pinned to, and never brings a rule in', () => {
    const hits = [
      { number: '702.11e', score: 1, snippet: () => '' },
      { number: '702.11c', score: 0.9, snippet: () => '' },
    ];
    expect(liftGoverning(hits, 'it-2020-07-03')).toBe(hits);
    // 702.11c (hexproof on a player) is cited, 702.11e (losing "hexproof from") is not.
    expect(liftGoverning(hits, CITED_EDITION).map((h) => h.number)).toEqual(['702.11c', '702.11e']);
    expect(liftGoverning(hits, CITED_EDITION).length).toBe(2);
  });
});
