// Runs once before the test suite (vitest globalSetup): finds a Chromium for the browser
// tests — $CHROME_PATH, Debian's /usr/bin/chromium, or `chromium` on PATH — and hands its
// path to every test file (inject('chromium')). Without one, the browser tests are skipped
// and one line says why; under CI (CI set, as .ci/run runs) that fails the run instead,
// since .ci/run installs Debian's Chromium and a skipped browser test there hides a break.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Chromium executable the browser tests drive, or null: skip them. */
    chromium: string | null;
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

export default function setup(project: TestProject): void {
  const chromium = findChromium();
  if (!chromium) {
    const why = 'no Chromium found ($CHROME_PATH, /usr/bin/chromium, chromium on PATH)';
    if (process.env.CI) throw new Error(`browser tests cannot run under CI: ${why}; .ci/run installs Debian's chromium`);
    console.warn(`browser tests skipped: ${why}; install Debian's chromium or set CHROME_PATH to run them`);
  }
  project.provide('chromium', chromium);
}
