// Concepts: the rules terms a question is about, and the rules that define them, read from
// the edition's own glossary ("Leaves the Battlefield" → 603.6c, 603.10; "Timestamp Order" →
// 613.7; "Replacement Effect" → 614). A question names a concept in its own words, or its
// cards do (what a named card does is written in rules words: card-kinds.ts), and the
// rules the concept's glossary entry sends the reader to — and their subrules — are lifted
// among the results the question's words found. They re-rank; they never bring a rule in.
import { fold } from './analyze.ts';
import type { EditionIndex } from './edition-index.ts';
import type { Hit } from './merge.ts';

/** A one-word glossary name names a concept only when the rules use it seldom ("dies",
 *  "layer"), not everywhere ("player", "ability"): at most this share of paragraphs. */
const ONE_WORD_MAX_SHARE = 0.01;
const MAX_WORDS = 4;

const names = new WeakMap<EditionIndex, Map<string, string[]>>();

/** Folded glossary names (headwords and aliases) → the rules their entry cites. */
function conceptNames(index: EditionIndex): Map<string, string[]> {
  let map = names.get(index);
  if (!map) {
    map = new Map();
    for (const g of index.glossary) {
      if (!g.rules.length) continue;
      for (const n of g.names) {
        const key = stemsOf(fold(n).match(/[\p{L}\p{N}]+/gu) ?? [], index).join(' ');
        if (key && !map.has(key)) map.set(key, g.rules);
      }
    }
    names.set(index, map);
  }
  return map;
}

/** The rules defining the concepts these folded words name (longest names first). */
export function conceptRules(folded: string[], index: EditionIndex): Set<string> {
  const map = conceptNames(index);
  const words = stemsOf(folded, index);
  const out = new Set<string>();
  const docs = index.size;
  const taken = new Array<boolean>(words.length).fill(false);
  for (let n = Math.min(MAX_WORDS, words.length); n >= 1; n--)
    for (let i = 0; i + n <= words.length; i++) {
      if (taken.slice(i, i + n).some(Boolean)) continue;
      const rules = map.get(words.slice(i, i + n).join(' '));
      if (!rules) continue;
      if (n === 1 && index.data.postings.df(words[i]!) > docs * ONE_WORD_MAX_SHARE) continue;
      for (const r of rules) out.add(r);
      taken.fill(true, i, i + n);
    }
  return out;
}

/** Whether a rule number is one of these rules or stands under one ("613.7a" under "613",
 *  "700.4" under "7" when a whole section is cited). */
function under(number: string, rules: Set<string>): boolean {
  for (const r of rules) if (number === r || (number.startsWith(r) && !/\d/.test(number[r.length] ?? '') ) || (/^\d$/.test(r) && number.startsWith(r))) return true;
  return false;
}

/** Lifts the results under the concepts' rules by `weight` of their score, order kept
 *  otherwise. */
export function liftConcepts(hits: Hit[], rules: Set<string>, weight: number): Hit[] {
  if (!rules.size || !hits.length) return hits;
  const lifted = hits.map((h) => (under(h.number, rules) ? { ...h, score: h.score * (1 + weight) } : h));
  return lifted.sort((a, b) => b.score - a.score);
}

/** Each word's stem, so that "layers" names Layer and "replacement effects" Replacement Effect. */
const stemsOf = (folded: string[], index: EditionIndex): string[] => folded.map((w) => index.analyzer.stemOf(w));
