// Explanations run off the main thread, in a small pool of worker threads, so that no
// scenario can stall /health, lookups or searches. Each job gets a hard wall-clock limit
// (past it the worker is terminated and replaced), each worker a memory limit, and the
// queue in front of the pool is bounded: when it is full, or a job has waited too long,
// the client is told to retry (429 with Retry-After) instead of piling up work.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { JudgeError } from '../errors.ts';
import { RETRY_AFTER_SECONDS } from './errors.ts';
import type { ExplainJob } from './scenario-input.ts';
import type { ExplainResult } from '../engine/types.ts';
import type { WorkerReply } from './explain-worker.ts';

export interface ExplainPoolOptions {
  /** Worker threads; default: one fewer than the cores (at least 1, at most 4), leaving one for the server. */
  size?: number;
  /** Jobs that may wait for a worker; beyond it requests get 429. */
  queue?: number;
  /** Hard wall-clock limit of one job, from the moment a worker takes it. */
  timeoutMs?: number;
  /** Longest a job may wait in the queue before it is answered with 429. */
  maxWaitMs?: number;
  /** V8 heap limit of each worker. */
  memoryMb?: number;
}

export const POOL_DEFAULTS = {
  queue: 16,
  timeoutMs: 3_000,
  maxWaitMs: 5_000,
  memoryMb: 256,
} as const;


interface Job {
  job: ExplainJob;
  resolve(result: ExplainResult): void;
  reject(err: Error): void;
  waitTimer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Settles when the worker is ready to take jobs, or has failed to start. */
  booted: Promise<void>;
  current?: Job & { id: number; timer: NodeJS.Timeout };
}

// Compiled (dist/, an installed package): the worker is plain JavaScript. From src (a checkout,
// the tests), worker threads start without the tsx loader, so a small bootstrap registers it.
const BOOTSTRAP = import.meta.url.endsWith('.js') ? new URL('./explain-worker.js', import.meta.url) : new URL('./explain-worker.mjs', import.meta.url);

export class ExplainPool {
  private readonly size: number;
  private readonly opts: Required<Omit<ExplainPoolOptions, 'size'>>;
  private readonly slots: Slot[] = [];
  private readonly waiting: Job[] = [];
  private nextId = 1;
  private closed = false;
  /** Workers in a row that died before they were ready: a broken install, not a bad scenario. */
  private bootFailures = 0;

  constructor(options: ExplainPoolOptions = {}) {
    this.size = options.size ?? Math.min(4, Math.max(1, availableParallelism() - 1));
    this.opts = { ...POOL_DEFAULTS, ...options };
  }

  /** Starts every worker and waits until each is ready (or has failed to start), so that
   *  the first explanation does not wait for a worker to load the engine. */
  async warm(): Promise<void> {
    while (!this.closed && this.slots.length < this.size) this.slots.push(this.spawn());
    await Promise.all(this.slots.map((s) => s.booted));
  }

  /** Runs one explanation; rejects with a JudgeError the API turns into 4xx. */
  run(job: ExplainJob): Promise<ExplainResult> {
    if (this.closed) return Promise.reject(new JudgeError('overloaded', 'the server is shutting down; retry on another instance or later'));
    if (this.slots.length < this.size) this.slots.push(this.spawn()); // started on demand
    if (this.waiting.length >= this.opts.queue) {
      return Promise.reject(
        new JudgeError('overloaded', `${this.opts.queue} explanations are already waiting; retry in ${RETRY_AFTER_SECONDS} s`),
      );
    }
    return new Promise((resolve, reject) => {
      const entry: Job = { job, resolve, reject };
      this.waiting.push(entry);
      if (this.slots.some((s) => s.ready)) this.armWaitTimer(entry);
      this.dispatch();
    });
  }

  /** The queue wait counts from when a worker could have taken the job: a worker's start
   *  (a second or two, loading the engine) is not the client's fault. */
  private armWaitTimer(entry: Job): void {
    entry.waitTimer ??= setTimeout(() => {
      const at = this.waiting.indexOf(entry);
      if (at < 0) return;
      this.waiting.splice(at, 1);
      entry.reject(new JudgeError('overloaded', `no explain worker was free within ${this.opts.maxWaitMs} ms; retry in ${RETRY_AFTER_SECONDS} s`));
    }, this.opts.maxWaitMs);
  }

