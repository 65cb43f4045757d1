// The reproductions of issue 14 against a real server on loopback: each oversized or
// runaway explanation is answered with a 4xx (or 429) quickly, the server stays up, and
// /health keeps answering fast meanwhile, because explanations run in worker threads.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poolEngine } from '../src/api/engine.ts';
import { startServer, type RunningServer } from '../src/api/server.ts';
import { SCENARIO_LIMITS } from '../src/engine/scenario/limits.ts';
import { startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';
import { castingScenario, post, probeHealth, SLOW_SCENARIO, type HealthStats } from './helpers/reliability.ts';

let server: ApiTestServer;
/** One worker, one queue place, a 300 ms job limit and short HTTP timeouts. */
let tight: RunningServer;

beforeAll(async () => {
  server = await startApiTestServer();
  tight = await startServer({
    port: 0,
    library: server.library,
    engine: poolEngine({ size: 1, queue: 1, timeoutMs: 300, maxWaitMs: 2_000 }),
    limits: { headersTimeoutMs: 1_000, requestTimeoutMs: 1_000, checkIntervalMs: 200 },
    warm: false,
  });
  // Workers start on the first explanation (they load the engine), and /mcp loads the MCP
  // SDK on its first request: neither is part of any case.
  await Promise.all([
    ...[server.url, tight.url].map((url) => post(`${url}/v1/explain`, JSON.stringify(castingScenario('Draw a card.')))),
    post(`${server.url}/mcp`, JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'tools/list' }), 'application/json', { accept: 'application/json, text/event-stream' }),
  ]);
});

afterAll(async () => {
  await server?.close();
  await tight?.close();
});

const explain = (body: unknown, url = server.url) => post(`${url}/v1/explain`, typeof body === 'string' ? body : JSON.stringify(body));

/** Runs `work` while probing /health; the health answers must all be fast 200s. */
async function whileProbing<T>(work: () => Promise<T>, url = server.url): Promise<{ result: T; health: HealthStats }> {
  const probe = probeHealth(url);
  const result = await work();
  const health = await probe.stop();
  return { result, health };
}

/** /health's p99 while explanations run. An explanation on the main thread blocked it for
 *  2 to 44 s; the goal of 50 ms is measured by `npm run bench:api` on a quiet machine,
 *  while this bound leaves room for the suite's own parallel load (and the garbage
 *  collector of a process holding every edition) on two shared cores: under a load
 *  average of 15 a p99 of 540 ms was seen. */
const HEALTH_P99_MS = 1_000;

function expectHealthy(health: HealthStats) {
  expect(health.failures).toEqual([]);
  expect(health.count).toBeGreaterThan(0);
  expect(health.p99).toBeLessThan(HEALTH_P99_MS);
}

function scenarioWith(player: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return { turn: { step: 'main1' }, players: [{ name: 'Alice', ...player }, { name: 'Bob' }], ...extra };
}

describe('oversized scenarios are refused at once, naming the path and the limit', () => {
  const cases: Array<[string, unknown, string, number]> = [
    ['library: 100000000 (crashed the process)', scenarioWith({ library: 100_000_000 }), 'players[0].library', SCENARIO_LIMITS.library],
    ['library: 10000000 (blocked every request for 13.8 s)', scenarioWith({ library: 10_000_000 }), 'players[0].library', SCENARIO_LIMITS.library],
    ['"Draw 1000000000 cards." (crashed after 31 s)', castingScenario('Draw 1000000000 cards.'), 'cards["Test Spell"].text', SCENARIO_LIMITS.perEffect],
    ['"Draw 1000000 cards." (a 131 MB answer)', castingScenario('Draw 1000000 cards.'), 'cards["Test Spell"].text', SCENARIO_LIMITS.perEffect],
    ['"Create 10000 … tokens." (hung for minutes)', castingScenario('Create 10000 1/1 white Soldier creature tokens.'), 'cards["Test Spell"].text', SCENARIO_LIMITS.perEffect],
    [
      '15,000 lands in a 60 KB body (30,000 blocked for 44 s)',
      scenarioWith({ battlefield: Array(15_000).fill('F') }, { cards: { F: { type: 'Land' } } }),
      'players[*].battlefield',
      SCENARIO_LIMITS.permanents,
    ],
    ['600 card names in hand (3.8 s of validation)', scenarioWith({ hand: Array.from({ length: 600 }, (_, i) => `Card ${i}`) }), 'players[0].hand', SCENARIO_LIMITS.zoneCards],
    ['X = 1000000', { ...castingScenario('Draw X cards.'), actions: [{ player: 'Alice', cast: 'Test Spell', x: 1_000_000 }] }, 'actions[0].x', SCENARIO_LIMITS.x],
    ['a 5000-character player name', { turn: { step: 'main1' }, players: [{ name: 'A'.repeat(5000) }] }, 'players[0].name', SCENARIO_LIMITS.nameChars],
    ['a million +1/+1 counters', scenarioWith({ battlefield: [{ card: 'Grizzly Bears', counters: { '+1/+1': 1_000_000 } }] }), 'players[0].battlefield[0].counters["+1/+1"]', SCENARIO_LIMITS.counters],
  ];
  for (const [name, scenario, path, limit] of cases) {
    it(name, async () => {
      const { result, health } = await whileProbing(() => explain(scenario));
      expect(result.status).toBe(422);
      expect(result.ms).toBeLessThan(1_000);
      expect(result.body.error?.details?.map((d) => d.path)).toContain(path);
      expect(result.body.error?.message).toContain(`the limit is ${limit}`);
      expectHealthy(health);
    });
  }
});

