// What the ranking (rank.ts) reads and writes besides its formula: each term's postings with
// their impacts, prepared once per index, and the per-paragraph scratch slots every query
// reuses. An impact is a posting's saturated frequency, the part of a term's score that does
// not depend on the query: worked out the first time a stem is searched for and kept with
// the index, a query multiplies it by the term's weight × idf instead of dividing for every
// paragraph it reads. (Kept in memory rather than in the saved index: one pass over a
// stem's postings, the first time, costs less than reading a second block of floats for
// every stem at every start.)
import type { IndexData } from './index-data.ts';
import type { QueryTerm } from './query-terms.ts';

/** A query term's paragraphs, ascending, with its impact in each. */
export interface TermList {
  docs: Int32Array;
  impacts: Float64Array;
  /** The term's highest frequency in any paragraph (for its score bound). */
  maxTf: number;
}

const NO_LIST: TermList = { docs: new Int32Array(0), impacts: new Float64Array(0), maxTf: 0 };

/** Prefixes' merged lists kept at most (typed input: keep it bounded). */
const MAX_PREFIX_LISTS = 1000;

/** Every term's list for one index, made on first use. */
export class TermLists {
  /** Per stem id. */
  private readonly lists: Array<TermList | undefined> = [];
  private readonly prefixLists = new Map<string, TermList>();

  constructor(
    private readonly data: IndexData,
    /** A frequency → its impact (BM25's saturation, rank.ts). */
    private readonly impact: (tf: number) => number,
  ) {}

  /** A term's postings: a stem's own, or a prefix's completions merged. */
  of(t: QueryTerm): TermList {
    const { postings } = this.data;
    if (!t.prefix) {
      const id = postings.ids.get(t.stem);
      if (id === undefined) return NO_LIST;
      return (this.lists[id] ??= this.withImpacts(postings.docs.at(id), postings.tfs.at(id), postings.maxTf[id]!));
    }
    let list = this.prefixLists.get(t.stem);
    if (!list) {
      const stems = postings.completions(t.stem);
      const merged = stems.length ? postings.merged(stems) : undefined;
      list = merged ? this.withImpacts(merged.docs, merged.tfs, merged.maxTf) : NO_LIST;
      if (this.prefixLists.size > MAX_PREFIX_LISTS) this.prefixLists.clear();
      this.prefixLists.set(t.stem, list);
    }
    return list;
  }

  private withImpacts(docs: Int32Array, tfs: Float64Array, maxTf: number): TermList {
    const impacts = new Float64Array(tfs.length);
    for (let k = 0; k < tfs.length; k++) impacts[k] = this.impact(tfs[k]!);
    return { docs, impacts, maxTf };
  }
}

export const NO_IDS: ArrayLike<number> = new Int32Array(0);

/** Two ascending lists of paragraphs as one. */
export function union(a: ArrayLike<number>, b: ArrayLike<number>): Int32Array {
  return Int32Array.from(new Set([...Array.from(a), ...Array.from(b)])).sort();
}

/** Per-paragraph slots reused by every query and cleared after it: a query allocates almost
 *  nothing, and the collector does not pause searches. */
export interface Scratch {
  seen: Uint8Array;
  /** Σ weight × idf × impact so far, and Σ weight × idf of the terms held. */
  score: Float64Array;
  covered: Float64Array;
  /** Bonuses for words typed side by side. */
  extra: Float64Array;
  /** The topic boost, else the paragraph's base (`base` below). */
  boost: Float64Array;
  candidates: Int32Array;
  topIds: Int32Array;
  topScores: Float64Array;
  /** A snippet's marked words. */
  markStem?: Uint8Array;
  starts: Int32Array;
  ends: Int32Array;
}

/** The scratch for a query keeping `limit` results: the one before when it is large enough,
 *  else one with a larger top (its per-paragraph slots kept). `base`: each paragraph's boost
 *  when the query names none of its topics. */
export function scratchFor(before: Scratch | undefined, limit: number, base: Float64Array): Scratch {
  if (before && before.topIds.length >= limit) return before;
  const n = base.length;
  const size = Math.max(limit, 128);
  return {
    seen: before?.seen ?? new Uint8Array(n),
    score: before?.score ?? new Float64Array(n),
    covered: before?.covered ?? new Float64Array(n),
    extra: before?.extra ?? new Float64Array(n),
    boost: before?.boost ?? base.slice(),
    candidates: before?.candidates ?? new Int32Array(n),
    topIds: new Int32Array(size),
    topScores: new Float64Array(size),
    starts: before?.starts ?? new Int32Array(256),
    ends: before?.ends ?? new Int32Array(256),
  };
}
