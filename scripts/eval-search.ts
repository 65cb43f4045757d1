// `npm run eval:search`: how often the rule a judge accepts is at the top of the results.
// Reads ../shared/eval/search-dev.jsonl (queries in the rules' own words) and
// search-real-dev.jsonl (real questions from rules forums, with the rules their accepted
// answers cite) and test/fixtures/search-heldout.jsonl (questions written by this project)
// — one query per line: q, lang, edition, expect — and prints hit@1, hit@5
// and MRR per language for each; a result counts when it equals an expected
// number or is a subrule of one. Every query is searched the way `judge search` searches it:
// with an edition, in that edition; without one (the policy questions of
// test/fixtures/search-policy.jsonl), across the CR, the MTR and the IPG. Pass a file to evaluate another query set; --verbose lists
// every query with its top five (otherwise only the ones not answered first).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../src/library/data.ts';
import { openLibrary } from '../src/library/index.ts';
import { evaluate, parseCases } from '../src/search/evaluate.ts';
import { documentsSearcher, searchOf } from '../src/search/index.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const given = args.filter((a) => !a.startsWith('--'));
const files = given.length
  ? given
  : [
      ...['search-dev.jsonl', 'search-real-dev.jsonl'].map((f) => path.resolve(REPO_ROOT, '..', 'shared', 'eval', f)),
      // Questions we wrote ourselves, never tuned against one by one: a check that a change
      // helps questions the development sets do not hold (see test/fixtures/README.md).
      path.resolve(REPO_ROOT, 'test', 'fixtures', 'search-heldout.jsonl'),
      // Judges' policy questions from public forums, answered by the MTR and the IPG: searched
      // across the documents, as `judge search` does without an edition.
      path.resolve(REPO_ROOT, 'test', 'fixtures', 'search-policy.jsonl'),
    ];
const library = await openLibrary({ rulesDirs: [path.resolve(REPO_ROOT, '..', 'shared', 'cr-en')] });

for (const file of files) {
  const cases = parseCases(await readFile(file, 'utf8'));
  const { results, scores } = evaluate(documentsSearcher(searchOf(library), library), cases);
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
