// The servers under load for bench/api-load.bench.ts, in a process of their own so the
// load generator does not share an event loop with them: the real API on the real
// library (with its response cache, and once more without it), and a bare hono "hello world" as the baseline. Reports its RSS, and its live heap after a full GC, on request.
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { startServer } from '../src/api/server.ts';
import { openLibrary } from '../src/library/index.ts';

const library = await openLibrary(); // rules/ and every shipped release
const api = await startServer({ port: 0, library });
const uncached = await startServer({ port: 0, library, cacheEntries: 0 });

const hello = new Hono().get('/', (c) => c.text('Hello, world!'));
const helloUrl = await new Promise<string>((resolve) => {
  serve({ fetch: hello.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
});

process.on('message', (msg) => {
  if (msg === 'rss') process.send!({ rss: process.memoryUsage().rss });
  // CPU time (user + system, µs) the servers' process has used: per request, it hardly
  // moves when other work shares the cores, as requests per second do.
  if (msg === 'cpu') process.send!({ cpu: process.cpuUsage() });
  if (msg === 'live-heap') {
    // What is still reachable after a full collection: a leak grows this; garbage V8 has
    // not collected yet (RSS's sawtooth under load) does not.
    (globalThis as { gc?: () => void }).gc?.();
    process.send!({ liveHeap: process.memoryUsage().heapUsed });
  }
  if (msg === 'exit') process.exit(0);
});
// Measured warm, as a load balancer would send traffic: once both servers are ready (their
// explain workers, card pool and default search indexes started), not while they warm up.
await Promise.all([api.ready, uncached.ready]);
process.send!({ apiUrl: api.url, uncachedUrl: uncached.url, helloUrl, editions: library.editions().map((e) => e.id) });
