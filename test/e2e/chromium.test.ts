// Where the browser tests look for a Chromium (./browser-setup.ts), in the README's order:
// $CHROME_PATH, Debian's /usr/bin/chromium, then `chromium` on PATH; none is "skip".
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { findChromium } from './browser-setup.ts';

it('finds $CHROME_PATH first, then Debian\'s, then chromium on PATH, else nothing', () => {
  const bin = mkdtempSync(path.join(tmpdir(), 'judge-chromium-'));
  const onPath = path.join(bin, 'chromium');
  writeFileSync(onPath, '#!/bin/sh\n');
  chmodSync(onPath, 0o755);
  const nowhere = path.join(bin, 'no-such-chromium');
  expect(findChromium({ PATH: bin }, nowhere)).toBe(onPath);
  expect(findChromium({ PATH: bin, CHROME_PATH: process.execPath }, nowhere)).toBe(process.execPath);
  expect(findChromium({ PATH: '' }, nowhere)).toBeNull();
  expect(findChromium({ PATH: '', CHROME_PATH: nowhere }, nowhere)).toBeNull(); // a wrong CHROME_PATH is not a browser
});
