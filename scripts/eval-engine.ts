// `npm run eval:engine`: replays the real-card scenarios and prints, for each, whether the engine
// replayed it correctly, refused it (naming the line or use it cannot read), or got it wrong;
// then the shares, per folder and per family (a scenario's `tags`).
//
// By default it grades two folders, reported apart:
// - test/scenarios-real: what the engine replays today — every one must replay (0 refused, 0 wrong);
// - test/scenarios-next: written ahead from public sources as the measure of the engine issues
//   (24 and 25) — a refusal is expected, a wrong answer never is.
// Folders or files given on the command line are graded instead, each under the first rule that
// fits its folder's name (scenarios-next: refusals allowed; anything else: none allowed).
// `--verbose` prints refusals and failures whole; `--families` adds the per-tag table.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import { gradeScenario, type Grade } from '../src/engine/grade.ts';
import { REPO_ROOT } from '../src/library/data.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const verbose = process.argv.includes('--verbose');
const families = process.argv.includes('--families');
const roots = args.length ? args : ['scenarios-real', 'scenarios-next'].map((d) => path.join(REPO_ROOT, 'test', d));

type Kind = Grade['grade'];
const empty = (): Record<Kind, number> => ({ replayed: 0, refused: 0, wrong: 0, invalid: 0 });
const pct = (n: number, of: number) => `${((100 * n) / Math.max(1, of)).toFixed(0)}%`;
const line = (c: Record<Kind, number>) => {
  const total = c.replayed + c.refused + c.wrong + c.invalid;
  return `${total} scenarios: ${c.replayed} replayed (${pct(c.replayed, total)}), ${c.refused} refused (${pct(c.refused, total)}), ${c.wrong} wrong, ${c.invalid} invalid`;
};

/** The scenario's `tags` (unknown top-level keys the schema drops), for the per-family table. */
function tagsOf(text: string): string[] {
  try {
    const tags = (parseYaml(text) as { tags?: unknown })?.tags;
    return Array.isArray(tags) ? tags.map(String) : [];
  } catch {
    return [];
  }
}

const byTag = new Map<string, Record<Kind, number>>();
let failed = false;
for (const root of roots) {
  const files = statSync(root).isDirectory()
    ? readdirSync(root)
        .filter((f) => /\.(ya?ml|json)$/.test(f))
        .sort()
        .map((f) => path.join(root, f))
    : [root];
  const refusalsAllowed = /scenarios-next/.test(path.resolve(root));
  const counts = empty();
  console.log(`── ${path.relative(REPO_ROOT, path.resolve(root)) || root} (${refusalsAllowed ? 'written ahead: refusals expected, wrong never' : 'every one must replay'})`);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const g = gradeScenario(text);
    counts[g.grade]++;
    for (const tag of tagsOf(text)) {
      const c = byTag.get(tag) ?? empty();
      c[g.grade]++;
      byTag.set(tag, c);
    }
    const why = 'why' in g ? `  ${verbose ? g.why : g.why.split('. The engine understands')[0]!.slice(0, 200)}` : '';
    const move = refusalsAllowed && g.grade === 'replayed' ? '  (replays now: move it to test/scenarios-real)' : '';
    console.log(`${g.grade.padEnd(8)} ${path.basename(file)}${why}${move}`);
  }
  console.log(`${line(counts)}\n`);
  if (counts.wrong || counts.invalid || (!refusalsAllowed && counts.refused)) failed = true;
}
if (families && byTag.size) {
  console.log('── by family (tags)');
  for (const [tag, c] of [...byTag].sort(([a], [b]) => a.localeCompare(b))) console.log(`${tag.padEnd(24)} ${line(c)}`);
}
if (failed) process.exitCode = 1;
