// Rules by situation: a question that tells a board ("my token died, do my death triggers
// happen?") is like the situations the project's scenarios tell (situations.ts, generated from
// test/scenarios* by `npm run build:situations`), and the rules those name are likely its
// answer even where they share few of its words. The situations most like the question (BM25
// over their stems) vote for the rules they name, each vote the situation's likeness shared
// among its rules; the votes are a list of hits merged beside the question's own (search.ts),
// so a rule can come in. Only for a question told in full, in the edition the scenarios' rules
// are numbered by. The web app's offline search carries them too (61 KB of its bundle, gzipped),
// so that it ranks as the server does.
import { analyzerFor } from './analyze.ts';
import type { IndexHit } from './rank.ts';
import { SITUATIONS } from './situations.ts';

/** The edition the scenarios cite (their expected rules are checked against it). */
export const SITUATION_EDITION = 'en-2026-08-07';
/** How many of the most alike situations vote (5–50 tried: see search.ts SITUATION_WEIGHT). */
const NEIGHBOURS = 25;
const K1 = 1.2;
const B = 0.75;

interface Built {
  /** Per stem: the situations saying it, and how often. */
  postings: Map<string, { docs: Uint16Array; counts: Uint8Array }>;
  /** Per situation, BM25's length part of the denominator: K1 · (1 − B + B · length / average). */
  norms: Float64Array;
}

let built: Built | undefined;

function build(): Built {
  const lists = new Map<string, number[]>();
  const lengths = SITUATIONS.map(([stems], doc) => {
    const words = stems.split(' ');
    for (const w of words) (lists.get(w) ?? lists.set(w, []).get(w)!).push(doc);
    return words.length;
  });
  const postings: Built['postings'] = new Map();
  for (const [stem, docs] of lists) {
    // docs are in order, a repeated doc once with its count
    const unique: number[] = [];
    const counts: number[] = [];
    for (const d of docs) {
      if (unique[unique.length - 1] === d) counts[counts.length - 1]!++;
      else (unique.push(d), counts.push(1));
    }
    postings.set(stem, { docs: Uint16Array.from(unique), counts: Uint8Array.from(counts, (c) => Math.min(c, 255)) });
  }
  const average = lengths.reduce((a, b) => a + b, 0) / Math.max(1, lengths.length);
  return { postings, norms: Float64Array.from(lengths, (n) => K1 * (1 - B + (B * n) / average)) };
}

/** The rules the situations most like `text` name, best first, scored by their votes; none
 *  in an edition other than the one the scenarios cite. */
export function situationHits(edition: string, text: string): IndexHit[] {
  if (edition !== SITUATION_EDITION) return [];
  const { postings, norms } = (built ??= build());
  const scores = new Float64Array(SITUATIONS.length);
  for (const stem of new Set(analyzerFor('en').terms(text))) {
    const list = postings.get(stem);
    if (!list) continue;
    const idf = Math.log(1 + (SITUATIONS.length - list.docs.length + 0.5) / (list.docs.length + 0.5));
    for (let i = 0; i < list.docs.length; i++) {
      const tf = list.counts[i]!;
      scores[list.docs[i]!]! += (idf * tf * (K1 + 1)) / (tf + norms[list.docs[i]!]!);
    }
  }
  const votes = new Map<string, number>();
  for (const doc of best(scores, NEIGHBOURS)) {
    const rules = SITUATIONS[doc]![1];
    for (const r of rules) votes.set(r, (votes.get(r) ?? 0) + scores[doc]! / rules.length);
  }
  return [...votes].sort((a, b) => b[1] - a[1]).map(([number, score]) => ({ number, score, snippet: () => '' }));
}

/** The indexes of the `k` highest positive scores (a k-slot insertion list: k is small). */
function best(scores: Float64Array, k: number): number[] {
  const top: number[] = [];
  for (let d = 0; d < scores.length; d++) {
    const s = scores[d]!;
    if (s <= 0 || (top.length === k && s <= scores[top[k - 1]!]!)) continue;
    let at = top.length === k ? k - 1 : top.length;
    while (at > 0 && scores[top[at - 1]!]! < s) {
      top[at] = top[at - 1]!;
      at--;
    }
    top[at] = d;
    if (top.length > k) top.length = k;
  }
  return top;
}
