// Every scenario — the shared dev set and our own suite in test/scenarios — replayed by the
// real engine and checked against its own `expect`, one test per file; plus the real
// `judge explain --check` command on a passing and a failing scenario.
import { execFile } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { explainInput } from '../src/engine/index.ts';
import { checkExpectations } from '../src/engine/scenario/check.ts';
import { parseScenario } from '../src/engine/scenario/schema.ts';
import { runJudge } from './helpers/judge-cli.ts';

const REPO = new URL('../', import.meta.url);
const DIRS = [new URL('scenarios-dev/', import.meta.url), new URL('scenarios/', import.meta.url)];

const files = DIRS.flatMap((dir) =>
  readdirSync(dir)
    .filter((f) => /\.(ya?ml|json)$/.test(f))
    .sort()
    .map((f) => new URL(f, dir)),
);

describe('scenarios pass their own expectations', () => {
  it('finds the dev set and our suite', () => {
    expect(files.length).toBeGreaterThanOrEqual(13 + 40);
  });

  it.each(files.map((url) => [url.pathname.split('/').slice(-2).join('/'), url] as const))('%s', (_name, url) => {
    const text = readFileSync(url, 'utf8');
    const scenario = parseScenario(text);
    const result = explainInput(text);
    const failed = checkExpectations(scenario.expect, result).filter((c) => !c.ok);
    expect(failed.map((c) => `${c.key}: ${c.message}`)).toEqual([]);
  });
});

describe('judge explain --check', () => {
  const judge = (args: string[]) => runJudge(['explain', ...args]);

  it('exits 0 when every expectation holds', async () => {
    const r = await judge(['--check', 'test/scenarios-dev/d07-trample-lifelink.yaml']);
    expect(r.stdout).toMatch(/all \d+ expectations hold/);
    expect(r.code).toBe(0);
  });

  it('exits 1 naming each failed expectation', async () => {
    const text = readFileSync(new URL('scenarios/s33-lifelink.yaml', import.meta.url), 'utf8').replace('life: {Alice: 12, Bob: 18}', 'life: {Alice: 13, Bob: 18}\n  pt: {Nobody Here: 1/1}');
    const child = execFile('node', ['bin/judge.js', 'explain', '--check', '-'], { cwd: REPO });
    child.stdin!.end(text);
    let stdout = '';
    child.stdout!.on('data', (d) => (stdout += d));
    const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    expect(code).toBe(1);
    expect(stdout).toMatch(/2 of \d+ expectations failed/);
    expect(stdout).toMatch(/✗ life\.Alice: expected 13, got 12/);
    expect(stdout).toMatch(/✗ pt\.Nobody Here: .*no permanent named 'Nobody Here'/);
  });

  it('prints JSON with trace and state', async () => {
    const r = await judge(['--json', 'test/scenarios/s33-lifelink.yaml']);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout);
    expect(json.state.players.find((p: { name: string }) => p.name === 'Bob').life).toBe(18);
    expect(json.trace.some((e: { rules: string[] }) => e.rules.includes('702.15b'))).toBe(true);
  });

  it('exits 2 with the path of every problem for an invalid scenario', async () => {
    const child = execFile('node', ['bin/judge.js', 'explain', '-'], { cwd: REPO });
    child.stdin!.end('turn: {step: main}\nplayers: [{name: A, battlefield: [Grizly Bears]}]\n');
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const code = await new Promise<number>((resolve) => child.on('close', (c) => resolve(c ?? -1)));
    expect(code).toBe(2);
    expect(stderr).toMatch(/at turn\.step: unknown step 'main'/);
    expect(stderr).toMatch(/at players\[0\]\.battlefield\[0\]: unknown card 'Grizly Bears' — did you mean Grizzly Bears\?/);
    expect(stderr).not.toMatch(/\n\s+at .*\.ts:\d+/);
  });

  it('renders numbered steps with the cited rules quoted from the chosen edition', async () => {
    const r = await judge(['test/scenarios/s33-lifelink.yaml', '--edition', 'en-2026-08-07']);
    expect(r.stdout).toMatch(/^1\. .*Ajani's Sunstriker attacks Bob/m);
    expect(r.stdout).toMatch(/702\.15b — Damage dealt by a source with lifelink/);
    expect(r.stdout).toMatch(/Bob: life 18/);
  });

  it('exits 1 for a missing file', async () => {
    const r = await judge(['no-such-scenario.yaml']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/cannot read scenario no-such-scenario\.yaml: no such file/);
  });

  it('exits 2 for a directory, saying it is one', async () => {
    const r = await judge([tmpdir()]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`cannot read scenario ${tmpdir()}: it is a directory`);
    expect(r.stderr).not.toContain('EISDIR');
  });
});
