// Ranking one edition's paragraphs for a query's terms: a BM25F-style score read from the
// postings with a MaxScore cutoff — terms are read highest-bound first, and once no
// paragraph holding only the remaining (common) terms could enter the top results, those
// terms only add to the candidates already found. The best are kept in a fixed top-k array
// and snippets are cut from the word offsets the index keeps, only for the page shown.
import { fold } from './analyze.ts';
import { formKey } from './index-build.ts';
import type { IndexData } from './index-data.ts';
import { search as indexOf } from './postings.ts';
import type { QueryTerm } from './query-terms.ts';
import { NO_IDS, scratchFor, TermLists, union, type Scratch, type TermList } from './rank-lists.ts';
import { markedSnippet } from './snippet.ts';
import type { Topics } from './topics.ts';

const K1 = 1.2;
/** How much rarer (in idf) a word's typed form must be than its stem to score apart. */
const FORM_GAIN = 1.1;
/** Added for each quoted phrase a paragraph holds as written: about one strong term. */
const PHRASE_BONUS = 3;
/** A paragraph about what the query names (its title or heading is in the query: "trample"
 *  → 702.19, "combat damage step" → 510) outranks one that mentions it in passing. */
export const TOPIC_BOOST = 1.3;
/** A keyword's own rules (701.x, 702.x) for a query that does not name the keyword: their
 *  reminder-like texts ("until end of turn", "attacks", "tap") hold the common words of
 *  every question, and would outrank the general rule (514.2, 508.1) that answers it. */
export const OTHER_KEYWORD = 0.8;

export interface IndexHit {
  number: string;
  score: number;
  title?: string;
  /** Cuts the snippet: a search ranks more results (100 for paging) than a page shows. */
  snippet: () => string;
}

/** BM25's saturation of a term frequency. */
const saturate = (tf: number) => (tf * (K1 + 1)) / (tf + K1);
/** How much of the query a paragraph holds (0–1) → the multiplier that rewards holding most of it. */
const coverage = (share: number) => 0.35 + 0.65 * share * share;

/** Higher score first; equal scores in document order. */
function better(score: number, id: number, thanScore: number, thanId: number): boolean {
  return score > thanScore || (score === thanScore && id < thanId);
}

export class Ranker {
  /** Each paragraph's prior, in flat memory: scoring a candidate reads no Doc object. */
  private readonly priors: Float64Array;
  /** Each paragraph's boost when the query names none of its topics (see OTHER_KEYWORD). */
  private readonly base: Float64Array;
  /** The highest prior of any paragraph (for score bounds). */
  private readonly maxPrior: number;
  /** Each term's postings with their impacts (saturate(tf)), made once per index. */
  private readonly lists: TermLists;
  constructor(
    private readonly data: IndexData,
    private readonly topicsOf: Topics,
  ) {
    this.priors = Float64Array.from(data.docs, (doc) => doc.prior);
    this.base = Float64Array.from(data.docs, (doc) => (topicsOf.isKeyword(doc.topic) ? OTHER_KEYWORD : 1));
    let max = 1;
    for (const p of this.priors) if (p > max) max = p;
    this.maxPrior = max;
    this.lists = new TermLists(data, saturate);
  }

