// A question that names one keyword as a word of its own ("Can I cast a creature with flash
// during combat after blockers are declared?") is asking what the keyword lets a player do,
// but its other words ("cast", "combat", "blockers", "declared") are those of the general
// rules (506.7f on spells cast "only during combat after blockers are declared"), which
// hold more of them and fill the first five; the keyword's defining paragraph (702.8a:
// "Flash" means "You may cast this spell any time you could cast an instant") came 22nd.
// So when a question names one keyword (a title of 701.x/702.x it typed, not a card's
// ability: card names are cut out of the text first) and none of the paragraphs saying what
// it means is among the first five, the first of them takes the fifth place. Two keywords
// or more are keyword-spread.ts's. The defining paragraphs are those of the keyword's rules
// whose own text says what it "means" (topics.ts), so a keyword whose rules say it otherwise
// (deathtouch), and the rules of a translated edition, are left as ranked.
// Tuning part hit@5 0.56 → 0.57 (Hexproof planeswalkers → 702.11b), the questions we
// wrote 0.91 → 0.94 (flash), the other sets unchanged; fourth place: the same.
import type { EditionIndex } from './edition-index.ts';
import type { Hit } from './merge.ts';

/** The place the keyword's definition takes (1-based) when it is not higher. */
export const DEFINITION_PLACE = 5;

/** The hits with the named keyword's first defining paragraph at DEFINITION_PLACE when
 *  none of its defining paragraphs is among the first DEFINITION_PLACE. `keywords`: the
 *  keyword topics the question names. Its score is set between its neighbours' so that the
 *  list stays in score order for whoever merges it later. */
export function definitionInTop(hits: Hit[], keywords: readonly string[], index: EditionIndex): Hit[] {
  if (keywords.length !== 1 || hits.length < DEFINITION_PLACE) return hits;
  const defining = index.definitionsOf(keywords[0]!);
  if (!defining.length || hits.slice(0, DEFINITION_PLACE).some((h) => defining.includes(h.number))) return hits;
  const first = defining[0]!;
  const rest = hits.filter((h) => h.number !== first);
  const above = rest[DEFINITION_PLACE - 2]!.score;
  const below = rest[DEFINITION_PLACE - 1]?.score ?? 0;
  const hit = hits.find((h) => h.number === first) ?? index.hitFor(first, below);
  if (!hit) return hits;
  return [...rest.slice(0, DEFINITION_PLACE - 1), { ...hit, score: Math.min(above, Math.max(hit.score, below)) }, ...rest.slice(DEFINITION_PLACE - 1)];
}
