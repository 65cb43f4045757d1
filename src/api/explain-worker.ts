// One explain worker thread (started by explain-pool.ts through explain-worker.mjs): loads
// the engine once, then answers jobs one at a time. A job that runs away is not this
// file's problem — the pool terminates the whole thread — so it stays simple.
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { cardStore } from '../cards/store.ts';
import { JudgeError } from '../errors.ts';
import { explainInput, type ExplainResult } from '../engine/index.ts';
import { runExplainJob, WARM_UP_JOB, type ExplainJob } from './scenario-input.ts';

/** The nice value of an explain worker thread (0 is normal, 19 the lowest). */
export const WORKER_NICE = 10;

export type WorkerRequest = { id: number; job: ExplainJob };
export type WorkerReply =
  | { ready: true }
  | { id: number; ok: true; result: ExplainResult }
  | { id: number; ok: false; error: { code: JudgeError['code']; message: string; details?: JudgeError['details']; suggestions?: string[] } };

const port = parentPort!;

// Explanations yield the CPU to the server's main thread (/health, lookups, searches): on
// Linux a thread has its own nice value, so this lowers this worker's priority only. (Not
// elsewhere: on macOS and Windows it would lower the whole process.)
if (process.platform === 'linux') {
  try {
    setPriority(WORKER_NICE);
  } catch {
    // not permitted here: explanations then compete as equals
  }
}

port.on('message', ({ id, job }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id, ok: true, result: runExplainJob(job, explainInput) };
  } catch (err) {
    const e =
      err instanceof JudgeError
        ? err
        : new JudgeError('not_implemented', `the engine could not explain this scenario (${err instanceof Error ? err.message : String(err)})`);
    reply = { id, ok: false, error: { code: e.code, message: e.message, details: e.details, suggestions: e.suggestions } };
  }
  port.postMessage(reply);
});
// The card pool is read, and one small scenario replayed, before the worker says it is
// ready: a fresh worker's first job would otherwise spend its wall-clock budget reading
// 12 MB of card text and running the engine's code for the first time.
cardStore();
try {
  runExplainJob(WARM_UP_JOB, explainInput);
} catch {
  // a broken engine shows on the first real job, with its error
}
port.postMessage({ ready: true } satisfies WorkerReply);