  idf(stem: string): number {
    const n = this.data.postings.df(stem);
    return Math.log(1 + (this.data.docs.length - n + 0.5) / (n + 0.5));
  }
  /** The best `limit` paragraphs for the given terms; a paragraph holding a quoted phrase as
   *  written ranks higher (a phrase is a boost, never a filter that empties the list).
   *
   *  The score of a paragraph: Σ weight × idf × saturate(tf) over the terms it holds, times
   *  coverage(share of the query it holds), its prior and the topic boost, plus bonuses for
   *  words typed side by side and for phrases. Every part grows with each term a paragraph
   *  holds, so a paragraph's score so far is a lower bound of its score, and the terms it
   *  has not been read for bound what it can still gain: the MaxScore cutoff. */
  rank(terms: QueryTerm[], phrases: string[] = [], limit = 10, order: string[] = [], forms: string[] = [], topics: Set<string> = new Set()): IndexHit[] {
    if (!terms.length) return [];
    const merged = new Map<string, QueryTerm>();
    for (const t of terms) {
      const key = (t.prefix ? '*' : '') + t.stem;
      const had = merged.get(key);
      if (!had || had.weight < t.weight) merged.set(key, t);
    }
    const unique = [...merged.values()];
    const s = this.scratchFor(limit);
    const lists = unique.map((t) => this.lists.of(t));
    const idfs = unique.map((t) => this.termIdf(t));
    // Lists whose entries set scratch slots, to clear them afterwards: each kind clears only
    // its own slot (a form's list can hold a thousand paragraphs).
    const withExtra: Array<ArrayLike<number>> = [];
    const withBoost: Array<ArrayLike<number>> = [];
    // Pairs of query words typed side by side earn the paragraphs holding them a bonus.
    let maxExtra = 0;
    for (let i = 0; i + 1 < order.length; i++) {
      const ids = this.data.bigrams.get(`${order[i]} ${order[i + 1]}`);
      if (!ids) continue;
      const bonus = (0.25 * (this.idf(order[i]!) + this.idf(order[i + 1]!))) / 2;
      for (let k = 0; k < ids.length; k++) if ((s.extra[ids[k]!]! += bonus) > maxExtra) maxExtra = s.extra[ids[k]!]!;
      withExtra.push(ids);
    }
    // And words found exactly as typed, not only by their stem ("defender", not only the
    // "defending" it shares a stem with). Where the typed form is rarer than its stem, a
    // paragraph holding the form gets the form's idf for that term — in its score and in
    // how much of the query it covers — and one holding only the stem keeps the stem's.
    // `formIds[i]`: the paragraphs holding term i's typed forms, ascending (read beside the
    // term's postings, also ascending, rather than flagged paragraph by paragraph).
    const formIdf = new Array<number>(unique.length).fill(0);
    const formIds = new Array<ArrayLike<number> | undefined>(unique.length);
    for (const form of new Set(forms)) {
      const ids = this.data.forms.get(formKey(this.data.lang, form));
      const stem = this.data.words.get(form);
      if (!ids || !stem) continue;
      const idf = Math.log(1 + (this.data.docs.length - ids.length + 0.5) / (ids.length + 0.5));
      const i = unique.findIndex((t) => !t.prefix && t.stem === stem);
      // Only where the form is notably rarer: a few per cent of idf changes no ranking but
      // costs a pass over every paragraph holding the form (and its clean-up).
      // (Only the first 32 terms: a bit each in the per-paragraph flags this once was; kept
      // so that scores stay as they were.)
      if (i < 0 || i >= 32 || idf <= FORM_GAIN * idfs[i]! || idf <= formIdf[i]!) continue;
      formIdf[i] = idf;
      formIds[i] = formIds[i] ? union(formIds[i]!, ids) : ids;
    }
    const best = unique.map((t, i) => t.weight * Math.max(idfs[i]!, formIdf[i]!));
    const totalWeight = best.reduce((sum, b) => sum + b, 0) || 1;
    // A paragraph about what the query names (its title or heading is in the query).
    for (const topic of topics) {
      const ids = this.topicsOf.ids.get(topic);
      if (!ids) continue;
      for (const id of ids) s.boost[id] = TOPIC_BOOST;
      withBoost.push(ids);
    }
    const foldedPhrases = phrases.map((p) => fold(p).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()).filter(Boolean).map((p) => ` ${p} `);
    let count = 0;
    try {
      count = this.collect(unique, lists, idfs, formIdf, formIds, best, totalWeight, s, limit, maxExtra + foldedPhrases.length * PHRASE_BONUS, topics);
      return this.top(unique, limit, count, totalWeight, foldedPhrases, s);
    } finally {
      for (let c = 0; c < count; c++) {
        const id = s.candidates[c]!;
        s.seen[id] = 0;
        s.score[id] = 0;
        s.covered[id] = 0;
      }
      for (const ids of withExtra) for (let k = 0; k < ids.length; k++) s.extra[ids[k]!] = 0;
      for (const ids of withBoost) for (let k = 0; k < ids.length; k++) s.boost[ids[k]!] = this.base[ids[k]!]!;
    }
  }

