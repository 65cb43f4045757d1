// Rule identity across releases and starting with every release available, four figures:
// 1. matching every shipped English release with the next, from cold (no cached or shipped
//    matchings; the trees read from data/), on one core — goal < 60 s; baseline in the same
//    run: reading the same trees and pairing their paragraphs by number;
// 2. what the package ships instead: reading the precomputed matchings and the span from the
//    Italian's English release to today, and pairing every rule of today with its 2020 number;
// 3. `judge serve` with every release available, start to a healthy /health from a warm data/
//    cache — goal < 1 s — and its RSS then; baseline in the same run: the same command from
//    the commit before this work (BASELINE_REV, default 3a3e638), with the releases given as
//    a folder (--rules), which is how that commit could have them all;
// 4. `judge serve`'s first start, data/ empty — goal < 5 s: the four default editions parsed,
//    the older releases left for later (the server parses them in the background once ready).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseChain } from '../src/history/index.ts';
import { paragraphsOf } from '../src/history/paragraphs.ts';
import { dataDirectory, ensureData, REPO_ROOT } from '../src/library/data.ts';
import { readMatchings, readSpans } from '../src/library/shipped.ts';
import { unpackReleases } from '../test/helpers/paths.ts';
import { machine, median } from './machine.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const BASELINE_REV = process.env.BASELINE_REV ?? '3a3e638';

console.log(`machine: ${machine()}`);
console.log(`load average before: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);

// ---- 1. matching, from cold ---------------------------------------------------------------
{
  const { editions } = await ensureData(); // every shipped release, its tree parsed on first use
  const english = editions.filter((e) => e.lang === 'en' && e.numbering === 'modern' && !e.id.includes('~')).sort((a, b) => a.id.localeCompare(b.id));
  for (const e of english) void e.root; // trees read (or parsed) before the clock starts
  let t = performance.now();
  const byNumber = english.map((e) => new Set(paragraphsOf(e).map((p) => p.number)));
  for (let i = 1; i < byNumber.length; i++) [...byNumber[i - 1]!].filter((n) => byNumber[i]!.has(n));
  const baseline = performance.now() - t;
  t = performance.now();
  const chain = new ReleaseChain(english.map((e) => ({ id: e.id, sha256: e.source.sha256, tree: () => e }))); // no cache, nothing shipped: cold
  const steps = chain.buildAll();
  const full = performance.now() - t;
  const moved = steps.reduce((n, s) => n + s.pairs.filter(([a, b]) => a !== b).length, 0);
  console.log(
    `matching ${english.length} releases (${steps.length} steps, ${moved} renumbered paragraphs): ${(full / 1000).toFixed(1)} s` +
      `   baseline (pairing by number) ${(baseline / 1000).toFixed(1)} s   goal < 60 s: ${full < 60_000 ? 'met' : 'NOT met'}`,
  );
}

// ---- 2. what ships instead ----------------------------------------------------------------
{
  const times: number[] = [];
  let steps = 0;
  let paired = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    steps = Object.keys(readMatchings().steps).length;
    paired = new Map(readSpans().get('en-2020-07-03>en-2026-08-07')!().backward.map(([n, m]) => [n, m])).size;
    times.push(performance.now() - t);
  }
  console.log(`shipped: ${steps} matchings and the spans read, ${paired} rules of today paired with 2020: ${median(times).toFixed(0)} ms (median of ${RUNS})`);
}

// ---- 3 and 4. serve, start to healthy -----------------------------------------------------
interface Start {
  ms: number;
  rssMB: number;
}

function startOnce(root: string, args: string[], env: Record<string, string>): Promise<Start> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'bin/judge.js'), ...args, 'serve', '--port', '0', '--quiet'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The address is announced on stderr as the server listens ("listening at URL, warming
    // up"); the baseline commit announced it on stdout ("serving … at URL (docs …").
    let out = '';
    let found = false;
    const onData = async (d: Buffer) => {
      out += d;
      const url = /at (http:\/\/[^\s,]+)/.exec(out)?.[1];
      if (!url || found) return;
      found = true;
      while ((await fetch(`${url}/health`).catch(() => null))?.status !== 200) await new Promise((r) => setTimeout(r, 5));
      const ms = performance.now() - started;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      child.kill('SIGTERM');
      child.once('exit', () => resolve({ ms, rssMB: Number(rss ?? 0) / 1024 }));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => code && reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

async function measure(root: string, args: string[], env: Record<string, string>, { warm = true } = {}): Promise<Start> {
  if (warm) await startOnce(root, args, env); // warm-up: data/ and the OS file cache
  const runs: Start[] = [];
  for (let i = 0; i < RUNS; i++) {
    const fresh: Record<string, string> = warm ? {} : { JUDGE_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'judge-first-')) };
    runs.push(await startOnce(root, args, { ...env, ...fresh }));
    if (fresh.JUDGE_DATA_DIR) rmSync(fresh.JUDGE_DATA_DIR, { recursive: true, force: true });
  }
  return { ms: median(runs.map((r) => r.ms)), rssMB: median(runs.map((r) => r.rssMB)) };
}

// The baseline commit, unpacked beside this checkout's node_modules.
const baselineRoot = mkdtempSync(path.join(os.tmpdir(), 'judge-baseline-'));
try {
  execFileSync('sh', ['-c', `git -C "${REPO_ROOT}" archive ${BASELINE_REV} | tar -x -C "${baselineRoot}"`]);
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(baselineRoot, 'node_modules'));
  // As installed: the compiled dist/ (what `npm pack` ships), without TypeScript at run time.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build.mjs')], { stdio: 'ignore' });
  const cache = { JUDGE_DATA_DIR: dataDirectory() };
  const compiled = await measure(REPO_ROOT, [], { ...cache, JUDGE_USE_DIST: '1' });
  const now = await measure(REPO_ROOT, [], cache);
  const before = await measure(baselineRoot, ['--rules', unpackReleases()], cache);
  const first = await measure(REPO_ROOT, [], { JUDGE_USE_DIST: '1' }, { warm: false });
  console.log(`serve with every release available, start to healthy (median of ${RUNS}):`);
  console.log(`  warm data/, compiled (dist/, as installed) ${compiled.ms.toFixed(0).padStart(5)} ms   RSS ${compiled.rssMB.toFixed(0)} MB   goal < 1000 ms: ${compiled.ms < 1000 ? 'met' : 'NOT met'}`);
  console.log(`  warm data/, this checkout (src/ through tsx) ${now.ms.toFixed(0).padStart(5)} ms   RSS ${now.rssMB.toFixed(0)} MB`);
  console.log(`  warm data/, ${BASELINE_REV} with --rules (baseline) ${before.ms.toFixed(0).padStart(5)} ms   RSS ${before.rssMB.toFixed(0)} MB`);
  console.log(`  first start, empty data/, compiled ${first.ms.toFixed(0).padStart(5)} ms   RSS ${first.rssMB.toFixed(0)} MB   goal < 5000 ms: ${first.ms < 5000 ? 'met' : 'NOT met'}`);
} finally {
  rmSync(baselineRoot, { recursive: true, force: true });
}
console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
