// The library over the real editions (rules/ and the shipped releases): editions, lookup by
// number, the neighbourhood of a rule, alignment, glossary, and the errors users can cause.
import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeError } from '../src/errors.ts';
import type { RulesLibrary } from '../src/library/types.ts';
import { readManifest } from '../src/library/shipped.ts';
import { testLibrary } from './helpers/library.ts';

let lib: RulesLibrary;
beforeAll(async () => {
  lib = await testLibrary();
});

function failure(fn: () => unknown): JudgeError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(JudgeError);
    return err as JudgeError;
  }
  throw new Error('expected a JudgeError');
}

describe('editions', () => {
  it('defaults to the latest edition of each language', () => {
    expect(lib.resolveEdition().id).toBe('en-2026-08-07');
    expect(lib.resolveEdition({ lang: 'it' }).id).toBe('it-2020-07-03');
    expect(lib.resolveEdition({ lang: 'pt' }).id).toBe('pt-classic');
    expect(lib.resolveEdition({ edition: 'en-2003-03-15' }).id).toBe('en-2003-03-15');
    // The three rulebooks of rules/ and every shipped English release (one of them also in rules/).
    expect(lib.editions().filter((e) => e.kind !== 'policy').length).toBe(2 + readManifest()!.releases.length);
    // The tournament documents are editions too, but never a language's default.
    expect(lib.editions().filter((e) => e.kind === 'policy').map((e) => e.id).sort()).toEqual(['ipg-2024-09-23', 'mtr-2026-02-27']);
    expect(lib.resolveEdition({ lang: 'en' }).id).toBe('en-2026-08-07');
  });

  it('says "did you mean" for an unknown edition, and names the languages for an unknown one', () => {
    const err = failure(() => lib.resolveEdition({ edition: 'en-2026-08-08' }));
    expect(err.code).toBe('not_found');
    expect(err.suggestions).toContain('en-2026-08-07');
    // A language the rules are never read in is bad input naming those they are (once: no suggestions to repeat them).
    const lang = failure(() => lib.resolveEdition({ lang: 'fr' }));
    expect([lang.code, lang.message, lang.suggestions]).toEqual(['bad_request', 'unknown language "fr": the rules are read in en, it, pt', undefined]);
  });
});

