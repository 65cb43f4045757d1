// The rules commands as a user runs them, over the real rules: the CLI's own main() in this
// process (helpers/judge-cli.ts), the output and exit status `node bin/judge.js` gives.
import { describe, expect, it } from 'vitest';
import { runJudge } from './helpers/judge-cli.ts';

function judge(...args: string[]) {
  return runJudge(args);
}

describe('judge rule', () => {
  it('prints a rule with its place, references and the Italian text', async () => {
    const r = await judge('rule', 'CR', '702.19c');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^702\.19c Trample over planeswalkers/);
    expect(r.stdout).toContain('parent 702.19');
    // Trample over planeswalkers came to 702.19 in 2021: the 2020 Italian 702.19c is another rule.
    expect(r.stdout).toContain('it-2020-07-03: no counterpart (added after en-2020-07-03)');
  });

  it('reads a number asked with --lang as the current English rule: 702.111b in Italian is menace (702.110b of 2020), never renown', async () => {
    const r = await judge('rule', '702.111b', '--lang', 'it');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^702\.111b of en-2026-08-07 is 702\.110b in it-2020-07-03:\n702\.110b Una creatura con minacciare/);
    expect(r.stdout).not.toMatch(/[Rr]inomat/);
    const json = JSON.parse((await judge('rule', '702.111b', '--lang', 'it', '--json')).stdout);
    expect(json).toMatchObject({ edition: 'it-2020-07-03', number: '702.110b', counterpartOf: { edition: 'en-2026-08-07', number: '702.111b' } });
    // Battles (2023) have no Italian text: said, not replaced by the Italian 310.1 (phenomena).
    const none = await judge('rule', '310.1', '--lang', 'it');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('rule 310.1 of en-2026-08-07 has no counterpart in it-2020-07-03 (added after en-2020-07-03)');
    // With --edition the number is that edition's own.
    expect((await judge('rule', '702.111b', '--edition', 'it-2020-07-03')).stdout).toMatch(/^702\.111b Rinomato/);
  });

  it("prints the API's JSON for a range ({query, edition, total, offset, next, results})", async () => {
    const r = await judge('rule', '601.2a–d', '--json');
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout);
    expect(answer).toMatchObject({ query: '601.2a–d', edition: 'en-2026-08-07', total: 4, offset: 0, next: null });
    expect(answer.results.map((v: { number: string }) => v.number)).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);
  });

  it('prints a page of a long range and says where the next one starts', async () => {
    const r = await judge('rule', '702.2-20', '--limit', '3', '--offset', '3');
    expect(r.code).toBe(0);
    expect(r.stdout.match(/^702\.\d+\. /gm)).toEqual(['702.5. ', '702.6. ', '702.7. ']);
    expect(r.stderr).toBe('judge: results 4–6 of 19; the next page: --offset 6\n');
    const bad = await judge('rule', '702.2-20', '--offset', '2000');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--offset must be a whole number from 0 to 1999');
  });

  it('exits 1 with "did you mean" for a missing rule, 2 for a malformed one', async () => {
    const missing = await judge('rule', '702.19z');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('rule 702.19z is not in en-2026-08-07');
    expect(missing.stderr).toContain('did you mean: 702.19');
    const malformed = await judge('rule', '7021');
    expect(malformed.code).toBe(2);
    expect(malformed.stderr).toMatch(/^judge: "7021" is not a rule number/);
    expect(malformed.stderr).not.toMatch(/at .*\.ts/);
  });

  it('exits 1 for an unknown edition, naming the near ones', async () => {
    const r = await judge('rule', '702.19', '--edition', 'en-2026-08-08');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('did you mean: en-2026-08-07');
  });

  it('exits 2 for a language the rules are not read in, naming those they are, as the API answers 400', async () => {
    const r = await judge('rule', '702.19', '--lang', 'xx');
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('judge: unknown language "xx": the rules are read in en, it, pt (bad_request, exit 2)\n');
  });

  it('says once that a rule has no counterpart in a translation', async () => {
    // 601.2i (the spell becomes cast) was en-2003-03-15 409.1g, a step the classic Portuguese does not have.
    const r = await judge('rule', '601.2i', '--lang', 'pt');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('judge: rule 601.2i of en-2026-08-07 has no counterpart in pt-classic; ask for it in English to read its text (not_found, exit 1)\n');
  });

  it('shows the classic Portuguese casting step that announces targets as 601.2c, though it numbers it 409.2c', async () => {
    const r = await judge('rule', '601.2c', '--lang', 'pt');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^601\.2c of en-2026-08-07 is 409\.2c in pt-classic:\n409\.2c Se a mágica ou habilidade especifica alvos/);
    const back = await judge('rule', '409.2c', '--edition', 'pt-classic');
    expect(back.stdout).toMatch(/en-2003-03-15 409\.1c: If the spell or ability requires any targets/);
  });
});

