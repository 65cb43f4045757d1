// A few thousand random and malformed requests against the real server: odd paths and
// encodings, query strings, bodies, headers and methods, from a seeded generator so a
// failure can be replayed. No request may get a 5xx, and the server must still answer
// /health afterwards.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';
import { rng } from './helpers/seeded.ts';

const SEED = 0x5eed_4a11;
const REQUESTS = 3000;
const CONCURRENCY = 8;

const random = rng(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
const int = (n: number) => Math.floor(random() * n);

const FRAGMENTS = [
  '702.19c', '702.19', '601.2a-d', '7', '100', '0', '-1', '999.999', 'CR 702.19 c', '..', '.', '%2e%2e', '%00', '%ff',
  '%E0%A4%A', '%', '%%', '~', 'ü', '€', '日本', "'", '"', '<script>', '\\', '${x}', 'a'.repeat(300), 'trample',
  'travolgere', 'glossary:Trample', '(', ')', '[', '*', '+', '?', '|', '^', '$', '{', '}', '702.19c;DROP', '1e309',
  'null', 'undefined', '__proto__', 'constructor', '😀', '\u0000', '%0d%0aX-Injected:1',
];
const PREFIXES = [
  '/v1/rules/', '/v1/glossary/', '/v1/search', '/v1/toc', '/v1/editions', '/v1/glossary', '/v1/explain', '/health',
  '/openapi.json', '/docs', '/mcp', '/', '/v1/', '/v2/rules/', '//v1//rules//', '/assets/', '/data/editions/', '/r/',
];
const PARAMS = ['q', 'edition', 'lang', 'limit', 'x', '', 'q[]', 'limit[0]', '__proto__'];
const VALUES = [
  'trample', '', 'en', 'it', 'pt', 'fr', 'EN', '0', '1', '50', '51', '-5', '1e3', 'NaN', 'Infinity', '9'.repeat(40),
  'en-2026-08-07', 'it-2020-07-03', 'pt-classic', 'nope', '"unbalanced', '(((', '.*+?', '%00', '%ZZ', '%', 'a'.repeat(900),
  'tr%C3%A4mple', '%F0%9F%98%80', 'AND OR NOT', '*', 'deathtouch lifelink', '702.19c',
];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'TRACE'];
const TYPES = [
  'application/json', 'application/yaml', 'text/yaml', 'text/plain', 'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x', 'application/json; charset=latin1', '', 'garbage', 'application/yaml; q=x',
];
const BODIES = [
  '', '{', '[]', 'null', '42', '"str"', '{"players": 1}', '{"players": [{"name": "A"}], "actions": "x"}', 'a: [', ': :',
  '- - -', '&a [*a, *a]', 'players:\n  - name: Alice\n    life: twenty', '\u0000\u0001\u0002', '{"__proto__": {"x": 1}}',
  '{"jsonrpc": "2.0", "id": 1, "method": "tools/list"}', '{"jsonrpc": "2.0", "method": "nope"}',
  '{"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "lookup_rule", "arguments": {"number": 5}}}',
];

function randomPath(): string {
  let p = pick(PREFIXES);
  if (random() < 0.7) p += pick(FRAGMENTS);
  if (random() < 0.2) p += '/' + pick(FRAGMENTS);
  if (random() < 0.6) {
    const pairs = Array.from({ length: 1 + int(4) }, () => `${pick(PARAMS)}=${pick(VALUES)}`);
    p += '?' + pairs.join(random() < 0.9 ? '&' : '&&');
  }
  // The http client refuses raw spaces and control characters; percent-encode those.
  return p.replace(/[\u0000-\u0020\u007f]/g, (ch) => encodeURIComponent(ch)).replace(/[^\u0021-\u007e]/gu, (ch) =>
    random() < 0.5 ? encodeURIComponent(ch) : Buffer.from(ch).toString('latin1'),
  );
}

interface Outcome {
  status: number;
  request: string;
}

