// The rules' own cross-references as evidence: a paragraph that says "see rule 704.5h" tells
// which rule explains it. Among the results a question's words found, a result the other
// results point at is lifted by how well those found it (a step of score propagation over
// the reference graph, restricted to the candidates). A long question touches several
// paragraphs around the rule that answers it — a keyword's rule, an example's context — and
// those paragraphs often name it ("If a player leaves the game, … see rule 800.4a"). It
// re-ranks; it never brings a rule in.
import type { Edition, NumberedNode } from '../tree/types.ts';
import type { Hit } from './merge.ts';

export interface ReferenceSource {
  nodeOf(edition: Edition, number: string): NumberedNode | undefined;
}

/** A question of at least this many words: in a query of a few ("how many cards in hand")
 *  the words name the rule themselves, and a paragraph the neighbours cite (103.5, the
 *  mulligan) would outrank it. */
export const CROSS_REFERENCE_MIN_WORDS = 7;
/** How many of the first results point and may be lifted (30 was tried: a loss on the shared
 *  forum questions). */
export const CROSS_REFERENCE_POOL = 20;
/** The lift a result gets from each result that points at it, against that result's score
 *  relative to the best (0.1 and 0.2 were tried: more moved results down on the tuning part). */
const CROSS_REFERENCE_WEIGHT = 0.05;

/** The first CROSS_REFERENCE_POOL results, each lifted by the results among them whose text
 *  refers to it; the rest after them, in their order. */
export function liftCrossReferenced(hits: Hit[], edition: Edition, source: ReferenceSource): Hit[] {
  if (hits.length < 2) return hits;
  const pool = hits.slice(0, CROSS_REFERENCE_POOL);
  const at = new Map(pool.map((h, i) => [h.number, i]));
  const lift = new Float64Array(pool.length);
  let lifted = false;
  pool.forEach((h, i) => {
    for (const ref of source.nodeOf(edition, h.number)?.refs ?? []) {
      // One rule named: a range, a list or a section names too much to say which, a
      // glossary term is no result, and another document's number ("section 4.3 of the
      // Magic Tournament Rules") is not this list's.
      if (ref.kind === 'glossary' || ref.document || ref.targets.length !== 1) continue;
      const j = at.get(ref.targets[0]!);
      if (j === undefined || j === i) continue;
      lift[j]! += CROSS_REFERENCE_WEIGHT * h.score;
      lifted = true;
    }
  });
  if (!lifted) return hits;
  const out = pool.map((h, i) => (lift[i] ? { ...h, score: h.score + lift[i]! } : h));
  return [...out.sort((a, b) => b.score - a.score), ...hits.slice(CROSS_REFERENCE_POOL)];
}
