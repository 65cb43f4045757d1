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

/** Loads the burn-and-pump example into the builder. */
const loadExample = async (page: Page) => {
  await page.waitForSelector('main[data-builder="ready"]');
  await page.locator('button.example[data-file="burn-and-pump.yaml"]').click();
  await page.waitForSelector('.actions-list > li');
};

/** Explains the example and waits until `shown` is on the page. */
const explainExample = (shown: string) => async (page: Page) => {
  await loadExample(page);
  await page.locator('#explain-run').click();
  await page.waitForSelector(shown, { timeout: 15000 });
};

const BAD_SCENARIO = 'title: x\nturn: {active: Alice, number: 3, step: main1}\nplayers:\n  - name: Alice\n    hand: [Shock]\n  - name: Bob\nactions:\n  - player: Alice cast: Shock\n';

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
  builder: {
    path: '/explain',
    act: async (page) => {
      await loadExample(page);
      await page.locator('.board-build').scrollIntoViewIfNeeded();
    },
  },
  explainer: {
    path: '/explain',
    act: async (page) => {
      await explainExample('.summary')(page);
      await page.locator('.summary').scrollIntoViewIfNeeded();
    },
  },
  board: {
    path: '/explain',
    act: async (page) => {
      await explainExample('.steps')(page);
      await page.locator('button.rules-toggle').nth(1).click();
      await page.locator('.steps').scrollIntoViewIfNeeded();
    },
  },
  'explainer-error': {
    path: '/explain',
    act: async (page) => {
      await page.waitForSelector('main[data-builder="ready"]');
      await page.click('#yaml-box summary');
      await page.fill('#scenario', BAD_SCENARIO);
      await page.waitForSelector('.slips li', { timeout: 15000 });
      await page.locator('.slips').scrollIntoViewIfNeeded();
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
