// How alike two paragraphs read: the Dice coefficient of their word multisets (shared words
// counted as often as both have them), 1 for the same words, 0 for none in common.
import { wordsOf } from './paragraphs.ts';
export function bagOf(words: string[]): Map<string, number> {
  const bag = new Map<string, number>();
  for (const w of words) bag.set(w, (bag.get(w) ?? 0) + 1);
  return bag;
}

export function sharedCount(a: Map<string, number>, b: Map<string, number>): number {
  let shared = 0;
  for (const [w, n] of a) {
    const m = b.get(w);
    if (m) shared += Math.min(n, m);
  }
  return shared;
}

export function dice(a: Map<string, number>, sizeA: number, b: Map<string, number>, sizeB: number): number {
  if (sizeA + sizeB === 0) return 1;
  return (2 * sharedCount(a, b)) / (sizeA + sizeB);
}

/** Share of `inner`'s words that `outer` also has: how much of a paragraph survives inside
 *  another one it was merged into (or split from). */
export function containment(inner: Map<string, number>, sizeInner: number, outer: Map<string, number>): number {
  return sizeInner ? sharedCount(inner, outer) / sizeInner : 0;
}

/** How alike two texts read, as the matcher compares paragraphs (rule numbers aside). */
export function textSimilarity(a: string, b: string): number {
  const [x, y] = [wordsOf(a), wordsOf(b)];
  return dice(bagOf(x), x.length, bagOf(y), y.length);
}
