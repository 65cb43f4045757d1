// A question that names two or more keywords asks how they meet ("lifelink without trample",
// "proliferate … shroud or hexproof"), but each named keyword's rules get the same topic
// boost, and the keyword with more subrules repeating its name (trample's 702.19a–e,
// hexproof's 702.11a–e) filled the first five while the other's rule came sixth to tenth.
// So while a question names more than one keyword, one keyword's rules take at most
// KEYWORD_SHARE of the first SPREAD_OVER results; the rest of them follow those.
import type { Hit } from './merge.ts';

/** The first results one named keyword may fill when the question names another. */
export const SPREAD_OVER = 5;
/** How deep the first SPREAD_OVER are looked for: the search ranks at least this many, so
 *  that the first page is the same whatever its size. */
export const SPREAD_POOL = 10;
/** Tried on the tuning part: 2 and 3 both +2 questions in the first five, 2 lowering the
 *  written questions' MRR; 1 no gain. */
export const KEYWORD_SHARE = 3;

/** The hits with no named keyword holding more than KEYWORD_SHARE of the first
 *  SPREAD_OVER (looked for among the first SPREAD_POOL), when `keywords` (the keyword topics
 *  the question names) are two or more.
 *  `topicOf` gives a result's topic (its rule's title, as topics.ts reads it). A result
 *  moved down scores just below the one it now follows, at most: the list stays in score
 *  order for whoever reads or merges it later. */
export function spreadKeywords(hits: Hit[], keywords: readonly string[], topicOf: (number: string) => string | undefined): Hit[] {
  if (keywords.length < 2 || hits.length <= SPREAD_OVER) return hits;
  const named = new Set(keywords);
  const taken = new Map<string, number>();
  const first: Hit[] = [];
  const moved: Hit[] = [];
  let at = 0;
  for (const end = Math.min(hits.length, SPREAD_POOL); at < end && first.length < SPREAD_OVER; at++) {
    const hit = hits[at]!;
    const topic = topicOf(hit.number);
    if (topic !== undefined && named.has(topic)) {
      const n = taken.get(topic) ?? 0;
      if (n >= KEYWORD_SHARE) {
        moved.push(hit);
        continue;
      }
      taken.set(topic, n + 1);
    }
    first.push(hit);
  }
  if (!moved.length) return hits;
  const floor = first[first.length - 1]!.score;
  return [...first, ...moved.map((h) => (h.score >= floor ? { ...h, score: floor * (1 - 1e-9) } : h)), ...hits.slice(at)];
}
