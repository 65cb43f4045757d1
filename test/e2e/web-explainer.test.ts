// The explainer as a player meets it on a phone: the real server and card pool, Debian's
// Chromium at 390×844. A board is built by tapping (two players, real cards, three actions)
// and explained; its YAML goes back into the builder unchanged; a shared link reopens board
// and answer; a YAML slip and an illegal action are said in people's words; axe-core and a
// 44 px check run on every state.
import { parse } from 'yaml';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, CHROMIUM, connectChromium, landmarkNames, PHONE, ready, sharedWebServer, watchErrors } from './harness.ts';

let server: { url: string };
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
const SLOW = { timeout: 20_000 };

beforeAll(async () => {
  if (CHROMIUM) [server, browser] = await Promise.all([sharedWebServer(), connectChromium()]);
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  if (!CHROMIUM) return;
  expect(errors).toEqual([]);
  await context?.close();
});

async function open(path: string, options: { locale?: string } = {}): Promise<Page> {
  context = await browser.newContext({ viewport: PHONE, baseURL: server.url, ...options });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
  errors = watchErrors(page);
  await page.goto(path);
  await ready(page);
  await page.waitForSelector('main[data-builder="ready"]');
  return page;
}

/** No serious axe violation, one h1, landmarks named apart, and no control under 44 px. */
async function usable(view: string): Promise<void> {
  expect(await axeViolations(page), view).toEqual([]);
  expect(await page.locator('h1').count(), view).toBe(1);
  const names = await landmarkNames(page);
  expect(names.length, view).toBe(new Set(names).size);
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main select, main input, main textarea, main summary, main a')]
      .map((el) => ({ what: `${el.tagName} ${el.id || el.textContent?.trim().slice(0, 24)}`, height: el.getBoundingClientRect().height }))
      .filter((c) => c.height > 0 && c.height < 44),
  );
  expect(small, view).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), view).toBeLessThanOrEqual(PHONE.width);
}

/** Picks a card by name for player `p` into `zone`, as a thumb would: a few letters, then the name. */
async function addCard(p: number, zone: string, name: string): Promise<void> {
  await page.selectOption(`#p${p}-zone`, zone);
  await page.fill(`#p${p}-card`, name.slice(0, -2));
  await page.locator(`#p${p}-card-list [role=option]`, { hasText: new RegExp(`^${name}\\b`) }).first().click(SLOW);
  await expect.poll(() => page.locator(`#p${p}-${zone}-cards`).allTextContents().then((t) => t.join(' ')), SLOW).toContain(name);
}

async function addAction(verb: string, player: string | null, choose: () => Promise<unknown>): Promise<void> {
  const before = await page.locator('.actions-list > li').count();
  await page.selectOption('#act-verb', verb);
  if (player) await page.selectOption('#act-player', player);
  await choose();
  await page.click('#act-add');
  await expect.poll(() => page.locator('.actions-list > li').count(), SLOW).toBe(before + 1);
}

const target = (name: string) => page.locator('.add-action button.toggle', { hasText: new RegExp(`^${name}$`) }).click();

/** Shock at Alice's Grizzly Bears, Giant Growth in response, then on to combat. */
async function buildBurnAndPump(): Promise<void> {
  await addCard(0, 'battlefield', 'Grizzly Bears');
  await addCard(0, 'battlefield', 'Forest');
  await addCard(0, 'hand', 'Giant Growth');
  await addCard(1, 'battlefield', 'Mountain');
  await addCard(1, 'hand', 'Shock');
  await addAction('cast', 'Bob', async () => {
    await page.selectOption('#act-card', ':Shock');
    await target('Grizzly Bears');
  });
  await addAction('cast', 'Alice', async () => {
    await page.selectOption('#act-card', ':Giant Growth');
    await target('Grizzly Bears');
  });
  await addAction('until', null, () => page.selectOption('#act-step', 'beginning-of-combat'));
}

async function explain(): Promise<void> {
  await page.click('#explain-run');
  await page.waitForSelector('.explanation .summary, .explanation .error', SLOW);
}

const summary = () => page.locator('.summary').innerText();

