// Search indexes never thrash (issue 14, item 5): they live in a pool bounded by bytes,
// are built off the request path in slices, and a request for an edition being built does
// not hold up requests for editions already built. Over the real editions and a real server.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Library } from '../src/library/index.ts';
import { IndexPool } from '../src/search/index-pool.ts';
import { startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';
import { testLibrary } from './helpers/library.ts';
import { searchOf } from '../src/search/index.ts';

let lib: Library;
let server: ApiTestServer;
beforeAll(async () => {
  lib = (await testLibrary()) as Library;
  server = await startApiTestServer();
});
afterAll(() => server?.close());

const older = () => lib.allEditions().filter((e) => e.lang === 'en').slice(1);

describe('the index pool', () => {
  it('lets the least recently used go when the budget is spent, keeping the newest', () => {
    const [a, b] = older();
    const pool = new IndexPool(1 / 1024); // one kilobyte: less than any index
    pool.get(a!);
    pool.get(b!);
    expect(pool.size).toBe(1);
    expect(pool.isBuilt(b!.id)).toBe(true);
    expect(pool.isBuilt(a!.id)).toBe(false);
  });

  it('does not rebuild while cycling over editions that fit the budget', () => {
    const editions = older().slice(0, 2);
    const pool = new IndexPool(1024);
    for (let round = 0; round < 3; round++) for (const e of editions) pool.get(e);
    expect(pool.builds).toBe(2);
    expect(pool.bytes).toBeLessThanOrEqual(pool.budgetBytes);
  });

  it('builds in slices, letting other work run, and shares one build between callers', async () => {
    const edition = older()[6]!;
    const pool = new IndexPool(1024);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const [a, b] = await Promise.all([pool.prepare(edition), pool.prepare(edition)]);
    clearInterval(timer);
    expect(a).toBe(b);
    expect(pool.builds).toBe(1);
    expect(ticks).toBeGreaterThan(3);
    expect(a.search('trample', 1)[0]!.number).toMatch(/^702\.19/);
  });
});

describe('GET /v1/search while an index is being built', () => {
  it('answers an edition already built before the one being built', async () => {
    const warm = lib.resolveEdition();
    const cold = older().find((e) => !searchOf(lib).indexes.isBuilt(e.id))!;
    // An index saved by an earlier run loads in milliseconds: remove it, so this one is built.
    const dir = lib.searchCache;
    if (dir && existsSync(dir)) for (const name of readdirSync(dir)) if (name.startsWith(`${cold.id}.`)) rmSync(path.join(dir, name));
    await fetch(`${server.url}/v1/search?q=trample&edition=${warm.id}`);
    const order: string[] = [];
    const ask = (edition: string, q: string) =>
      fetch(`${server.url}/v1/search?q=${q}&edition=${edition}`).then(async (r) => {
        order.push(edition);
        return { status: r.status, body: (await r.json()) as { edition: string; results: Array<{ number: string }> } };
      });
    const coldAnswer = ask(cold.id, 'trample');
    const warmAnswer = ask(warm.id, 'deathtouch');
    const [c, w] = await Promise.all([coldAnswer, warmAnswer]);
    expect(order).toEqual([warm.id, cold.id]);
    expect(w.status).toBe(200);
    expect(c.status).toBe(200);
    expect(c.body.results[0]!.number).toMatch(/^702\.19/);
  });

  it('searches the language of the query with no edition, and takes mana symbols', async () => {
    const pt = await (await fetch(`${server.url}/v1/search?q=atropelar&limit=1`)).json();
    expect(pt).toMatchObject({ edition: 'pt-classic', results: [{ number: '502.9a' }] });
    const mana = await fetch(`${server.url}/v1/search?q=${encodeURIComponent('{X}{R}')}`);
    expect(mana.status).toBe(200);
    expect(((await mana.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
  });
});
