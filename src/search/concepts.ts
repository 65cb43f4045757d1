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
/** Longer glossary names are not looked for. */
const MAX_WORDS = 4;

/** Stemmed glossary names (headwords and aliases) → the rules their entry cites, and per
 *  first stem the most words a name beginning with it has (most words of a question begin
 *  none: one lookup each). */
interface ConceptNames {
  rules: Map<string, string[]>;
  longest: Map<string, number>;
}

const names = new WeakMap<EditionIndex, ConceptNames>();

function conceptNames(index: EditionIndex): ConceptNames {
  let found = names.get(index);
  if (!found) {
    found = { rules: new Map(), longest: new Map() };
    for (const g of index.glossary) {
      if (!g.rules.length) continue;
      for (const n of g.names) {
        const stems = stemsOf(fold(n).match(/[\p{L}\p{N}]+/gu) ?? [], index);
        const key = stems.join(' ');
        if (!key || found.rules.has(key) || stems.length > MAX_WORDS) continue;
        found.rules.set(key, g.rules);
        found.longest.set(stems[0]!, Math.max(found.longest.get(stems[0]!) ?? 0, stems.length));
      }
    }
    names.set(index, found);
  }
  return found;
}

/** The rules defining the concepts these folded words name, the longest name at each word
 *  first. */
export function conceptRules(folded: string[], index: EditionIndex): Set<string> {
  const { rules, longest } = conceptNames(index);
  const words = stemsOf(folded, index);
  const out = new Set<string>();
  const maxDf = index.size * ONE_WORD_MAX_SHARE;
  for (let i = 0; i < words.length; i++) {
    const most = Math.min(longest.get(words[i]!) ?? 0, words.length - i);
    for (let n = most; n >= 1; n--) {
      const cited = rules.get(n === 1 ? words[i]! : words.slice(i, i + n).join(' '));
      if (!cited || (n === 1 && index.data.postings.df(words[i]!) > maxDf)) continue;
      for (const r of cited) out.add(r);
      i += n - 1;
      break;
    }
  }
  return out;
}

/** Whether a rule number is one of these rules or stands under one: "613" covers "613.7a"
 *  and "613.1" covers "613.1f" but not "613.10"; a section ("8") covers its rules. */
function under(number: string, rules: ReadonlySet<string>): boolean {
  for (const r of rules) {
    if (!number.startsWith(r)) continue;
    const next = number.charCodeAt(r.length);
    if (r.length === 1 || Number.isNaN(next) || next < 48 || next > 57) return true;
  }
  return false;
}

/** Lifts the results under the concepts' rules by `weight` of their score among the first
 *  `within`, order kept otherwise (and after them). */
export function liftConcepts(hits: Hit[], rules: ReadonlySet<string>, weight: number, within = hits.length): Hit[] {
  if (!rules.size || !hits.length) return hits;
  const lifted = hits.slice(0, within).map((h) => (under(h.number, rules) ? { ...h, score: h.score * (1 + weight) } : h));
  return [...lifted.sort((a, b) => b.score - a.score), ...hits.slice(within)];
}

/** Each word's stem, so that "layers" names Layer and "replacement effects" Replacement
 *  Effect (the edition's own words are stemmed already). */
const stemsOf = (folded: string[], index: EditionIndex): string[] => folded.map((w) => index.words.get(w) ?? index.analyzer.stemOf(w));
