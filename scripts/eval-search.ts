// `npm run eval:search`: how often the rule a judge accepts is at the top of the results.
// Reads search-dev.jsonl (queries in the rules' own words) and search-real-dev.jsonl (real questions from rules forums, with the rules their accepted
// answers cite) and test/fixtures/search-heldout.jsonl (questions written by this project)
// — one query per line: q, lang, edition, expect — and prints hit@1, hit@5
// and MRR per language for each; a result counts when it equals an expected
// number or is a subrule of one. Pass a file to evaluate another query set; --verbose lists
// every query with its top five (otherwise only the ones not answered first).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../src/library/data.ts';
import { openLibrary } from '../src/library/index.ts';
import { evaluate, parseCases } from '../src/search/evaluate.ts';
import { searchOf } from '../src/search/index.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const given = args.filter((a) => !a.startsWith('--'));
const files = given.length
  ? given
  : [
      // ../shared/eval's when it is there (the originals), else the copies in test/fixtures.
      ...['search-dev.jsonl', 'search-real-dev.jsonl'].map((f) => [path.resolve(REPO_ROOT, '..', 'shared', 'eval', f), path.resolve(REPO_ROOT, 'test', 'fixtures', f)].find((p) => existsSync(p))!),
      // Questions we wrote ourselves, never tuned against one by one: a check that a change
      // helps questions the development sets do not hold (see test/fixtures/README.md).
      path.resolve(REPO_ROOT, 'test', 'fixtures', 'search-heldout.jsonl'),
    ];
const library = await openLibrary(); // rules/ and every shipped release

for (const file of files) {
  const cases = parseCases(await readFile(file, 'utf8'));
  const { results, scores } = evaluate(searchOf(library), cases);
  for (const r of results) {
    if (!verbose && r.rank === 1) continue;
    const mark = r.rank === 1 ? 'ok  ' : r.rank ? `@${r.rank}`.padEnd(4) : 'miss';
    console.log(`${mark} ${r.case.id ?? ''} ${r.case.q.slice(0, 100)}  → ${r.error ?? r.numbers.slice(0, 5).join(' ')}  (want ${r.case.expect.join(' ')})`);
  }
  console.log(`\n${path.basename(file)}: ${cases.length} queries`);
  console.log('lang   n   hit@1  hit@5  MRR');
  for (const s of scores) {
    console.log(`${s.lang.padEnd(4)} ${String(s.n).padStart(3)}   ${s.hitAt1.toFixed(2)}   ${s.hitAt5.toFixed(2)}   ${s.mrr.toFixed(2)}`);
  }
  console.log('');
}
