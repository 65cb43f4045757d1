// The index's numbers: for every stem, the paragraphs holding it and its weighted frequency
// there (postings, sorted by paragraph), and for every paragraph, its stems (the forward
// lists, sorted by stem id). A query is ranked from the postings; the forward lists answer
// "does this paragraph hold that stem" in a binary search, which is what the MaxScore
// cutoff (rank-terms.ts) asks of the few candidates left once the rare terms are read.
//
// Typed arrays rather than a Map per paragraph: a query then walks flat memory and
// allocates nothing, and the index is a third of the size. A saved index keeps each kind
// of list in one block and cuts a list out when it is read (BlockLists).

/** Numbered lists of numbers: one typed array each, or cuts of one block made on demand. */
export interface Lists<T extends Int32Array | Float64Array> {
  readonly length: number;
  at(i: number): T;
  lengthOf(i: number): number;
}

export class ArrayLists<T extends Int32Array | Float64Array> implements Lists<T> {
  constructor(private readonly arrays: readonly T[]) {}
  get length(): number {
    return this.arrays.length;
  }
  at(i: number): T {
    return this.arrays[i]!;
  }
  lengthOf(i: number): number {
    return this.arrays[i]!.length;
  }
}

export class BlockLists<T extends Int32Array | Float64Array> implements Lists<T> {
  /** Where each list starts in the block (one more entry than lists). */
  private readonly starts: Int32Array;

  constructor(
    private readonly block: T,
    lengths: ArrayLike<number>,
  ) {
    this.starts = new Int32Array(lengths.length + 1);
    for (let i = 0; i < lengths.length; i++) this.starts[i + 1] = this.starts[i]! + lengths[i]!;
  }
  get length(): number {
    return this.starts.length - 1;
  }
  at(i: number): T {
    return this.block.subarray(this.starts[i]!, this.starts[i + 1]!) as T;
  }
  lengthOf(i: number): number {
    return this.starts[i + 1]! - this.starts[i]!;
  }
}

export class Postings {
  /** Stem → stem id. */
  readonly ids = new Map<string, number>();
  /** Stem id → stem. */
  readonly stems: string[] = [];
  /** Per stem id: the paragraphs holding it, ascending, and its frequency in each. */
  docs: Lists<Int32Array>;
  tfs: Lists<Float64Array>;
  /** Per stem id: its highest frequency in any paragraph (for the term's score bound). */
  maxTf: ArrayLike<number>;
  /** Per paragraph: its stem ids, ascending, and their frequencies. */
  docStems: Lists<Int32Array>;
  docTfs: Lists<Float64Array>;
  /** Every stem, sorted, for prefix completion by binary search. */
  private sorted: string[] = [];

