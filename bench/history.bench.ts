// Rule identity across releases, two figures:
// 1. building the matching of all 44 English releases from cold (no cached matchings; the
//    trees read from data/), on one core — goal < 60 s; baseline in the same run: reading
//    the same trees and pairing their paragraphs by number, as alignment did before;
// 2. `judge serve` with all 46 editions, start to a healthy /health from a warm data/ cache
//    — goal < 1 s — and its RSS then; baseline in the same run: the same command from the
//    commit before this work (BASELINE_REV, default 4131e04), which read every tree at start.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ReleaseChain } from '../src/history/index.ts';
import { paragraphsOf } from '../src/history/paragraphs.ts';
import { dataDirectory, ensureData, REPO_ROOT } from '../src/library/data.ts';
import { CR_EN } from '../test/helpers/paths.ts';
import { machine, median } from './machine.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const BASELINE_REV = process.env.BASELINE_REV ?? '4131e04';

console.log(`machine: ${machine()}`);

// ---- 1. matching, from cold ---------------------------------------------------------------
{
  const { editions } = await ensureData({ rulesDirs: [CR_EN] }); // makes sure data/ is warm
  const english = editions.filter((e) => e.lang === 'en' && e.numbering === 'modern' && !e.id.includes('~'));
  let t = performance.now();
  const byNumber = english.map((e) => new Set(paragraphsOf(e).map((p) => p.number)));
  for (let i = 1; i < byNumber.length; i++) [...byNumber[i - 1]!].filter((n) => byNumber[i]!.has(n));
  const baseline = performance.now() - t;
  t = performance.now();
  const chain = new ReleaseChain(english.map((e) => ({ id: e.id, sha256: e.source.sha256, tree: () => e }))); // no cache dir: cold
  const steps = chain.buildAll();
  const full = performance.now() - t;
  const moved = steps.reduce((n, s) => n + s.pairs.filter(([a, b]) => a !== b).length, 0);
  console.log(
    `matching ${english.length} releases (${steps.length} steps, ${moved} renumbered paragraphs): ${(full / 1000).toFixed(1)} s` +
      `   baseline (trees read + pairing by number) ${(baseline / 1000).toFixed(1)} s   goal < 60 s: ${full < 60_000 ? 'met' : 'NOT met'}`,
  );
  chain.buildAll();
  // Warm data/history for part 2, as a first start of the server would.
  const { openLibrary } = await import('../src/library/index.ts');
  (await openLibrary({ rulesDirs: [CR_EN] })).chain.buildAll();
}

// ---- 2. serve, start to healthy ----------------------------------------------------------
interface Start {
  ms: number;
  rssMB: number;
}

function startOnce(root: string, env: Record<string, string> = {}): Promise<Start> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, [path.join(root, 'bin/judge.js'), '--rules', CR_EN, 'serve', '--port', '0', '--quiet'], {
      cwd: root,
      env: { ...process.env, JUDGE_DATA_DIR: dataDirectory(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stderr.on('data', (d) => (out += d));
    child.stdout.on('data', async (d) => {
      out += d;
      const url = /at (http:\/\/[^\s]+) /.exec(out)?.[1];
      if (!url) return;
      child.stdout.removeAllListeners('data');
      while ((await fetch(`${url}/health`).catch(() => null))?.status !== 200) await new Promise((r) => setTimeout(r, 5));
      const ms = performance.now() - started;
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
      child.kill('SIGTERM');
      resolve({ ms, rssMB: Number(rss ?? 0) / 1024 });
    });
    child.on('exit', (code) => code && reject(new Error(`serve exited with ${code}: ${out}`)));
  });
}

async function measure(root: string, env: Record<string, string> = {}): Promise<{ ms: number; rssMB: number }> {
  await startOnce(root, env); // warm-up: the OS file cache
  const runs: Start[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await startOnce(root, env));
  return { ms: median(runs.map((r) => r.ms)), rssMB: median(runs.map((r) => r.rssMB)) };
}

// The baseline commit, unpacked beside this checkout's node_modules.
const baselineRoot = mkdtempSync(path.join(os.tmpdir(), 'judge-baseline-'));
try {
  execFileSync('sh', ['-c', `git -C "${REPO_ROOT}" archive ${BASELINE_REV} | tar -x -C "${baselineRoot}"`]);
  symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(baselineRoot, 'node_modules'));
  // As installed: the compiled dist/ (what `npm pack` ships), without TypeScript at run time.
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build.mjs')], { stdio: 'ignore' });
  const compiled = await measure(REPO_ROOT, { JUDGE_USE_DIST: '1' });
  const now = await measure(REPO_ROOT);
  const before = await measure(baselineRoot);
  console.log(`serve with 46 editions, start to healthy (median of ${RUNS}), warm data/ cache:`);
  console.log(`  compiled (dist/, as installed) ${compiled.ms.toFixed(0).padStart(5)} ms   RSS ${compiled.rssMB.toFixed(0)} MB   goal < 1000 ms: ${compiled.ms < 1000 ? 'met' : 'NOT met'}`);
  console.log(`  this checkout (src/ through tsx) ${now.ms.toFixed(0).padStart(5)} ms   RSS ${now.rssMB.toFixed(0)} MB`);
  console.log(`  ${BASELINE_REV.padEnd(14)}  ${before.ms.toFixed(0).padStart(5)} ms   RSS ${before.rssMB.toFixed(0)} MB   (before lazy trees)`);
} finally {
  rmSync(baselineRoot, { recursive: true, force: true });
}