function send(base: URL, method: string, path: string, headers: Record<string, string>, body: string | null): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = `${method} ${path} ${JSON.stringify(headers)} ${JSON.stringify(body)?.slice(0, 200)}`;
    let req: http.ClientRequest;
    try {
      req = http.request({ host: base.hostname, port: base.port, method, path, headers, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, request }));
        res.on('error', () => resolve({ status: -1, request }));
      });
    } catch {
      // The client itself refused the request (an invalid header or path): nothing was sent.
      resolve({ status: 0, request });
      return;
    }
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: -1, request }));
    if (body !== null && method !== 'GET' && method !== 'HEAD') req.write(body);
    req.end();
  });
}

function randomRequest(base: URL): Promise<Outcome> {
  const method = pick(METHODS);
  const headers: Record<string, string> = {};
  if (random() < 0.6) headers['Content-Type'] = pick(TYPES);
  if (random() < 0.3) headers['Accept-Encoding'] = pick(['br', 'gzip', 'deflate', 'br;q=0, gzip;q=0', '*', 'x;q=abc', '']);
  if (random() < 0.3) headers['If-None-Match'] = pick(['*', 'W/"x"', '"', '', 'W/"0000000000000000-abc", *']);
  if (random() < 0.3) headers['X-Request-Id'] = pick(['ok-1', 'a'.repeat(300), '<bad id>', '', 'ünï']).replace(/[^\u0020-\u007e]/g, '?');
  if (random() < 0.2) headers.Origin = pick(['https://example.org', 'null', '*']);
  if (random() < 0.2) headers.Accept = pick(['application/json, text/event-stream', 'text/html', '*/*', '']);
  if (random() < 0.1) headers['Access-Control-Request-Method'] = pick(['POST', 'GET', 'BREW']);
  let body: string | null = null;
  if (random() < 0.7) {
    body = pick(BODIES);
    if (random() < 0.05) body = 'x'.repeat(70_000 + int(50_000)); // over the body limit
  }
  return send(base, method, randomPath(), headers, body);
}

/** Bytes no HTTP client would send: the Node server must reject them without falling over. */
function sendRaw(base: URL, raw: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(Number(base.port), base.hostname, () => socket.end(raw));
    let reply = '';
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on('data', (d) => (reply += d.toString('latin1')));
    socket.on('close', () => resolve(reply));
    socket.on('error', () => resolve(reply));
  });
}

let server: ApiTestServer;
beforeAll(async () => {
  server = await startApiTestServer();
});
afterAll(async () => {
  await server?.close();
});

it(`${REQUESTS} random and malformed requests get no 5xx, and the server keeps answering`, async () => {
  const base = new URL(server.url);
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        outcomes.push(await randomRequest(base));
      }
    }),
  );
  const raw = await Promise.all(
    [
      'GARBAGE\r\n\r\n',
      'GET /v1/rules/702.19c HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
      'GET /v1/search?q=a b HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /v1/explain HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{"a"',
      'POST /v1/explain HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      'GET /health HTTP/1.1\r\nHost: x\r\nX-Request-Id: \u0001\r\n\r\n',
    ].map((r) => sendRaw(base, r)),
  );

  const serverErrors = outcomes.filter((o) => o.status >= 500);
  expect(serverErrors.slice(0, 5)).toEqual([]);
  for (const reply of raw) expect(reply).not.toMatch(/^HTTP\/1\.1 5\d\d/);
  // Most requests reached the server and got an answer (not refused by the client).
  expect(outcomes.filter((o) => o.status >= 200).length).toBeGreaterThan(REQUESTS * 0.9);
  // Both answers and refusals happened: the generator is not all-valid or all-garbage.
  expect(outcomes.some((o) => o.status === 200)).toBe(true);
  expect(outcomes.some((o) => o.status >= 400 && o.status < 500)).toBe(true);

  const health = await fetch(`${server.url}/health`);
  expect(health.status).toBe(200);
  // Including the raw requests, which only the server's log sees.
  const logged5xx = server.logLines.map((l) => JSON.parse(l)).filter((l) => l.status >= 500);
  expect(logged5xx).toEqual([]);
}, 180_000);
