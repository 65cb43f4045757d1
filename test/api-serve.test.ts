// `judge serve` as a user (or an orchestrator) runs it: the real CLI in one child process,
// on the default editions (rules/), printing its banner on stderr once ready and answering
// over HTTP; on SIGTERM, /ready turns 503 while requests are still served (the drain), and
// the process is gone within a few seconds even with an explain worker stuck (issue 14: it
// once ignored SIGTERM). And a clear refusal of a bad port. (How fast it starts and answers
// its first requests is measured in bench/api-load.bench.ts.)
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';
import { JUDGE, spawnJudgeServe } from './helpers/judge-serve.ts';
import { castingScenario, post } from './helpers/reliability.ts';

/** 10,000 tokens, a hundred at a time: longer than any budget, even for the near-linear engine. */
const STUCK = castingScenario('Create 100 1/1 white Soldier creature tokens.', 100);
const DRAIN_SECONDS = 1;

it('serves the shipped editions once ready; on SIGTERM drains, then stops within seconds though a worker is stuck', async () => {
  const { child, url } = await spawnJudgeServe({ JUDGE_DRAIN_SECONDS: String(DRAIN_SECONDS) });
  let stdout = '';
  child.stdout.on('data', (d) => (stdout += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  try {
    expect((await fetch(`${url}/ready`)).status).toBe(200); // the banner came after the warm-up
    const { editions } = (await (await fetch(`${url}/v1/editions`)).json()) as { editions: Array<{ id: string }> };
    const ids = editions.map((e) => e.id);
    expect(ids).toContain('it-2020-07-03');
    expect(ids.some((id) => id.startsWith('pt-'))).toBe(true);
    expect((await fetch(`${url}/v1/rules/702.19?lang=it`)).status).toBe(200);

    // A first explanation runs; the second keeps the worker busy past any budget.
    expect((await post(`${url}/v1/explain`, JSON.stringify(castingScenario('Draw a card.')))).status).toBe(200);
    const stuck = post(`${url}/v1/explain`, JSON.stringify(STUCK)).catch((err: Error) => err);
    await new Promise((r) => setTimeout(r, 300));

    const signalled = performance.now();
    child.kill('SIGTERM');
    // Draining: not ready any more, but still alive and answering.
    await expect.poll(async () => (await fetch(`${url}/ready`)).status, { interval: 50, timeout: 900 }).toBe(503);
    expect((await fetch(`${url}/health`)).status).toBe(200);
    expect((await fetch(`${url}/v1/rules/100.1`)).status).toBe(200);

    const { code, signal } = await exited;
    const tookMs = performance.now() - signalled;
    expect(signal).toBeNull(); // it exited by itself
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(DRAIN_SECONDS * 1000 + 4_000);
    // The client got an answer (a refusal), or at worst a closed connection — never a hang.
    const answer = await stuck;
    if (!(answer instanceof Error)) expect([422, 429]).toContain(answer.status);
    expect(stdout).toBe(''); // --quiet: no request log; the banner went to stderr
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}, 60_000);

it('npm start passes SIGTERM on to the server: nothing is left listening', async () => {
  const { child, url } = await spawnJudgeServe({ JUDGE_DRAIN_SECONDS: '0' }, { viaNpm: true });
  // npm's children and theirs (a shell, if the script does not exec the server), to clean up after a failure.
  const childrenOf = (pid: number) => spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean).map(Number);
  const tree = childrenOf(child.pid!).flatMap((pid) => [pid, ...childrenOf(pid)]);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    expect((await fetch(`${url}/health`)).status).toBe(200);
    child.kill('SIGTERM'); // to npm, as a process manager or a terminal's kill does
    await exited;
    await expect.poll(async () => fetch(`${url}/health`).then(() => 'answering', () => 'gone'), { interval: 100, timeout: 5_000 }).toBe('gone');
  } finally {
    for (const pid of tree) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}, 60_000);

it('judge serve refuses a bad port with a one-line message and exit code 2', () => {
  const run = spawnSync(process.execPath, [JUDGE, 'serve', '--port', 'eighty'], { cwd: REPO_ROOT, encoding: 'utf8' });
  expect(run.status).toBe(2);
  expect(run.stderr.trim()).toBe('judge: --port must be a port number 0–65535, not "eighty" (bad_request, exit 2)');
});
