// For the reliability tests: scenarios an attacker would send, and a probe that keeps
// asking /health while something else runs and reports its latency.
import http from 'node:http';

/** A scenario in which Alice casts a sorcery with the given rules text. */
export function castingScenario(text: string, copies = 1): Record<string, unknown> {
  return {
    turn: { step: 'main1', priority: true },
    cards: { 'Test Spell': { type: 'Sorcery', cost: '{0}', text } },
    players: [{ name: 'Alice', hand: Array(copies).fill('Test Spell') }, { name: 'Bob' }],
    actions: Array.from({ length: copies }, () => [{ player: 'Alice', cast: 'Test Spell' }, { pass: 'all' }]).flat(),
  };
}

/** Valid and within every limit, but slow: it makes 4,000 tokens, 100 at a time (seconds of
 *  work even for the near-linear engine). */
export const SLOW_SCENARIO = castingScenario('Create 100 1/1 white Soldier creature tokens.', 40);

/** GET /health on a connection of its own (no keep-alive reuse): the probe measures the
 *  server, not a socket a malformed request before it left behind. */
function getHealth(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${url}/health`, { agent: false, timeout: 5_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 5 s')));
    req.on('error', reject);
  });
}

export interface HealthStats {
  times: number[];
  count: number;
  p99: number;
  failures: string[];
}

/** Asks /health every `everyMs` until stopped; every answer must be a quick 200. */
export function probeHealth(url: string, everyMs = 10): { stop(): Promise<HealthStats> } {
  let running = true;
  const times: number[] = [];
  const failures: string[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const status = await getHealth(url);
        if (status !== 200) failures.push(`status ${status}`);
      } catch (err) {
        failures.push(String(err));
      }
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = [...times].sort((a, b) => a - b);
      return { times: times.map(Math.round), count: sorted.length, p99: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0, failures };
    },
  };
}

export interface Answer {
  status: number;
  ms: number;
  headers: Headers;
  body: { error?: { code: string; message: string; details?: Array<{ path: string; message: string }> } } & Record<string, unknown>;
}

export async function post(url: string, body: string | Uint8Array, contentType = 'application/json', headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': contentType, ...headers }, body: body as BodyInit, signal: AbortSignal.timeout(30_000) });
  const text = await res.text();
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, ms: performance.now() - started, headers: res.headers, body: parsed };
}
