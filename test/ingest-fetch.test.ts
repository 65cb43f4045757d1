// `judge fetch` against a stand-in for Wizards' rules page: a real HTTP server on loopback
// serving a real release (the internet is the one thing replaced here).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTextLink } from '../src/cli/commands/fetch.ts';
import { REPO_ROOT } from '../src/library/data.ts';
import { enRelease } from './helpers/paths.ts';

const run = promisify(execFile);
const judge = (...args: string[]) => run('node', [path.join(REPO_ROOT, 'bin/judge.js'), ...args], { cwd: REPO_ROOT });

let server: Server;
let base = '';
beforeAll(async () => {
  // Every official release ships; a newer one is the latest with a later date in its header.
  const shipped = readFileSync(enRelease('2026-08-07.txt'));
  const newer = Buffer.from(shipped.toString('utf8').replace('effective as of August 7, 2026', 'effective as of November 13, 2026'));
  server = createServer((req, res) => {
    if (req.url === '/en/rules') {
      res.setHeader('content-type', 'text/html');
      res.end('<html><a href="/resources/MagicCompRules 20261113.pdf">PDF</a> <a href="/resources/MagicCompRules 20261113.txt">TXT</a></html>');
    } else if (req.url === '/resources/MagicCompRules%2020261113.txt') res.end(newer);
    else if (req.url === '/2026/downloads/MagicCompRules%2020261113.txt') res.end(newer);
    else if (req.url === '/old/current.txt') res.end(shipped);
    else if (req.url === '/noise.txt') res.end('hello, this is not a rulebook');
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

describe('judge fetch', () => {
  it('finds the .txt link on the rules page', () => {
    expect(findTextLink('<a href="/x/MagicCompRules 2026.txt">', 'https://magic.wizards.com/en/rules')).toBe('https://magic.wizards.com/x/MagicCompRules%202026.txt');
  });

  it('downloads the release from the rules page and saves it under its edition id', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'judge-fetch-'));
    const { stdout } = await judge('fetch', '--url', `${base}/en/rules`, '--out', out, '--json');
    expect(JSON.parse(stdout)).toEqual({ edition: 'en-2026-11-13', rules: expect.any(Number), file: path.join(out, 'en-2026-11-13.txt'), url: `${base}/resources/MagicCompRules%2020261113.txt` });
    expect(readdirSync(out)).toEqual(['en-2026-11-13.txt']);
  });

  it('downloads the release of a date, and not one the package already ships', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'judge-fetch-'));
    const { stdout } = await judge('fetch', '--date', '2026-11-13', '--url', `${base}/{yyyy}/downloads/MagicCompRules%20{yyyymmdd}.txt`, '--out', out);
    expect(stdout).toMatch(/saved en-2026-11-13/);
    const shipped = await judge('fetch', '--date', '2024-11-08', '--out', out);
    expect(shipped.stdout).toBe('en-2024-11-08 ships with this package (rules/releases/, 2024-11-08.txt); nothing to download\n');
    const again = await judge('fetch', '--url', `${base}/old/current.txt`, '--out', out, '--json');
    expect(JSON.parse(again.stdout)).toEqual({ edition: 'en-2026-08-07', shipped: true });
    expect(readdirSync(out)).toEqual(['en-2026-11-13.txt']);
    await expect(judge('fetch', '--date', '2026-13-45', '--out', out)).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/--date must be a date like 2024-11-08/) });
  });

  it('refuses a download that is not a rules text, and an unreachable host, with a clear message', async () => {
    const out = mkdtempSync(path.join(tmpdir(), 'judge-fetch-'));
    await expect(judge('fetch', '--url', 'http://127.0.0.1:9/en/rules', '--out', out)).rejects.toMatchObject({ code: 4, stderr: expect.stringMatching(/cannot reach http:\/\/127\.0\.0\.1:9\/en\/rules/) });
    // Under --json the error is the API's error object, on stdout.
    const refused = await judge('fetch', '--url', `${base}/noise.txt`, '--out', out, '--json').catch((err: { code: number; stdout: string }) => err);
    expect(refused).toMatchObject({ code: 2 });
    expect(JSON.parse((refused as { stdout: string }).stdout).error).toMatchObject({ code: 'bad_request', message: expect.stringMatching(/not a Comprehensive Rules text/) });
    expect(readdirSync(out)).toEqual([]);
  });
});
