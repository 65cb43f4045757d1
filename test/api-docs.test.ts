// GET /docs in a real browser (Debian's Chromium via playwright-core): the page renders
// every operation of /openapi.json, with nothing fetched from outside the server.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium } from './e2e/harness.ts';
import { startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';

let server: ApiTestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startApiTestServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('/docs renders every documented operation, offline', async () => {
  const page = await browser.newPage();
  const outside: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('request', (req) => {
    if (!req.url().startsWith(server.url)) outside.push(req.url());
  });
  await page.goto(`${server.url}/docs`);
  await page.waitForSelector('.op');
  const operations = await page.$$eval('.op h3', (hs) => hs.map((h) => h.textContent!.replace(/\s+/g, ' ').trim()));
  expect(operations).toContain('get /v1/rules/{number}');
  expect(operations).toContain('post /v1/explain');
  expect(operations).toContain('get /v1/cards/{name}');
  expect(operations).toContain('get /v1/diff');
  expect(operations).toContain('get /v1/rules/{number}/history');
  expect(operations.length).toBe(12);
  expect(outside).toEqual([]);
  expect(errors).toEqual([]);
});
