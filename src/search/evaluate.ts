// Measuring search: for each query with the rule numbers a judge accepts, where does the
// first acceptable result stand? hit@1, hit@5 and mean reciprocal rank per language.
import { JudgeError } from '../errors.ts';

/** Anything that searches like src/search does (searchOf(library), or across documents:
 *  documentsSearcher in ./across.ts). A result of a tournament document counts as
 *  "IPG 2.1", "MTR 4.2": that is how a case expects it. */
export interface Searcher {
  search(query: string, opts: { edition?: string; lang?: string; limit?: number }): Array<{ number: string; document?: string }>;
}

const key = (h: { number: string; document?: string }) => (h.document && h.document !== 'cr' ? `${h.document.toUpperCase()} ${h.number}` : h.number);

export interface EvalCase {
  id?: string;
  q: string;
  lang: string;
  edition?: string;
  expect: string[];
}

export interface EvalResult {
  case: EvalCase;
  /** 1-based rank of the first acceptable result; 0 when none in the top ten. */
  rank: number;
  numbers: string[];
  error?: string;
}

export interface LangScore {
  lang: string;
  n: number;
  hitAt1: number;
  hitAt5: number;
  mrr: number;
}

/** 702.19c answers 702.19; 702.19 answers 702.19; 702.190 does not answer 702.19. */
export function answers(result: string, expected: string): boolean {
  return result === expected || (result.startsWith(expected) && /^[.a-z]/.test(result.slice(expected.length)));
}

export function parseCases(jsonl: string): EvalCase[] {
  return jsonl
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as EvalCase);
}

export function evaluate(library: Searcher, cases: EvalCase[]): { results: EvalResult[]; scores: LangScore[] } {
  const results: EvalResult[] = [];
  for (const c of cases) {
    let numbers: string[] = [];
    let error: string | undefined;
    try {
      numbers = library.search(c.q, { edition: c.edition, lang: c.lang, limit: 10 }).map(key);
    } catch (err) {
      if (!(err instanceof JudgeError)) throw err;
      error = err.message;
    }
    const rank = numbers.findIndex((n) => c.expect.some((e) => answers(n, e))) + 1;
    results.push({ case: c, rank, numbers, ...(error ? { error } : {}) });
  }
  const langs = [...new Set(cases.map((c) => c.lang))];
  const scores = langs.map((lang) => {
    const mine = results.filter((r) => r.case.lang === lang);
    const n = mine.length;
    return {
      lang,
      n,
      hitAt1: mine.filter((r) => r.rank === 1).length / n,
      hitAt5: mine.filter((r) => r.rank >= 1 && r.rank <= 5).length / n,
      mrr: mine.reduce((s, r) => s + (r.rank ? 1 / r.rank : 0), 0) / n,
    };
  });
  return { results, scores };
}
