// The rules commands as a user runs them: the real `node bin/judge.js` over the real rules.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';
import { CR_EN } from './helpers/paths.ts';

const run = promisify(execFile);

async function judge(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', ['bin/judge.js', '--rules', CR_EN, ...args], { cwd: REPO_ROOT });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('judge rule', () => {
  it('prints a rule with its place, references and the Italian text', async () => {
    const r = await judge('rule', 'CR', '702.19c');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^702\.19c Trample over planeswalkers/);
    expect(r.stdout).toContain('parent 702.19');
    expect(r.stdout).toContain('it-2020-07-03 (translation older than en-2026-08-07)');
  });

  it('prints JSON for a range', async () => {
    const r = await judge('rule', '601.2a–d', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).map((v: { number: string }) => v.number)).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);
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
});

describe('judge search', () => {
  it('prints [{number, edition, score, title, snippet}] with --json', async () => {
    const r = await judge('search', 'trample', '--lang', 'it', '--limit', '3', '--json');
    expect(r.code).toBe(0);
    const hits = JSON.parse(r.stdout);
    expect(hits).toHaveLength(3);
    expect(Object.keys(hits[0]).sort()).toEqual(['edition', 'number', 'score', 'snippet', 'title']);
    expect(hits[0].number).toMatch(/^702\.19/);
    expect(hits[0].edition).toBe('it-2020-07-03');
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
    const none = await judge('search', 'zzqqxxv');
    expect(none.code).toBe(1);
    expect(none.stderr).toContain('no rules match "zzqqxxv"');
  });
});

describe('judge glossary', () => {
  it('finds Travolgere from its English headword', async () => {
    const r = await judge('glossary', 'trample', '--lang', 'it', '--json');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)[0]).toMatchObject({ term: 'Travolgere', englishTerm: 'Trample', edition: 'it-2020-07-03' });
  });

  it('exits 1 with suggestions for an unknown term', async () => {
    const r = await judge('glossary', 'trampel', '--lang', 'en');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('did you mean: Trample');
  });
});