  /** How many paragraphs hold at least one of the terms, counted up to `cap` (a search
   *  counts them all: a union of postings, without scores, costs little beside ranking). */
  countMatches(terms: QueryTerm[], cap: number): number {
    const lists = terms.map((t) => this.lists.of(t).docs).sort((a, b) => b.length - a.length);
    const { seen, candidates } = this.scratchFor(1);
    let count = 0;
    try {
      for (const docs of lists) {
        for (let k = 0; k < docs.length && count < cap; k++) {
          const id = docs[k]!;
          if (seen[id] === 0) (seen[id] = 1), (candidates[count++] = id);
        }
        if (count >= cap) break;
      }
      return count;
    } finally {
      for (let c = 0; c < count; c++) seen[candidates[c]!] = 0;
    }
  }

  /** Reads the terms' postings into the candidates' partial scores, highest-bound term
   *  first; returns how many candidates there are. */
  private collect(
    unique: QueryTerm[],
    lists: TermList[],
    idfs: number[],
    formIdf: number[],
    formIds: Array<ArrayLike<number> | undefined>,
    best: number[],
    totalWeight: number,
    s: Scratch,
    limit: number,
    bonusBound: number,
    topics: Set<string>,
  ): number {
    const m = unique.length;
    const bound = unique.map((_, i) => best[i]! * saturate(lists[i]!.maxTf));
    const byBound = unique.map((_, i) => i).sort((a, b) => bound[b]! - bound[a]!);
    // What a paragraph holding only terms j… (in that order) could score at most.
    const factor = this.maxPrior * (topics.size ? TOPIC_BOOST : 1);
    const rest = new Array<number>(m + 1).fill(0);
    for (let j = m - 1, ub = 0, cov = 0; j >= 0; j--) {
      ub += bound[byBound[j]!]!;
      cov += best[byBound[j]!]!;
      rest[j] = ub * coverage(Math.min(1, cov / totalWeight)) * factor + bonusBound;
    }
    let count = 0;
    let open = true; // a paragraph not yet a candidate may still enter the top `limit`
    // The threshold costs a pass over the candidates: it is recomputed only when the bound
    // has come near the last one (the threshold grows as terms are read, but seldom doubles).
    let known = -Infinity;
    // The scratch arrays in locals: the loops below are most of a query's time.
    const { seen, candidates, score, covered } = s;
    for (let j = 0; j < m; j++) {
      const i = byBound[j]!;
      const { docs, impacts } = lists[i]!;
      const w = unique[i]!.weight;
      // Weighted idf of the term, and of its typed form where that scores apart (else the same).
      const wIdf = w * idfs[i]!;
      const wFormIdf = formIdf[i]! > 0 ? w * formIdf[i]! : wIdf;
      const form = formIds[i] ?? NO_IDS;
      if (open || docs.length < count * 8) {
        for (let k = 0, f = 0; k < docs.length; k++) {
          const id = docs[k]!;
          if (seen[id] === 0) {
            if (!open) continue;
            seen[id] = 1;
            candidates[count++] = id;
          }
          while (f < form.length && form[f]! < id) f++;
          const termIdf = f < form.length && form[f] === id ? wFormIdf : wIdf;
          score[id]! += termIdf * impacts[k]!;
          covered[id]! += termIdf;
        }
      } else {
        // A long list and few candidates: look each candidate up in it.
        for (let c = 0; c < count; c++) {
          const id = candidates[c]!;
          const at = indexOf(docs, id);
          if (at < 0) continue;
          const termIdf = form.length && indexOf(form, id) >= 0 ? wFormIdf : wIdf;
          score[id]! += termIdf * impacts[at]!;
          covered[id]! += termIdf;
        }
      }
      if (open && j + 1 < m && count >= limit && (known === -Infinity || rest[j + 1]! < 2 * known)) {
        known = this.threshold(count, limit, totalWeight, s);
        if (rest[j + 1]! < known) open = false;
      }
    }
    return count;
  }

  /** The `limit`-th best score the candidates are already sure of. */
  private threshold(count: number, limit: number, totalWeight: number, s: Scratch): number {
    const top = s.topScores;
    let filled = 0;
    for (let c = 0; c < count; c++) {
      const v = this.partialScore(s.candidates[c]!, totalWeight, s);
      if (filled === limit && v <= top[limit - 1]!) continue;
      let at = filled < limit ? filled++ : limit - 1;
      while (at > 0 && top[at - 1]! < v) (top[at] = top[at - 1]!), at--;
      top[at] = v;
    }
    return filled < limit ? -Infinity : top[limit - 1]!;
  }

