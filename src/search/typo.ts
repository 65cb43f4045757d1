// Near misses: a bounded Damerau–Levenshtein distance (an adjacent swap counts as one edit,
// so "cylcing" is one edit from "cycling") and "did you mean" over a list of candidates.

/** The three rows editDistance reads and writes, reused by every call (it is asked of
 *  thousands of candidates a query: rows made per call were most of its time). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Edit distance between a and b, or max + 1 as soon as it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  if (rows[0]!.length <= n) rows = [new Int32Array(2 * n + 2), new Int32Array(2 * n + 2), new Int32Array(2 * n + 2)];
  let [prev2, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  prev2.fill(0, 0, n + 1);
  cur.fill(0, 0, n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n]!;
}

/** How many edits a word of this length may carry and still be recognised. */
export function typoBudget(length: number): number {
  return length < 4 ? 0 : length < 7 ? 1 : 2;
}

/** The candidates closest to `input` (within `max` edits), nearest first, then in the order given. */
export function closest(input: string, candidates: Iterable<string>, max: number, limit = 5): string[] {
  const scored: Array<[string, number, number]> = [];
  let i = 0;
  for (const c of candidates) {
    const d = editDistance(input, c, max);
    if (d <= max) scored.push([c, d, i]);
    i++;
  }
  scored.sort((x, y) => x[1] - y[1] || x[2] - y[2]);
  return scored.slice(0, limit).map((s) => s[0]);
}
