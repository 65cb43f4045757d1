// Runs once before the test suite (vitest globalSetup): finds a Chromium for the browser
// tests — $CHROME_PATH, Debian's /usr/bin/chromium, or `chromium` on PATH — and hands its
// path to every test file (inject('chromium')). Without one, the browser tests are skipped
// and one line says why; under CI (CI set, as .ci/run runs) that fails the run instead,
// since .ci/run installs Debian's Chromium and a skipped browser test there hides a break.
//
// It also holds what the browser test files share, started on first demand and stopped
// after the run: one Chromium (playwright's launchServer; each file connects and opens its
// own contexts) and one web server (the API app with the web app mounted, on the real
// library, over a loopback socket). A file asks for them through a small loopback broker
// (inject('sharedBroker')), so that a run without browser tests starts neither.
import { accessSync, constants } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import type { RunningServer } from '../../src/api/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium executable the browser tests drive, or null: skip them. */
    chromium: string | null;
    /** The loopback URL that hands out the run's shared Chromium and web server. */
    sharedBroker: string;
  }
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The first Chromium found, in the order the README gives. */
export function findChromium(env: NodeJS.ProcessEnv = process.env, debian = '/usr/bin/chromium'): string | null {
  const onPath = (env.PATH ?? '').split(path.delimiter).filter(Boolean).map((dir) => path.join(dir, 'chromium'));
  const candidates = [env.CHROME_PATH, debian, ...onPath].filter((f): f is string => !!f);
  return candidates.find(executable) ?? null;
}

/** How the tests (and the screenshots script, bench:web) run Chromium: headless, no sandbox,
 *  nothing fetched in the background. */
export const CHROMIUM_OPTIONS = (executablePath: string) => ({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** What the broker hands out: GET /chromium answers the shared browser's websocket endpoint,
 *  GET /web the shared web server's URL; each is started (and its code loaded) by the first
 *  request for it. */
function sharedResources(executablePath: string | null) {
  let browser: Promise<BrowserServer> | undefined;
  let web: Promise<RunningServer> | undefined;
  const routes: Record<string, () => Promise<string>> = {
    '/chromium': async () => {
      if (!executablePath) throw new Error('no Chromium found; browser tests guard with skipIf(!CHROMIUM)');
      browser ??= import('playwright-core').then(({ chromium }) => chromium.launchServer(CHROMIUM_OPTIONS(executablePath)));
      return (await browser).wsEndpoint();
    },
    '/web': async () => (await (web ??= import('../helpers/web-server.ts').then(({ startWebServer }) => startWebServer()))).url,
  };
  const broker: Server = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (!route) return void res.writeHead(404).end(`no shared ${req.url}`);
    route().then(
      (answer) => res.writeHead(200, { 'content-type': 'text/plain' }).end(answer),
      (err: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(err.stack ?? String(err)),
    );
  });
  return {
    broker,
    async close(): Promise<void> {
      broker.close();
      const [b, w] = await Promise.allSettled([browser, web]);
      await Promise.all([b.status === 'fulfilled' && b.value?.close(), w.status === 'fulfilled' && w.value?.close()]);
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const executablePath = findChromium();
  if (!executablePath) {
    const why = 'no Chromium found ($CHROME_PATH, /usr/bin/chromium, chromium on PATH)';
    if (process.env.CI) throw new Error(`browser tests cannot run under CI: ${why}; .ci/run installs Debian's chromium`);
    console.warn(`browser tests skipped: ${why}; install Debian's chromium or set CHROME_PATH to run them`);
  }
  project.provide('chromium', executablePath);
  const shared = sharedResources(executablePath);
  await new Promise<void>((resolve) => shared.broker.listen(0, '127.0.0.1', resolve));
  project.provide('sharedBroker', `http://127.0.0.1:${(shared.broker.address() as AddressInfo).port}`);
  return () => shared.close();
}