describe('lookup by number', () => {
  it('accepts the ways judges type numbers', () => {
    for (const q of ['702.19c', '702.19 c', 'CR 702.19c', 'r702.19c']) expect(lib.lookup(q).map((v) => v.number)).toEqual(['702.19c']);
  });

  it('returns a rule with its subrules, a range, and a section with its rules', () => {
    expect(lib.lookup('702.19').map((v) => v.number)).toEqual(['702.19', '702.19a', '702.19b', '702.19c', '702.19d', '702.19e', '702.19f', '702.19g']);
    expect(lib.lookup('601.2a-d').map((v) => v.number)).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);
    expect(lib.lookup('601.2a–d').map((v) => v.number)).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);
    const section = lib.lookup('7').map((v) => v.number);
    expect(section[0]).toBe('7');
    expect(section).toContain('702');
    expect(section).not.toContain('702.19');
  });

  it('gives the neighbourhood: parent, children, previous, next, refs and citedBy', () => {
    const v = lib.rule('702.19c');
    expect(v).toMatchObject({ edition: 'en-2026-08-07', type: 'subsubrule', parent: '702.19', previous: '702.19b', next: '702.19d' });
    expect(v.text).toMatch(/^Trample over planeswalkers/);
    expect(v.examples.length).toBe(1);
    expect(v.refs.flatMap((r) => r.targets)).toContain('702.19b');
    expect(lib.rule('702.19b').citedBy).toContain('702.19c');
    expect(lib.rule('702.19').children).toEqual(['702.19a', '702.19b', '702.19c', '702.19d', '702.19e', '702.19f', '702.19g']);
    expect(lib.rule('702.19').title).toBe('Trample');
  });

  it('shows the same rule in Italian, noting that the translation is older only when the English changed', () => {
    const v = lib.rule('702.19');
    const it = v.aligned.find((a) => a.lang === 'it');
    expect(it).toMatchObject({ edition: 'it-2020-07-03', number: '702.19', title: 'Travolgere' });
    expect(it?.olderThan).toBeUndefined(); // "Trample" is still "Trample"
    expect(lib.rule('702.19b').aligned.find((a) => a.lang === 'it')).toMatchObject({ number: '702.19b', olderThan: 'en-2026-08-07' });
    // The classic Portuguese text is paired with en-2003-03-15 (its numbering: 502.9 Trample),
    // then through the chain: older than today's English, which changed since.
    expect(v.aligned.find((a) => a.lang === 'pt')).toMatchObject({ edition: 'pt-classic', number: '502.9', title: 'Atropelar', matches: 'en-2003-03-15' });
    expect(lib.rule('702.19b').aligned.find((a) => a.lang === 'pt')).toMatchObject({ number: '502.9b', olderThan: 'en-2026-08-07', changedIn: expect.arrayContaining(['en-2009-07-11']) });
    // Menace came in 2015: nothing in the classic text.
    expect(lib.rule('702.111b').aligned.find((a) => a.lang === 'pt')).toMatchObject({ missing: 'added after en-2003-03-15' });
    const back = lib.rule('702.19', { lang: 'it' }).aligned.map((a) => a.edition);
    expect(back).toEqual(expect.arrayContaining(['en-2026-08-07', 'en-2020-07-03']));
  });

  it('follows a misprinted number to where the paragraph was filed', () => {
    // it-2020-07-03 prints the Improvise subrules as 702.124a–c; they are filed as 702.125a–c.
    const v = lib.rule('702.125a', { lang: 'it' });
    expect(v.printedNumber).toBe('702.124a');
    expect(v.text).toMatch(/^Improvvisare/);
  });

  it('answers near misses with "did you mean" and malformed numbers with bad_request', () => {
    const missing = failure(() => lib.rule('702.19z'));
    expect(missing.code).toBe('not_found');
    expect(missing.message).toContain('702.19z');
    expect(missing.suggestions).toContain('702.19');
    expect(failure(() => lib.rule('7021')).code).toBe('bad_request');
    expect(failure(() => lib.lookup('zzqqxxv')).code).toBe('bad_request');
    expect(lib.lookup('trample')[0]!.number).toBe('702.19'); // a keyword: the rule defining it
    expect(failure(() => lib.lookup('601.2d-a')).code).toBe('bad_request');
    expect(failure(() => lib.rule('601.2a-d')).code).toBe('bad_request');
  });

  it('lists the table of contents', () => {
    const toc = lib.toc();
    expect(toc.length).toBe(9);
    expect(toc[6]).toMatchObject({ number: '7', title: 'Additional Rules' });
    expect(toc[6]!.children!.find((r) => r.number === '702')!.title).toBe('Keyword Abilities');
  });
});

describe('glossary', () => {
  it('finds a term by its English headword in the Italian glossary, and back', () => {
    expect(lib.glossary('trample', { lang: 'it' }).map((g) => g.term)).toEqual(['Travolgere']);
    expect(lib.glossary('Travolgere', { lang: 'en' }).map((g) => g.term)).toEqual(['Trample']);
    const everywhere = lib.glossary('travolgere').map((g) => `${g.edition}:${g.term}`);
    expect(everywhere).toEqual(expect.arrayContaining(['en-2026-08-07:Trample', 'it-2020-07-03:Travolgere']));
  });

  it('says "did you mean" for a near-miss term', () => {
    const err = failure(() => lib.glossary('trampel', { lang: 'en' }));
    expect(err.code).toBe('not_found');
    expect(err.suggestions).toContain('Trample');
    // A word of a longer term points to the terms holding it.
    expect(failure(() => lib.glossary('mulligan', { lang: 'it' })).suggestions).toContain('London Mulligan');
  });

  it('searches glossary entries by words', () => {
    expect(lib.glossarySearch('hidden zone', { limit: 3 })[0]!.term).toBe('Hidden Zone');
  });
});
