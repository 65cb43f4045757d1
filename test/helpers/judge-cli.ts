// Running the `judge` command as a test: exit code, stdout and stderr, whatever the outcome.
//
// `runJudge` runs the CLI's own `main(argv)` (src/cli/main.ts, what bin/judge.js calls) in this
// test process, with stdout and stderr captured: the same commands, parsing, library and
// output, without a Node start, a tsx transform and a library load for every call (about
// 0.7 s of CPU each, dozens of calls in the suite). Calls are run one at a time, since they
// share the process's streams and exit code.
//
// `spawnJudge` runs the real `node bin/judge.js` as a user does, for what only a separate
// process shows: environment variables read at start, which modules a command loads, the exit
// status the shell sees. JUDGE_TEST_SPAWN=1 makes `runJudge` spawn too, to check that both
// ways agree. (`report --json` over every shipped release passes 1 MiB, execFile's
// default buffer, so the buffer is larger.)
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/library/data.ts';

export interface JudgeRun {
  code: number;
  stdout: string;
  stderr: string;
}

const run = promisify(execFile);

export async function spawnJudge(args: string[], env: NodeJS.ProcessEnv = {}): Promise<JudgeRun> {
  try {
    const { stdout, stderr } = await run('node', ['bin/judge.js', ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

let queue: Promise<unknown> = Promise.resolve();

export function runJudge(args: string[]): Promise<JudgeRun> {
  if (process.env.JUDGE_TEST_SPAWN) return spawnJudge(args);
  const next = queue.then(() => runHere(args));
  queue = next.catch(() => undefined);
  return next;
}

async function runHere(args: string[]): Promise<JudgeRun> {
  const { main } = await import('../../src/cli/main.ts');
  const out: string[] = [];
  const err: string[] = [];
  const capture = (into: string[]) =>
    ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      into.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      const done = rest.find((r): r is () => void => typeof r === 'function');
      done?.();
      return true;
    }) as typeof process.stdout.write;
  const writes = { out: process.stdout.write, err: process.stderr.write };
  const listeners = { out: process.stdout.listenerCount('error'), err: process.stderr.listenerCount('error') };
  process.stdout.write = capture(out);
  process.stderr.write = capture(err);
  process.exitCode = undefined;
  try {
    const code = await main(args);
    return { code, stdout: out.join(''), stderr: err.join('') };
  } finally {
    process.stdout.write = writes.out;
    process.stderr.write = writes.err;
    process.exitCode = undefined;
    // main() guards each stream against a closed pipe; one guard per run would pile up here.
    dropAddedListeners(process.stdout, listeners.out);
    dropAddedListeners(process.stderr, listeners.err);
  }
}

function dropAddedListeners(stream: NodeJS.WriteStream, keep: number): void {
  const added = stream.listeners('error').slice(keep);
  for (const listener of added) stream.removeListener('error', listener as (...a: unknown[]) => void);
}
