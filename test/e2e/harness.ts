// What the browser tests share: the real server (the API app with the web app mounted, on
// the real library over rules/ and ../shared/cr-en) on a loopback port, and Debian's
// Chromium driven by playwright-core — never a downloaded browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../src/api/server.ts';
import { testLibrary } from '../helpers/library.ts';

export const CHROMIUM = '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

export async function startWebServer(): Promise<RunningServer> {
  return startServer({ port: 0, library: await testLibrary() });
}

/** One server and one browser for a test file: started before its tests, stopped after. */
export function serverAndBrowser(): { server: RunningServer; browser: Browser } {
  const shared = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [shared.server, shared.browser] = await Promise.all([startWebServer(), launchChromium()]);
  });
  afterAll(async () => {
    await shared.browser?.close();
    await shared.server?.close();
  });
  return shared;
}

/** Collects page errors so a test can assert the app never threw. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits until the app has rendered its first view. */
export async function ready(page: Page): Promise<void> {
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
}

/** Waits until the service worker controls the page and the edition data is cached. */
export async function offlineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    for (let i = 0; i < 100; i++) {
      const cache = await caches.open('judge-data-v1');
      const keys = (await cache.keys()).map((r) => new URL(r.url).pathname);
      if (keys.includes('/data/editions.json') && keys.some((k) => k.startsWith('/data/editions/'))) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('edition data never reached the cache');
  });
}

export const PHONE = { width: 390, height: 844 };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now, as
 *  "rule-id: selector" lines (the script is injected from node_modules, no CDN). */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE_SOURCE });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> } }).axe;
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

/** Each landmark as "role: name", to check that no two of a kind share a name. */
export function landmarkNames(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('nav, aside, [role=search], section[aria-label], section[aria-labelledby], main, header, [role=region]')]
      .filter((el) => (el as HTMLElement).offsetParent !== null || el.tagName === 'MAIN')
      .map((el) => {
        const labelledBy = el.getAttribute('aria-labelledby');
        const name = el.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : '') ?? '';
        const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
        return `${role}: ${name}`;
      }),
  );
}
