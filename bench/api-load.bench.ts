// `npm run bench:api`: HTTP throughput of the API under autocannon on loopback, next to a
// bare hono "hello world" served by the same Node in the same run. Goals: rule lookup at
// least 60% and search at least 30% of hello-world requests/s, no errors, flat memory.
// The API answers repeated requests from a response cache (editions are immutable), so it
// is measured with the cache and without it. Rounds alternate between the targets so drift on a shared machine hits all alike;
// the figures are medians over the rounds.
import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stressPhases } from './api-load-stress.ts';
import { machine, median } from './machine.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SECONDS = Number(process.env.SECONDS_PER_RUN ?? 5);
const CONNECTIONS = 10;
const EDITION = 'en-2026-08-07';

const RULES = ['702.19c', '601.2a', '704.5g', '100.1', '509.1b', '613.4c', '702.2c', '305.7'];
const QUERIES = ['trample', 'lethal damage', 'summoning sickness', 'first strike', 'copy of a spell', 'mana ability', 'protection from', 'declare blockers'];

interface Ready {
  apiUrl: string;
  uncachedUrl: string;
  helloUrl: string;
  editions: string[];
}

function startServers(): Promise<{ child: ChildProcess; ready: Ready }> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'api-load-server.ts');
  const child = fork(script, { execArgv: ['--expose-gc', '--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    child.once('message', (ready) => resolve({ child, ready: ready as Ready }));
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
}

function ask(child: ChildProcess, what: 'rss' | 'live-heap'): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(Object.values(m as Record<string, number>)[0]!));
    child.send(what);
  });
}
const rss = (child: ChildProcess) => ask(child, 'rss');

interface Run {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, paths: string[]): Promise<Run> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A fresh `judge serve` (data/ already built): process start → ready (its banner, after
 *  which /ready answers 200), then how long its first explanation and its first search take
 *  from that moment (the goal: within 300 ms of readiness). */
async function freshServer(): Promise<{ ready: number; firstExplain: number; firstSearch: number }> {
  const started = performance.now();
  const judge = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'bin', 'judge.js');
  const proc = spawn(process.execPath, [judge, 'serve', '--port', '0', '--quiet'], { stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let err = '';
      proc.stderr!.on('data', (d) => {
        err += d;
        const m = err.match(/serving .* at (http:\/\/\S+:\d+)/);
        if (m) resolve(m[1]);
      });
      proc.on('exit', (code) => reject(new Error(`judge serve exited with ${code}: ${err}`)));
    });
    const ready = performance.now() - started;
    const timed = async (request: () => Promise<Response>) => {
      const t = performance.now();
      const res = await request();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`answered ${res.status}`);
      return performance.now() - t;
    };
    const firstExplain = await timed(() => fetch(`${url}/v1/explain`, { method: 'POST', headers: { 'content-type': 'application/yaml' }, body: FIRST_SCENARIO }));
    const firstSearch = await timed(() => fetch(`${url}/v1/search?q=${encodeURIComponent('can I respond to a land being played')}`));
    return { ready, firstExplain, firstSearch };
  } finally {
    proc.kill('SIGTERM');
  }
}

const FIRST_SCENARIO = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'web', 'public', 'examples', 'd07-trample-lifelink.yaml'), 'utf8');
const fresh = [];
for (let i = 0; i < 3; i++) fresh.push(await freshServer());

const { child, ready } = await startServers();
console.log(`machine: ${machine()}`);
console.log(`editions: ${ready.editions.join(', ')}`);
const ms = (values: number[]) => `median ${Math.round(median(values))} ms of ${values.map(Math.round).join(', ')}`;
console.log(`judge serve (through tsx), process start → ready (warm): ${ms(fresh.map((f) => f.ready))}`);
const firstExplain = median(fresh.map((f) => f.firstExplain));
const firstSearch = median(fresh.map((f) => f.firstSearch));
console.log(`  then its first explanation: ${ms(fresh.map((f) => f.firstExplain))}; its first search: ${ms(fresh.map((f) => f.firstSearch))} (goal: within 300 ms of readiness: ${firstExplain < 300 && firstSearch < 300 ? 'met' : 'NOT met'})`);
console.log(`${ROUNDS} rounds × ${SECONDS} s per target, ${CONNECTIONS} connections, loopback\n`);

