// `judge` start-to-answer as a user meets it: the `npm pack` tarball installed into an empty
// folder, `judge rule 100.1` run as a fresh process (the editions already cached, as from
// the second run on), next to `node -e 0` in the same run — the floor any Node command
// pays. Goal: under 150 ms over that baseline. `judge --version` (goal: no slower than the
// lookup) and `judge search trample` (goal: at most 1.5× the lookup) are run in the same
// rounds. The development checkout's path (TypeScript through tsx) is measured too.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { machine, median } from './machine.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.RUNS ?? 20);
const GOAL_MS = 150;

/** CPU time (user + system, ms) of the children waited for so far, from /proc/self/stat
 *  (Linux; null elsewhere): unlike wall time it hardly moves when other work shares the
 *  cores. Clock ticks of 10 ms, so a median of many runs. */
function childrenCpuMs(): number | null {
  if (!existsSync('/proc/self/stat')) return null;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[13]) + Number(fields[14])) * 10; // cutime, cstime (fields 16 and 17), at 100 ticks/s
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'judge-bench-cli-'));
try {
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', tmp], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).replace(/^[^[]*/, ''))[0];
  const app = path.join(tmp, 'app');
  mkdirSync(app);
  writeFileSync(path.join(app, 'package.json'), '{"private": true}\n');
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', path.join(tmp, packed.filename)], { cwd: app, stdio: 'ignore' });
  const env = { ...process.env, XDG_CACHE_HOME: path.join(tmp, 'cache'), JUDGE_RULES: '' };
  const installed = path.join(app, 'node_modules', 'mtg-judge', 'bin', 'judge.js');
  const RULE = 'judge rule 100.1 (installed tarball, dist/)';
  const VERSION = 'judge --version (installed)';
  const SEARCH = 'judge search trample (installed)';
  const commands: Record<string, string[]> = {
    'node -e 0 (baseline)': ['-e', '0'],
    [RULE]: [installed, 'rule', '100.1'],
    [VERSION]: [installed, '--version'],
    [SEARCH]: [installed, 'search', 'trample'],
    'judge rule 100.1 (checkout, src/ through tsx)': [path.join(ROOT, 'bin', 'judge.js'), 'rule', '100.1'],
  };
  for (const args of Object.values(commands)) spawnSync(process.execPath, args, { cwd: app, env }); // warm-up: builds the cache
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  const cpu: Record<string, number[]> = Object.fromEntries(Object.keys(commands).map((k) => [k, []]));
  for (let i = 0; i < RUNS; i++) {
    for (const [name, args] of Object.entries(commands)) {
      const t = performance.now();
      const c = childrenCpuMs();
      const r = spawnSync(process.execPath, args, { cwd: app, env });
      times[name]!.push(performance.now() - t);
      if (c !== null) cpu[name]!.push(childrenCpuMs()! - c);
      if (r.status !== 0) throw new Error(`${name} exited ${r.status}: ${r.stderr}`);
    }
  }
  console.log(machine());
  console.log(`runs: ${RUNS} each, interleaved`);
  const baseline = median(times['node -e 0 (baseline)']!);
  for (const [name, list] of Object.entries(times)) {
    const m = median(list);
    console.log(`${name.padEnd(48)} median ${m.toFixed(0).padStart(5)} ms${name.includes('baseline') ? '' : `  (+${(m - baseline).toFixed(0)} ms over the baseline)`}`);
  }
  if (cpu['node -e 0 (baseline)']!.length) {
    const cpuBase = median(cpu['node -e 0 (baseline)']!);
    for (const [name, list] of Object.entries(cpu)) console.log(`${name.padEnd(48)} CPU (user + sys) median ${median(list).toFixed(0).padStart(4)} ms${name.includes('baseline') ? '' : `  (+${(median(list) - cpuBase).toFixed(0)} ms)`}`);
  }
  const over = median(times[RULE]!) - baseline;
  console.log(`installed judge over node -e 0: ${over.toFixed(0)} ms (goal < ${GOAL_MS} ms) ${over < GOAL_MS ? '✓' : '✗'}`);
  // The cold-path goals (issue 27), against the rule lookup of the same runs.
  const ratio = (name: string) => median(times[name]!) / median(times[RULE]!);
  console.log(`judge --version / judge rule 100.1: ${ratio(VERSION).toFixed(2)}× (goal ≤ 1×) ${ratio(VERSION) <= 1 ? '✓' : '✗'}`);
  console.log(`judge search trample / judge rule 100.1: ${ratio(SEARCH).toFixed(2)}× (goal ≤ 1.5×) ${ratio(SEARCH) <= 1.5 ? '✓' : '✗'}`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
