// The card name nearest to a misspelt one ("Kalitass, Traitor of Gheth"), over the 36,000
// folded names: candidates are the names that share enough trigrams with the text, found
// without counting every name that shares one. A name sharing at least `needed` of the
// text's G trigrams holds at least one of any G − needed + 1 of them (pigeonhole), so only
// the rarest G − needed + 1 trigrams' lists are read (the common ones, " th" or "the", list
// thousands of names), and in each only the names whose length is within the budget (names
// are numbered by length, so that is one stretch of each list); each name found there is
// then counted exactly. A capitalised question
// ("Command Tax Added Even if Commander Goes…") asks this for every run of its capitalised
// words: counting every list cost up to 150 ms for one question.
import { editDistance } from './typo.ts';

/** A name found near a text. */
export interface Near {
  key: string;
  distance: number;
}

export class NearNames {
  /** Each distinct name once, shortest first (numbered in this order). */
  private readonly keys: string[];
  /** Where each name stood in the order given (full names, then short ones): ties go to
   *  the first. */
  private readonly order: Int32Array;
  /** The first name of each length (one entry more than the longest name's length). */
  private readonly byLength: Int32Array;
  /** How many times each was given (a short name that is also a full name counts twice
   *  towards the trigrams it shares, as it was listed under them twice). */
  private readonly times: Uint8Array;
  /** Names given twice: always counted (see `times`), as the rare lists may miss them. */
  private readonly twice: number[] = [];
  /** Trigram → its number, and per trigram number the names holding it, ascending (so by
   *  length). */
  private readonly gramIds = new Map<string, number>();
  private readonly lists: Int32Array[] = [];
  /** Per name its trigrams' numbers, from `gramStarts[id]` to `gramStarts[id + 1]`. */
  private readonly grams: Int32Array;
  private readonly gramStarts: Int32Array;
  /** Per trigram number: 1 + its place among the text's trigrams being looked up, else 0. */
  private readonly inText: Int32Array;
  /** Per name: the query it was last counted for, so each is counted once a query. */
  private readonly seenIn: Uint32Array;
  private queries = 0;

  constructor(names: Iterable<string>) {
    const given = new Map<string, number>();
    for (const name of names) given.set(name, (given.get(name) ?? 0) + 1);
    // Map order is first-given order; a stable sort keeps it among names of one length.
    const distinct = [...given.keys()];
    const ids = distinct.map((_, i) => i).sort((a, b) => distinct[a]!.length - distinct[b]!.length);
    this.keys = ids.map((i) => distinct[i]!);
    this.order = Int32Array.from(ids);
    this.times = Uint8Array.from(this.keys, (k) => given.get(k)!);
    const longest = this.keys.length ? this.keys[this.keys.length - 1]!.length : 0;
    this.byLength = new Int32Array(longest + 2);
    for (let length = 0, id = 0; length <= longest + 1; length++) {
      while (id < this.keys.length && this.keys[id]!.length < length) id++;
      this.byLength[length] = id;
    }
    const lists: number[][] = [];
    const grams: number[] = [];
    this.gramStarts = new Int32Array(this.keys.length + 1);
    this.keys.forEach((key, id) => {
      if (this.times[id]! > 1) this.twice.push(id);
      for (const g of trigramsOf(key)) {
        let gram = this.gramIds.get(g);
        if (gram === undefined) this.gramIds.set(g, (gram = lists.length)), lists.push([]);
        lists[gram]!.push(id);
        grams.push(gram);
      }
      this.gramStarts[id + 1] = grams.length;
    });
    this.lists = lists.map((list) => Int32Array.from(list));
    this.grams = Int32Array.from(grams);
    this.inText = new Int32Array(lists.length);
    this.seenIn = new Uint32Array(this.keys.length);
  }

  /**
   * The name nearest to `text` within `budget` edits among those sharing at least
   * G − 3 × budget of its G trigrams (each edit spoils about three), or undefined: the
   * fewest edits, then the shortest name, then the name met first reading the text's
   * trigrams in order (each trigram's names in the order given).
   */
  nearest(text: string, budget: number): Near | undefined {
    const grams = [...trigramsOf(text)].map((g) => this.gramIds.get(g));
    const needed = Math.max(1, grams.length - 3 * budget);
    if (++this.queries === 2 ** 32) (this.queries = 1), this.seenIn.fill(0);
    const query = this.queries;
    // Names more than `budget` letters longer or shorter are beyond it whatever they share.
    const last = this.byLength.length - 1;
    const from = this.byLength[Math.min(last, Math.max(0, text.length - budget))]!;
    const to = this.byLength[Math.min(last, text.length + budget + 1)]!;
    // The rarest lists, enough of them that every name sharing `needed` trigrams is in one.
    const rare = grams.filter((g) => g !== undefined).map((g) => this.lists[g]!).sort((a, b) => a.length - b.length);
    rare.length = Math.min(rare.length, grams.length - needed + 1);
    grams.forEach((g, i) => g !== undefined && this.inText[g] === 0 && (this.inText[g] = i + 1));
    let best: { key: string; distance: number; first: number; order: number } | undefined;
    const consider = (id: number) => {
      if (this.seenIn[id] === query) return;
      this.seenIn[id] = query;
      const key = this.keys[id]!;
      // The text's trigrams it holds, and the first of them in the text's order.
      let shared = 0;
      let first = grams.length;
      for (let k = this.gramStarts[id]!, end = this.gramStarts[id + 1]!; k < end; k++) {
        const at = this.inText[this.grams[k]!]!;
        if (at) (shared++, at - 1 < first && (first = at - 1));
      }
      if (shared * this.times[id]! < needed) return;
      const distance = editDistance(text, key, budget);
      if (distance > budget) return;
      const order = this.order[id]!;
      if (best && (distance > best.distance || (distance === best.distance && (key.length > best.key.length || (key.length === best.key.length && (first > best.first || (first === best.first && order > best.order))))))) return;
      best = { key, distance, first, order };
    };
    for (const list of rare) for (let k = lowerBound(list, from); k < list.length && list[k]! < to; k++) consider(list[k]!);
    for (const id of this.twice) if (id >= from && id < to) consider(id);
    for (const g of grams) if (g !== undefined) this.inText[g] = 0;
    return best && { key: best.key, distance: best.distance };
  }
}

/** The first place in an ascending list holding `value` or more. */
function lowerBound(list: Int32Array, value: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (list[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function trigramsOf(text: string): Set<string> {
  const padded = ` ${text} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}
