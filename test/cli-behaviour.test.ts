// How `judge` behaves as a Unix command: the real `node bin/judge.js` over the real rules —
// --version, a closed pipe, one-line errors and JSON errors, keyword and Yawgatog lookups.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandModules } from '../src/cli/commands/index.ts';
import { main } from '../src/cli/main.ts';
import { REPO_ROOT } from '../src/library/data.ts';
import { runJudge, spawnJudge } from './helpers/judge-cli.ts';

const run = promisify(execFile);

/** As a shell runs it: a process of its own, for the exit status and output a user sees. */
function judge(...args: string[]) {
  return spawnJudge(args);
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

describe('start-up and usage errors', () => {
  afterEach(() => vi.restoreAllMocks());

  /** main(argv) in this process: what it printed, and which command modules it loaded. */
  async function inProcess(argv: string[]) {
    const loaded: string[] = [];
    for (const [name, entry] of Object.entries(commandModules)) {
      const load = entry.load;
      vi.spyOn(entry, 'load').mockImplementation(() => (loaded.push(name), load()));
    }
    let stdout = '';
    let stderr = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
    const code = await main(argv);
    vi.restoreAllMocks();
    return { code, stdout, stderr, loaded };
  }

  it('loads no command module for --version, --help or a mistyped command', async () => {
    const version = await inProcess(['--version']);
    expect(version).toMatchObject({ code: 0, loaded: [] });
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const help = await inProcess(['--help']);
    expect(help).toMatchObject({ code: 0, loaded: [] });
    // Every command is listed with its description, though none was loaded.
    for (const [name, { description }] of Object.entries(commandModules)) expect(help.stdout.replace(/\s+/g, ' ')).toContain(`${name} ${description.slice(0, 30)}`);
    const typo = await inProcess(['serch', 'trample']);
    expect(typo).toMatchObject({ code: 2, loaded: [] });
    expect(typo.stderr).toBe("judge: unknown command 'serch'; see `judge --help`; did you mean: search? (bad_request, exit 2)\n");
    // A command's own help loads that command only.
    expect(await inProcess(['search', '--help'])).toMatchObject({ code: 0, loaded: ['search'] });
  });

  it("prints the argument parser's errors as the documented one line, and as the error object under --json", async () => {
    const unknown = await inProcess(['rule', '100.1', '--frob']);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toBe("judge: unknown option '--frob'; see `judge rule --help` (bad_request, exit 2)\n");
    const missing = await inProcess(['search', '--json']);
    expect(missing).toMatchObject({ code: 2, stderr: '' });
    expect(JSON.parse(missing.stdout)).toEqual({ error: { code: 'bad_request', message: "missing required argument 'query'; see `judge search --help`" } });
    const noValue = await inProcess(['rule', '100.1', '--limit']);
    expect(noValue.stderr).toBe("judge: option '--limit <n>' argument missing; see `judge rule --help` (bad_request, exit 2)\n");
  });

  it('keeps the parsed editions in memory when no data folder can be written, and prints ingest as JSON', async () => {
    const blocker = path.join(mkdtempSync(path.join(tmpdir(), 'judge-nowrite-')), 'a-file');
    writeFileSync(blocker, ''); // a folder below a file cannot be made, not even by root
    const { stdout, stderr } = await run('node', ['bin/judge.js', 'ingest', '--json'], { cwd: REPO_ROOT, env: { ...process.env, JUDGE_DATA_DIR: path.join(blocker, 'data') } });
    const answer = JSON.parse(stdout) as { editions: Array<{ id: string; coverage: number }>; failures: unknown[]; cache: { writable: boolean } };
    expect(answer.editions.map((e) => e.id)).toEqual(expect.arrayContaining(['en-2026-08-07', 'it-2020-07-03', 'pt-classic']));
    expect(answer.failures).toEqual([]);
    expect(answer.cache).toEqual({ folder: path.join(blocker, 'data', 'cache'), writable: false });
    expect(stderr).toContain('cannot be written: parsed editions are kept in memory for this run');
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

describe('judge explain: the scenario\'s rules: key', () => {
  const bolt = (rules: string) => `title: Bolt\nrules: ${rules}\nturn: {active: Alice, step: main1}\nplayers:\n  - {name: Alice, battlefield: [Mountain], hand: [Lightning Bolt]}\n  - {name: Bob}\nactions:\n  - {player: Alice, cast: Lightning Bolt, targets: [Bob]}\n`;
  const file = (rules: string) => {
    const f = path.join(mkdtempSync(path.join(tmpdir(), 'judge-rules-key-')), 'bolt.yaml');
    writeFileSync(f, bolt(rules));
    return f;
  };

  it('an edition there is not is invalid_scenario at rules, naming the languages and editions, with or without --lang or --json; an unknown --lang too', async () => {
    const unknown = file('xx-1999');
    for (const extra of [[], ['--lang', 'it']]) {
      const { code, stdout, stderr } = await runJudge(['explain', unknown, ...extra]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toContain('rules: unknown edition "xx-1999": name a language (en, it, pt) or an edition id such as en-2026-08-07, it-2020-07-03, pt-classic');
      expect(stderr).toContain('(invalid_scenario, exit 2)');
    }
    const json = await runJudge(['explain', unknown, '--json']);
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout).error.details[0].path).toBe('rules');
    const lang = await runJudge(['explain', file('it'), '--lang', 'xx']);
    expect(lang.code).toBe(2);
    expect(lang.stderr).toBe('judge: unknown language "xx": the rules are read in en, it, pt (bad_request, exit 2)\n');
    const italian = await runJudge(['explain', file('it')]);
    expect(italian.code).toBe(0);
    expect(italian.stdout).toContain('Regole citate da it-2020-07-03');
  });
});
