// What any HTTP client, proxy or load balancer meets, over a real socket: readiness, clients
// that send a whole oversized request before reading (Python's urllib), headers over the
// limit, /mcp from a browser page, cache validators across versions, and the limits a
// scenario is held to before a worker sees it.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/api/app.ts';
import type { EngineSource } from '../src/api/engine.ts';
import { originPolicy } from '../src/api/middleware/origin.ts';
import { runExplainJob, WARM_UP_JOB } from '../src/api/scenario-input.ts';
import { explainInput } from '../src/engine/index.ts';
import { startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer({ warm: true });
});

afterAll(async () => {
  await server?.close();
});

/**
 * One request over a raw socket, as a client that writes everything before it reads: each
 * write must be accepted (no reset under it), then the whole answer is read. Resolves with
 * the status line and the body; rejects if the server resets the connection first.
 */
function writeAllThenRead(head: string, bodyBytes = 0): Promise<{ status: number; headers: string; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    socket.on('error', reject);
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('connect', async () => {
      const write = (data: string | Buffer) => new Promise<void>((done, fail) => socket.write(data, (err) => (err ? fail(err) : done())));
      try {
        await write(head);
        const chunk = Buffer.alloc(64 * 1024, 'x');
        for (let sent = 0; sent < bodyBytes; sent += chunk.length) await write(chunk.subarray(0, Math.min(chunk.length, bodyBytes - sent)));
      } catch (err) {
        reject(err);
        return;
      }
      // Everything is written: now read the answer (Content-Length tells where it ends).
      const finished = () => {
        const end = received.indexOf('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(received)?.[1] ?? NaN);
        if (end < 0 || received.length < end + 4 + length) return;
        socket.destroy();
        resolve({ status: Number(received.slice(9, 12)), headers: received.slice(0, end), body: received.slice(end + 4, end + 4 + length) });
      };
      socket.on('data', finished);
      socket.on('end', finished);
      finished();
    });
  });
}

describe('readiness', () => {
  it('/ready answers 200 once the server is warm, /health all along', async () => {
    await server.ready;
    const ready = await fetch(`${server.url}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready' });
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('the warm-up scenario replays as the engine means it (a broken one would warm nothing)', () => {
    const result = runExplainJob(WARM_UP_JOB, explainInput);
    expect(result.ok).toBe(true);
    expect(result.trace.some((step) => step.rules.includes('702.19b'))).toBe(true); // trample's damage assignment
  });
});

describe('requests answered before they were read', () => {
  it('a client that writes a 3 MB body before reading gets the 413, and the connection goes on', async () => {
    const head = `POST /v1/explain HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/yaml\r\nContent-Length: ${3_000_000}\r\n\r\n`;
    const answer = await writeAllThenRead(head, 3_000_000);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).error).toMatchObject({ code: 'too_large' });
    expect(answer.headers).not.toMatch(/connection: close/i);
  });

  it('a client whose headers are over the limit gets a 431 with the error body', async () => {
    const head = `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`;
    const answer = await writeAllThenRead(head);
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body).error).toMatchObject({ code: 'too_large' });
  });
});

describe('/mcp from a browser page', () => {
  const tools = { jsonrpc: '2.0', id: 1, method: 'tools/list' };
  const post = (origin: string) =>
    fetch(`${server.url}/mcp`, { method: 'POST', headers: { Origin: origin, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' }, body: JSON.stringify(tools) });

  it('answers a page served from loopback with CORS headers and the request id', async () => {
    const res = await post('http://localhost:6274');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('x-request-id')).toMatch(/\S/);
    expect(((await res.json()) as { result: { tools: unknown[] } }).result.tools.length).toBeGreaterThan(3);
  });

  it('refuses another origin when listening on loopback (DNS rebinding), with a JSON-RPC error', async () => {
    const res = await post('http://attacker.example:8787');
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toContain('attacker.example');
  });

  it('accepts any origin on a public interface, and the origins JUDGE_ALLOWED_ORIGINS lists', () => {
    expect(originPolicy('0.0.0.0')('https://anywhere.example')).toBe(true);
    expect(originPolicy('127.0.0.1')('http://127.0.0.1:3000')).toBe(true);
    expect(originPolicy('127.0.0.1')('null')).toBe(false);
    const listed = originPolicy('127.0.0.1', 'https://judge.example.org, https://other.example');
    expect([listed('https://judge.example.org'), listed('http://localhost:3000')]).toEqual([true, false]);
    expect(originPolicy('::1', '*')('https://anywhere.example')).toBe(true);
  });
});

describe('caching', () => {
  const ask = async (version: string, url: string) => {
    const res = await createApp({ library: server.library, version }).fetch(new Request(`http://x${url}`));
    return { etag: res.headers.get('etag'), cacheControl: res.headers.get('cache-control') };
  };

  it('tags answers with the package version, and never marks a search answer immutable', async () => {
    const search = '/v1/search?q=trample&edition=en-2026-08-07';
    const [a, b] = [await ask('1.0.0', search), await ask('1.1.0', search)];
    expect(a.etag).not.toBe(b.etag); // an upgrade may rank differently: no 304 for the old answer
    expect(a.cacheControl).not.toContain('immutable');
    expect((await ask('1.0.0', '/v1/rules/702.19?edition=en-2026-08-07')).cacheControl).toContain('immutable'); // a named edition's text never changes
  });
});

describe('explanations refused before a worker is involved', () => {
  it('checks a JSON scenario against the size limits on arrival', async () => {
    // No engine at all: a refusal that needs none still answers 422, not 501.
    const noEngine = (() => Promise.resolve(null)) as EngineSource;
    const app = createApp({ library: server.library, engine: noEngine });
    const players = Array.from({ length: 9 }, (_, i) => ({ name: `P${i}` }));
    const res = await app.fetch(new Request('http://x/v1/explain', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ players, actions: [] }) }));
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/over a size limit: players: .*the limit is 8/);
  });
});