const targets = {
  'hello world (baseline)': { url: ready.helloUrl, paths: ['/'] },
  'GET /v1/rules/{n}': { url: ready.apiUrl, paths: RULES.map((n) => `/v1/rules/${n}?edition=${EDITION}`) },
  'GET /v1/search': {
    url: ready.apiUrl,
    paths: QUERIES.map((q) => `/v1/search?q=${encodeURIComponent(q)}&edition=${EDITION}&limit=10`),
  },
  // The same requests with the response cache off: what a first request for each costs.
  'GET /v1/rules/{n}, no cache': { url: ready.uncachedUrl, paths: RULES.map((n) => `/v1/rules/${n}?edition=${EDITION}`) },
  'GET /v1/search, no cache': {
    url: ready.uncachedUrl,
    paths: QUERIES.map((q) => `/v1/search?q=${encodeURIComponent(q)}&edition=${EDITION}&limit=10`),
  },
};

// Warm up: the search index is built on first use, and the JIT needs a moment.
for (const t of Object.values(targets)) await autocannon({ url: t.url, connections: CONNECTIONS, duration: 1, requests: t.paths.map((p) => ({ path: p })) });

const runs: Record<string, Run[]> = Object.fromEntries(Object.keys(targets).map((k) => [k, []]));
const liveAtStart = await ask(child, 'live-heap');
const memory: number[] = [await rss(child)];
const sampler = setInterval(() => void rss(child).then((r) => memory.push(r)), 500);
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, t] of Object.entries(targets)) runs[name].push(await load(t.url, t.paths));
}
clearInterval(sampler);
memory.push(await rss(child));
const liveAtEnd = await ask(child, 'live-heap');

const baseline = median(runs['hello world (baseline)'].map((r) => r.rps));
const rows = Object.entries(runs).map(([name, rs]) => {
  const rps = median(rs.map((r) => r.rps));
  return {
    target: name,
    'req/s (median)': Math.round(rps),
    'p99 ms (median)': median(rs.map((r) => r.p99)),
    '% of hello': `${Math.round((rps / baseline) * 100)}%`,
    errors: rs.reduce((s, r) => s + r.errors, 0),
    non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
  };
});
console.table(rows);

const mb = (b: number) => `${Math.round(b / 2 ** 20)} MB`;
const firstThird = median(memory.slice(0, Math.ceil(memory.length / 3)));
const lastThird = median(memory.slice(-Math.ceil(memory.length / 3)));
const growth = (lastThird - firstThird) / firstThird;
console.log(
  `server RSS: start ${mb(memory[0])}, max ${mb(Math.max(...memory))}, end ${mb(memory.at(-1)!)}; ` +
    `median of last third vs first third ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}% (${memory.length} samples)`,
);
const liveGrowth = (liveAtEnd - liveAtStart) / liveAtStart;
const memoryFlat = liveGrowth < 0.1;
console.log(
  `server live heap after a full GC: start ${mb(liveAtStart)}, end ${mb(liveAtEnd)} ` +
    `(${liveGrowth >= 0 ? '+' : ''}${(liveGrowth * 100).toFixed(1)}%) → ${memoryFlat ? 'flat' : 'NOT flat'}`,
);

const share = (name: string) => median(runs[name].map((r) => r.rps)) / baseline;
const rulesShare = share('GET /v1/rules/{n}');
const searchShare = share('GET /v1/search');
const errorFree = rows.every((r) => r.errors === 0 && r.non2xx === 0);
console.log(
  `goals: rule lookup ≥ 60% of hello: ${rulesShare >= 0.6 ? 'met' : 'NOT met'} (${Math.round(rulesShare * 100)}%); ` +
    `search ≥ 30%: ${searchShare >= 0.3 ? 'met' : 'NOT met'} (${Math.round(searchShare * 100)}%); no errors: ${errorFree ? 'met' : 'NOT met'}; memory flat: ${memoryFlat ? 'met' : 'NOT met'}`,
);
console.log(
  `without the response cache: rule lookup ${Math.round(share('GET /v1/rules/{n}, no cache') * 100)}%, search ${Math.round(share('GET /v1/search, no cache') * 100)}% of hello`,
);
await stressPhases(ready, baseline, () => rss(child));
child.send('exit');