describe('input errors are 4xx, never 500', () => {
  it('a YAML alias bomb (was a 500)', async () => {
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 8; i++) levels.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${String.fromCharCode(96 + i)}`).join(', ')}]`);
    const res = await post(`${server.url}/v1/explain`, levels.join('\n'), 'application/yaml');
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/alias/i);
    expect(res.ms).toBeLessThan(1_000);
  });

  it('deep nesting, in JSON and in YAML', async () => {
    const json = await post(`${server.url}/v1/explain`, '['.repeat(10_000) + ']'.repeat(10_000));
    expect(json.status).toBe(400);
    expect(json.body.error?.message).toMatch(/nests more than 32 levels/);
    const yaml = await post(`${server.url}/v1/explain`, '['.repeat(5_000), 'application/yaml');
    expect(yaml.status).toBe(400);
  });

  it('a body that is not UTF-8', async () => {
    const res = await post(`${server.url}/v1/explain`, new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('request body is not valid UTF-8 (byte 2 starts a bad sequence); send UTF-8 text');
  });
});

describe('explanations run off the main thread', () => {
  it('a slow scenario does not slow /health, and still gets its answer', async () => {
    const { result, health } = await whileProbing(() => explain(SLOW_SCENARIO));
    expect([200, 422]).toContain(result.status);
    expectHealthy(health);
  });

  it('a job past the hard wall-clock limit is stopped: its worker is terminated and replaced', async () => {
    const { result, health } = await whileProbing(() => explain(SLOW_SCENARIO, tight.url), tight.url);
    expect(result.status).toBe(422);
    expect(result.body.error?.code).toBe('budget_exceeded');
    expect(result.body.error?.message).toContain('longer than 300 ms');
    expect(result.ms).toBeLessThan(1_000);
    expectHealthy(health);
    // The replacement worker answers the next job (a fresh worker's first jobs run cold, and
    // 300 ms is tight on a loaded machine: a few tries).
    const statuses: number[] = [];
    for (let i = 0; i < 5 && !statuses.includes(200); i++) statuses.push((await explain(castingScenario('Draw a card.'), tight.url)).status);
    expect(statuses).toContain(200);
  });

  it('past the queue bound, clients get 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => explain(SLOW_SCENARIO, tight.url)));
    const refused = answers.filter((a) => a.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2); // one runs, one waits
    expect(refused[0].headers.get('retry-after')).toBe('1');
    expect(refused[0].body.error?.code).toBe('overloaded');
    for (const a of answers) expect([422, 429]).toContain(a.status);
  });
});

describe('/mcp', () => {
  const call = (id: number, scenario: unknown) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'explain_scenario', arguments: { scenario: JSON.stringify(scenario) } },
  });
  const mcp = (body: unknown) => post(`${server.url}/mcp`, JSON.stringify(body), 'application/json', { accept: 'application/json, text/event-stream' });

  it('"Draw 1000000000 cards." is a readable tool error at once (crashed after 27 s)', async () => {
    const res = await mcp(call(1, castingScenario('Draw 1000000000 cards.')));
    expect(res.status).toBe(200);
    const result = (res.body as { result: { isError: boolean; content: Array<{ text: string }> } }).result;
    expect(result.isError).toBe(true);
    expect(result.content[0].text).toContain('the limit is 100');
    expect(res.ms).toBeLessThan(1_000);
  });

  it('a batch over 10 messages is refused; a batch of 10 slow explanations leaves /health fast (blocked 20 s)', async () => {
    const tooMany = await mcp(Array.from({ length: 11 }, (_, i) => call(i, castingScenario('Draw a card.'))));
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.body)).toContain('the limit is 10');

    const slow = castingScenario('Create 100 1/1 white Soldier creature tokens.');
    const { result, health } = await whileProbing(() => mcp(Array.from({ length: 10 }, (_, i) => call(i, slow))));
    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(10);
    expectHealthy(health);
  });
});

describe('the HTTP server', () => {
  it('closes a request whose body never ends (was held 307 s)', async () => {
    const { port } = new URL(tight.url);
    const started = performance.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /v1/explain HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 50000\r\n\r\n{"turn":');
      });
      let data = '';
      socket.on('data', (d) => (data += d));
      socket.on('close', () => resolve(data));
      socket.on('error', reject);
      socket.setTimeout(10_000, () => reject(new Error('the server held the connection for 10 s')));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
