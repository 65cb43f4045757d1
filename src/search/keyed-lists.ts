// Lists of paragraph ids under string keys (adjacent word pairs, exact word forms): a Map
// while an index is built; once saved, sorted keys over one flat block of ids, looked up by
// binary search, so that loading an index makes no object per key.

export interface KeyedLists {
  get(key: string): ArrayLike<number> | undefined;
  /** The keys in sorted order with their lists, for saving. */
  sorted(): Array<[string, ArrayLike<number>]>;
  /** Keys, and ids over all lists (for the memory estimate). */
  readonly size: number;
  readonly total: number;
}

export class MapLists implements KeyedLists {
  readonly total: number;

  constructor(private readonly map: Map<string, ArrayLike<number>>) {
    let total = 0;
    for (const list of map.values()) total += list.length;
    this.total = total;
  }

  get size(): number {
    return this.map.size;
  }

  get(key: string): ArrayLike<number> | undefined {
    return this.map.get(key);
  }

  sorted(): Array<[string, ArrayLike<number>]> {
    return [...this.map].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }
}

export class FlatLists implements KeyedLists {
  /** Where each key's ids start in `ids` (one more entry than keys). */
  private readonly starts: Int32Array;

  constructor(
    private readonly keys: readonly string[],
    lengths: ArrayLike<number>,
    private readonly ids: Int32Array,
  ) {
    this.starts = new Int32Array(keys.length + 1);
    for (let i = 0; i < keys.length; i++) this.starts[i + 1] = this.starts[i]! + lengths[i]!;
  }

  get size(): number {
    return this.keys.length;
  }

  get total(): number {
    return this.ids.length;
  }

  /** Keys looked up lately and their lists (null: no such key): a query looks each of its
   *  words up several times, and a server meets the same words all day. */
  private readonly recent = new Map<string, Int32Array | null>();

  get(key: string): Int32Array | undefined {
    let list = this.recent.get(key);
    if (list === undefined) {
      if (this.recent.size >= MAX_RECENT) this.recent.clear(); // typed input: keep it bounded
      const at = indexOfSorted(this.keys, key);
      this.recent.set(key, (list = at < 0 ? null : this.ids.subarray(this.starts[at]!, this.starts[at + 1]!)));
    }
    return list ?? undefined;
  }

  sorted(): Array<[string, ArrayLike<number>]> {
    return this.keys.map((k, i) => [k, this.ids.subarray(this.starts[i]!, this.starts[i + 1]!)]);
  }
}

/** Lists keyed by a pair of stems ("first strike"), as saved: the pair as one number (the
 *  two stem ids), sorted, over one flat block of ids — no string per pair to read back. */
export class PairLists implements KeyedLists {
  private readonly starts: Int32Array;

  constructor(
    private readonly stems: readonly string[],
    private readonly stemIds: ReadonlyMap<string, number>,
    private readonly keys: Float64Array,
    lengths: ArrayLike<number>,
    private readonly ids: Int32Array,
  ) {
    this.starts = new Int32Array(keys.length + 1);
    for (let i = 0; i < keys.length; i++) this.starts[i + 1] = this.starts[i]! + lengths[i]!;
  }

  /** The number a pair "a b" is saved under, or -1 when a stem is unknown. */
  static keyOf(pair: string, stemIds: ReadonlyMap<string, number>): number {
    const space = pair.indexOf(' ');
    const a = stemIds.get(pair.slice(0, space));
    const b = stemIds.get(pair.slice(space + 1));
    return a === undefined || b === undefined ? -1 : a * PAIR_BASE + b;
  }

  get size(): number {
    return this.keys.length;
  }

  get total(): number {
    return this.ids.length;
  }

  get(pair: string): Int32Array | undefined {
    const key = PairLists.keyOf(pair, this.stemIds);
    if (key < 0) return undefined;
    const at = indexOfSorted(this.keys, key);
    return at < 0 ? undefined : this.ids.subarray(this.starts[at]!, this.starts[at + 1]!);
  }

  sorted(): Array<[string, ArrayLike<number>]> {
    return Array.from(this.keys, (k, i) => [`${this.stems[Math.floor(k / PAIR_BASE)]} ${this.stems[k % PAIR_BASE]}`, this.ids.subarray(this.starts[i]!, this.starts[i + 1]!)]);
  }
}

/** Lookups a FlatLists remembers. */
const MAX_RECENT = 10_000;

/** Stem ids stay below this (a million stems: an edition has a few thousand). */
const PAIR_BASE = 2 ** 20;

/** Where `key` stands in sorted `keys` (binary search), or -1. */
export function indexOfSorted<K extends string | number>(keys: ArrayLike<K>, key: K): number {
  let lo = 0;
  let hi = keys.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const k = keys[mid]!;
    if (k < key) lo = mid + 1;
    else if (k > key) hi = mid - 1;
    else return mid;
  }
  return -1;
}
