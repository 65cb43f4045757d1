// The web app's module graph is fetched in one round trip: index.html preloads every module
// that app.js reaches, so a deep link on a slow phone network waits for no import chain.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';

const PUBLIC = path.join(REPO_ROOT, 'src', 'web', 'public');

function reachedFrom(entry: string, seen = new Set<string>()): Set<string> {
  for (const m of readFileSync(path.join(PUBLIC, entry), 'utf8').matchAll(/^import\s[^'"]*['"]\.\/([\w-]+\.js)['"]/gm)) {
    if (!seen.has(m[1]!)) {
      seen.add(m[1]!);
      reachedFrom(m[1]!, seen);
    }
  }
  return seen;
}

it('index.html preloads every module app.js imports, directly or not', () => {
  const html = readFileSync(path.join(PUBLIC, 'index.html'), 'utf8');
  const preloaded = new Set([...html.matchAll(/<link rel="modulepreload" href="\/assets\/([\w-]+\.js)">/g)].map((m) => m[1]));
  const reached = [...reachedFrom('app.js')].sort();
  expect(reached.length).toBeGreaterThan(5);
  expect(reached.filter((m) => !preloaded.has(m))).toEqual([]);
});