  /** Built from each paragraph's stem → frequency map, in paragraph order. */
  constructor(perDoc: Array<Map<string, number>>);
  /** The postings as they were saved (index-codec.ts): the same lists, not rebuilt. */
  constructor(perDoc: null, saved: { stems: string[]; sorted: string[]; docs: Lists<Int32Array>; tfs: Lists<Float64Array>; maxTf: ArrayLike<number>; docStems: Lists<Int32Array>; docTfs: Lists<Float64Array> });
  constructor(
    perDoc: Array<Map<string, number>> | null,
    saved?: { stems: string[]; sorted: string[]; docs: Lists<Int32Array>; tfs: Lists<Float64Array>; maxTf: ArrayLike<number>; docStems: Lists<Int32Array>; docTfs: Lists<Float64Array> },
  ) {
    if (!perDoc) {
      const s = saved!;
      s.stems.forEach((stem, id) => (this.ids.set(stem, id), this.stems.push(stem)));
      this.sorted = s.sorted;
      ({ docs: this.docs, tfs: this.tfs, maxTf: this.maxTf, docStems: this.docStems, docTfs: this.docTfs } = s);
      return;
    }
    const lists: Array<{ docs: number[]; tfs: number[] }> = [];
    const docStems: Int32Array[] = [];
    const docTfs: Float64Array[] = [];
    perDoc.forEach((tf, doc) => {
      const own: Array<[number, number]> = [];
      for (const [stem, n] of tf) {
        let id = this.ids.get(stem);
        if (id === undefined) {
          id = this.stems.length;
          this.ids.set(stem, id);
          this.stems.push(stem);
          lists.push({ docs: [], tfs: [] });
        }
        lists[id]!.docs.push(doc);
        lists[id]!.tfs.push(n);
        own.push([id, n]);
      }
      own.sort((a, b) => a[0] - b[0]);
      docStems.push(Int32Array.from(own, (o) => o[0]));
      docTfs.push(Float64Array.from(own, (o) => o[1]));
    });
    this.docs = new ArrayLists(lists.map((l) => Int32Array.from(l.docs)));
    this.tfs = new ArrayLists(lists.map((l) => Float64Array.from(l.tfs)));
    this.maxTf = Float64Array.from(lists, (l) => Math.max(...l.tfs));
    this.docStems = new ArrayLists(docStems);
    this.docTfs = new ArrayLists(docTfs);
    this.sorted = [...this.stems].sort();
  }

  /** The stems in sorted order (for saving; prefix completion reads it). */
  sortedStems(): readonly string[] {
    return this.sorted;
  }

  get size(): number {
    return this.docStems.length;
  }

  df(stem: string): number {
    const id = this.ids.get(stem);
    return id === undefined ? 0 : this.docs.lengthOf(id);
  }

  /** A stem's frequency in a paragraph, 0 when it does not hold it. */
  tf(doc: number, stemId: number): number {
    const at = search(this.docStems.at(doc), stemId);
    return at < 0 ? 0 : this.docTfs.at(doc)[at]!;
  }

  /** The stems that begin with a prefix, in sorted order. */
  completions(prefix: string): string[] {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.sorted[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out: string[] = [];
    for (let i = lo; i < this.sorted.length && this.sorted[i]!.startsWith(prefix); i++) out.push(this.sorted[i]!);
    return out;
  }

  /** Postings of several stems merged (a prefix's completions), frequencies summed. */
  merged(stems: string[]): { docs: Int32Array; tfs: Float64Array; maxTf: number } {
    const ids = stems.map((s) => this.ids.get(s)).filter((id) => id !== undefined);
    if (ids.length === 1) return { docs: this.docs.at(ids[0]!), tfs: this.tfs.at(ids[0]!), maxTf: this.maxTf[ids[0]!]! };
    const sum = new Map<number, number>();
    for (const id of ids) {
      const docs = this.docs.at(id);
      const tfs = this.tfs.at(id);
      for (let i = 0; i < docs.length; i++) sum.set(docs[i]!, (sum.get(docs[i]!) ?? 0) + tfs[i]!);
    }
    const docs = Int32Array.from([...sum.keys()].sort((a, b) => a - b));
    const tfs = Float64Array.from(docs, (d) => sum.get(d)!);
    let maxTf = 0;
    for (const tf of tfs) if (tf > maxTf) maxTf = tf;
    return { docs, tfs, maxTf };
  }

  /** Estimated bytes held (typed arrays exactly, maps and strings by rule of thumb). */
  approxBytes(): number {
    let bytes = this.stems.length * 120;
    for (let i = 0; i < this.docs.length; i++) bytes += 12 * this.docs.lengthOf(i) + 100;
    for (let i = 0; i < this.docStems.length; i++) bytes += 12 * this.docStems.lengthOf(i) + 100;
    return bytes;
  }
}

/** The index of `value` in an ascending array, or -1. */
export function search(sorted: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const v = sorted[mid]!;
    if (v < value) lo = mid + 1;
    else if (v > value) hi = mid - 1;
    else return mid;
  }
  return -1;
}
