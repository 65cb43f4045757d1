// Pairing a translation's paragraphs with its English release's where their numbers disagree.
// A translation is paired with the English text it translates by number (../library/translations.ts);
// where a section was numbered otherwise (the classic Portuguese numbers the casting steps
// 409.2a–g, its English anchor 409.1a–g), the paragraphs left over on each side are aligned
// by what they say. Words are compared across languages through a lexicon learnt from the
// pairs the numbers already made ("alvos" is seen with "targets" far more often than chance),
// and a pair is kept only where it is unambiguous and in document order:
//
// 1. an anchor: the two paragraphs are each other's best partner among the section's
//    leftovers, share at least ANCHOR of their translatable words, and cross no other anchor;
// 2. between two anchors, a gap of exactly one paragraph on each side is the same rule when
//    the two share at least GAP of their translatable words (the order vouches for it).
//
// Everything else stays without a counterpart: a wrong pairing is worse than none.

export interface Numbered {
  number: string;
  text: string;
}

/** Section (702), rule (702.19) or subrule (702.19c): a pair is only ever made at one depth. */
const depthOf = (n: string) => (n.includes('.') ? (/[a-z]$/.test(n) ? 2 : 1) : 0);

/** Shared translatable words (see `similarity`) for an anchor. Measured by setting aside each
 *  section's number pairs and re-deriving them from content alone (the lexicon learnt without
 *  that section): on the classic Portuguese text, 287 of its 398 number pairs come back and one
 *  paragraph goes elsewhere (410.9c, cut short in the Portuguese), and 309.3 goes to the
 *  English 309.4, which says what it says (the numbers pair it with 309.3); on the Italian text
 *  2,513 of 2,590 and none elsewhere. At 0.5 the Portuguese re-derives 309 with the same two. */
export const ANCHOR = 0.6;
/** How far an anchor's score leads the next best partner of either paragraph. */
export const MARGIN = 0.05;
/** Shared translatable words for the one paragraph between two anchors. */
export const GAP = 0.3;

/** A word as the lexicon counts it: accents folded, rule numbers left out, short words too. */
export function lexiconWords(text: string): Set<string> {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\b\d{3}(?:\.\d+[a-z]?)?\b/g, ' ');
  return new Set((folded.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length >= 3 || /\d/.test(w)));
}

/** Which English words translate which translated word: those seen together in paired
 *  paragraphs at least twice, with a Dice coefficient of at least a half over the paragraphs
 *  that have either (a word and its translation turn up together, rarely apart). */
export type Lexicon = Map<string, Set<string>>;

export function lexiconOf(pairs: Array<[Set<string>, Set<string>]>): Lexicon {
  // Words as numbers, and only those in two paragraphs or more (a pair must be seen twice):
  // the Italian text's 2,590 pairs count 1.5 million word pairs.
  const df = (side: 0 | 1) => {
    const n = new Map<string, number>();
    for (const pair of pairs) for (const w of pair[side]) n.set(w, (n.get(w) ?? 0) + 1);
    return n;
  };
  const [inTranslated, inEnglish] = [df(0), df(1)];
  const english = [...inEnglish.keys()].filter((v) => inEnglish.get(v)! >= 2);
  const idOf = new Map(english.map((v, i) => [v, i]));
  const together = new Map<string, Map<number, number>>();
  for (const [a, b] of pairs) {
    const ids = [...b].map((v) => idOf.get(v)).filter((i) => i !== undefined);
    for (const w of a) {
      if (inTranslated.get(w)! < 2) continue;
      let row = together.get(w);
      if (!row) together.set(w, (row = new Map()));
      for (const i of ids) row.set(i, (row.get(i) ?? 0) + 1);
    }
  }
  const lexicon: Lexicon = new Map();
  for (const [w, row] of together)
    for (const [i, n] of row) {
      const v = english[i]!;
      if (n < 2 || (2 * n) / (inTranslated.get(w)! + inEnglish.get(v)!) < 0.5) continue;
      if (!lexicon.has(w)) lexicon.set(w, new Set());
      lexicon.get(w)!.add(v);
    }
  return lexicon;
}

/** How much two paragraphs in two languages say alike: of the words the lexicon can
 *  translate (translated words with a translation, English words that are one), the share
 *  whose translation stands on the other side. */
export function similarity(lexicon: Lexicon, translated: Set<string>, english: Set<string>, translations: Set<string>): number {
  let known = 0;
  let found = 0;
  const reached = new Set<string>();
  for (const w of translated) {
    const t = lexicon.get(w);
    if (!t) continue;
    known++;
    let hit = false;
    for (const v of t) if (english.has(v)) (hit = true), reached.add(v);
    if (hit) found++;
  }
  let knownEnglish = 0;
  for (const v of english) if (translations.has(v)) knownEnglish++;
  return known + knownEnglish ? (found + reached.size) / (known + knownEnglish) : 0;
}

/** Every English word the lexicon gives as a translation. */
export function translationsIn(lexicon: Lexicon): Set<string> {
  const out = new Set<string>();
  for (const t of lexicon.values()) for (const v of t) out.add(v);
  return out;
}

/** The pairs (translated number, English number) the content of one section's leftovers
 *  vouches for, each side in document order. A pair of the same number is never made (the
 *  numbers already refused it). */
export function alignLeftovers(lexicon: Lexicon, translated: Numbered[], english: Numbered[]): Array<[string, string]> {
  if (!translated.length || !english.length) return [];
  const translations = translationsIn(lexicon);
  const ws = english.map((q) => lexiconWords(q.text));
  const score = translated.map((p) => {
    const words = lexiconWords(p.text);
    return english.map((q, j) => (q.number === p.number || depthOf(q.number) !== depthOf(p.number) ? 0 : similarity(lexicon, words, ws[j]!, translations)));
  });
  // The best of a row or column, when it leads the next best by MARGIN; -1 otherwise.
  const bestIn = (xs: number[]) => {
    const j = xs.indexOf(Math.max(...xs));
    return xs.every((x, k) => k === j || x <= xs[j]! - MARGIN) ? j : -1;
  };
  let anchors: Array<[number, number]> = [];
  score.forEach((row, i) => {
    const j = bestIn(row);
    if (j >= 0 && row[j]! >= ANCHOR && bestIn(score.map((r) => r[j]!)) === i) anchors.push([i, j]);
  });
  // Out of order, an anchor is not vouched for: drop every anchor that crosses another.
  anchors = anchors.filter(([i, j]) => anchors.every(([k, l]) => (k - i) * (l - j) >= 0));
  const out: Array<[number, number]> = [...anchors];
  for (let k = 0; k + 1 < anchors.length; k++) {
    const [[i1, j1], [i2, j2]] = [anchors[k]!, anchors[k + 1]!];
    if (i2 - i1 === 2 && j2 - j1 === 2 && score[i1 + 1]![j1 + 1]! >= GAP) out.push([i1 + 1, j1 + 1]);
  }
  return out.sort((x, y) => x[0] - y[0]).map(([i, j]) => [translated[i]!.number, english[j]!.number]);
}