describe.skipIf(!CHROMIUM)('the explainer on a phone', () => {
  it('builds a board by tapping — two players, real cards, three actions — and explains it in plain words', async () => {
    await open('/explain');
    await usable('empty builder');
    await buildBurnAndPump();
    await expect(page.locator('.actions-list > li').allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Bob casts Shock targeting Grizzly Bears'),
      expect.stringContaining('Alice casts Giant Growth targeting Grizzly Bears'),
      expect.stringContaining('Everyone passes until the beginning of combat step'),
    ]);
    await expect(page.locator('#yaml-box').getAttribute('open')).resolves.toBeNull(); // no YAML typed, nor even shown
    await usable('built board');
    await explain();
    // Plain words first: where the game stands, what happened, each board.
    const text = await summary();
    expect(text).toMatch(/No one has won: the game goes on, turn 1 \(Alice’s\), beginning of combat step/);
    expect(text).toMatch(/Giant Growth resolves[\s\S]*Grizzly Bears gets \+3\/\+3[\s\S]*Shock resolves[\s\S]*Shock deals 2 damage to Grizzly Bears/);
    expect(text).toMatch(/Grizzly Bears — 5\/5, 2 damage/);
    expect(text).toMatch(/Graveyard: Giant Growth/);
    expect(text).toMatch(/Graveyard: Shock/);
    // Steps under their names in words, each with one Rules button at most.
    await expect(page.locator('.game-step h3').allTextContents()).resolves.toEqual(['First main phase']);
    const perStep = await page.locator('ol.trace > li').evaluateAll((items) => items.map((li) => li.querySelectorAll('.rules-toggle').length));
    expect(perStep.length).toBeGreaterThan(5);
    expect(Math.max(...perStep)).toBe(1);
    const rules = page.locator('.rules-toggle').nth(1);
    await rules.click();
    await expect(page.locator(`#${await rules.getAttribute('aria-controls')}`).innerText()).resolves.toMatch(/601\.2[\s\S]{40,}/);
    await usable('answer');
  });

  it('writes the YAML of the built board, and reads it back into the same board', async () => {
    await open('/explain');
    await buildBurnAndPump();
    await page.click('#yaml-box summary');
    await expect.poll(() => page.locator('#scenario').inputValue(), SLOW).toMatch(/actions:/);
    const yaml = await page.locator('#scenario').inputValue();
    expect(parse(yaml)).toEqual({
      turn: { active: 'Alice', number: 1, step: 'main1' },
      players: [
        { name: 'Alice', life: 20, battlefield: ['Grizzly Bears', 'Forest'], hand: ['Giant Growth'], graveyard: [], library: 20 },
        { name: 'Bob', life: 20, battlefield: ['Mountain'], hand: ['Shock'], graveyard: [], library: 20 },
      ],
      actions: [
        { player: 'Bob', cast: 'Shock', targets: ['Grizzly Bears'] },
        { player: 'Alice', cast: 'Giant Growth', targets: ['Grizzly Bears'] },
        { until: 'beginning-of-combat' },
      ],
    });
    await usable('YAML open');
    // Edited by hand, the builder follows.
    await page.fill('#scenario', yaml.replace(/life: 20\n(\s+battlefield: \[Mountain\])/, 'life: 7\n$1'));
    await expect.poll(() => page.locator('#p1-life').inputValue(), SLOW).toBe('7');
    // Round trip: the board cleared, the YAML pasted back, the builder shows it and writes it the same.
    await page.getByRole('button', { name: 'Clear the board' }).click();
    await expect.poll(() => page.locator('.actions-list > li').count(), SLOW).toBe(0);
    await page.fill('#scenario', yaml);
    await expect.poll(() => page.locator('.actions-list > li').count(), SLOW).toBe(3);
    await expect(page.locator('#p0-heading').locator('..').innerText()).resolves.toMatch(/Grizzly Bears[\s\S]*Forest[\s\S]*Giant Growth/);
    await page.click('#p1-life + button'); // one life more for Bob: the builder writes the YAML again
    await expect.poll(() => page.locator('#scenario').inputValue(), SLOW).toBe(yaml.replace(/life: 20\n(\s+battlefield: \[Mountain\])/, 'life: 21\n$1'));
  });

  it('shares a question: the link reopens the same board and the same answer', async () => {
    await open('/explain');
    await buildBurnAndPump();
    await explain();
    const answer = await summary();
    await page.click('#share-run');
    const link = await page.locator('#share-link').inputValue();
    expect(link).toMatch(/\/explain#s=z[A-Za-z0-9_-]+$/);
    await expect(page.locator('.share [role=status]').textContent()).resolves.toMatch(/Link copied|Copy this link/);
    await usable('shared');
    await context.close();
    // Someone else, another phone: nothing saved, only the link.
    await open(new URL(link).pathname + new URL(link).hash);
    await page.waitForSelector('.explanation .summary', SLOW);
    await expect(summary()).resolves.toBe(answer);
    await expect(page.locator('.actions-list > li').count()).resolves.toBe(3);
    await expect(page.locator('#p1-heading').locator('..').innerText()).resolves.toMatch(/Mountain[\s\S]*Shock/);
  });
});

