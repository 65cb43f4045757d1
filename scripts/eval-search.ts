// `npm run eval:search`: how often the rule a judge accepts is at the top of the results.
// One query per line in each set (q, lang, edition, expect); a result counts when it equals
// an expected number or is a subrule of one. Prints hit@1, hit@5 and MRR per language for:
//   - the development part of the real questions we collected (test/fixtures/search-real-tune.jsonl),
//     the one the method is tuned on: every query not answered first is listed;
//   - their validation part (search-real-validation.jsonl): totals only, never the
//     questions one by one, so nobody tunes on them (see test/fixtures/README.md);
//   - the shared sets (search-dev.jsonl in the rules' words, search-real-dev.jsonl, 20 forum
//     questions: ../shared/eval's when there, else their copies in test/fixtures) and the
//     questions we wrote (test/fixtures/search-heldout.jsonl);
//   - judges' policy questions (test/fixtures/search-policy.jsonl), answered by the MTR and the IPG.
// Every query is searched the way `judge search` searches it: with an edition, in that
// edition; without one, in English across the CR, the MTR and the IPG (documentsSearcher).
// Pass files to evaluate other sets (listed in full); --verbose lists every query; --why shows,
// for each query of a listed set not answered first, its first five results with their
// scores and what the search read in it (cards, player phrases; a result the cards lifted
// names them) — never for the validation part.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../src/library/data.ts';
import { openLibrary } from '../src/library/index.ts';
import { answers, evaluate, parseCases, type EvalResult } from '../src/search/evaluate.ts';
import { documentsSearcher, searchOf } from '../src/search/index.ts';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const why = args.includes('--why');
const given = args.filter((a) => !a.startsWith('--'));
const fixtures = (f: string) => path.resolve(REPO_ROOT, 'test', 'fixtures', f);
/** ../shared/eval's original when it is there, else its copy in test/fixtures. */
const shared = (f: string) => [path.resolve(REPO_ROOT, '..', 'shared', 'eval', f), fixtures(f)].find((p) => existsSync(p))!;
/** [label, file, list the queries one by one] */
const sets: Array<[string, string, boolean]> = given.length
  ? given.map((f) => [path.basename(f), f, true])
  : [
      ['dev (real questions, tuning part)', fixtures('search-real-tune.jsonl'), true],
      ['validation (real questions, never tuned on)', fixtures('search-real-validation.jsonl'), false],
      ['shared: rules-language queries', shared('search-dev.jsonl'), true],
      ['shared: 20 forum questions', shared('search-real-dev.jsonl'), true],
      ['questions written by the project', fixtures('search-heldout.jsonl'), true],
      ['judges\' policy questions', fixtures('search-policy.jsonl'), true],
    ];
const library = await openLibrary(); // rules/ and every shipped release
const search = searchOf(library);
const searcher = documentsSearcher(search, library);

/** What the search made of a query it did not answer first: its reading and first five. */
function explain(r: EvalResult): string {
  const { cards, slang } = search.understood(r.case.q, { ...(r.case.edition ? { edition: r.case.edition } : {}), lang: r.case.lang });
  const read = `     read: cards ${cards.map((c) => (c.name === c.card ? c.card : `${c.name} → ${c.card}`)).join(', ') || '-'}; phrases ${slang.join(', ') || '-'}`;
  const top = searcher.search(r.case.q, { ...(r.case.edition ? { edition: r.case.edition } : {}), lang: r.case.lang, limit: 5 }).map((h) => {
    const mark = r.case.expect.some((e) => answers(h.number, e)) ? '*' : ' ';
    return `   ${mark} ${h.number.padEnd(9)} ${h.score.toFixed(3).padStart(7)} ${h.cards ? `[cards: ${h.cards.join(', ')}] ` : ''}${(h.title ?? h.snippet).slice(0, 90)}`;
  });
  return [read, ...top].join('\n');
}

for (const [label, file, listed] of sets) {
  if (!existsSync(file)) {
    console.log(`${label}: ${file} is not here, skipped\n`);
    continue;
  }
  const cases = parseCases(await readFile(file, 'utf8'));
  const { results, scores } = evaluate(searcher, cases);
  if (listed) {
    for (const r of results) {
      if (!verbose && r.rank === 1) continue;
      const mark = r.rank === 1 ? 'ok  ' : r.rank ? `@${r.rank}`.padEnd(4) : 'miss';
      console.log(`${mark} ${r.case.id ?? ''} ${r.case.q.slice(0, 100)}  → ${r.error ?? r.numbers.slice(0, 5).join(' ')}  (want ${r.case.expect.join(' ')})`);
      if (why && r.rank !== 1 && !r.error) console.log(explain(r));
    }
  }
  console.log(`\n${label} — ${path.basename(file)}: ${cases.length} queries`);
  console.log('lang   n   hit@1  hit@5  MRR');
  for (const s of scores) {
    console.log(`${s.lang.padEnd(4)} ${String(s.n).padStart(3)}   ${s.hitAt1.toFixed(2)}   ${s.hitAt5.toFixed(2)}   ${s.mrr.toFixed(2)}`);
  }
  console.log('');
}
