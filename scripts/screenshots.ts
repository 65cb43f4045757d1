// `npm run screenshots`: PNGs of the web app's main views at phone (390×844) and desktop
// (1280×800) widths, into screenshots/, so the layout can be looked at. Runs the real
// server on the real library (rules/ and the shipped releases) and Debian's Chromium.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { startServer } from '../src/api/server.ts';
import { REPO_ROOT } from '../src/library/data.ts';
import { openLibrary } from '../src/library/index.ts';
import { launchChromium, ready } from '../test/e2e/harness.ts';

const OUT = path.join(REPO_ROOT, 'screenshots');

const viewports = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 } },
};

/** Types into the search box and waits for the list. */
const typeInSearch = (query: string) => async (page: Page) => {
  await page.fill('#q', query);
  await page.waitForSelector('#results [role=option]');
};

/** Runs the trample example and waits until `shown` is on the page. */
const explainExample = (shown: string) => async (page: Page) => {
  await page.selectOption('#example', 'd07-trample-lifelink.yaml');
  await page.locator('form.explain-form button[type=submit]').click();
  await page.waitForSelector(shown, { timeout: 15000 });
};

const BAD_SCENARIO = 'title: x\nturn: {active: Alice, number: 3, step: main1}\nplayers:\n  - name: Alice\n    life: lots\n  - name: Bob\nactions: []\n';

/** Each view: where to go and what to do before the picture. */
const views: Record<string, { path: string; act?: (page: Page) => Promise<void> }> = {
  contents: { path: '/' },
  rule: { path: '/r/702.19c' },
  range: { path: '/r/601.2a-d' },
  'not-found': { path: '/r/999.9' },
  'typing-a-number': { path: '/', act: typeInSearch('601.2a-') },
  search: { path: '/', act: typeInSearch('trample deathtouch') },
  'no-counterpart': {
    path: '/r/702.19b',
    act: async (page) => {
      await page.selectOption('#lang', 'pt');
      await page.waitForSelector('.elsewhere');
    },
  },
  'side-by-side': {
    path: '/r/702.19b',
    act: async (page) => {
      await page.waitForSelector('.aligned', { timeout: 5000 }).catch(() => {});
      await page.locator('.panel').scrollIntoViewIfNeeded();
    },
  },
  italian: {
    path: '/r/702.19b',
    act: async (page) => {
      await page.selectOption('#lang', 'it');
      await page.waitForFunction(() => document.documentElement.lang === 'it');
    },
  },
  explainer: {
    path: '/explain',
    act: async (page) => {
      await explainExample('ol.trace > li, .explanation .error')(page);
      const cite = page.locator('button.cite').first();
      if (await cite.count()) await cite.click();
      await page.locator('.explanation').scrollIntoViewIfNeeded();
    },
  },
  board: {
    path: '/explain',
    act: async (page) => {
      await explainExample('.board')(page);
      await page.locator('.board').scrollIntoViewIfNeeded();
    },
  },
  'explainer-error': {
    path: '/explain',
    act: async (page) => {
      await page.fill('#scenario', BAD_SCENARIO);
      await page.locator('form.explain-form button[type=submit]').click();
      await page.waitForSelector('.problems li', { timeout: 15000 });
    },
  },
};

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const library = await openLibrary();
  const server = await startServer({ port: 0, library });
  const browser = await launchChromium();
  try {
    for (const [device, options] of Object.entries(viewports)) {
      for (const [name, view] of Object.entries(views)) {
        const context = await browser.newContext({ ...options, baseURL: server.url, serviceWorkers: 'block' });
        const page = await context.newPage();
        await page.goto(view.path);
        await ready(page);
        await view.act?.(page);
        await page.waitForTimeout(150);
        const file = path.join(OUT, `${name}-${device}.png`);
        await page.screenshot({ path: file });
        process.stdout.write(`${path.relative(REPO_ROOT, file)}\n`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
