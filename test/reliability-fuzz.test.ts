// Malformed scenarios and explain requests, from a seeded generator so a failure can be
// replayed: real scenarios (the dev set) with random leaves replaced, keys dropped, lists
// blown up, texts cut or corrupted, sent to /v1/explain and the MCP tool. Nothing may get
// a 5xx, the server must not crash, and /health must keep answering throughout.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';
import { startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';
import { post, probeHealth } from './helpers/reliability.ts';
import { rng } from './helpers/seeded.ts';

const SEED = 0x14_f022;
const REQUESTS = 240;
const CONCURRENCY = 4;

const random = rng(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

const DEV = path.resolve(REPO_ROOT, 'test', 'scenarios-dev');
const scenarios = readdirSync(DEV)
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .map((f) => YAML.parse(readFileSync(path.join(DEV, f), 'utf8')) as unknown);

const ODD_VALUES: unknown[] = [
  null, true, -1, 0, 1e9, -1e9, 2 ** 53, 1.5, Number.MAX_SAFE_INTEGER, '', ' ', 'x'.repeat(5_000), '{X}{X}{X}', '1000000/1000000',
  'Draw 1000000 cards.', 'Create 99999 1/1 tokens.', [], {}, [[[[[[[]]]]]]], { __proto__: { x: 1 } }, ['a', 1, null], Array(300).fill('Forest'),
  'main1', 'nope', '702.19c', '__proto__', 'constructor', '😀', '\u0000',
];

/** Every [parent, key] of a value, for picking a place to break. */
function places(value: unknown, out: Array<[Record<string, unknown> | unknown[], string | number]> = []) {
  if (Array.isArray(value)) value.forEach((v, i) => (out.push([value, i]), places(v, out)));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) out.push([value as Record<string, unknown>, k]), places(v, out);
  return out;
}

function mutate(scenario: unknown): unknown {
  const copy = structuredClone(scenario);
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const all = places(copy);
    if (!all.length) break;
    const [parent, key] = pick(all);
    const r = random();
    if (r < 0.5) (parent as Record<string | number, unknown>)[key] = pick(ODD_VALUES);
    else if (r < 0.7 && !Array.isArray(parent)) delete (parent as Record<string, unknown>)[key as string];
    else if (r < 0.85) {
      const v = (parent as Record<string | number, unknown>)[key];
      (parent as Record<string | number, unknown>)[key] = Array(1 + Math.floor(random() * 400)).fill(v);
    } else (parent as Record<string | number, unknown>)[key] = { [pick(['cast', 'play', 'pass', 'x', 'library', 'nope'])]: pick(ODD_VALUES) };
  }
  return copy;
}

function request(): { body: string | Uint8Array; type: string } {
  const scenario = mutate(pick(scenarios));
  const r = random();
  if (r < 0.45) return { body: JSON.stringify(scenario), type: 'application/json' };
  const yaml = YAML.stringify(scenario, { aliasDuplicateObjects: false });
  if (r < 0.8) return { body: yaml, type: 'application/yaml' };
  if (r < 0.9) return { body: yaml.slice(0, Math.floor(random() * yaml.length)), type: 'application/yaml' }; // cut short
  const bytes = new TextEncoder().encode(yaml);
  for (let i = 0; i < 3; i++) bytes[Math.floor(random() * bytes.length)] = 0x80 + Math.floor(random() * 0x7f); // not UTF-8
  return { body: bytes, type: pick(['application/json', 'application/yaml']) };
}

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(async () => {
  await server?.close();
});

it(`${REQUESTS} malformed scenarios get no 5xx, and /health answers throughout`, async () => {
  expect(scenarios.length).toBeGreaterThan(10);
  const probe = probeHealth(server.url, 25);
  const statuses = new Map<number, number>();
  const serverErrors: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        const i = next++;
        const { body, type } = request();
        const viaMcp = i % 6 === 5 && typeof body === 'string';
        const answer = viaMcp
          ? await post(`${server.url}/mcp`, JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/call', params: { name: 'explain_scenario', arguments: { scenario: body } } }), 'application/json', {
              accept: 'application/json, text/event-stream',
            })
          : await post(`${server.url}/v1/explain`, body, type);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status >= 500) serverErrors.push(`#${i} ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
      }
    }),
  );
  const health = await probe.stop();
  expect(serverErrors).toEqual([]);
  expect(health.failures).toEqual([]);
  expect(health.count).toBeGreaterThan(10);
  // The mutations must reach past parsing into validation and replay, or this tests little.
  expect(statuses.get(422) ?? 0).toBeGreaterThan(REQUESTS / 4);
  expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
}, 180_000);
