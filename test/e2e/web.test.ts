// The web app end to end: the real server on a loopback port, the real library, Debian's
// Chromium. Each test uses a fresh browser context (no shared cache or service worker).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/api/server.ts';
import { launchChromium, offlineReady, ready, startWebServer, watchErrors } from './harness.ts';

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

async function open(path: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
  context = await browser.newContext({ viewport, baseURL: server.url });
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(path);
  await ready(page);
  return page;
}

afterEach(async () => {
  expect(errors).toEqual([]);
  await context?.close();
});

const focused = () => page.locator('.para.focus');
const pathname = () => new URL(page.url()).pathname;

describe('web app', () => {
  it('opens a rule by deep link, highlighted and scrolled into view', async () => {
    await open('/r/702.19c');
    await expect.poll(() => focused().getAttribute('id')).toBe('r-702.19c');
    await expect(focused().textContent()).resolves.toMatch(/trample over planeswalkers/i);
    // In context: its parent subrule and siblings are on the page too.
    await expect(page.locator('#r-702\\.19').count()).resolves.toBe(1);
    await expect(page.locator('#r-702\\.19b').count()).resolves.toBe(1);
    const box = await focused().boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(800);
    await expect(page.locator('nav.pager a[rel=up]').first().getAttribute('href')).resolves.toBe('/r/702.19');
  });

  it('follows a reference and comes back with the browser’s back button', async () => {
    await open('/r/702.19c');
    const ref = focused().locator('a.ref').first();
    const target = (await ref.getAttribute('href'))!;
    expect(target).toBe('/r/702.19b');
    await ref.click();
    await expect.poll(pathname).toBe('/r/702.19b');
    await expect.poll(() => focused().getAttribute('id')).toBe('r-702.19b');
    // 702.19b is cited by 702.19c: the cited-by list says so.
    await expect.poll(() => page.locator('.panel .cited-by a[href="/r/702.19c"]').count()).toBeGreaterThan(0);
    await page.goBack();
    await expect.poll(pathname).toBe('/r/702.19c');
    await expect.poll(() => focused().getAttribute('id')).toBe('r-702.19c');
  });

  it('searches as you type, highlights matches, and opens the first result with Enter', async () => {
    await open('/');
    await page.keyboard.press('/');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('q');
    await page.keyboard.type('trample');
    await expect.poll(() => page.locator('#results').getAttribute('data-query')).toBe('trample');
    const options = page.locator('#results [role=option]');
    await expect.poll(() => options.count()).toBeGreaterThan(2);
    await expect(page.locator('#results mark').count()).resolves.toBeGreaterThan(0);
    const first = (await options.first().getAttribute('data-number'))!;
    expect(first).toMatch(/^702\.19/);
    // Arrow keys move the active option; Up returns to the first.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('#q').getAttribute('aria-activedescendant')).resolves.toBe('opt-1');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(pathname).toBe(`/r/${first}`);
    await expect.poll(() => focused().getAttribute('id')).toBe(`r-${first}`);
  });

  it('jumps straight to a rule when a number is typed', async () => {
    await open('/');
    await page.fill('#q', 'CR 601.2c');
    await expect.poll(() => page.locator('#results [role=option]').first().getAttribute('data-number')).toBe('601.2c');
    await page.press('#q', 'Enter');
    await expect.poll(pathname).toBe('/r/601.2c');
    await expect.poll(() => focused().getAttribute('id')).toBe('r-601.2c');
  });

  it('switches to Italian and shows an English rule beside its older Italian translation', async () => {
    await open('/r/702.19b');
    // Side by side: the Italian text next to the English one, with the note that it is older.
    await expect.poll(() => page.locator('.aligned .side[lang=it]').count()).toBe(1);
    await expect(page.locator('.aligned .older').textContent()).resolves.toMatch(/older than the English/);
    await page.selectOption('#lang', 'it');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('it');
    // The same rule, now from the Italian edition.
    await expect.poll(() => focused().textContent()).toMatch(/travolgere/i);
    await expect(focused().getAttribute('id')).resolves.toBe('r-702.19b');
    await expect(page.locator('#edition').inputValue()).resolves.toMatch(/^it-/);
    // The interface speaks the language of the rules being read.
    await expect(page.getByLabel('Lingua').count()).resolves.toBe(1);
    await expect(page.locator('#q').getAttribute('placeholder')).resolves.toMatch(/^Cerca/);
    await expect(page.locator('nav.links a[href="/explain"]').textContent()).resolves.toBe('Spiega');
    await expect(page.locator('.crumbs a[href="/"]').first().textContent()).resolves.toBe('Indice');
  });

  it('runs an example scenario and expands a cited rule in place', async () => {
    await open('/explain');
    await page.selectOption('#example', 'd07-trample-lifelink.yaml');
    await expect.poll(() => page.locator('#scenario').inputValue()).toMatch(/Verdant Colossus/);
    await page.getByRole('button', { name: 'Explain' }).click();
    const steps = page.locator('ol.trace > li');
    await expect.poll(() => steps.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const cite = page.locator('button.cite').first();
    const number = (await cite.textContent())!.trim();
    await expect(cite.getAttribute('aria-expanded')).resolves.toBe('false');
    await cite.click();
    await expect(cite.getAttribute('aria-expanded')).resolves.toBe('true');
    const body = page.locator(`#${await cite.getAttribute('aria-controls')}`);
    await expect(body.isVisible()).resolves.toBe(true);
    await expect(body.textContent()).resolves.toContain(number);
    expect((await body.textContent())!.length).toBeGreaterThan(number.length + 20);
  });

  it('labels every control and starts the tab order with the skip link and the search box', async () => {
    await open('/explain', { width: 390, height: 844 });
    await expect(page.getByLabel('Search the rules or type a rule number').count()).resolves.toBe(1);
    await expect(page.getByLabel('Language').count()).resolves.toBe(1);
    await expect(page.getByLabel('Edition').count()).resolves.toBe(1);
    await expect(page.getByLabel('Scenario (YAML)').count()).resolves.toBe(1);
    await expect(page.getByLabel('Example').count()).resolves.toBe(1);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    await page.keyboard.press('Tab'); // the "Judge" home link
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('q');
    // Nothing overflows a phone's width.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
  });

  it('reloads with the network off and still searches', async () => {
    await open('/');
    await offlineReady(page);
    await context.setOffline(true);
    await page.reload();
    await ready(page);
    await page.fill('#q', 'lifelink');
    await expect.poll(() => page.locator('#results').getAttribute('data-query')).toBe('lifelink');
    const options = page.locator('#results [role=option]');
    await expect.poll(() => options.count()).toBeGreaterThan(0);
    await expect(page.locator('#results').getAttribute('data-source')).resolves.toBe('local');
    await expect(page.locator('#results mark').first().textContent()).resolves.toMatch(/lifelink/i);
    // And a result opens from the cached edition data.
    await page.press('#q', 'Enter');
    await expect.poll(() => focused().count()).toBe(1);
  });
});

// Rule identity across releases: the side-by-side view says when a rule has no Italian text,
// each rule links to its history, and a release's "what changed" view lists its differences.
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
