// What the browser tests share: the real server (the API app with the web app mounted, on
// the real library) on a loopback port, and a Chromium found on this machine (Debian's, in
// CI) driven by playwright-core — never a downloaded browser. Under vitest both are the
// run's own, started once by ./browser-setup.ts: each file connects to them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_OPTIONS, findChromium } from './browser-setup.ts';

/** The Chromium found by ./browser-setup.ts, or null: then the browser tests are skipped
 *  (`describe.skipIf(!CHROMIUM)`), which that setup has said once for the whole run.
 *  Outside vitest (the screenshots script, bench:web) it is looked for here. */
export const CHROMIUM = process.env.VITEST ? inject('chromium') : findChromium();

/** A Chromium of this process's own (the screenshots script, bench:web). */
export function launchChromium(): Promise<Browser> {
  if (!CHROMIUM) throw new Error('no Chromium found ($CHROME_PATH, /usr/bin/chromium, chromium on PATH); tests guard with skipIf(!CHROMIUM)');
  return chromium.launch(CHROMIUM_OPTIONS(CHROMIUM));
}

/** Asks ./browser-setup.ts's broker for one of the run's shared resources. */
async function shared(what: 'chromium' | 'web'): Promise<string> {
  const res = await fetch(`${inject('sharedBroker')}/${what}`);
  const answer = await res.text();
  if (!res.ok) throw new Error(`the shared ${what} did not start: ${answer}`);
  return answer;
}

/** The run's shared Chromium (one browser process for every test file; a file's contexts are
 *  its own, and closing the returned Browser disconnects this file without stopping it). */
export async function connectChromium(): Promise<Browser> {
  if (!CHROMIUM) throw new Error('no Chromium found ($CHROME_PATH, /usr/bin/chromium, chromium on PATH); tests guard with skipIf(!CHROMIUM)');
  return chromium.connect(await shared('chromium'));
}

/** The run's shared web server (./browser-setup.ts stops it after the run). */
export async function sharedWebServer(): Promise<{ url: string }> {
  return { url: await shared('web') };
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

/** The run's shared server and browser for all the tests of a file: connected before them,
 *  disconnected after (each test opens its own context). */
export function webSuite(): { server: { url: string }; browser: Browser } {
  const suite = {} as { server: { url: string }; browser: Browser };
  beforeAll(async () => {
    // Without a Chromium the file's tests are skipped (describe.skipIf(!CHROMIUM)): start nothing.
    if (CHROMIUM) [suite.server, suite.browser] = await Promise.all([sharedWebServer(), connectChromium()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
  });
  return suite;
}
