// `npm run bench:web`: the web app's first-load weight (compressed, before edition data),
// time to interactive on loopback (cold, and warm from the service worker), and the time
// from a keystroke to its search results on screen (API search and offline search).
// and, on throttled fast-3G and slow-3G profiles, the first load and the first deep link
// (navigation → the linked rule on screen).
// Goals: first load under 300 KB compressed; under 50 ms per keystroke; a deep-linked rule
// visible in under 1 s on fast 3G; the explainer's board builder usable (its controls drawn
// and wired, 'judge:builder-ready') within 1.5 s of opening /explain on fast 3G.
// Baseline, measured in the same run with the same browser: a blank page served by a bare
// Node HTTP server (load time), and an input whose handler only echoes the keystroke.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../src/api/server.ts';
import { openLibrary } from '../src/library/index.ts';
import { launchChromium, ready } from '../test/e2e/harness.ts';
import { machine, median } from './machine.ts';

const RUNS = 7;
const QUERIES = ['trample deathtouch', 'lifelink', 'counter target spell', 'first strike damage'];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Bytes on the wire (headers + compressed bodies) for one cold load of `url`, split into
 *  the app itself and the edition data it then fetches. */
async function pageWeight(browser: Browser, url: string): Promise<{ app: number; data: number; files: number }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const responses: Array<Promise<{ path: string; bytes: number }>> = [];
  page.on('requestfinished', (request) => {
    responses.push(request.sizes().then((s) => ({ path: new URL(request.url()).pathname, bytes: s.responseBodySize + s.responseHeadersSize })));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(responses);
  await context.close();
  const isData = (p: string) => p.startsWith('/data/editions/') || p.startsWith('/v1/');
  return {
    app: all.filter((r) => !isData(r.path)).reduce((sum, r) => sum + r.bytes, 0),
    data: all.filter((r) => isData(r.path)).reduce((sum, r) => sum + r.bytes, 0),
    files: all.filter((r) => !isData(r.path)).length,
  };
}

/** Navigation start → the app's first view rendered with the edition data loaded. */
async function timeToInteractive(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await ready(page);
  return page.evaluate(() => performance.now());
}

async function coldAndWarm(browser: Browser, url: string, { serviceWorker = true } = {}): Promise<{ cold: number; warm: number }> {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    cold.push(await timeToInteractive(page, url));
    if (serviceWorker) await page.evaluate(() => navigator.serviceWorker.ready);
    warm.push(await timeToInteractive(page, url));
    await context.close();
  }
  return { cold: median(cold), warm: median(warm) };
}

/** Network profiles, as Lighthouse defines them for mobile: round-trip time added to every
 *  request, and the link's throughput. */
const PROFILES = {
  'fast 3G': { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  'slow 3G': { latency: 400, downloadThroughput: (400 * 1024) / 8, uploadThroughput: (400 * 1024) / 8 },
};
const THROTTLED_RUNS = 3;

/** Cold visits (empty cache, no service worker) over a throttled network: navigation →
 *  the page's own "rule visible" mark (a deep link), else → the first view rendered. */
async function throttled(browser: Browser, url: string, profile: (typeof PROFILES)[keyof typeof PROFILES], mark?: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < THROTTLED_RUNS; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile });
    await page.goto(url);
    if (mark) {
      await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, mark, { timeout: 60_000 });
      times.push(await page.evaluate((name) => performance.getEntriesByName(name)[0]!.startTime, mark));
    } else {
      await ready(page);
      times.push(await page.evaluate(() => performance.now()));
    }
    await context.close();
  }
  return median(times);
}

/** For each prefix of each query: time from the input event to its results in the list. */
async function keystrokes(page: Page): Promise<number[]> {
  return page.evaluate(async (queries) => {
    const input = document.getElementById('q') as HTMLInputElement;
    const results = document.getElementById('results')!;
    const times: number[] = [];
    for (const query of queries) {
      for (let i = 1; i <= query.length; i++) {
        const prefix = query.slice(0, i);
        if (!prefix.trim() || prefix.endsWith(' ')) continue;
        const shown = new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            if (results.dataset.query === prefix.trim()) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(results, { attributes: true, childList: true });
        });
        const start = performance.now();
        input.value = prefix;
        input.dispatchEvent(new Event('input'));
        await shown;
        times.push(performance.now() - start);
      }
    }
    return times;
  }, QUERIES);
}

/** The same keystrokes against a page whose handler only echoes the query: the cost of
 *  the measurement itself. */
