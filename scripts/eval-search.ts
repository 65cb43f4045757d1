// `npm run eval:search`: how often the rule a judge accepts is at the top of the results.
// Reads ../shared/eval/search-dev.jsonl (one query per line: q, lang, edition, expect) and
// prints hit@1, hit@5 and MRR per language. A result counts when it equals an expected
// number or is a subrule of one (702.19c answers an expectation of 702.19).
// Pass a file to evaluate another query set; --verbose lists every query with its top five.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openLibrary } from '../src/library/index.ts';
import { REPO_ROOT } from '../src/library/data.ts';
import { JudgeError } from '../src/errors.ts';

interface Case {
  id?: string;
  q: string;
  lang: string;
  edition?: string;
  expect: string[];
}

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const file = args.find((a) => !a.startsWith('--')) ?? path.resolve(REPO_ROOT, '..', 'shared', 'eval', 'search-dev.jsonl');
const cases: Case[] = (await readFile(file, 'utf8'))
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Case);

const library = await openLibrary({ rulesDirs: [path.resolve(REPO_ROOT, '..', 'shared', 'cr-en')] });

/** 702.19c answers 702.19; 702.19 answers 702.19; 702.190 does not answer 702.19. */
function answers(result: string, expected: string): boolean {
  return result === expected || (result.startsWith(expected) && /^[.a-z]/.test(result.slice(expected.length)));
}

const perLang = new Map<string, { n: number; at1: number; at5: number; rr: number }>();
for (const c of cases) {
  let numbers: string[] = [];
  try {
    numbers = library.search(c.q, { edition: c.edition, lang: c.lang, limit: 10 }).map((h) => h.number);
  } catch (err) {
    if (!(err instanceof JudgeError)) throw err;
    console.log(`${c.id ?? c.q}: ${err.message}`);
  }
  const rank = numbers.findIndex((n) => c.expect.some((e) => answers(n, e))) + 1;
  const stats = perLang.get(c.lang) ?? { n: 0, at1: 0, at5: 0, rr: 0 };
  stats.n++;
  if (rank === 1) stats.at1++;
  if (rank >= 1 && rank <= 5) stats.at5++;
  if (rank >= 1) stats.rr += 1 / rank;
  perLang.set(c.lang, stats);
  if (verbose || rank !== 1) console.log(`${rank === 1 ? 'ok  ' : rank ? `@${rank}  ` : 'miss'} ${c.id ?? ''} ${c.q}  → ${numbers.slice(0, 5).join(' ')}  (want ${c.expect.join(' ')})`);
}

console.log(`\n${path.basename(file)}: ${cases.length} queries`);
console.log('lang   n   hit@1  hit@5  MRR');
for (const [lang, s] of perLang) {
  console.log(`${lang.padEnd(4)} ${String(s.n).padStart(3)}   ${(s.at1 / s.n).toFixed(2)}   ${(s.at5 / s.n).toFixed(2)}   ${(s.rr / s.n).toFixed(2)}`);
}
