// Uncached GET /v1/search over loopback against a bare hono "hello world", both served by
// bench/api-load-server.ts in a process of its own (the load generator must not share their
// event loop). The API there runs with its response cache off, so every request is searched.
// Rounds alternate between the two; medians count. Bounded: ROUNDS × SECONDS per target.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './machine.ts';

const ROUNDS = 3;
const SECONDS = 3;
const CONNECTIONS = 10;
const EDITION = 'en-2026-08-07';
const QUERIES = ['trample deathtouch', 'how many cards in hand', 'first strike damage step', 'can I respond to a land being played', 'summoning sick', 'copy of a spell', 'mana ability', 'declare blockers'];

interface Ready {
  uncachedUrl: string;
  helloUrl: string;
}

export async function searchHttpShare(): Promise<void> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-load-server.ts');
  const child = fork(script, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const ready = await new Promise<Ready>((resolve, reject) => {
      child.once('message', (m) => resolve(m as Ready));
      child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
    });
    const targets: Record<string, { url: string; paths: string[] }> = {
      hello: { url: ready.helloUrl, paths: ['/'] },
      search: { url: ready.uncachedUrl, paths: QUERIES.map((q) => `/v1/search?q=${encodeURIComponent(q)}&edition=${EDITION}&limit=10`) },
    };
    const load = async (t: { url: string; paths: string[] }, duration: number) =>
      (await autocannon({ url: t.url, connections: CONNECTIONS, duration, requests: t.paths.map((p) => ({ method: 'GET', path: p })) })) as unknown as {
        requests: { average: number; total: number };
        non2xx: number;
        errors: number;
      };
    const serverCpu = () =>
      new Promise<number>((resolve) => {
        child.once('message', (m) => resolve(((m as { cpu: NodeJS.CpuUsage }).cpu.user + (m as { cpu: NodeJS.CpuUsage }).cpu.system) as number));
        child.send('cpu');
      });
    for (const t of Object.values(targets)) await load(t, 1); // JIT
    const rps: Record<string, number[]> = { hello: [], search: [] };
    const cpu: Record<string, number[]> = { hello: [], search: [] };
    let failures = 0;
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, t] of Object.entries(targets)) {
        const before = await serverCpu();
        const r = await load(t, SECONDS);
        cpu[name]!.push(((await serverCpu()) - before) / Math.max(1, r.requests.total));
        rps[name]!.push(r.requests.average);
        failures += r.non2xx + r.errors;
      }
    const hello = median(rps.hello!);
    const search = median(rps.search!);
    const helloCpu = median(cpu.hello!);
    const searchCpu = median(cpu.search!);
    console.log(`\nHTTP, loopback, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each, medians (the servers warm and ready):`);
    console.log(`hello world (baseline)        ${Math.round(hello)} req/s, server CPU ${helloCpu.toFixed(0)} µs a request`);
    console.log(`GET /v1/search, no cache      ${Math.round(search)} req/s = ${((100 * search) / hello).toFixed(1)}% of hello world (${failures} errors or non-2xx)`);
    console.log(`                              server CPU ${searchCpu.toFixed(0)} µs a request: hello world's is ${((100 * helloCpu) / searchCpu).toFixed(1)}% of it (what the share of requests per second is where the server, not the load generator, is the bottleneck)`);
  } finally {
    child.send('exit');
  }
}