async function baselineKeystrokes(page: Page): Promise<number[]> {
  await page.setContent('<input id="q"><ul id="results"></ul>');
  await page.evaluate(() => {
    const input = document.getElementById('q') as HTMLInputElement;
    const results = document.getElementById('results')!;
    input.addEventListener('input', () => {
      results.dataset.query = input.value.trim();
    });
  });
  return keystrokes(page);
}

async function main(): Promise<void> {
  console.log(`machine: ${machine()}`);
  const library = await openLibrary();
  const server = await startServer({ port: 0, library });
  const blank = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>blank</title><body data-ready="true"></body>'));
  await new Promise<void>((resolve) => blank.listen(0, '127.0.0.1', resolve));
  const blankUrl = `http://127.0.0.1:${(blank.address() as AddressInfo).port}/`;
  const browser = await launchChromium();
  try {
    console.log(`edition: ${library.resolveEdition().id}; ${RUNS} runs per figure, medians`);

    const weight = await pageWeight(browser, `${server.url}/`);
    console.log(`\nfirst load, app only (${weight.files} files, headers + compressed bodies): ${kb(weight.app)}  goal < 300 KB: ${weight.app < 300 * 1024 ? 'met' : 'NOT met'}`);
    console.log(`edition data fetched after it:                          ${kb(weight.data)}`);

    const app = await coldAndWarm(browser, `${server.url}/`);
    const deep = await coldAndWarm(browser, `${server.url}/r/702.19c`);
    const base = await coldAndWarm(browser, blankUrl, { serviceWorker: false });
    console.log('\ntime to interactive on loopback (navigation start → first view rendered with the edition data):');
    console.log(`  baseline, blank page:     cold ${ms(base.cold)}   warm ${ms(base.warm)}`);
    console.log(`  contents /:               cold ${ms(app.cold)}   warm (service worker) ${ms(app.warm)}`);
    console.log(`  deep link /r/702.19c:     cold ${ms(deep.cold)}   warm (service worker) ${ms(deep.warm)}`);

    console.log(`\nthrottled, cold, phone size (${THROTTLED_RUNS} runs, medians):`);
    for (const [name, profile] of Object.entries(PROFILES)) {
      const blankTime = await throttled(browser, blankUrl, profile);
      const first = await throttled(browser, `${server.url}/`, profile);
      const ruleVisible = await throttled(browser, `${server.url}/r/702.19c`, profile, 'judge:rule-visible');
      const deepReady = await throttled(browser, `${server.url}/r/702.19c`, profile);
      const builder = await throttled(browser, `${server.url}/explain`, profile, 'judge:builder-ready');
      const goal = name === 'fast 3G' ? `   goal < 1 s: ${ruleVisible < 1000 ? 'met' : 'NOT met'}` : '';
      const builderGoal = name === 'fast 3G' ? `   goal < 1.5 s: ${builder < 1500 ? 'met' : 'NOT met'}` : '';
      console.log(`  ${name} (${profile.latency} ms RTT, ${Math.round((profile.downloadThroughput * 8) / 1024)} kbit/s):`);
      console.log(`    baseline, blank page:              ${ms(blankTime)}`);
      console.log(`    first load /, contents shown:      ${ms(first)}`);
      console.log(`    deep link /r/702.19c, rule shown:  ${ms(ruleVisible)}${goal}`);
      console.log(`    … with its context (whole edition): ${ms(deepReady)}`);
      console.log(`    explainer /explain, builder usable: ${ms(builder)}${builderGoal}`);
    }

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await ready(page);
    const api = await keystrokes(page);
    await context.setOffline(true);
    const local = await keystrokes(page);
    const baseline = await baselineKeystrokes(page);
    await context.close();
    console.log(`\nkeystroke → results shown (${api.length} keystrokes over ${QUERIES.length} queries):`);
    console.log(`  baseline, echo handler:   median ${ms(median(baseline))}`);
    console.log(`  API search (/v1/search):  median ${ms(median(api))}   max ${ms(Math.max(...api))}   goal < 50 ms: ${median(api) < 50 ? 'met' : 'NOT met'}`);
    console.log(`  offline search (local):   median ${ms(median(local))}   max ${ms(Math.max(...local))}   goal < 50 ms: ${median(local) < 50 ? 'met' : 'NOT met'}`);
  } finally {
    await browser.close();
    await server.close();
    blank.close();
  }
}

await main();
