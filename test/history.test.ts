// Rule identity across releases, on the real releases the package ships: the matching of
// consecutive releases, the chain that composes them, diffs and histories, pinned pairs,
// and translations shown through the English release they translate.
import { describe, expect, it } from 'vitest';
import { alignLeftovers, lexiconOf, lexiconWords, matchReleases, paragraphsOf, parsePins, pinnedPairs } from '../src/history/index.ts';
import { MATCH_VERSION } from '../src/history/match.ts';
import { spanValid } from '../src/history/span.ts';
import { readMatchings, readSpans } from '../src/library/shipped.ts';
import type { Library } from '../src/library/index.ts';
import { testLibrary } from './helpers/library.ts';

const lib = (await testLibrary()) as Library;
const NOW = 'en-2026-08-07';
const ITALIAN_BASE = 'en-2020-07-03';

describe('what the package ships', () => {
  it('ships the matching of every pair of consecutive releases, made by the current matcher with the current pins', () => {
    const shipped = readMatchings();
    expect(shipped.matchVersion, 'run `npm run build:releases` after changing the matcher or the pins').toBe(MATCH_VERSION);
    expect(lib.chain.stepKeys().filter((k) => !shipped.steps[k])).toEqual([]);
  });

  it('ships the span from each translation’s English release to the latest, valid for the shipped texts', () => {
    const spans = readSpans();
    expect([...spans.keys()].sort()).toEqual(['en-2003-03-15>en-2026-08-07', 'en-2020-07-03>en-2026-08-07']);
    const sha = (id: string) => lib.resolveEdition({ edition: id }).source.sha256;
    for (const read of spans.values()) {
      const span = read();
      expect(spanValid(span, sha(span.from), sha(span.to), pinnedPairs().sha256), `${span.from}>${span.to}`).toBe(true);
    }
  });
});

describe('the chain of English releases', () => {
  it.each([
    ['702.111b', '702.110b'], // menace
    ['701.21a', '701.17a'], // sacrifice
    ['733.1', '723.1'], // controlling another player's turn… renumbered section 7
  ])('maps %s (2026) to %s (2020) and back', (now, then) => {
    expect(lib.chain.map(now, NOW, ITALIAN_BASE)).toEqual({ number: then });
    expect(lib.chain.map(then, ITALIAN_BASE, NOW)).toEqual({ number: now });
  });

  it('says 310.1 (battles) has no 2020 counterpart, though 2020 had a 310.1 (phenomena)', () => {
    expect(lib.chain.map('310.1', NOW, ITALIAN_BASE).number).toBeNull();
    expect(lib.chain.text(ITALIAN_BASE, '310.1')).toMatch(/phenomenon/i);
    expect(lib.chain.text(NOW, '310.1')).toMatch(/battle/i);
  });

  it('shows the removal of the damage assignment order in the November 2024 diff', () => {
    const d = lib.releaseDiff('en-2024-07-30', 'en-2024-11-08');
    const removed = d.removed.find((r) => r.number === '509.2');
    expect(removed?.text).toMatch(/damage assignment order/);
    const c = d.changed.find((x) => x.from === '510.1c')!;
    expect(c.to).toBe('510.1c');
    expect(c.changes.filter((w) => w.kind === 'removed').map((w) => w.text).join(' ')).toMatch(/damage assignment order/);
    expect(c.changes.some((w) => w.kind === 'added')).toBe(true);
    // The old 509.4 is now 509.2: moved, not added.
    expect(d.moved).toContainEqual({ from: '509.4', to: '509.2' });
    expect(d.added.map((a) => a.number)).not.toContain('509.2');
  });

  it('follows a renumbered rule back to 2017 in its history', () => {
    const h = lib.ruleHistory('702.111b');
    expect(h).toMatchObject({ edition: NOW, number: '702.111b' });
    const moved = h.entries.find((e) => e.event === 'moved')!;
    expect(moved).toMatchObject({ number: '702.111b', previousNumber: '702.110b', edition: 'en-2021-04-22' });
    expect(h.entries[0]!.number).toBe('702.110b');
    expect(h.entries[0]!.edition <= 'en-2017-04-28').toBe(true);
    expect(h.entries[0]!.text).toMatch(/menace/);
  });

  it('does not report a change that only renumbers a cited rule', () => {
    const step = lib.chain.step(lib.chain.ids().indexOf('en-2022-11-18'));
    const changed = new Set(step.changed);
    const numbersAside = (s: string) => s.replace(/\b\d{3}(\.\d+[a-z]{0,2})?\b/g, '#');
    const onlyRenumbered = step.pairs.filter(([a, b]) => {
      const [x, y] = [lib.chain.text(step.from, a)!, lib.chain.text(step.to, b)!];
      return x !== y && numbersAside(x) === numbersAside(y) && x.replace(/\b\d{3}(\.\d+[a-z]{0,2})?\b/g, (n) => lib.chain.map(n, step.from, step.to).number ?? n) === y;
    });
    expect(onlyRenumbered.length).toBeGreaterThan(10);
    for (const [a] of onlyRenumbered) expect(changed.has(a), a).toBe(false);
    const diff = lib.releaseDiff(step.from, step.to);
    expect(diff.changed.map((c) => c.from)).not.toContain(onlyRenumbered[0]![0]);
  });

  it('refuses a diff with an edition that is not an English release, naming it', () => {
    expect(() => lib.releaseDiff('it-2020-07-03', NOW)).toThrow(/it-2020-07-03 is not an English release/);
    expect(() => lib.releaseDiff('en-2099-01-01', NOW)).toThrow(/unknown edition "en-2099-01-01"/);
  });
});

