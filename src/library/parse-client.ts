// Parsing a shipped release off the main thread, in one worker thread (./parse-worker.ts)
// started on first need. Two ways in: `parseNow` for a tree needed this instant (a lookup
// in an old release, a history) — the caller waits on the worker with Atomics.wait, since
// the library answers synchronously, and the worker keeps the parser out of the main
// thread's start-up — and `parseInBackground`, which fills the cache while the server
// answers (after it is ready), so that later requests only read it.
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';
import type { Edition } from '../tree/types.ts';
import type { ShippedRelease } from './shipped.ts';

export interface ParseJob {
  release: ShippedRelease;
  /** The folder of the shipped releases. */
  dir: string;
  /** How the edition names its source (`rules/releases/cr-en.br:2019-01-25.txt`). */
  display: string;
  /** Its cache file (./edition-cache.ts). */
  cached: string;
}

/** `json`: the edition, when the caller wants it (parseNow). */
export type ParseReply = { ok: true; json?: string } | { ok: false; message: string };

/** Longest wait for one parse (a release takes 0.1–0.3 s; the first also starts the worker). */
const PARSE_TIMEOUT_MS = 60_000;

// Compiled (dist/): plain JavaScript. From src/, a bootstrap registers tsx in the thread first.
const ENTRY = import.meta.url.endsWith('.js') ? new URL('./parse-worker.js', import.meta.url) : new URL('./parse-worker.mjs', import.meta.url);

let worker: Worker | undefined;

function parser(): Worker {
  if (!worker) {
    worker = new Worker(ENTRY);
    worker.unref(); // never what keeps a process alive
    worker.on('error', () => (worker = undefined));
    worker.on('exit', () => (worker = undefined));
  }
  return worker;
}

/** Parses the release now and returns its edition (also written to the cache). */
export function parseNow(job: ParseJob): Edition {
  const done = new Int32Array(new SharedArrayBuffer(4));
  const { port1, port2 } = new MessageChannel();
  parser().postMessage({ job, reply: port2, done, wantTree: true }, [port2]);
  const waited = Atomics.wait(done, 0, 0, PARSE_TIMEOUT_MS);
  const reply = receiveMessageOnPort(port1)?.message as ParseReply | undefined;
  port1.close();
  if (waited === 'timed-out' || !reply) throw new Error(`parsing ${job.display} took over ${PARSE_TIMEOUT_MS / 1000} s; run \`judge ingest\` once to parse every release`);
  if (!reply.ok) throw new Error(`${job.display}: ${reply.message}`);
  return JSON.parse(reply.json!) as Edition;
}

export interface Prepared {
  parsed: number;
  /** Releases that could not be parsed (each is tried again when asked for). */
  failed: Array<{ file: string; message: string }>;
}

/** Parses the releases one after the other while the caller goes on; resolves once all are
 *  cached. It never rejects: a release it could not parse is listed, and parsed again when
 *  asked for, where the failure is told. */
export async function parseInBackground(jobs: ParseJob[], signal?: AbortSignal): Promise<Prepared> {
  const out: Prepared = { parsed: 0, failed: [] };
  signal?.addEventListener('abort', () => void stopParsing(), { once: true });
  for (const job of jobs) {
    if (signal?.aborted) break;
    const { port1, port2 } = new MessageChannel();
    try {
      const reply = new Promise<ParseReply>((resolve) => {
        port1.once('message', resolve);
        port1.once('close', () => resolve({ ok: false, message: 'the parse worker stopped' }));
      });
      parser().postMessage({ job, reply: port2, wantTree: false }, [port2]);
      const answer = await reply;
      if (answer.ok) out.parsed++;
      else out.failed.push({ file: job.display, message: answer.message });
    } catch {
      // a worker that cannot start: the releases are parsed when asked for instead
      break;
    } finally {
      port1.close();
    }
  }
  return out;
}

/** Stops the worker (a server closing). */
export async function stopParsing(): Promise<void> {
  const w = worker;
  worker = undefined;
  await w?.terminate();
}
