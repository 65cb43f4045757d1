// Uncached GET /v1/search over loopback against a bare hono "hello world", both served by
// bench/api-load-server.ts in a process of its own (the load generator must not share their
// event loop). The API there runs with its response cache off, so every request is searched.
// Two loads of searches: a few keyword queries (as a search box sends), and every distinct
// English question of the evaluation sets in test/fixtures (real questions, mostly of 10–30
// words, some naming cards), each in turn across the connections. Rounds alternate between the targets;
// medians count. Bounded: ROUNDS × SECONDS per target.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from './machine.ts';
import { parseCases } from '../src/search/evaluate.ts';

const ROUNDS = 3;
const SECONDS = 3;
const CONNECTIONS = 10;
const EDITION = 'en-2026-08-07';
const QUERIES = ['trample deathtouch', 'how many cards in hand', 'first strike damage step', 'can I respond to a land being played', 'summoning sick', 'copy of a spell', 'mana ability', 'declare blockers'];

/** Every distinct English question of the evaluation sets. */
function fixtureQuestions(): string[] {
  const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'fixtures');
  const all = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).flatMap((f) => parseCases(readFileSync(path.join(dir, f), 'utf8')));
  return [...new Set(all.filter((c) => c.lang === 'en').map((c) => c.q))];
}

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
    const searchPaths = (queries: string[]) => queries.map((q) => `/v1/search?q=${encodeURIComponent(q)}&edition=${EDITION}&limit=10`);
    const questions = fixtureQuestions();
    const targets: Record<string, { url: string; paths: string[] }> = {
      hello: { url: ready.helloUrl, paths: ['/'] },
      search: { url: ready.uncachedUrl, paths: searchPaths(QUERIES) },
      questions: { url: ready.uncachedUrl, paths: searchPaths(questions) },
    };
    // Each request takes the next path of the list, across all connections, where it left off
    // last time: a list of requests given to autocannon is walked from its start by each
    // connection, so a few seconds would only ever send the first questions of the list.
    let sent = 0;
    const next = (t: { paths: string[] }) => t.paths[sent++ % t.paths.length]!;
    const load = async (t: { url: string; paths: string[] }, duration: number) =>
      (await autocannon({ url: t.url, connections: CONNECTIONS, duration, requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: next(t) }) }] })) as unknown as {
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
    const rps: Record<string, number[]> = { hello: [], search: [], questions: [] };
    const cpu: Record<string, number[]> = { hello: [], search: [], questions: [] };
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
    const helloCpu = median(cpu.hello!);
    console.log(`\nHTTP, loopback, ${CONNECTIONS} connections, ${ROUNDS} × ${SECONDS} s each, medians (the servers warm and ready; ${failures} errors or non-2xx):`);
    console.log(`hello world (baseline)        ${Math.round(hello)} req/s, server CPU ${helloCpu.toFixed(0)} µs a request`);
    for (const [name, label] of [['search', `${QUERIES.length} keyword queries`], ['questions', `${questions.length} real questions`]] as const) {
      const search = median(rps[name]!);
      const searchCpu = median(cpu[name]!);
      console.log(`GET /v1/search, no cache, ${label}: ${Math.round(search)} req/s = ${((100 * search) / hello).toFixed(1)}% of hello world`);
      console.log(`    server CPU ${searchCpu.toFixed(0)} µs a request: hello world's is ${((100 * helloCpu) / searchCpu).toFixed(1)}% of it (the share of requests per second where the server, not the load generator, is the bottleneck)`);
    }
  } finally {
    child.send('exit');
  }
}
