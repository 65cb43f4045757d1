// The rules that govern what happens in a game, as the engine knows them. A question tells a
// situation ("Sacrificing The One Ring does not stop life loss", "the creature was exiled
// before the trigger resolved") whose answer is a rule of the game's working — resolution,
// zone changes, state-based actions, combat, layers — that shares few words with it, while
// the rules that share most of its words are often a keyword's variants or examples. The
// engine's citation table (src/engine/citations.ts: every rule it cites when it replays a
// board, one reason code each) is the project's own list of those working rules, written
// for the engine and never for a question: among the first results, a rule it cites (or a
// subrule of one) is lifted by a fifth of its score. It re-ranks; it never brings a rule in.
// Only in the edition the table is pinned to: other editions number their rules otherwise.
// Measured (2026-11-28, tuning part chosen, every other set only checked): tuning hit@1 /
// hit@5 / MRR 0.33 / 0.57 / 0.42 → 0.34 / 0.59 / 0.44; validation 0.33 / 0.53 → 0.35 /
// 0.57; shared forum 0.50 → 0.60 hit@1; written 0.57 → 0.63 hit@1; rules-language
// unchanged. A weight of 0.1–0.15 gained less; 0.3 lost on the rules-language set (hit@1
// 0.80 → 0.73); the first 20 or 30 instead of 10 lost one written question's first five.
import { CITED_EDITION, CITED_RULES } from './cited-rules.ts';
import type { Hit } from './merge.ts';

/** How much a governing rule is lifted, against its own score. */
const GOVERNING_WEIGHT = 0.2;
/** Among how many of the first results (the search always ranks at least these). */
export const GOVERNING_POOL = 10;

const cited = new Set(CITED_RULES);

/** Whether the engine cites this rule or one it stands under ("510.1" covers "510.1c", not
 *  "510.10"; "722" covers "722.3"). */
export function governs(number: string): boolean {
  if (cited.has(number)) return true;
  const letter = /^(\d+\.\d+)[a-z]+$/.exec(number);
  if (letter && cited.has(letter[1]!)) return true;
  const dot = number.indexOf('.');
  return dot > 0 && cited.has(number.slice(0, dot));
}

/** The hits with the governing rules among the first GOVERNING_POOL lifted (in the
 *  edition the engine's table cites; any other edition's hits as they are). */
export function liftGoverning(hits: Hit[], edition: string): Hit[] {
  if (edition !== CITED_EDITION || !hits.length) return hits;
  const first = hits.slice(0, GOVERNING_POOL).map((h) => (governs(h.number) ? { ...h, score: h.score * (1 + GOVERNING_WEIGHT) } : h));
  return [...first.sort((a, b) => b.score - a.score), ...hits.slice(GOVERNING_POOL)];
}
