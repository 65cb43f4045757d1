// The tournament documents in the web app, end to end: the real server and library, Debian's
// Chromium at phone size. A section of the IPG with its penalty and parts, the links between
// the documents and the rules both ways, the search box finding a penalty, deep links in
// every form, and reading and searching them offline after a first visit.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROMIUM, expectAccessible, offlineReady, openPage, PHONE, ready, webSuite } from './harness.ts';

const suite = webSuite();
let context: BrowserContext;
let page: Page;
let errors: string[];

async function open(path: string, viewport = PHONE): Promise<Page> {
  ({ context, page, errors } = await openPage(suite.browser, suite.server.url, path, viewport));
  return page;
}

const accessible = (view: string) => expectAccessible(page, view);

afterEach(async () => {
  if (!CHROMIUM) return;
  expect(errors).toEqual([]);
  await context?.close();
});

const pathname = () => new URL(page.url()).pathname;
const h1 = () => page.locator('h1').textContent();
const SLOW = { timeout: 15_000 };

describe.skipIf(!CHROMIUM)('the tournament documents in the web app (phone first)', () => {
  it('shows IPG 2.1 with its penalty, its parts under their headings and its lettered examples', async () => {
    await open('/ipg/2.1');
    await expect.poll(h1, SLOW).toBe('IPG 2.1. Game Play Error — Missed Trigger');
    await expect(page.locator('.meta .penalty').textContent()).resolves.toBe('No Penalty');
    await expect(page.locator('.part-name').allTextContents()).resolves.toEqual(['Definition', 'Examples', 'Philosophy', 'Additional Remedy']);
    await expect(page.locator('[data-part="Upgrade"] .part-label').textContent()).resolves.toBe('Upgrade:');
    await expect(page.locator('[data-part="Examples"] .example-label').allTextContents()).resolves.toEqual(['A.', 'B.', 'C.', 'D.']);
    // The Definition's bulleted cases are a list, not run-on text.
    await expect(page.locator('[data-part="Definition"] .bullets li').count()).resolves.toBe(4);
    await expect(page.locator('.crumbs a').first().textContent()).resolves.toBe('IPG');
    // Phone first: every link in the text is a 44 px target, and nothing scrolls sideways at 320 px.
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('.para.policy a, .crumbs a, .pager a')].map((el) => el.getBoundingClientRect().height).filter((h) => h > 0 && h < 44),
    );
    expect(small).toEqual([]);
    await accessible('IPG 2.1, phone');
    await page.setViewportSize({ width: 320, height: 700 });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(320);
  });

  it('follows "MTR section 4.3" from the IPG into the MTR, and comes back', async () => {
    await open('/ipg/2.1');
    await page.locator('a.ref', { hasText: 'MTR section 4.3' }).click();
    await expect.poll(pathname, SLOW).toBe('/mtr/4.3');
    await expect.poll(h1, SLOW).toBe('MTR 4.3. Out-of-Order Sequencing');
    await expect(page.locator('[data-part="Examples"] .example-label').allTextContents()).resolves.toEqual(['1.', '2.', '3.', '4.', '5.']);
    await page.goBack();
    await expect.poll(h1, SLOW).toBe('IPG 2.1. Game Play Error — Missed Trigger');
  });

  it('links the rules and the documents both ways: from the contents, from a rule, and where a rule is cited', async () => {
    await open('/');
    const documents = page.locator('nav.documents a');
    await expect(documents.allTextContents()).resolves.toEqual(['Magic Tournament Rules', 'Infraction Procedure Guide']);
    await documents.last().click();
    await expect.poll(pathname).toBe('/ipg');
    await expect.poll(h1, SLOW).toBe('Infraction Procedure Guide');
    await expect(page.locator('.toc li', { hasText: 'Missed Trigger' }).locator('.penalty').textContent()).resolves.toBe('No Penalty');
    await expect(page.locator('.toc h2').allTextContents()).resolves.toEqual(expect.arrayContaining(['2. GAME PLAY ERRORS', 'Appendix A — PENALTY QUICK REFERENCE']));
    await accessible('IPG contents, phone');
    await page.goto('/r/100.6');
    await ready(page);
    await page.locator('a.ref', { hasText: 'the Magic: The Gathering Tournament Rules' }).click();
    await expect.poll(pathname).toBe('/mtr');
    await expect.poll(h1, SLOW).toBe('Magic Tournament Rules');
    await page.goto('/r/103.4');
    await ready(page);
    await expect.poll(() => page.locator('.cited-in').textContent(), SLOW).toBe('Cited in: MTR 2.3');
    await page.locator('.cited-in a').click();
    await expect.poll(h1, SLOW).toBe('MTR 2.3. Pregame Procedures');
  });

  it('finds a penalty from the search box and opens it with Enter', async () => {
    // The three indexes built first, as a server that has answered once has them: the box
    // gives the API a few seconds before it searches the page's own edition instead.
    await fetch(`${suite.server.url}/v1/search?q=warm&edition=en-2026-08-07,mtr-2026-02-27,ipg-2024-09-23`);
    await open('/');
    await page.fill('#q', 'missed trigger penalty');
    await expect.poll(() => page.locator('#results').getAttribute('data-query'), SLOW).toBe('missed trigger penalty');
    await expect(page.locator('#results').getAttribute('data-source')).resolves.toBe('api');
    await expect(page.locator('#results [role=option] .num').first().textContent()).resolves.toBe('IPG 2.1');
    await page.press('#q', 'Enter');
    await expect.poll(pathname, SLOW).toBe('/ipg/2.1');
    await expect.poll(h1, SLOW).toBe('IPG 2.1. Game Play Error — Missed Trigger');
  });

  it('takes a section in the forms a judge types, and answers a missing one with a 404 and what exists', async () => {
    expect((await fetch(`${suite.server.url}/ipg/9.9`)).status).toBe(404);
    expect((await fetch(`${suite.server.url}/mtr/4.2`)).status).toBe(200);
    await open('/mtr/appendix%20b');
    await expect.poll(pathname, SLOW).toBe('/mtr/B');
    await expect.poll(h1, SLOW).toBe('MTR Appendix B — Time Limits');
    await page.goto('/ipg/9.9');
    await ready(page);
    await expect(h1()).resolves.toBe('No rule 9.9 in ipg-2024-09-23');
    await expect(page.locator('main a', { hasText: '4' }).first().isVisible()).resolves.toBe(true);
  });

  it('reads and searches both documents offline after a first visit', async () => {
    await open('/');
    await offlineReady(page);
    // An English reader's first visit keeps the documents too.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('judge-data-v1')).keys()).map((r) => new URL(r.url).pathname).filter((p) => /\/(mtr|ipg)-/.test(p)).length), SLOW)
      .toBe(2);
    await context.setOffline(true);
    await page.goto('/ipg/3.2');
    await ready(page);
    await expect.poll(h1, SLOW).toBe('IPG 3.2. Tournament Error — Outside Assistance');
    await page.fill('#q', 'slow play');
    await expect.poll(() => page.locator('#results').getAttribute('data-query'), SLOW).toBe('slow play');
    await expect(page.locator('#results').getAttribute('data-source')).resolves.toBe('local');
    await expect(page.locator('#results [role=option]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.number))).resolves.toContain('3.3');
    await page.goto('/mtr/4.2');
    await ready(page);
    await expect.poll(h1, SLOW).toBe('MTR 4.2. Tournament Shortcuts');
  });
});
