// GET /docs: Swagger UI, served by the server itself, rendering /openapi.json. Over a real
// socket: the page and every file it names come from this server with the right content
// types, and the document it is pointed at answers. In a real browser (Chromium via
// playwright-core; skipped without one, see test/e2e/browser-setup.ts): every operation
// is listed, "Try it out" calls the API and shows the answer, and nothing is fetched from
// outside the server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CHROMIUM, connectChromium } from './e2e/harness.ts';
import { startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';

let server: ApiTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startApiTestServer();
  if (CHROMIUM) browser = await connectChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The src and href attributes of a page's script, link and img elements. */
function referencedUrls(html: string): string[] {
  return [...html.matchAll(/<(?:script|link|img)\b[^>]*?\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
}

it('/docs and the files it names are served by the server itself, with their content types', async () => {
  const res = await fetch(`${server.url}/docs`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  const urls = referencedUrls(await res.text());
  expect(urls.sort()).toEqual(['/docs/start.js', '/docs/swagger-ui-bundle.js', '/docs/swagger-ui.css']);
  const types: Record<string, RegExp> = { '.js': /^text\/javascript; charset=utf-8$/, '.css': /^text\/css; charset=utf-8$/ };
  for (const url of urls) {
    const asset = await fetch(new URL(url, server.url));
    expect(asset.status, url).toBe(200);
    expect(asset.headers.get('content-type'), url).toMatch(types[url.slice(url.lastIndexOf('.'))]!);
    expect((await asset.text()).length, url).toBeGreaterThan(url.endsWith('start.js') ? 50 : 100_000);
  }
});

it('the document /docs is pointed at answers with the OpenAPI description', async () => {
  const start = await (await fetch(`${server.url}/docs/start.js`)).text();
  const specUrl = /url: '([^']+)'/.exec(start)?.[1];
  expect(specUrl).toBe('/openapi.json');
  expect(start).toContain('validatorUrl: null'); // the document is never sent to swagger.io
  const res = await fetch(new URL(specUrl!, server.url));
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toContain('/v1/rules/{number}');
});

it.skipIf(!CHROMIUM)('/docs renders every operation and "Try it out" answers, offline', async () => {
  const page = await browser.newPage();
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('request', (req) => {
    if (!req.url().startsWith(server.url) && !req.url().startsWith('data:')) outside.push(req.url());
  });
  await page.goto(`${server.url}/docs`);
  await page.waitForSelector('.opblock');
  const operations = await page.$$eval('.opblock', (blocks) =>
    blocks.map((b) => `${b.querySelector('.opblock-summary-method')!.textContent!.toLowerCase()} ${b.querySelector('.opblock-summary-path')!.getAttribute('data-path')}`),
  );
  const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
  const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
  expect(operations.sort()).toEqual(documented.sort());
  expect(operations).toContain('get /v1/rules/{number}');
  expect(operations).toContain('post /v1/explain');

  // Try it out: GET /v1/rules/{number} with its example (702.19c) through the page.
  const rule = page.locator('#operations-rules-getRule');
  await rule.locator('.opblock-summary-control').click();
  await rule.locator('.try-out__btn').click();
  await rule.locator('input[placeholder="number"]').fill('702.19c');
  await rule.locator('.execute').click();
  const answer = rule.locator('.live-responses-table .response .response-col_status').first();
  await expect.poll(() => answer.textContent()).toContain('200');
  expect(await rule.locator('.live-responses-table .microlight').first().textContent()).toContain('"number": "702.19c"');

  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
