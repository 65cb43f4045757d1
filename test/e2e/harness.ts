// What the browser tests share: the real server (the API app with the web app mounted, on
// the real library) on a loopback port, and a Chromium found on this machine (Debian's, in
// CI) driven by playwright-core — never a downloaded browser.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { poolEngine } from '../../src/api/engine.ts';
import { startServer, type RunningServer } from '../../src/api/server.ts';
import { testLibrary } from '../helpers/library.ts';
import { findChromium } from './browser-setup.ts';

/** The Chromium found by ./browser-setup.ts, or null: then the browser tests are skipped
 *  (`describe.skipIf(!CHROMIUM)`), which that setup has said once for the whole run.
 *  Outside vitest (the screenshots script, bench:web) it is looked for here. */
export const CHROMIUM = process.env.VITEST ? inject('chromium') : findChromium();

export function launchChromium(): Promise<Browser> {
  if (!CHROMIUM) throw new Error('no Chromium found ($CHROME_PATH, /usr/bin/chromium, chromium on PATH); tests guard with skipIf(!CHROMIUM)');
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/** The explain budget (3 s of wall clock per job) is tested in reliability-explain; here a CI
 *  machine running every test file at once must not turn a slow answer into a refusal. */
export async function startWebServer(): Promise<RunningServer> {
  return startServer({ port: 0, library: await testLibrary(), warm: false, engine: poolEngine({ timeoutMs: 30_000, maxWaitMs: 30_000 }) });
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

/** A fresh context (no shared cache or service worker) on `path`, once the app is ready, with
 *  the page errors it collects. */
export async function openPage(browser: Browser, baseURL: string, path: string, viewport: { width: number; height: number }, options: { locale?: string } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL, ...options });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  await ready(page);
  return { context, page, errors };
}

/** The view as it stands passes axe-core (no serious or critical violation), has one h1,
 *  and no two landmarks of a kind share a name. */
export async function expectAccessible(page: Page, view: string): Promise<void> {
  expect(await axeViolations(page), view).toEqual([]);
  expect(await page.locator('h1').count(), `${view}: h1 count`).toBe(1);
  const names = await landmarkNames(page);
  expect(names.length, view).toBe(new Set(names).size);
}

/** One server and one browser for all the tests of a file: started before them, closed after. */
export function webSuite(): { server: RunningServer; browser: Browser } {
  const suite = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    // Without a Chromium the file's tests are skipped (describe.skipIf(!CHROMIUM)): start nothing.
    if (CHROMIUM) [suite.server, suite.browser] = await Promise.all([startWebServer(), launchChromium()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  return suite;
}
