// Issue 14: a server busy with a runaway explanation used to ignore SIGTERM (kill -9 was
// needed). `judge serve` as a user runs it, in a child process: SIGTERM while a worker is
// stuck on a long scenario, and the process is gone within a few seconds.
import { expect, it } from 'vitest';
import { spawnJudgeServe } from './helpers/judge-serve.ts';
import { castingScenario, post } from './helpers/reliability.ts';

/** 10,000 tokens, a hundred at a time: longer than any budget, even for the near-linear engine. */
const STUCK = castingScenario('Create 100 1/1 white Soldier creature tokens.', 100);

it('SIGTERM with an explain worker stuck: the server stops within a few seconds', async () => {
  const { child, url } = await spawnJudgeServe();
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  try {
    // A first explanation starts the worker; the second keeps it busy.
    expect((await post(`${url}/v1/explain`, JSON.stringify(castingScenario('Draw a card.')))).status).toBe(200);
    const stuck = post(`${url}/v1/explain`, JSON.stringify(STUCK)).catch((err: Error) => err);
    await new Promise((r) => setTimeout(r, 300));
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);

    const signalled = performance.now();
    child.kill('SIGTERM');
    const { code, signal } = await exited;
    const tookMs = performance.now() - signalled;
    expect(signal).toBeNull(); // it exited by itself
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(4_000);
    // The client got an answer (a refusal), or at worst a closed connection — never a hang.
    const answer = await stuck;
    if (!(answer instanceof Error)) expect([422, 429]).toContain(answer.status);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}, 60_000);
