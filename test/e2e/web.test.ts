// The web app end to end: the real server on a loopback port, the real library, Debian's
// Chromium — one server and one browser for every browser test, each test in a fresh
// context (no shared cache or service worker). axe-core checks every view it opens.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { CHROMIUM, expectAccessible, offlineReady, openPage, PHONE, ready, webSuite, watchErrors } from './harness.ts';

const suite = webSuite();
let context: BrowserContext;
let page: Page;
let errors: string[];

async function open(path: string, viewport = { width: 1280, height: 800 }, options: { locale?: string } = {}): Promise<Page> {
  ({ context, page, errors } = await openPage(suite.browser, suite.server.url, path, viewport, options));
  return page;
}

const accessible = (view: string) => expectAccessible(page, view);

afterEach(async () => {
  if (!CHROMIUM) return;
  expect(errors).toEqual([]);
  await context?.close();
});

const focused = () => page.locator('.para.focus');
/** Switching editions loads and indexes another edition's data: allow for a busy machine. */
const SWITCH = { timeout: 15_000 };
const pathname = () => new URL(page.url()).pathname;

describe.skipIf(!CHROMIUM)('web app', () => {
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
    // Every link names its edition, so a link shared means the same rule for every reader.
    await expect(page.locator('nav.pager a[rel=up]').first().getAttribute('href')).resolves.toBe('/r/702.19?edition=en-2026-08-07');
    expect(new URL(page.url()).search).toBe('?edition=en-2026-08-07');
    await accessible('rule, desktop');
  });

  it('follows a reference and comes back with the browser’s back button', async () => {
    await open('/r/702.19c');
    const ref = focused().locator('a.ref').first();
    const target = (await ref.getAttribute('href'))!;
    expect(target).toBe('/r/702.19b?edition=en-2026-08-07');
    await ref.click();
    await expect.poll(pathname).toBe('/r/702.19b');
    await expect.poll(() => focused().getAttribute('id')).toBe('r-702.19b');
    // 702.19b is cited by 702.19c: the cited-by list says so.
    await expect.poll(() => page.locator('.panel .cited-by a[href="/r/702.19c?edition=en-2026-08-07"]').count()).toBeGreaterThan(0);
    await page.goBack();
    await expect.poll(pathname).toBe('/r/702.19c');
    await expect.poll(() => focused().getAttribute('id')).toBe('r-702.19c');
  });

  it('searches as you type, highlights matches, and opens the first result with Enter', async () => {
    await open('/');
    await accessible('contents, desktop');
    await page.locator('main h1').click(); // out of the search box, where the page starts
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
    const italian = page.locator('.aligned .pair:has(.side[lang=it])');
    await expect(italian.locator('.older').textContent()).resolves.toMatch(/older than the English/);
    // Which release it translates, which releases changed the English since, and how — the
    // word changes under both texts, not in a column of their own.
    await expect(italian.locator('.side[lang=it] h4').textContent()).resolves.toMatch(/translates en-2020-07-03/);
    await expect(italian.locator('.english-change').textContent()).resolves.toMatch(/changed since, in en-2023-04-14/);
    const [pair, change] = await Promise.all([italian.boundingBox(), italian.locator('.english-change').boundingBox()]);
    expect(change!.width).toBeGreaterThan(pair!.width * 0.9);
    await accessible('side by side, desktop');
    await page.selectOption('#lang', 'it');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), SWITCH).toBe('it');
    // The same rule, now from the Italian edition.
    await expect.poll(() => focused().textContent(), SWITCH).toMatch(/travolgere/i);
    await expect(focused().getAttribute('id')).resolves.toBe('r-702.19b');
    await expect(page.locator('#edition').inputValue()).resolves.toMatch(/^it-/);
    // The interface speaks the language of the rules being read.
    await expect(page.getByLabel('Lingua').count()).resolves.toBe(1);
    await expect(page.locator('#q').getAttribute('placeholder')).resolves.toMatch(/^Cerca/);
    await expect(page.locator('nav.links a[href="/explain"]').textContent()).resolves.toBe('Spiega');
    await expect(page.locator('.crumbs a[href="/"]').first().textContent()).resolves.toBe('Indice');
  });

  it('runs an example scenario and opens a step’s rules in place', async () => {
    await open('/explain');
    await page.locator('button.example[data-file="d07-trample-lifelink.yaml"]').click();
    await expect.poll(() => page.locator('.board-build').textContent()).toMatch(/Verdant Colossus/);
    await page.getByRole('button', { name: 'Explain' }).click();
    const steps = page.locator('ol.trace > li');
    await expect.poll(() => steps.count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const rules = page.locator('button.rules-toggle').first();
    await expect(rules.getAttribute('aria-expanded')).resolves.toBe('false');
    await rules.click();
    await expect(rules.getAttribute('aria-expanded')).resolves.toBe('true');
    const body = page.locator(`#${await rules.getAttribute('aria-controls')}`);
    await expect(body.isVisible()).resolves.toBe(true);
    await expect(body.textContent()).resolves.toMatch(/^508\.1 .{40,}/);
  });

  it('labels every control and starts with the keyboard in the search box', async () => {
    await open('/explain', { width: 390, height: 844 });
    await expect(page.getByLabel('Search the rules or type a rule number').count()).resolves.toBe(1);
    await expect(page.getByLabel('Language').count()).resolves.toBe(1);
    await expect(page.getByLabel('Edition').count()).resolves.toBe(1);
    await expect(page.getByLabel('Whose turn').count()).resolves.toBe(1);
    await expect(page.getByLabel('Add a card for Alice').count()).resolves.toBe(1);
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('q');
    // Backwards from it: the home link, then the skip link.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    // Nothing overflows a phone's width.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    // The YAML box, opened, is labelled too.
    await page.click('#yaml-box summary');
    await expect.poll(() => page.getByLabel('Scenario (YAML)').count()).toBe(1);
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
    // The server's search runs in the page: a typo is corrected as the server corrects it.
    await page.fill('#q', 'deathtuch');
    await expect.poll(() => page.locator('#results').getAttribute('data-query')).toBe('deathtuch');
    await expect.poll(() => options.first().textContent()).toMatch(/702\.2/);
    // And a result opens from the cached edition data.
    await page.press('#q', 'Enter');
    await expect.poll(() => focused().count()).toBe(1);
  });
});

