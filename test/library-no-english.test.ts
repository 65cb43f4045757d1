// Rules without English (only the shipped Italian and Portuguese texts): asking for English
// says how to get it — `judge fetch` — in the CLI's one-line error, in its --json error and
// in the API's error body over a real socket.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/api/server.ts';
import { errorObject, formatError } from '../src/cli/main.ts';
import { JudgeError } from '../src/errors.ts';
import { ensureData } from '../src/library/data.ts';
import { Library } from '../src/library/index.ts';
import { IT_RULES, PT_RULES } from './helpers/paths.ts';

let dir: string;
let library: Library;
let server: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'judge-no-english-'));
  for (const file of [IT_RULES, PT_RULES]) await copyFile(file, path.join(dir, path.basename(file)));
  const { editions } = await ensureData({ rulesDirs: [dir], noDefaults: true });
  expect(editions.map((e) => e.lang).sort()).toEqual(['it', 'pt']);
  library = new Library(editions);
  server = await startServer({ port: 0, library, warm: false });
});

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

function englishError(): JudgeError {
  try {
    library.resolveEdition({ lang: 'en' });
  } catch (err) {
    return err as JudgeError;
  }
  throw new Error('English resolved without an English edition');
}

describe('--lang en with no English edition loaded', () => {
  it('the CLI error names `judge fetch`, on one line and as JSON', () => {
    const err = englishError();
    expect(err).toBeInstanceOf(JudgeError);
    const line = formatError(err);
    expect(line).toMatch(/^judge: no edition in language "en"; `judge fetch` downloads the current English rules.* \(not_found, exit 1\)$/);
    expect(line).not.toContain('\n');
    expect(errorObject(err).error.message).toContain('`judge fetch`');
  });

  it('the API error says it too', async () => {
    for (const url of ['/v1/rules/100.1?lang=en', '/v1/search?q=trample&lang=en']) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(404);
      const body = (await res.json()) as { error: { code: string; message: string; suggestions: string[] } };
      expect(body.error.code).toBe('not_found');
      expect(body.error.message).toContain('`judge fetch` downloads the current English rules');
      expect(body.error.suggestions.sort()).toEqual(['it', 'pt']);
    }
  });

  it('Italian is still answered, and other languages get no fetch hint', async () => {
    expect(library.lookup('100.1', { lang: 'it' })[0]!.edition).toBe('it-2020-07-03');
    expect(() => library.resolveEdition({ lang: 'fr' })).toThrow(/^unknown language "fr": the rules are read in en, it, pt$/);
  });
});