  /** Jobs running and waiting (for tests and benchmarks). */
  get load(): { running: number; waiting: number; workers: number } {
    return { running: this.slots.filter((s) => s.current).length, waiting: this.waiting.length, workers: this.slots.length };
  }

  /** Refuses new jobs, answers the waiting ones, lets running ones finish for up to
   *  `graceMs`, then terminates every worker — a stuck one included. */
  async close(graceMs = 1_000): Promise<void> {
    this.closed = true;
    for (const entry of this.waiting.splice(0)) {
      clearTimeout(entry.waitTimer);
      entry.reject(new JudgeError('overloaded', 'the server is shutting down; retry later'));
    }
    const deadline = Date.now() + graceMs;
    while (this.slots.some((s) => s.current) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.current) {
          clearTimeout(slot.current.timer);
          slot.current.reject(new JudgeError('overloaded', 'the server shut down before the explanation finished; retry later'));
        }
        return slot.worker.terminate();
      }),
    );
  }

  private spawn(): Slot {
    const worker = new Worker(BOOTSTRAP, {
      resourceLimits: { maxOldGenerationSizeMb: this.opts.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    });
    let booted!: () => void;
    const slot: Slot = { worker, ready: false, booted: new Promise<void>((resolve) => (booted = resolve)) };
    worker.unref(); // an idle pool must not keep the process alive
    worker.on('message', (reply: WorkerReply) => this.onReply(slot, reply));
    worker.once('message', booted);
    worker.once('exit', booted);
    worker.on('error', (err: Error & { code?: string }) => {
      const outOfMemory = err.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.replace(
        slot,
        outOfMemory
          ? new JudgeError('budget_exceeded', `the explanation needed more than ${this.opts.memoryMb} MB of memory and was stopped; make the scenario smaller`)
          : new JudgeError('not_implemented', `the explain worker failed (${err.message}); this is an engine bug`),
      );
    });
    worker.on('exit', () => this.replace(slot, new JudgeError('not_implemented', 'the explain worker stopped unexpectedly; this is an engine bug')));
    return slot;
  }

  private onReply(slot: Slot, reply: WorkerReply): void {
    if ('ready' in reply) {
      slot.ready = true;
      this.bootFailures = 0;
      this.dispatch();
      for (const entry of this.waiting) this.armWaitTimer(entry);
      return;
    }
    const current = slot.current;
    if (!current || current.id !== reply.id) return;
    clearTimeout(current.timer);
    slot.current = undefined;
    slot.worker.unref();
    if (reply.ok) current.resolve(reply.result);
    else current.reject(new JudgeError(reply.error.code, reply.error.message, { details: reply.error.details, suggestions: reply.error.suggestions }));
    this.dispatch();
  }

  /** Gives waiting jobs to free, ready workers. */
  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.current || this.waiting.length === 0) continue;
      const entry = this.waiting.shift()!;
      clearTimeout(entry.waitTimer);
      const id = this.nextId++;
      const timer = setTimeout(() => {
        this.replace(slot, new JudgeError('budget_exceeded', `the explanation took longer than ${this.opts.timeoutMs} ms and was stopped`));
      }, this.opts.timeoutMs);
      slot.current = { ...entry, id, timer };
      slot.worker.ref(); // a running job keeps the process alive until it is answered
      slot.worker.postMessage({ id, job: entry.job });
    }
  }

  /** Ends a worker (stuck, out of memory or crashed), answers its job, and starts a fresh one. */
  private replace(slot: Slot, reason: JudgeError): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return; // already replaced or closed
    const current = slot.current;
    slot.current = undefined;
    if (current) {
      clearTimeout(current.timer);
      current.reject(reason);
    }
    void slot.worker.terminate();
    if (!slot.ready) this.bootFailures++;
    if (this.closed || this.bootFailures >= 3) {
      this.slots.splice(at, 1);
      if (!this.closed) {
        for (const entry of this.waiting.splice(0)) {
          clearTimeout(entry.waitTimer);
          entry.reject(new JudgeError('not_implemented', `explain workers fail to start (${reason.message})`));
        }
        this.bootFailures = 0; // the next request tries again
      }
      return;
    }
    this.slots[at] = this.spawn();
  }
}
