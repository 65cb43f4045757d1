// The web app's history views end to end (real server, real library with ../shared/cr-en,
// Debian's Chromium): the side-by-side view says when a rule has no Italian text, each rule
// links to its history, and a release's "what changed" view lists its differences.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/api/server.ts';
import { launchChromium, ready, startWebServer, watchErrors } from './harness.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  [server, browser] = await Promise.all([startWebServer(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  expect(errors).toEqual([]);
  await context?.close();
});

async function open(path: string): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: server.url });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(path);
  await ready(page);
  return page;
}

describe('history in the web app', () => {
  it('says there is no Italian text for battles (310.1), and shows menace beside its Italian 702.110b', async () => {
    await open('/r/310.1');
    await expect.poll(() => page.locator('.aligned .missing').textContent()).toMatch(/No Italiano text for this rule \(added after en-2020-07-03\)/);
    await open('/r/702.111b');
    await expect.poll(() => page.locator('.aligned .side[lang=it] h4').textContent()).toMatch(/it-2020-07-03 · 702\.110b/);
    await expect(page.locator('.aligned .older').count()).resolves.toBe(0);
  });

  it("follows a rule's history link, then a release's what-changed link", async () => {
    await open('/r/702.111b');
    await page.locator('.history-link a').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/h/702.111b');
    await expect.poll(() => page.locator('.history li[data-event=moved]').textContent()).toMatch(/702\.111b.*702\.110b/);
    await open('/changes/en-2024-11-08');
    await expect.poll(() => page.locator('h1').textContent()).toMatch(/en-2024-11-08/);
    await expect.poll(() => page.locator('main').textContent()).toMatch(/509\.4 → 509\.2/);
    await expect(page.locator('main del').count()).resolves.toBeGreaterThan(0);
  });
});
