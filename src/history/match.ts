// Matching two consecutive releases: which paragraph of the newer one IS each paragraph of
// the older one. Same number and same words first (nearly every rule), then the same words
// under another number (a renumbered rule), then what is left by text similarity, solved
// as one assignment (the Hungarian algorithm over each group of competing candidates), so
// a paragraph goes to its best partner overall, not to whichever asked first. Pinned pairs
// (./pinned.ts) are fixed before any of it. What stays alone may have been merged into, or
// split from, a paragraph that did find its partner.
import { createRequire } from 'node:module';
import { RULE_NUMBER_IN_TEXT, type Paragraph } from './paragraphs.ts';
import { bagOf, containment, dice } from './similarity.ts';
import type { Pin } from './pinned.ts';

// diff and munkres (their CommonJS builds) load on first use: `judge rule` reads cached
// matchings and rarely compares words, and should not pay for them at start-up.
const require = createRequire(import.meta.url);
const diffWords = (a: string, b: string): Array<{ value: string; added?: boolean; removed?: boolean }> =>
  (require('diff') as typeof import('diff')).diffWords(a, b);
const munkres = (cost: number[][]): Array<[number, number]> => (require('munkres') as typeof import('munkres')).munkres(cost);

/** Bump when the matching changes: cached matchings of an older version are recomputed. */
export const MATCH_VERSION = 3;

export interface ReleaseMatch {
  from: string;
  to: string;
  /** [older number, newer number]: the same rule in both releases. */
  pairs: Array<[string, string]>;
  /** Older numbers of pairs whose text changed beyond renumbered references. */
  changed: string[];
  /** [older, newer]: a paragraph with no counterpart of its own whose words now stand in another. */
  merged: Array<[string, string]>;
  /** [newer, older]: a new paragraph made of words that stood in an older one. */
  split: Array<[string, string]>;
  /** Older numbers with no counterpart. */
  removed: string[];
  /** Newer numbers with no counterpart. */
  added: string[];
}

/** Below these similarities two paragraphs are not the same rule. A paragraph keeping its
 *  number needs less: numbers rarely move, and a rewording at the same place is common. */
const MIN_SIMILARITY = 0.5;
const MIN_SIMILARITY_SAME_NUMBER = 0.3;
const SAME_NUMBER_BONUS = 0.1;
const SAME_PARENT_BONUS = 0.05;
/** Words in more paragraphs than this do not propose candidates (they still count in the score). */
const COMMON_WORD = 150;
/** Candidates kept per paragraph, best first. */
const CANDIDATES_PER_PARAGRAPH = 5;
/** Share of a paragraph's words that must stand in another for a merge or a split. */
const MIN_CONTAINMENT = 0.8;
/** Groups larger than this (rows × columns) are assigned best-score-first instead. */
const MAX_ASSIGNMENT_CELLS = 4_000_000;

interface Item extends Paragraph {
  bag: Map<string, number>;
}

const withBag = (p: Paragraph): Item => ({ ...p, bag: bagOf(p.words) });

export function matchReleases(fromId: string, older: Paragraph[], toId: string, newer: Paragraph[], pins: Pin[] = []): ReleaseMatch {
  const a = older.map(withBag);
  const b = newer.map(withBag);
  const bByNumber = new Map(b.map((p) => [p.number, p]));
  const aByNumber = new Map(a.map((p) => [p.number, p]));
  const forward = new Map<string, string>(); // older → newer
  const backward = new Map<string, string>();
  const pair = (x: string, y: string) => (forward.set(x, y), backward.set(y, x));
  const pinnedAlone = new Set<string>();

  for (const pin of pins) {
    if (pin.to === null) pinnedAlone.add(pin.from);
    else if (aByNumber.has(pin.from) && bByNumber.has(pin.to)) pair(pin.from, pin.to);
  }
  const free = (p: Item) => !forward.has(p.number) && !pinnedAlone.has(p.number);

  // 1. Same number, same words.
  for (const p of a) {
    const q = bByNumber.get(p.number);
    if (free(p) && q && !backward.has(q.number) && q.key === p.key) pair(p.number, q.number);
  }
  // 2. The same words under another number, when no other paragraph has them.
  const uniqueKeys = (items: Item[]) => {
    const byKey = new Map<string, Item | null>();
    for (const p of items) byKey.set(p.key, byKey.has(p.key) ? null : p);
    return byKey;
  };
  const restB = uniqueKeys(b.filter((q) => !backward.has(q.number)));
  for (const [key, p] of uniqueKeys(a.filter(free))) {
    const q = restB.get(key);
    if (p && q && key) pair(p.number, q.number);
  }
  // 3. The rest by similarity, as one assignment.
  assignBySimilarity(a.filter(free), b.filter((q) => !backward.has(q.number)), forward, pair);

  const result: ReleaseMatch = { from: fromId, to: toId, pairs: [], changed: [], merged: [], split: [], removed: [], added: [] };
  for (const p of a) {
    const to = forward.get(p.number);
    if (to === undefined) continue;
    result.pairs.push([p.number, to]);
    if (textChanged(p.text, bByNumber.get(to)!.text, forward)) result.changed.push(p.number);
  }
  const lonelyA = a.filter((p) => !forward.has(p.number));
  const lonelyB = b.filter((q) => !backward.has(q.number));
  for (const p of lonelyA) {
    const into = bestContainer(p, b);
    if (into) result.merged.push([p.number, into]);
    result.removed.push(p.number);
  }
  for (const q of lonelyB) {
    const from = bestContainer(q, a);
    if (from) result.split.push([q.number, from]);
    result.added.push(q.number);
  }
  return result;
}

