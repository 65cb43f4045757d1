// What an operator sees of the running server: levelled JSON log lines (pino) for each
// request, and Prometheus metrics at /metrics — requests and latencies by route, explains
// in flight, editions loaded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});

afterAll(async () => {
  await server?.close();
});

describe('logs', () => {
  it('one levelled JSON line per request: info for answers, warn for client errors, with id, route and status', async () => {
    await fetch(`${server.url}/v1/rules/702.19c`, { headers: { 'X-Request-Id': 'observe-ok' } });
    await fetch(`${server.url}/v1/rules/702.19zz`, { headers: { 'X-Request-Id': 'observe-bad' } });
    const lines = server.logLines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.find((l) => l.id === 'observe-ok')).toMatchObject({ level: 'info', msg: 'request', method: 'GET', route: '/v1/rules/{number}', path: '/v1/rules/702.19c', status: 200 });
    expect(lines.find((l) => l.id === 'observe-bad')).toMatchObject({ level: 'warn', status: 404 });
    expect(typeof lines[0]!.time).toBe('string');
  });
});

describe('/metrics', () => {
  it('counts requests and latencies by route, and tells the editions loaded and explains in flight', async () => {
    for (const n of ['100.1', '702.19', '702.19']) await fetch(`${server.url}/v1/rules/${n}`);
    await fetch(`${server.url}/v1/search?q=trample`);
    const res = await fetch(`${server.url}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    const count = Number(/^judge_http_requests_total\{method="GET",route="\/v1\/rules\/\{number\}",status="200"\} (\d+)$/m.exec(text)?.[1]);
    expect(count).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^judge_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v1\/search"\} \d+$/m);
    expect(text).toMatch(/^judge_editions_loaded \d+$/m);
    expect(Number(/^judge_editions_loaded (\d+)$/m.exec(text)?.[1])).toBe(server.library.editions().length);
    expect(text).toMatch(/^judge_explain_in_flight 0$/m);
    expect(text).toMatch(/^judge_process_resident_memory_bytes \d+/m);
  });
});