const status = () => page.locator('#results').getAttribute('data-query');
const optionNumbers = () => page.locator('#results [role=option]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.number));

describe.skipIf(!CHROMIUM)('on the floor (phone first)', () => {
  it('keeps the search box in reach after opening a rule, with tap targets of at least 44 px', async () => {
    await open('/r/702.19c', PHONE);
    await expect.poll(() => focused().getAttribute('id')).toBe('r-702.19c');
    // The rule is on screen, below the bar, and the search box still is after scrolling.
    const rule = (await focused().boundingBox())!;
    expect(rule.y).toBeGreaterThan(0);
    expect(rule.y).toBeLessThan(PHONE.height);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = (await page.locator('#q').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThan(130);
    await page.evaluate(() => window.scrollTo(0, 0));
    const small = await page.evaluate(() =>
      [...document.querySelectorAll('header select, header a, header input, .crumbs a, .pager a, .para .text a, .cited-by a')]
        .map((el) => ({ what: `${el.tagName} ${el.textContent?.trim().slice(0, 20)}`, height: el.getBoundingClientRect().height }))
        .filter((t) => t.height > 0 && t.height < 44),
    );
    expect(small).toEqual([]);
    await accessible('rule, phone');
  });

  it('shows a deep-linked rule from the API before the edition arrives', async () => {
    context = await suite.browser.newContext({ viewport: PHONE, baseURL: suite.server.url });
    page = await context.newPage();
    errors = watchErrors(page);
    const started: string[] = [];
    page.on('request', (r) => started.push(new URL(r.url()).pathname));
    await page.goto('/r/702.19c');
    await ready(page);
    const rule = started.indexOf('/v1/rules/702.19c');
    const edition = started.findIndex((p) => p.startsWith('/data/editions/en-'));
    expect(rule).toBeGreaterThanOrEqual(0);
    expect(edition).toBeGreaterThan(rule);
    await expect(page.evaluate(() => performance.getEntriesByName('judge:rule-visible').length)).resolves.toBeGreaterThan(0);
    // Then the rule in its context: its siblings are there.
    await expect(page.locator('#r-702\\.19b').count()).resolves.toBe(1);
    await expect(page.locator('main').getAttribute('data-partial')).resolves.toBe('false');
  });

  it('accepts every form of deep link: ranges whole and highlighted, spaced numbers, unknown numbers as a 404', async () => {
    await open('/r/601.2a-d', PHONE);
    await expect.poll(() => page.locator('.para.focus').evaluateAll((els) => els.map((e) => e.id))).toEqual(['r-601.2a', 'r-601.2b', 'r-601.2c', 'r-601.2d']);
    await expect(page.locator('h1').textContent()).resolves.toContain('601.2a-d');
    await accessible('range');

    await page.goto('/r/702.19%20c');
    await ready(page);
    await expect.poll(pathname).toBe('/r/702.19c');
    await expect.poll(() => focused().getAttribute('id')).toBe('r-702.19c');

    const response = await page.goto('/r/999.9');
    expect(response!.status()).toBe(404);
    await ready(page);
    await expect(page.locator('h1').textContent()).resolves.toBe('No rule 999.9 in en-2026-08-07');
    // Suggestions: the numbers nearest to it that exist.
    await expect(page.locator('main a[href^="/r/9"]').count()).resolves.toBeGreaterThan(0);
    await accessible('404');
  });

  it('lists matching rules while a number is typed, never an error, in the interface language', async () => {
    await open('/', PHONE);
    await page.fill('#q', '70');
    await expect.poll(status).toBe('70');
    await expect(optionNumbers()).resolves.toEqual(expect.arrayContaining(['700', '701', '702']));
    await page.fill('#q', '601.2a-');
    await expect.poll(status).toBe('601.2a-');
    expect((await optionNumbers()).slice(0, 3)).toEqual(['601.2a', '601.2b', '601.2c']);
    await page.fill('#q', '601.2a-d');
    await expect.poll(status).toBe('601.2a-d');
    expect(await optionNumbers()).toEqual(['601.2a-d', '601.2a', '601.2b', '601.2c', '601.2d']);
    await expect(page.locator('#results').textContent()).resolves.not.toMatch(/is not a rule number/);
    await accessible('search results');
    await page.keyboard.press('Enter');
    await expect.poll(pathname).toBe('/r/601.2a-d');
    // Italian: the message for a number that matches nothing is Italian too.
    await page.selectOption('#lang', 'it');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang), SWITCH).toBe('it');
    await page.fill('#q', '999.9');
    await expect.poll(status).toBe('999.9');
    await expect(page.locator('#results .none').textContent()).resolves.toMatch(/^Nessuna regola di it-2020-07-03/);
  });

  it('follows the browser’s language on a first visit and remembers a choice', async () => {
    // Portuguese: the interface in Portuguese, the current English rules (the one Portuguese
    // text is a late-1990s translation), the Portuguese beside them under its warning.
    await open('/r/702.19b', PHONE, { locale: 'pt-BR' });
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('pt');
    await expect(page.locator('#edition').inputValue()).resolves.toBe('en-2026-08-07');
    await expect(page.locator('main').getAttribute('lang')).resolves.toBe('en');
    await expect(page.locator('nav.links a[href="/explain"]').textContent()).resolves.toBe('Explicar');
    const portuguese = page.locator('.aligned .pair:has(.side[lang=pt])');
    await expect.poll(() => portuguese.locator('.side[lang=pt] h4').textContent()).toMatch(/pt-classic · 502\.9b/);
    await expect(portuguese.locator('.older').textContent()).resolves.toMatch(/fim dos anos 1990, regras obsoletas/);
    await accessible('rule, Portuguese reader');
    await page.selectOption('#lang', 'it');
    await expect.poll(() => focused().getAttribute('id'), SWITCH).toBe('r-702.19b');
    await page.reload();
    await ready(page);
    await expect(page.locator('#edition').inputValue()).resolves.toBe('it-2020-07-03');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('it');
  });

  it('says plainly when the chosen edition has no counterpart, and offers the text and a search', async () => {
    await open('/r/702.111b', PHONE, { locale: 'pt-BR' });
    await expect.poll(() => focused().getAttribute('id')).toBe('r-702.111b');
    // Menace came in 2015: the classic Portuguese text has no such rule, whatever its 702.111b.
    await page.selectOption('#edition', 'pt-classic');
    await expect.poll(() => page.locator('h1').textContent(), SWITCH).toBe('Nenhum texto em português para a regra 702.111b');
    await expect(page.locator('main').textContent()).resolves.toMatch(/added after en-2003-03-15/);
    await expect(page.locator('.elsewhere').textContent()).resolves.toMatch(/menace/i);
    // Its topic searched in that edition: the hits, or a plain "nothing" in Portuguese.
    await expect.poll(() => page.locator('.topic').textContent()).not.toMatch(/Pesquisando/);
    await accessible('no counterpart');
    await page.getByRole('button', { name: 'Ler em inglês' }).click();
    await expect.poll(() => focused().getAttribute('id'), SWITCH).toBe('r-702.111b');
    await expect(page.locator('#edition').inputValue()).resolves.toBe('en-2026-08-07');
  });

  it('fits 320 px and 200% zoom without sideways scrolling', async () => {
    // 200% zoom on a 1280 px window lays the page out in 640 CSS pixels.
    await open('/r/702.19c', { width: 320, height: 640 });
    const fits = async (what: string, width: number) => {
      await page.setViewportSize({ width, height: 640 });
      await expect(page.evaluate(() => document.documentElement.scrollWidth), `${what} at ${width}`).resolves.toBeLessThanOrEqual(width);
    };
    await fits('rule', 320);
    await fits('rule', 640);
    await page.locator('nav.links a[href="/explain"]').click();
    await expect.poll(pathname).toBe('/explain');
    await fits('explainer', 640);
    await fits('explainer', 320);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/r/glossary%3ATrample');
    await ready(page);
    await accessible('glossary, desktop');
  });

  it('explains like a judge: passes folded, the board at the end, accessible at both sizes', async () => {
    await open('/explain', PHONE);
    await accessible('explainer');
    await page.locator('button.example[data-file="d07-trample-lifelink.yaml"]').click();
    await expect.poll(() => page.locator('.board-build').textContent()).toMatch(/Verdant Colossus/);
    await page.locator('#explain-run').click();
    await expect.poll(() => page.locator('ol.trace > li').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    // Each run of passes is one line; the passes themselves are hidden until asked for.
    const folded = page.locator('ol.trace > li.event-passes');
    await expect(folded.count()).resolves.toBeGreaterThan(2);
    await expect(page.locator('li.event-pass').first().isVisible()).resolves.toBe(false);
    await folded.first().locator('button.fold').click();
    await expect(page.locator('li.event-pass').first().isVisible()).resolves.toBe(true);
    // The board: life (and what it was), permanents with power/toughness and damage, graveyards.
    await expect(page.locator('.board .player h3').allTextContents()).resolves.toEqual(['Alice · 17 life (was 12)', 'Bob · 18 life (was 20)']);
    await expect(page.locator('.board').textContent()).resolves.toMatch(/Verdant Colossus — 5\/5, 2 damage, tapped/);
    await expect(page.locator('.board').textContent()).resolves.toMatch(/Graveyard: Pike Guard/);
    await expect(page.locator('.board pre').count()).resolves.toBe(0);
    await accessible('explanation, phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await accessible('explanation, desktop');
  });

  it('marks a bad scenario in place, with line numbers and the format', async () => {
    await open('/explain', PHONE);
    await page.click('#yaml-box summary');
    await page.fill('#scenario', 'title: x\nturn: {active: Alice, number: 3, step: main1}\nplayers:\n  - name: Alice\n    life: lots\n  - name: Bob\nactions: []\n');
    await page.locator('#explain-run').click();
    const problems = page.locator('.explanation .problems li');
    await expect.poll(() => problems.count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const life = problems.filter({ hasText: 'Alice · life' });
    await expect(life.locator('button.line-link').textContent()).resolves.toBe('line 5');
    await expect(life.textContent()).resolves.toMatch(/“life” takes a whole number, like 20/);
    await expect(page.locator('.gutter .bad').allTextContents()).resolves.toEqual(['5']);
    // The marked number sits on the line it marks.
    const [mark, nextNumber] = await Promise.all([page.locator('.gutter .bad').boundingBox(), page.locator('.gutter span').nth(5).boundingBox()]);
    expect(nextNumber!.y).toBeGreaterThanOrEqual(mark!.y + mark!.height - 1);
    // Said once, not "the scenario is not valid: the scenario is not valid".
    await expect(page.locator('.explanation').textContent()).resolves.not.toMatch(/not valid.*not valid/i);
    await expect(page.locator('.explanation a[href="/assets/scenario-format.md"]').count()).resolves.toBe(1);
    await life.locator('button.line-link').click();
    await expect(page.evaluate(() => {
      const box = document.getElementById('scenario') as HTMLTextAreaElement;
      return box.value.slice(box.selectionStart, box.selectionEnd);
    })).resolves.toBe('    life: lots');
    await accessible('invalid scenario');
    // Broken YAML: the line at fault, in the box, in people's words.
    await page.fill('#scenario', 'title: x\nplayers:\n  - name: Alice\n    life: [20\nactions: []\n');
    await page.locator('#explain-run').click();
    await expect.poll(() => page.locator('.explanation .problems').textContent(), { timeout: 20_000 }).toMatch(/Something opened here is never closed: add \]/);
    await expect(page.locator('.explanation .problems button.line-link').count()).resolves.toBeGreaterThan(0);
    await expect(page.locator('.gutter .bad').count()).resolves.toBeGreaterThan(0);
    // Card names: offered when the server has the card pool, silently absent otherwise.
    await page.fill('#scenario', 'players:\n  - name: Alice\n    battlefield:\n      - Llanowar');
    await page.locator('#scenario').press('s');
    await page.waitForTimeout(400);
    const names = page.locator('.card-names:not([hidden]) button');
    if (await names.count()) await expect(names.first().textContent()).resolves.toMatch(/llanowar/i);
  });
});

// Rule identity across releases: the side-by-side view says when a rule has no Italian text,
// each rule links to its history, and a release's "what changed" view lists its differences.
describe.skipIf(!CHROMIUM)('history in the web app', () => {
  it('says there is no Italian text for battles (310.1), and shows menace beside its Italian 702.110b', async () => {
    await open('/r/310.1');
    await expect.poll(() => page.locator('.aligned .side[lang=it] .missing').textContent()).toBe('No Italian text for this rule (added after en-2020-07-03).');
    await open('/r/702.111b');
    await expect.poll(() => page.locator('.aligned .side[lang=it] h4').textContent()).toMatch(/it-2020-07-03 · 702\.110b/);
    await expect(page.locator('.aligned .pair:has(.side[lang=it]) .older').count()).resolves.toBe(0);
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
