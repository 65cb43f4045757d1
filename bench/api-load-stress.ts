// The reliability half of `npm run bench:api` (issue 14): a minute (STRESS_SECONDS) of
// each of three loads against the real API, each next to the hello-world baseline of the
// same run, with the server's RSS sampled every second (flat is the goal):
//  - rule lookups with unique URLs (every rule of every edition, so the response cache never helps),
//  - searches with unique queries (pairs of words from rule titles, so no answer repeats),
//  - concurrent explains of the dev scenarios, with /health's p99 measured meanwhile.
import autocannon, { type Options } from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { median, percentile } from './machine.ts';

const SECONDS = Number(process.env.STRESS_SECONDS ?? 60);
const CONNECTIONS = 10;
/** Clients posting explanations at once, while /health is probed (the goal: 8). */
const EXPLAIN_CLIENTS = 8;
const DEV_SCENARIOS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'test', 'scenarios-dev');

interface Phase {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  rss: number[];
  health?: { p99: number; max: number; count: number; failures: number };
}

/** Every rule number an edition's table of contents reaches, from the API itself. */
async function ruleNumbers(apiUrl: string, edition: string): Promise<string[]> {
  const toc = await (await fetch(`${apiUrl}/v1/toc?edition=${edition}`)).text();
  return [...new Set([...toc.matchAll(/"number":"(\d{3}(?:\.\d+[a-z]?)?)"/g)].map((m) => m[1]))];
}

/** /health asked every 20 ms while a phase runs. */
function probeHealth(url: string) {
  let running = true;
  const times: number[] = [];
  let failures = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(`${url}/health`);
        await res.arrayBuffer();
        if (!res.ok) failures++;
      } catch {
        failures++;
      }
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { p99: percentile(times, 99), max: Math.max(...times), count: times.length, failures };
  };
}

async function phase(
  name: string,
  url: string,
  request: NonNullable<Options['requests']>[number],
  rss: () => Promise<number>,
  withHealth = false,
  connections = CONNECTIONS,
): Promise<Phase> {
  const samples: number[] = [await rss()];
  const sampler = setInterval(() => void rss().then((r) => samples.push(r)), 1_000);
  const stopHealth = withHealth ? probeHealth(url) : undefined;
  const result = await autocannon({ url, connections, duration: SECONDS, requests: [request] });
  const health = await stopHealth?.();
  clearInterval(sampler);
  samples.push(await rss());
  return { name, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx, rss: samples, health };
}

export async function stressPhases(ready: { apiUrl: string; editions: string[] }, baselineRps: number, rss: () => Promise<number>): Promise<void> {
  console.log(`\nreliability loads: ${SECONDS} s each, ${CONNECTIONS} connections (${EXPLAIN_CLIENTS} for explains), RSS sampled every second`);
  const editions = ready.editions.filter((e) => !e.includes('~'));
  const latest = editions.includes('en-2026-08-07') ? 'en-2026-08-07' : editions[0];

  const rulePaths = (await Promise.all(editions.map(async (e) => (await ruleNumbers(ready.apiUrl, e)).map((n) => `/v1/rules/${n}?edition=${e}`)))).flat();
  const words = [...new Set(readWords(await (await fetch(`${ready.apiUrl}/v1/toc?edition=${latest}`)).text()))];
  let r = 0;
  let s = 0;
  const scenarios = readdirSync(DEV_SCENARIOS)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => JSON.stringify(YAML.parse(readFileSync(path.join(DEV_SCENARIOS, f), 'utf8'))));
  let e = 0;

  const phases = [
    await phase('GET /v1/rules/{n}, unique URLs', ready.apiUrl, { method: 'GET', setupRequest: (req) => ({ ...req, path: rulePaths[r++ % rulePaths.length] }) }, rss),
    await phase(
      'GET /v1/search, unique queries',
      ready.apiUrl,
      {
        method: 'GET',
        setupRequest: (req) => {
          const i = s++;
          const q = `${words[i % words.length]} ${words[Math.floor(i / words.length) % words.length]}`;
          return { ...req, path: `/v1/search?q=${encodeURIComponent(q)}&edition=${latest}&limit=10` };
        },
      },
      rss,
    ),
    await phase(
      `POST /v1/explain, dev scenarios, ${EXPLAIN_CLIENTS} clients`,
      ready.apiUrl,
      { method: 'POST', headers: { 'content-type': 'application/json' }, setupRequest: (req) => ({ ...req, path: '/v1/explain', body: scenarios[e++ % scenarios.length] }) },
      rss,
      true,
      EXPLAIN_CLIENTS,
    ),
  ];
  const mb = (b: number) => Math.round(b / 2 ** 20);
  console.table(
    phases.map((p) => {
      const third = Math.ceil(p.rss.length / 3);
      const growth = (median(p.rss.slice(-third)) - median(p.rss.slice(0, third))) / median(p.rss.slice(0, third));
      return {
        load: p.name,
        'req/s': Math.round(p.rps),
        '% of hello': `${Math.round((p.rps / baselineRps) * 100)}%`,
        'p99 ms': p.p99,
        'errors/non-2xx': `${p.errors}/${p.non2xx}`,
        'RSS MB start/max/end': `${mb(p.rss[0])}/${mb(Math.max(...p.rss))}/${mb(p.rss.at(-1)!)}`,
        'RSS last vs first third': `${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`,
        '/health p99 ms (max)': p.health ? `${p.health.p99.toFixed(1)} (${p.health.max.toFixed(0)}), ${p.health.failures} failed of ${p.health.count}` : '',
      };
    }),
  );
  const explain = phases[2];
  console.log(`goal: /health p99 < 50 ms during explains: ${explain.health && explain.health.p99 < 50 && explain.health.failures === 0 ? 'met' : 'NOT met'}`);
}

/** Words of rule titles, for search queries no client sent before. */
function readWords(toc: string): string[] {
  return [...toc.matchAll(/"title":"([^"]+)"/g)].flatMap((m) => m[1].toLowerCase().split(/[^a-z]+/)).filter((w) => w.length > 3);
}
