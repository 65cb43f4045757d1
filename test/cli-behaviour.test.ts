// How `judge` behaves as a Unix command: the real `node bin/judge.js` over the real rules —
// --version, a closed pipe, one-line errors and JSON errors, keyword and Yawgatog lookups.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';
import { runJudge } from './helpers/judge-cli.ts';

const run = promisify(execFile);

function judge(...args: string[]) {
  return runJudge(args);
}

describe('judge as a command', () => {
  it('prints the version of package.json', async () => {
    const { version } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string };
    const r = await judge('--version');
    expect(r.code).toBe(0);
    expect(r.stdout.trim()).toBe(version);
  });

  it('ends quietly with status 0 when the reader closes the pipe (judge report | head -1)', async () => {
    // 47 editions' report is far more than a pipe buffer, so the writer meets the closed pipe.
    const { stdout, stderr } = await run('bash', ['-c', `node bin/judge.js report | head -1; echo "status=\${PIPESTATUS[0]}"`], { cwd: REPO_ROOT });
    expect(stdout).toMatch(/^en-\S+ \(/);
    expect(stdout).toContain('status=0');
    expect(stderr).toBe('');
  });

  it('puts an error on one line with its code and exit status, and as the API error object under --json', async () => {
    const r = await judge('rule', '702.19z');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('judge: rule 702.19z is not in en-2026-08-07; did you mean: 702.19, 702.19a, 702.19b, 702.19c, 702.19d? (not_found, exit 1)\n');
    const [j, overLimit] = await Promise.all([judge('rule', '702.19z', '--json'), judge('search', 'trample', '--limit', '51')]);
    expect(overLimit.stderr).toBe('judge: --limit must be a whole number from 1 to 50, not "51" (bad_request, exit 2)\n'); // the API's limit
    expect(j.code).toBe(1);
    expect(JSON.parse(j.stdout)).toEqual({
      error: { code: 'not_found', message: 'rule 702.19z is not in en-2026-08-07', suggestions: ['702.19', '702.19a', '702.19b', '702.19c', '702.19d'] },
    });
  });

  it('looks a keyword up by name (judge rule trample → 702.19) and reads Yawgatog ids (R70219c)', async () => {
    const trample = await judge('rule', 'trample');
    expect(trample.code).toBe(0);
    expect(trample.stdout).toMatch(/^702\.19\. Trample\n/);
    const firstStrike = await judge('rule', 'first', 'strike', '--json');
    expect(JSON.parse(firstStrike.stdout)).toMatchObject({ number: '702.7', title: 'First Strike' });
    const compact = await judge('rule', 'R70219c');
    expect(compact.stdout).toMatch(/^702\.19c Trample over planeswalkers/);
  });
});

describe('judge completion', () => {
  it('prints a bash completion script that completes subcommands and their options', async () => {
    const script = (await judge('completion', 'bash')).stdout;
    const complete = async (words: string[]) => {
      const probe = `${script}\nCOMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1}; _judge; echo "\${COMPREPLY[*]}"`;
      return (await run('bash', ['-c', probe])).stdout.trim();
    };
    expect(await complete(['judge', 'sea'])).toBe('search');
    expect((await complete(['judge', '--rules', 'dir', 'search', '--o'])).split(' ')).toEqual(['--offset']);
    expect((await complete(['judge', 'explain', '--'])).split(' ')).toContain('--check');
    const zsh = await judge('completion', 'fish');
    expect(zsh.code).toBe(2);
    expect(zsh.stderr).toContain('no completion for "fish"; use bash or zsh');
  });
});
