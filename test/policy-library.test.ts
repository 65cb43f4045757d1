// The tournament documents in the library and the search, over the real rules (rules/ and
// the shipped releases in rules/releases): lookups by section, name and range, the views with their parts, links
// resolved into the other documents with backlinks, and one search over the CR, the MTR and
// the IPG that finds a penalty from a judge's words without crowding out rules questions.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import { REPO_ROOT } from '../src/library/data.ts';
import { answers, evaluate, parseCases } from '../src/search/evaluate.ts';
import { documentsSearcher, editionsFor, searchAcross, searchOf } from '../src/search/index.ts';
import { policyTerms, POLICY_TERMS } from '../src/search/policy-terms.ts';
import { analyzerFor } from '../src/search/analyze.ts';
import { testLibrary } from './helpers/library.ts';

const lib = await testLibrary();
const search = searchOf(lib);
const across = documentsSearcher(search, lib);
const key = (h: { number: string; document?: string }) => (h.document && h.document !== 'cr' ? `${h.document.toUpperCase()} ${h.number}` : h.number);
const top = (q: string, n = 5) => across.search(q, { limit: n }).map(key);

function thrown(fn: () => unknown): JudgeError {
  try {
    fn();
  } catch (err) {
    if (err instanceof JudgeError) return err;
    throw err;
  }
  throw new Error('expected a JudgeError');
}

describe('looking up the tournament documents', () => {
  it('answers a document name with its newest edition, never making it a language default', () => {
    expect(lib.resolveEdition({ edition: 'mtr' }).id).toBe('mtr-2026-02-27');
    expect(lib.resolveEdition({ edition: 'IPG' }).id).toBe('ipg-2024-09-23');
    expect(lib.resolveEdition({ edition: 'cr' }).id).toBe('en-2026-08-07');
    expect(lib.resolveEdition().id).toBe('en-2026-08-07');
    const summary = lib.editions().find((e) => e.id === 'ipg-2024-09-23')!;
    expect([summary.kind, summary.document, summary.numbering, summary.coverage, summary.furniture]).toEqual(['policy', 'ipg', 'policy', 1, { 'page-number': 31, 'dot-leader': 36 }]);
    expect(lib.editions().find((e) => e.id === 'en-2026-08-07')!).toMatchObject({ kind: 'rules', document: 'cr' });
  });

  it('shows IPG 2.1 with its penalty, its parts in order, its examples and its links', () => {
    const [view] = lib.lookup('2.1', { edition: 'ipg' });
    expect(view).toMatchObject({ edition: 'ipg-2024-09-23', number: '2.1', title: 'Game Play Error — Missed Trigger', penalty: 'No Penalty', parent: '2', previous: '2', next: '2.2' });
    expect(view!.parts!.map((p) => p.name)).toEqual(['Definition', 'Examples', 'Philosophy', 'Additional Remedy', 'Upgrade']);
    expect(view!.parts![1]!.examples!.map((e) => e.label)).toEqual(['A.', 'B.', 'C.', 'D.']);
    expect(view!.parts!.map((p) => p.text).filter(Boolean).join('\n')).toBe(view!.text);
    // "MTR section 4.3" names the edition that answers it; the changes appendix cites 2.1.
    expect(view!.refs).toContainEqual(expect.objectContaining({ raw: 'MTR section 4.3', document: 'mtr', edition: 'mtr-2026-02-27', targets: ['4.3'] }));
    expect(view!.citedBy).toContain('B');
  });

  it('finds a section by number in any form, by an infraction’s name, and ranges of subsections', () => {
    for (const asked of ['4.2', 'MTR 4.2', 'section 4.2', '4.2.', 'Tournament Shortcuts']) expect([asked, lib.rule(asked, { edition: 'mtr' }).number]).toEqual([asked, '4.2']);
    expect(lib.rule('missed trigger', { edition: 'ipg' }).number).toBe('2.1');
    expect(lib.rule('Hidden Card Error', { edition: 'ipg' }).number).toBe('2.3');
    expect(lib.rule('appendix b', { edition: 'mtr' }).title).toBe('Time Limits');
    expect(lib.lookup('2.1-2.3', { edition: 'ipg' }).map((v) => v.number)).toEqual(['2.1', '2.2', '2.3']);
    expect(lib.lookup('3', { edition: 'ipg' }).map((v) => v.number)).toEqual(['3', '3.1', '3.2', '3.3', '3.4', '3.5', '3.6', '3.7', '3.8', '3.9']);
    expect(thrown(() => lib.rule('4.2.3', { edition: 'mtr' }))).toMatchObject({ code: 'bad_request', message: expect.stringContaining('does not read as a section (4), subsection (4.2) or appendix (B)') });
    expect(thrown(() => lib.rule('2.12', { edition: 'ipg' }))).toMatchObject({ code: 'not_found', suggestions: expect.arrayContaining(['2']) });
  });

  it('links the CR to the MTR, and shows where the other documents cite a rule', () => {
    const [rule] = lib.lookup('100.6', { edition: 'en-2026-08-07' });
    expect(rule!.refs).toContainEqual(expect.objectContaining({ kind: 'document', document: 'mtr', edition: 'mtr-2026-02-27' }));
    expect(lib.rule('103.4', { edition: 'en-2026-08-07' }).citedIn).toEqual([{ edition: 'mtr-2026-02-27', document: 'mtr', number: '2.3' }]);
    expect(lib.rule('4.3', { edition: 'mtr' }).citedIn).toEqual([{ edition: 'ipg-2024-09-23', document: 'ipg', number: '2.1' }]);
    // An older English release is not what the documents' references resolve to.
    expect(lib.rule('103.4', { edition: 'en-2025-11-14' }).citedIn).toBeUndefined();
  });

  it('keeps the documents out of histories and diffs', () => {
    expect(thrown(() => lib.ruleHistory('2.1', { edition: 'ipg' }))).toMatchObject({ code: 'bad_request', message: expect.stringContaining('tournament document') });
  });
});

