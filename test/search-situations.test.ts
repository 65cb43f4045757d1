// Rules by situation (src/search/situation-rules.ts): the rules the scenarios most like a
// question name join its results. Real questions of the tuning part
// (test/fixtures/search-real-tune.jsonl) and the questions we wrote (search-heldout.jsonl);
// the validation part is never read question by question.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../src/library/library.ts';
import { searchOf } from '../src/search/index.ts';
import { SITUATION_EDITION, situationHits } from '../src/search/situation-rules.ts';
import { SITUATIONS } from '../src/search/situations.ts';
import { OUTPUT, situationsModule } from '../scripts/situations.ts';
import { held, tune } from './helpers/fixture-questions.ts';
import { testLibrary } from './helpers/library.ts';

let lib: Library;
beforeAll(async () => {
  lib = (await testLibrary()) as Library;
});

const top = (q: string, n = 5) =>
  searchOf(lib)
    .search(q, { edition: SITUATION_EDITION, limit: n })
    .map((h) => h.number);

describe('the situations the search carries', () => {
  it('are the shipped scenarios as they are now: a scenario added waits for npm run build:situations', () => {
    expect(situationsModule()).toBe(readFileSync(OUTPUT, 'utf8'));
    expect(SITUATIONS.length).toBeGreaterThan(1000);
  });

  it('are kept as stems with every rule they name, rules that exist in the edition they cite', async () => {
    const edition = lib.resolveEdition({ edition: SITUATION_EDITION });
    const missing = SITUATIONS.flatMap(([, rules]) => rules).filter((r) => !lib.nodeOf(edition, r));
    // A scenario's header may name a rule of another document ("MTR 4.2" is not numbered like this); a handful at most.
    expect(missing.length).toBeLessThan(SITUATIONS.length / 50);
    expect(SITUATIONS.every(([stems]) => !/[A-Z]|\balice\b|\bbob\b/.test(stems))).toBe(true);
  });
});

describe('the rules of like situations', () => {
  it('are voted by the situations sharing the question’s words, and only in the edition the scenarios cite', () => {
    const hits = situationHits(SITUATION_EDITION, 'a creature with toughness 0 goes to the graveyard as a state-based action');
    expect(hits.slice(0, 5).map((h) => h.number)).toContain('704.5f');
    expect(situationHits('it-2020-07-03', 'a creature with toughness 0 goes to the graveyard')).toEqual([]);
    expect(situationHits(SITUATION_EDITION, 'zzzz qqqq')).toEqual([]);
  });

  it('bring a rule the question’s words did not find into the first five', () => {
    // A copy of a legendary token made nonlegendary: the copy's exceptions (707.9b) were not among the first ten.
    expect(top(tune('mage#6097'))).toContain('707.9b');
    // Lifelink and trample's excess to a planeswalker: lifelink (702.15b) was ninth.
    expect(top(held('held-01'))).toContain('702.15b');
  });

  it('lift the rule that decides a told board above the words it shares with a keyword', () => {
    // A cost reduction that the engine applies as the total cost is determined (601.2f): fourth before.
    expect(top(tune('magarena#616'), 1)).toEqual(['601.2f']);
  });
});
