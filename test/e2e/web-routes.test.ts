// The web app's own routes over a real socket: the app shell for deep links, static files
// with compression and ETags, the service worker's file list, and the offline edition data.
import { beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../src/api/server.ts';
import { openLibrary } from '../../src/library/index.ts';
import { sharedWebServer } from './harness.ts';

let server: { url: string };

beforeAll(async () => {
  server = await sharedWebServer();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

describe('web routes', () => {
  it('serves the same app shell for /, deep links and /explain', async () => {
    const bodies = await Promise.all(['/', '/r/702.19c', '/explain'].map(async (p) => {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      return res.text();
    }));
    expect(bodies[0]).toContain('<script type="module" src="/assets/app.js">');
    expect(new Set(bodies).size).toBe(1);
  });

  it('compresses assets, and answers 304 to a matching ETag', async () => {
    const res = await get('/assets/app.js', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(await res.text()).toContain('navigator.serviceWorker.register');
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await get('/assets/app.js', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('answers unknown files and editions with a JSON 404 that says what was missing', async () => {
    const file = await get('/assets/nope.js');
    expect(file.status).toBe(404);
    expect((await file.json()).error.message).toContain('/assets/nope.js');
    const edition = await get('/data/editions/en-1900-01-01.json');
    expect(edition.status).toBe(404);
    const body = await edition.json();
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toMatch(/en-1900-01-01/);
  });

  it('lists the app shell in the service worker so it can be cached for offline use', async () => {
    const sw = await (await get('/sw.js')).text();
    const shell = JSON.parse(/const SHELL = (\[.*\]);/.exec(sw)![1]!) as string[];
    expect(shell).toEqual(expect.arrayContaining(['/', '/assets/app.js', '/assets/app.css', '/assets/search.js', '/assets/examples/d07-trample-lifelink.yaml']));
    for (const path of shell) expect((await get(path)).status, path).toBe(200);
  });

  it('serves each edition as compact data: every numbered rule, its references, the glossary', async () => {
    const index = await (await get('/data/editions.json')).json();
    expect(index.defaults).toMatchObject({ it: 'it-2020-07-03', pt: 'pt-classic' });
    expect(index.default).toMatch(/^en-/);
    const data = await (await get(`/data/editions/${index.default}.json`)).json();
    const rule = data.rules.find((r: { n: string }) => r.n === '702.19c');
    expect(rule.u).toBe('702.19');
    expect(rule.x).toMatch(/trample over planeswalkers/i);
    expect(rule.r.some(([, , targets]: [number, number, string[]]) => targets.includes('702.19b'))).toBe(true);
    expect(rule.x.slice(rule.r[0][0], rule.r[0][1])).toMatch(/702\.19b/);
    expect(data.glossary.some((g: { term: string }) => g.term === 'Trample')).toBe(true);
    const italian = await (await get('/data/editions/it-2020-07-03.json')).json();
    expect(italian.lang).toBe('it');
    expect(italian.rules.find((r: { n: string }) => r.n === '702.19').t).toMatch(/travolgere/i);
  });
});

describe('out of the box', () => {
  it('serves the English, Italian and Portuguese rules from rules/ alone, English by default', async () => {
    const fresh = await startServer({ port: 0, library: await openLibrary({}) });
    try {
      const index = await (await fetch(`${fresh.url}/data/editions.json`)).json();
      expect(index.editions.map((e: { id: string }) => e.id)).toEqual(expect.arrayContaining(['en-2026-08-07', 'it-2020-07-03', 'pt-classic']));
      expect(index.default).toBe(index.defaults.en);
      expect(index.defaults).toMatchObject({ it: 'it-2020-07-03', pt: 'pt-classic' });
      expect(index.defaults.en >= 'en-2026-08-07').toBe(true);
      // A deep link answers from it, and an unknown rule is a 404 page.
      const deep = await fetch(`${fresh.url}/r/702.19%20c`);
      expect(deep.status).toBe(200);
      // The browser is told to fetch the rule alone while it reads the page.
      expect(deep.headers.get('link')).toBe('</v1/rules/702.19c>; rel=preload; as=fetch; crossorigin=anonymous');
      expect((await fetch(`${fresh.url}/r/601.2a-d`)).status).toBe(200);
      expect((await fetch(`${fresh.url}/r/702.19%20c`)).status).toBe(200);
      expect((await fetch(`${fresh.url}/r/999.9`)).status).toBe(404);
      expect((await fetch(`${fresh.url}/r/999.9`)).headers.get('content-type')).toMatch(/text\/html/);
    } finally {
      await fresh.close();
    }
  });
});
