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

  get(key: string): Int32Array | undefined {
    let lo = 0;
    let hi = this.keys.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const k = this.keys[mid]!;
      if (k < key) lo = mid + 1;
      else if (k > key) hi = mid - 1;
      else return this.ids.subarray(this.starts[mid]!, this.starts[mid + 1]!);
    }
    return undefined;
  }

  sorted(): Array<[string, ArrayLike<number>]> {
    return this.keys.map((k, i) => [k, this.ids.subarray(this.starts[i]!, this.starts[i + 1]!)]);
  }
}