describe.skipIf(!CHROMIUM)('examples, mistakes and languages', () => {
  it('loads the burn-and-pump example; in Italian the steps are named in Italian, one Rules button each', async () => {
    await open('/explain', { locale: 'it-IT' });
    await page.locator('button.example[data-file="burn-and-pump.yaml"]').click();
    await expect.poll(() => page.locator('.actions-list > li').count(), SLOW).toBe(3);
    await expect(page.locator('.actions-list > li').first().innerText()).resolves.toMatch(/Bob lancia Shock bersagliando Grizzly Bears/);
    await explain();
    await expect(page.locator('.game-step h3').allTextContents()).resolves.toEqual(['Prima fase principale']);
    await expect(page.locator('.summary h2').textContent()).resolves.toBe('In breve');
    await expect(summary()).resolves.toMatch(/Nessuno ha vinto: la partita continua, turno 4 \(di Alice\), sottofase di inizio combattimento/);
    const perStep = await page.locator('ol.trace > li').evaluateAll((items) => items.map((li) => li.querySelectorAll('.rules-toggle').length));
    expect(Math.max(...perStep)).toBe(1);
    await expect(page.locator('.rules-toggle').first().textContent()).resolves.toMatch(/^Regole \(\d+\)$/);
    await usable('example, Italian');
  });

  it('leaves a creature spell on the stack in view, with how to let it resolve', async () => {
    await open('/explain');
    await addCard(0, 'battlefield', 'Forest');
    await addCard(0, 'battlefield', 'Forest');
    await addCard(0, 'hand', 'Grizzly Bears');
    await addAction('cast', 'Alice', () => page.selectOption('#act-card', ':Grizzly Bears'));
    // A permanent's state: tapped and counters, each a 44 px control.
    await page.click('#p0-bf0-ctr');
    await expect(page.locator('#p0-bf0-counters').isVisible()).resolves.toBe(true);
    await usable('counters open');
    await page.click('#p0-bf0-ctr');
    await explain();
    await expect(page.locator('.stack-left').innerText()).resolves.toMatch(/Still on the stack[\s\S]*Grizzly Bears — Alice’s spell[\s\S]*Everyone passes priority once/);
  });

  it('says which rule forbids an illegal block, in the reader’s language, and marks the action', async () => {
    await open('/explain', { locale: 'it-IT' });
    await page.locator('button.example[data-file="illegal-menace-block.yaml"]').click();
    await expect.poll(() => page.locator('.actions-list > li').count(), SLOW).toBe(2);
    await explain();
    const error = page.locator('.summary .error');
    await expect(error.innerText()).resolves.toMatch(/L’azione 2 non è permessa: Bob blocca: Grizzly Bears → Boggart Brute/);
    // The Italian text of the rule, under its Italian number (702.111b in English).
    await expect(error.innerText()).resolves.toMatch(/702\.110b — Una creatura con minacciare non può essere bloccata tranne che da due o più creature/);
    await expect(page.locator('#action-1.bad').count()).resolves.toBe(1);
    await usable('illegal action');
  });

  it('for a Portuguese reader, speaks Portuguese and quotes the current English rules (the classic text is beside them, not instead)', async () => {
    await open('/explain', { locale: 'pt-BR' });
    await page.locator('button.example[data-file="illegal-menace-block.yaml"]').click();
    await expect.poll(() => page.locator('.actions-list > li').count(), SLOW).toBe(2);
    await explain();
    const error = await page.locator('.summary .error').innerText();
    expect(error).toMatch(/A ação 2 não é permitida: Bob bloqueia: Grizzly Bears → Boggart Brute/);
    expect(error).toMatch(/702\.111b — A creature with menace can’t be blocked except by two or more creatures\./);
  });

  it('points a YAML slip at its line with what to write instead, and writes it on request', async () => {
    await open('/explain');
    await page.click('#yaml-box summary');
    await expect.poll(() => page.locator('#scenario').inputValue(), SLOW).toMatch(/players:/);
    const text = 'turn: {active: Alice, step: main1}\nplayers:\n  - name: Alice\n    hand: [Shock]\n    battlefield: [Mountain]\n  - name: Bob\nactions:\n  - player: Alice cast: Shock\n';
    await page.fill('#scenario', text);
    const slip = page.locator('.slips li').first();
    await expect.poll(() => slip.innerText(), SLOW).toMatch(/line 8\s*Two keys on one line[\s\S]*Write instead: - \{player: Alice, cast: Shock\}/);
    await expect(page.locator('.gutter .bad').allTextContents()).resolves.toEqual(['8']);
    await expect(page.locator('.explain-form').innerText()).resolves.not.toMatch(/Nested mappings/);
    await usable('YAML slip');
    await slip.getByRole('button', { name: 'Use this' }).click();
    await expect.poll(() => page.locator('.slips li').count(), SLOW).toBe(0);
    await expect.poll(() => page.locator('.actions-list > li').allInnerTexts(), SLOW).toEqual([expect.stringContaining('Alice casts Shock')]);
  });
});