  /** A candidate's score from the terms read so far, without the phrase bonus. */
  private partialScore(id: number, totalWeight: number, s: Scratch): number {
    return s.score[id]! * coverage(s.covered[id]! / totalWeight) * this.priors[id]! * s.boost[id]! + s.extra[id]!;
  }

  /** The best `limit` candidates, kept sorted as they come, with snippets. */
  private top(unique: QueryTerm[], limit: number, count: number, totalWeight: number, foldedPhrases: string[], s: Scratch): IndexHit[] {
    const { topIds, topScores } = s;
    const phraseBound = foldedPhrases.length * PHRASE_BONUS;
    let filled = 0;
    for (let c = 0; c < count; c++) {
      const id = s.candidates[c]!;
      let score = this.partialScore(id, totalWeight, s);
      if (filled === limit && score + phraseBound < topScores[limit - 1]!) continue;
      if (phraseBound) {
        const folded = this.foldedOf(id);
        for (const p of foldedPhrases) if (folded.includes(p)) score += PHRASE_BONUS;
      }
      if (filled === limit && !better(score, id, topScores[limit - 1]!, topIds[limit - 1]!)) continue;
      // Where it goes among the kept (a binary search: `limit` may be 100), then shift down.
      let lo = 0;
      let hi = filled < limit ? filled++ : limit - 1;
      const last = hi;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (better(score, id, topScores[mid]!, topIds[mid]!)) hi = mid;
        else lo = mid + 1;
      }
      topIds.copyWithin(lo + 1, lo, last);
      topScores.copyWithin(lo + 1, lo, last);
      topIds[lo] = id;
      topScores[lo] = score;
    }
    const hits: IndexHit[] = [];
    const stemIds = unique.map((t) => (t.prefix ? this.data.postings.completions(t.stem) : [t.stem]).map((stem) => this.data.postings.ids.get(stem) ?? -1)).flat();
    for (let r = 0; r < filled; r++) {
      const id = topIds[r]!;
      const doc = this.data.docs[id]!;
      // A bound method, not an arrow: no closure to name for each hit.
      const score = Math.round(topScores[r]! * 1000) / 1000;
      const snippet = this.snippetOf.bind(this, id, stemIds);
      // Two literal shapes, not a spread of a temporary object: a hundred hits a query.
      hits.push(doc.title ? { number: doc.number, score, title: doc.title, snippet } : { number: doc.number, score, snippet });
    }
    return hits;
  }

  private readonly folded = new Map<number, string>();

  /** A paragraph's title, heading and own text folded, words apart (" first strike "), for
   *  quoted phrases: worked out when a phrase is first looked for in it. */
  private foldedOf(id: number): string {
    let folded = this.folded.get(id);
    if (folded === undefined) {
      const doc = this.data.docs[id]!;
      folded = ` ${fold(`${doc.title ?? ''} ${doc.heading} ${doc.ownText ? doc.text : ''}`).replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
      this.folded.set(id, folded);
    }
    return folded;
  }

  /** A hit for one paragraph, with this score and nothing marked in its snippet (a result
   *  that a rule of the search put there rather than the query's words). */
  hitOf(id: number, score: number): IndexHit {
    const doc = this.data.docs[id]!;
    return { number: doc.number, score, ...(doc.title ? { title: doc.title } : {}), snippet: this.snippetOf.bind(this, id, []) };
  }

  /** The paragraph's snippet, marking the words whose stem is one of `stemIds`. */
  private snippetOf(id: number, stemIds: readonly number[]): string {
    return markedSnippet(this.data, this.scratch!, id, stemIds);
  }

  private scratch?: Scratch;

  private scratchFor(limit: number): Scratch {
    return (this.scratch = scratchFor(this.scratch, limit, this.base));
  }

  private termIdf(t: QueryTerm): number {
    if (!t.prefix) return this.idf(t.stem);
    return this.idf(t.stem) * 0.8;
  }
}