describe('judge search', () => {
  it("prints the API's {query, edition, total, offset, next, results} with --json, and pages with --offset", async () => {
    // The shipped rules only (no --rules): the Italian edition is among them, and it is quicker.
    const [r, next] = await Promise.all([
      runJudge(['search', 'trample', '--lang', 'it', '--limit', '3', '--json']),
      runJudge(['search', 'trample', '--lang', 'it', '--limit', '3', '--offset', '3', '--json']),
    ]);
    expect(r.code).toBe(0);
    const first = JSON.parse(r.stdout);
    expect(first).toMatchObject({ query: 'trample', edition: 'it-2020-07-03', offset: 0, next: 3 });
    expect(first.total).toBeGreaterThan(3);
    expect(first.results).toHaveLength(3);
    expect(Object.keys(first.results[0]).sort()).toEqual(['edition', 'number', 'score', 'snippet', 'title', 'type']);
    expect(first.results[0].number).toMatch(/^702\.19/);
    const second = JSON.parse(next.stdout);
    expect(second).toMatchObject({ offset: 3, total: first.total });
    const numbers = (page: { results: Array<{ number: string }> }) => page.results.map((h) => h.number);
    expect(numbers(second).filter((n) => numbers(first).includes(n))).toEqual([]);
  });

  it('prints one line per hit with the matched words marked', async () => {
    const r = await judge('search', 'danno letale', '--lang', 'it', '--limit', '2');
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(2);
    expect(r.stdout).toContain('«letale»');
  });

  it('exits 2 for bad input and bad options, 1 when nothing matches', async () => {
    const binary = await judge('search', 'first\u0001strike');
    expect(binary.code).toBe(2);
    expect(binary.stderr).toContain('control character');
    const limit = await judge('search', 'trample', '--limit', 'lots');
    expect(limit.code).toBe(2);
    expect(limit.stderr).toContain('--limit must be a whole number');
    // The last page of a list cut at 100 says so, with the true count.
    const cut = await judge('search', 'damage', '--edition', 'en-2026-08-07', '--offset', '96');
    expect(cut.code).toBe(0);
    expect(cut.stderr).toMatch(/^judge: results 97–100 of (\d+); only the best 100 are ranked\n$/);
    expect(Number(/of (\d+)/.exec(cut.stderr)![1])).toBeGreaterThan(150);
    const none = await judge('search', 'zzqqxxv');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no rules match "zzqqxxv"');
    // --json prints the API's answer to the same question (200, total 0), still exiting 1.
    const noneJson = await judge('search', 'zzqqxxv', '--json');
    expect(noneJson.code).toBe(1);
    expect(JSON.parse(noneJson.stdout)).toMatchObject({ query: 'zzqqxxv', total: 0, offset: 0, next: null, results: [] });
  });
});

describe('judge glossary', () => {
  it('finds Travolgere from its English headword', async () => {
    const r = await judge('glossary', 'trample', '--lang', 'it', '--json');
    expect(r.code).toBe(0);
    const answer = JSON.parse(r.stdout); // as GET /v1/glossary/{term}
    expect(answer.term).toBe('trample');
    expect(answer.results[0]).toMatchObject({ term: 'Travolgere', englishTerm: 'Trample', edition: 'it-2020-07-03' });
  });

  it('pages the entries of every language with --limit and --offset', async () => {
    const r = await judge('glossary', 'trample', '--limit', '1');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Trample \[en-2026-08-07\]\n/);
    expect(r.stderr).toMatch(/^judge: results 1–1 of \d+; the next page: --offset 1\n$/);
  });

  it('exits 1 with suggestions for an unknown term', async () => {
    const r = await judge('glossary', 'trampel', '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('did you mean: Trample');
  });
});
