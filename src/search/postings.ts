// The index's numbers: for every stem, the paragraphs holding it and its weighted frequency
// there (postings, sorted by paragraph), and for every paragraph, its stems (the forward
// lists, sorted by stem id). A query is ranked from the postings; the forward lists answer
// "does this paragraph hold that stem" in a binary search, which is what the MaxScore
// cutoff (rank-terms.ts) asks of the few candidates left once the rare terms are read.
//
// Typed arrays rather than a Map per paragraph: a query then walks flat memory and
// allocates nothing, and the index is a third of the size.

export class Postings {
  /** Stem → stem id. */
  readonly ids = new Map<string, number>();
  /** Stem id → stem. */
  readonly stems: string[] = [];
  /** Per stem id: the paragraphs holding it, ascending, and its frequency in each. */
  readonly docs: Int32Array[] = [];
  readonly tfs: Float64Array[] = [];
  /** Per stem id: its highest frequency in any paragraph (for the term's score bound). */
  readonly maxTf: number[] = [];
  /** Per paragraph: its stem ids, ascending, and their frequencies. */
  readonly docStems: Int32Array[] = [];
  readonly docTfs: Float64Array[] = [];
  /** Every stem, sorted, for prefix completion by binary search. */
  private sorted: string[] = [];

  /** Built from each paragraph's stem → frequency map, in paragraph order (none: empty,
   *  for Postings.restore). */
  constructor(perDoc: Array<Map<string, number>> = []) {
    const lists: Array<{ docs: number[]; tfs: number[] }> = [];
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
      this.docStems.push(Int32Array.from(own, (o) => o[0]));
      this.docTfs.push(Float64Array.from(own, (o) => o[1]));
    });
    for (const list of lists) {
      this.docs.push(Int32Array.from(list.docs));
      this.tfs.push(Float64Array.from(list.tfs));
      this.maxTf.push(Math.max(...list.tfs));
    }
    this.sorted = [...this.stems].sort();
  }

  /** The postings as they were saved (index-codec.ts): the same lists, not rebuilt. */
  static restore(parts: { stems: string[]; docs: Int32Array[]; tfs: Float64Array[]; docStems: Int32Array[]; docTfs: Float64Array[]; sorted: string[] }): Postings {
    const p = new Postings();
    parts.stems.forEach((stem, id) => (p.ids.set(stem, id), p.stems.push(stem), p.docs.push(parts.docs[id]!), p.tfs.push(parts.tfs[id]!)));
    for (const tfs of parts.tfs) {
      let max = 0;
      for (let i = 0; i < tfs.length; i++) if (tfs[i]! > max) max = tfs[i]!;
      p.maxTf.push(max);
    }
    parts.docStems.forEach((stems, doc) => (p.docStems.push(stems), p.docTfs.push(parts.docTfs[doc]!)));
    p.sorted = parts.sorted;
    return p;
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
    return id === undefined ? 0 : this.docs[id]!.length;
  }

  /** A stem's frequency in a paragraph, 0 when it does not hold it. */
  tf(doc: number, stemId: number): number {
    const at = search(this.docStems[doc]!, stemId);
    return at < 0 ? 0 : this.docTfs[doc]![at]!;
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
    if (ids.length === 1) return { docs: this.docs[ids[0]!]!, tfs: this.tfs[ids[0]!]!, maxTf: this.maxTf[ids[0]!]! };
    const sum = new Map<number, number>();
    for (const id of ids) {
      const docs = this.docs[id]!;
      const tfs = this.tfs[id]!;
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
    for (let i = 0; i < this.docs.length; i++) bytes += 12 * this.docs[i]!.length + 100;
    for (let i = 0; i < this.docStems.length; i++) bytes += 12 * this.docStems[i]!.length + 100;
    return bytes;
  }
}

/** The index of `value` in an ascending array, or -1. */
export function search(sorted: Int32Array, value: number): number {
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