describe('searching the CR, the MTR and the IPG together', () => {
  it('searches all three for an English question without an edition, each result naming its document', () => {
    expect(editionsFor(search, lib, 'missed trigger penalty').map((e) => e.id)).toEqual(['en-2026-08-07', 'mtr-2026-02-27', 'ipg-2024-09-23']);
    expect(editionsFor(search, lib, 'trample', { edition: 'en-2026-08-07' }).map((e) => e.id)).toEqual(['en-2026-08-07']);
    expect(editionsFor(search, lib, 'trample', { edition: 'en-2026-08-07,ipg' }).map((e) => e.id)).toEqual(['en-2026-08-07', 'ipg-2024-09-23']);
    expect(editionsFor(search, lib, 'travolgere').map((e) => e.id)).toEqual(['it-2020-07-03']);
    const hits = searchAcross(search, lib, editionsFor(search, lib, 'missed trigger penalty'), 'missed trigger penalty', { limit: 5 });
    expect(hits[0]).toMatchObject({ number: '2.1', edition: 'ipg-2024-09-23', document: 'ipg', title: 'Game Play Error — Missed Trigger' });
  });

  it('finds the penalty and remedy from a judge’s words', () => {
    expect(top('missed trigger penalty')).toContain('IPG 2.1');
    expect(top('outside assistance').some((n) => n === 'IPG 3.2' || n === 'MTR 5.6')).toBe(true);
    expect(top('drew an extra card')[0]).toBe('IPG 2.3');
    expect(top('slow play').slice(0, 2).sort()).toEqual(['IPG 3.3', 'MTR 5.5']);
    expect(top('marked sleeves')).toEqual(expect.arrayContaining(['MTR 3.12', 'IPG 3.8']));
    expect(top('what is the penalty for a GRV')).toContain('IPG 2.5');
    expect(top('can I take back a play')[0]).toBe('MTR 4.8');
  });

  it('gives the MTR section a question names by its title a place among the first three, beside the rules', () => {
    // "Tournament Shortcuts" by "shortcut"; a rules answer still leads.
    const shortcut = top('my opponent said go to combat, can I shortcut past my beginning of combat trigger?');
    expect(shortcut.slice(0, 3)).toContain('MTR 4.2');
    expect(shortcut[0]).toMatch(/^\d/);
    expect(top('Can I swap cards from my sideboard after game one?', 3)).toContain('MTR 3.16');
    // A deck changed between games is sideboarding (policy-terms.ts).
    expect(top('can I change my deck between games', 3)).toContain('MTR 3.16');
    // "Role" is a subtype of the rules (205.3h): no "Tournament Roles" for a Role token.
    expect(top('Monster role and Young Hero role on the same creature').filter((n) => !/^\d/.test(n))).toEqual([]);
  });

  it('looks up "MTR 4.2" in the MTR, and a bare "4.2" in both documents', () => {
    expect(top('MTR 4.2')).toEqual(['MTR 4.2']);
    expect(top('IPG 2.1')).toEqual(['IPG 2.1']);
    expect(top('4.2')).toEqual(['MTR 4.2', 'IPG 4.2']);
    expect(top('702.19c')).toEqual(['702.19c']);
  });

  it('leaves rules questions to the rules: the development queries (test/fixtures/search-dev.jsonl) keep their ranks when searched across', async () => {
    const cases = parseCases(await readFile(path.resolve(REPO_ROOT, 'test', 'fixtures', 'search-dev.jsonl'), 'utf8')).filter((c) => c.lang === 'en');
    for (const c of cases) {
      const alone = search.search(c.q, { edition: 'en-2026-08-07', limit: 5 }).findIndex((h) => c.expect.some((e) => answers(h.number, e)));
      const together = top(c.q).findIndex((n) => c.expect.some((e) => answers(n, e)));
      expect([c.q, together]).toEqual([c.q, alone]);
    }
    expect(top('trample deathtouch').every((n) => /^\d/.test(n))).toBe(true);
  });

  it('answers the judges’ policy questions (test/fixtures/search-policy.jsonl) at least as well as first measured', async () => {
    const cases = parseCases(await readFile(path.resolve(REPO_ROOT, 'test', 'fixtures', 'search-policy.jsonl'), 'utf8'));
    expect(cases.length).toBeGreaterThanOrEqual(10);
    const { scores } = evaluate(across, cases);
    expect(scores[0]!.hitAt5).toBeGreaterThanOrEqual(0.67);
    expect(scores[0]!.hitAt1).toBeGreaterThanOrEqual(0.5);
  });

  it('puts the documents’ own words in place of a judge’s shorthand, words the documents use', () => {
    expect(policyTerms('HCE after drawing an extra card').text).toMatch(/hidden card error .* hidden card error/);
    const policyWords = new Set(['mtr-2026-02-27', 'ipg-2024-09-23'].flatMap((id) => [...search.indexes.get(lib.resolveEdition({ edition: id })).words.keys()]));
    const analyzer = analyzerFor('en');
    for (const { means } of POLICY_TERMS) for (const t of analyzer.tokens(means)) if (!t.stop) expect([means, t.word, policyWords.has(t.word)]).toEqual([means, t.word, true]);
  });
});