function assignBySimilarity(a: Item[], b: Item[], forward: Map<string, string>, pair: (x: string, y: string) => void): void {
  if (!a.length || !b.length) return;
  const postings = new Map<string, number[]>();
  b.forEach((q, j) => {
    for (const w of q.bag.keys()) {
      let list = postings.get(w);
      if (!list) postings.set(w, (list = []));
      list.push(j);
    }
  });
  const bIndex = new Map(b.map((q, j) => [q.number, j]));
  const edges: Array<{ i: number; j: number; score: number }> = [];
  a.forEach((p, i) => {
    const mine: typeof edges = [];
    const candidates = new Set<number>();
    for (const w of p.bag.keys()) {
      const list = postings.get(w);
      if (list && list.length <= COMMON_WORD) for (const j of list) candidates.add(j);
    }
    const same = bIndex.get(p.number);
    if (same !== undefined) candidates.add(same);
    for (const j of candidates) {
      const q = b[j]!;
      const similarity = dice(p.bag, p.words.length, q.bag, q.words.length);
      const sameNumber = q.number === p.number;
      if (similarity < (sameNumber ? MIN_SIMILARITY_SAME_NUMBER : MIN_SIMILARITY)) continue;
      const parentKept = p.parent !== null && q.parent !== null && (forward.get(p.parent) ?? p.parent) === q.parent;
      mine.push({ i, j, score: similarity + (sameNumber ? SAME_NUMBER_BONUS : 0) + (parentKept ? SAME_PARENT_BONUS : 0) });
    }
    // A paragraph's few best candidates are enough to choose among, and keep the groups
    // (and the assignment's cubic cost) small when a release rewrites a whole chapter.
    edges.push(...mine.sort((x, y) => y.score - x.score).slice(0, CANDIDATES_PER_PARAGRAPH));
  });
  // Paragraphs that compete for the same partners form a group; each group is one assignment.
  const root = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (root.get(r) !== undefined && root.get(r) !== r) r = root.get(r)!;
    root.set(x, r);
    return r;
  };
  for (const e of edges) root.set(find(`a${e.i}`), find(`b${e.j}`));
  const groups = new Map<string, typeof edges>();
  for (const e of edges) {
    const g = find(`a${e.i}`);
    let list = groups.get(g);
    if (!list) groups.set(g, (list = []));
    list.push(e);
  }
  for (const group of groups.values()) {
    for (const [i, j] of solveGroup(group)) pair(a[i]!.number, b[j]!.number);
  }
}

/** The pairs of one group that maximise the summed score, a paragraph free to stay alone. */
function solveGroup(edges: Array<{ i: number; j: number; score: number }>): Array<[number, number]> {
  const rows = [...new Set(edges.map((e) => e.i))];
  const cols = [...new Set(edges.map((e) => e.j))];
  if (rows.length * (cols.length + rows.length) > MAX_ASSIGNMENT_CELLS) return bestFirst(edges);
  const rowAt = new Map(rows.map((r, k) => [r, k]));
  const colAt = new Map(cols.map((c, k) => [c, k]));
  // Columns: the candidates, then one "stays alone" column per row. Cost 2 − score for a
  // pair and 2 for staying alone: the cheapest assignment is the highest total score.
  const NEVER = 1e6;
  const width = cols.length + rows.length;
  const cost = rows.map((_, r) => {
    const row = new Array<number>(width).fill(NEVER);
    row[cols.length + r] = 2;
    return row;
  });
  for (const e of edges) cost[rowAt.get(e.i)!]![colAt.get(e.j)!] = 2 - e.score;
  const out: Array<[number, number]> = [];
  for (const [r, c] of munkres(cost)) if (c < cols.length && cost[r]![c]! < NEVER) out.push([rows[r]!, cols[c]!]);
  return out;
}

function bestFirst(edges: Array<{ i: number; j: number; score: number }>): Array<[number, number]> {
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const out: Array<[number, number]> = [];
  for (const e of [...edges].sort((x, y) => y.score - x.score)) {
    if (usedA.has(e.i) || usedB.has(e.j)) continue;
    usedA.add(e.i), usedB.add(e.j), out.push([e.i, e.j]);
  }
  return out;
}

/** The paragraph among `others` that holds most of `p`'s words, when it holds enough. */
function bestContainer(p: Item, others: Item[]): string | null {
  if (p.words.length < 4) return null;
  let best: string | null = null;
  let bestShare = MIN_CONTAINMENT;
  for (const q of others) {
    const share = containment(p.bag, p.words.length, q.bag);
    if (share >= bestShare && q.words.length > p.words.length / 2) [best, bestShare] = [q.number, share];
  }
  return best;
}

/** Typography is not wording: curly and straight quotes, runs of spaces, and a space
 *  before punctuation ("illegal ;") compare equal. */
const normalize = (s: string): string =>
  s
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, ' ')
    .replace(/ ([;:,.!?)])/g, '$1')
    .trim();

/** The older text with every rule number it cites renumbered the way the matching moved it. */
export function renumberReferences(text: string, forward: { get(n: string): string | undefined }): string {
  return text.replace(RULE_NUMBER_IN_TEXT, (n) => forward.get(n) ?? n);
}

export function textChanged(olderText: string, newerText: string, forward: { get(n: string): string | undefined }): boolean {
  return normalize(renumberReferences(olderText, forward)) !== normalize(newerText);
}

/** Word-level differences, as runs of kept, removed and added text. */
export interface WordChange {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

export function wordDiff(olderText: string, newerText: string): WordChange[] {
  return diffWords(normalize(olderText), normalize(newerText)).map((c) => ({
    kind: c.added ? 'added' : c.removed ? 'removed' : 'same',
    text: c.value,
  }));
}
