// `judge serve` as a user runs it: the real CLI in a child process, on the default
// editions (rules/), printing its URL and answering over HTTP; and a clear refusal of a
// bad port. (How fast it answers its first request is measured in bench/api-load.bench.ts.)
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';
import { JUDGE, spawnJudgeServe } from './helpers/judge-serve.ts';

it('judge serve --port 0 prints its URL and serves the shipped Italian and Portuguese editions', async () => {
  const { child, url } = await spawnJudgeServe();
  try {
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    const { editions } = (await (await fetch(`${url}/v1/editions`)).json()) as { editions: Array<{ id: string }> };
    const ids = editions.map((e) => e.id);
    expect(ids).toContain('it-2020-07-03');
    expect(ids.some((id) => id.startsWith('pt-'))).toBe(true);
    const rule = await fetch(`${url}/v1/rules/702.19?lang=it`);
    expect(rule.status).toBe(200);
  } finally {
    child.kill('SIGTERM');
  }
});

it('judge serve refuses a bad port with a one-line message and exit code 2', () => {
  const run = spawnSync(process.execPath, [JUDGE, 'serve', '--port', 'eighty'], { cwd: REPO_ROOT, encoding: 'utf8' });
  expect(run.status).toBe(2);
  expect(run.stderr.trim()).toBe('judge: --port must be a port number 0–65535, not "eighty" (bad_request, exit 2)');
});