describe('pinned pairs', () => {
  it('reads the shipped file, and names the line of a malformed one', () => {
    expect(() => pinnedPairs()).not.toThrow();
    expect(parsePins('en-2020-07-03 702.110b en-2020-08-07 - # why\n', 'f.txt')).toEqual([
      { fromEdition: 'en-2020-07-03', toEdition: 'en-2020-08-07', from: '702.110b', to: null, why: 'why' },
    ]);
    expect(() => parsePins('# ok\nen-2020-07-03 702.110b\n', 'f.txt')).toThrow(/f\.txt:2: expected/);
    expect(() => parsePins('en-2020-07-03 7x en-2020-08-07 1\n', 'f.txt')).toThrow(/f\.txt:1: "7x"/);
  });

  it('the shipped pin puts the 2022 double-faced naming rule where 2023 merged it', () => {
    const [from, to] = ['en-2022-11-18', 'en-2023-04-14'];
    expect(lib.chain.map('712.15', from, to)).toEqual({ number: '712.19' });
    expect(lib.chain.step(lib.chain.ids().indexOf(from)).merged).toContainEqual(['713.12', '712.19']);
  });

  it('the shipped pin keeps the scope rule 100.1 itself through the 2005 multiplayer rewrite, so the classic Portuguese 100.1 stands beside today’s 100.1', () => {
    expect(lib.chain.map('100.1', 'en-2005-02-01', 'en-2005-08-01')).toEqual({ number: '100.1' });
    const pt = lib.rule('100.1').aligned.find((a) => a.lang === 'pt')!;
    expect(pt).toMatchObject({ edition: 'pt-classic', number: '100.1' });
    expect(lib.rule('800.3').aligned.find((a) => a.lang === 'pt')).toMatchObject({ missing: 'added after en-2003-03-15', text: '' });
  });

  it('the shipped pin keeps the Italian Saga rule 714.3a beside today’s 714.3a (no read ahead), not the read-ahead half split from it', () => {
    expect(lib.rule('714.3a').aligned.find((a) => a.lang === 'it')).toMatchObject({ edition: 'it-2020-07-03', number: '714.3a' });
  });

  it('override the matching', () => {
    const [a, b] = [lib.resolveEdition({ edition: 'en-2021-02-15' }), lib.resolveEdition({ edition: 'en-2021-04-22' })];
    const plain = matchReleases(a.id, paragraphsOf(a), b.id, paragraphsOf(b));
    expect(plain.pairs).toContainEqual(['702.110b', '702.111b']);
    const pinned = matchReleases(a.id, paragraphsOf(a), b.id, paragraphsOf(b), [
      { fromEdition: a.id, toEdition: b.id, from: '702.110b', to: null, why: 'test' },
      { fromEdition: a.id, toEdition: b.id, from: '702.110a', to: '702.111b', why: 'test' },
    ]);
    expect(pinned.removed).toContain('702.110b');
    expect(pinned.pairs).toContainEqual(['702.110a', '702.111b']);
  });
});

