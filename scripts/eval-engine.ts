// `npm run eval:engine`: replays the real-card scenarios (test/scenarios-real by default, or
// the folders/files given) and prints, for each, whether the engine replayed it correctly,
// refused it (naming the line or use it cannot read), or got it wrong; then the shares.
// The aim: most replayed, none wrong.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gradeScenario } from '../src/engine/grade.ts';
import { REPO_ROOT } from '../src/library/data.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const verbose = process.argv.includes('--verbose');
const roots = args.length ? args : [path.join(REPO_ROOT, 'test', 'scenarios-real')];
const files = roots.flatMap((root) =>
  statSync(root).isDirectory()
    ? readdirSync(root)
        .filter((f) => /\.(ya?ml|json)$/.test(f))
        .sort()
        .map((f) => path.join(root, f))
    : [root],
);
const counts = { replayed: 0, refused: 0, wrong: 0, invalid: 0 };
for (const file of files) {
  const g = gradeScenario(readFileSync(file, 'utf8'));
  counts[g.grade]++;
  const why = 'why' in g ? `  ${verbose ? g.why : g.why.split('. The engine understands')[0]!.slice(0, 200)}` : '';
  console.log(`${g.grade.padEnd(8)} ${path.basename(file)}${why}`);
}
const pct = (n: number) => `${((100 * n) / Math.max(1, files.length)).toFixed(0)}%`;
console.log(`\n${files.length} scenarios: ${counts.replayed} replayed (${pct(counts.replayed)}), ${counts.refused} refused (${pct(counts.refused)}), ${counts.wrong} wrong, ${counts.invalid} invalid`);
if (counts.wrong || counts.invalid) process.exitCode = 1;
