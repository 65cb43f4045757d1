// The parse worker (started by ./parse-client.ts): parses shipped releases off the main
// thread — one at a time, each into data/cache (./edition-cache.ts) — and answers with the
// edition as JSON. The parser loads here, never in a process that only reads the cache.
import { parentPort, type MessagePort } from 'node:worker_threads';
import { JudgeError } from '../errors.ts';
import { ingestBytes } from '../ingest/ingest.ts';
import { writeEditionCache } from './edition-cache.ts';
import { releaseBytes } from './shipped.ts';
import type { ParseJob, ParseReply } from './parse-client.ts';

parentPort!.on('message', ({ job, reply, done, wantTree }: { job: ParseJob; reply: MessagePort; done?: Int32Array; wantTree: boolean }) => {
  let answer: ParseReply;
  try {
    const edition = ingestBytes(releaseBytes(job.release, job.dir), job.display);
    const json = JSON.stringify(edition);
    writeEditionCache(job.cached, edition, json);
    answer = wantTree ? { ok: true, json } : { ok: true };
  } catch (err) {
    answer = { ok: false, message: err instanceof JudgeError || err instanceof Error ? err.message : String(err) };
  }
  reply.postMessage(answer);
  reply.close();
  if (done) {
    Atomics.store(done, 0, 1);
    Atomics.notify(done, 0);
  }
});