describe('translations through the English release they translate', () => {
  it('does not show a translation beside a rule its English text drifted into: renumbered and sharing under 30% of its words', () => {
    // 309.1 of 2003 declared blockers; the chain of releases ends it at 509.1i, on blockers' triggers.
    expect(lib.rule('509.1i').aligned.find((a) => a.lang === 'pt')).toMatchObject({ text: '', missing: expect.stringMatching(/^rewritten: 309\.1 of en-2003-03-15 shares 10% of its words with 509\.1i/) });
    // Kept: renumbered but still the same words (the classic 502.4b on blocking a creature with flying, today 702.9b).
    expect(lib.rule('702.9b').aligned.find((a) => a.lang === 'pt')).toMatchObject({ edition: 'pt-classic', number: '502.4b' });
  });

  it('shows the Italian 702.110b beside menace (702.111b), with its own number', () => {
    const it = lib.rule('702.111b').aligned.find((a) => a.lang === 'it')!;
    expect(it).toMatchObject({ edition: 'it-2020-07-03', number: '702.110b' });
    expect(it.text).toMatch(/minacci/i);
    expect(it.olderThan).toBeUndefined(); // menace reads the same since 2020
  });

  it('says honestly that 310.1 (battles) has no Italian text', () => {
    const it = lib.rule('310.1').aligned.find((a) => a.lang === 'it')!;
    expect(it).toMatchObject({ edition: 'it-2020-07-03', text: '', missing: `added after ${ITALIAN_BASE}` });
  });

  it('marks a translation stale only when the English text changed, with the English word changes', () => {
    const c = lib.rule('510.1c').aligned.find((a) => a.lang === 'it')!;
    expect(c).toMatchObject({ number: '510.1c', olderThan: NOW });
    expect(c.changes!.some((w) => w.kind === 'removed' && /damage assignment order/.test(w.text))).toBe(true);
  });

  it('goes the other way too: from the Italian to the current English number', () => {
    const en = lib.rule('702.110b', { lang: 'it' }).aligned.find((a) => a.edition === NOW)!;
    expect(en).toMatchObject({ number: '702.111b' });
    expect(lib.correspondingRule('701.17a', { edition: 'it-2020-07-03' }, { edition: NOW })).toMatchObject({ number: '701.21a', via: 'chain' });
  });

  describe('where a translation numbers a section otherwise, its paragraphs are paired by content', () => {
    const PT = 'pt-classic';
    const PT_BASE = 'en-2003-03-15';
    const counterpart = (n: string, from: string, to: string) => lib.correspondingRule(n, { edition: from }, { edition: to }).number;

    it('pairs the classic Portuguese casting steps 409.2a–f with en-2003-03-15 409.1a–f, and through the chain with today’s 601.2c', () => {
      // The Portuguese 409.2c announces targets, as the English 409.1c does.
      expect(lib.rule('409.2c', { edition: PT }).text).toMatch(/especifica alvos, o jogador anuncia-os/);
      expect(lib.rule('409.1c', { edition: PT_BASE }).text).toMatch(/announces the targets themselves/);
      expect(counterpart('409.2c', PT, PT_BASE)).toBe('409.1c');
      expect(counterpart('409.1c', PT_BASE, PT)).toBe('409.2c');
      expect(['a', 'b', 'c', 'd', 'e', 'f'].map((l) => counterpart(`409.2${l}`, PT, PT_BASE))).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].map((l) => `409.1${l}`));
      // Today: 601.2c in Portuguese is 409.2c, marked older than the English text.
      const pt = lib.rule('601.2c').aligned.find((a) => a.lang === 'pt')!;
      expect(pt).toMatchObject({ edition: PT, number: '409.2c', olderThan: NOW });
      expect(pt.text).toMatch(/alvos/);
      expect(lib.lookup('601.2c', { lang: 'pt' })[0]!.number).toBe('409.2c'); // judge rule 601.2c --lang pt
    });

    it('leaves absent what content does not vouch for', () => {
      // 409.2g (the tap symbol in a creature's cost) lies past the last anchor; 410.8a/b (state
      // triggers, one English 410.11) and 419.8c (loops of replacement effects) have no clear partner;
      // the malformed "5.2.10" is not a rule of the English text at all.
      for (const n of ['409.2g', '410.8a', '410.8b', '419.8c', '502.10']) expect(counterpart(n, PT, PT_BASE), n).toBeNull();
    });

    it('keeps every pair the numbers make: 404 of the 412 Portuguese paragraphs paired (398 by number), every Italian one as before', () => {
      const paired = (t: string, en: string) => paragraphsOf(lib.resolveEdition({ edition: t })).filter((p) => counterpart(p.number, t, en) !== null);
      const pt = paired(PT, PT_BASE);
      expect(pt.length).toBe(404);
      expect(pt.filter((p) => counterpart(p.number, PT, PT_BASE) !== p.number).map((p) => p.number)).toEqual(['409.2a', '409.2b', '409.2c', '409.2d', '409.2e', '409.2f']);
      const it = paired('it-2020-07-03', ITALIAN_BASE);
      expect(it.length).toBe(2590);
      expect(it.every((p) => counterpart(p.number, 'it-2020-07-03', ITALIAN_BASE) === p.number)).toBe(true);
    });

    it('re-derives the number pairs from content alone, almost never elsewhere (the thresholds’ measure)', () => {
      // Each section's number pairs set aside, its paragraphs renamed so no number can help:
      // where content pairs a paragraph, it is nearly always with the paragraph of its number.
      const [pt, en] = [paragraphsOf(lib.resolveEdition({ edition: PT })), paragraphsOf(lib.resolveEdition({ edition: PT_BASE }))];
      const english = new Map(en.map((p) => [p.number, p]));
      const byNumber = pt.filter((p) => counterpart(p.number, PT, PT_BASE) === p.number);
      const lexicon = lexiconOf(byNumber.map((p) => [lexiconWords(p.text), lexiconWords(english.get(p.number)!.text)]));
      const [right, elsewhere] = [[] as string[], [] as string[]];
      for (const section of new Set(byNumber.map((p) => p.number.split('.')[0]))) {
        const ours = byNumber.filter((p) => p.number.split('.')[0] === section).map((p) => ({ number: `x${p.number}`, text: p.text }));
        const theirs = en.filter((q) => q.number.split('.')[0] === section);
        for (const [a, b] of alignLeftovers(lexicon, ours, theirs)) (a === `x${b}` ? right : elsewhere).push(`${a.slice(1)}→${b}`);
      }
      expect(right.length).toBeGreaterThan(300);
      expect(elsewhere).toEqual(['410.9c→410.9b']); // the Portuguese 410.9c is cut short ("Sempre que uma criatura bloquear")
    });
  });
});

