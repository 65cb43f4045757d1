// Question shapes that name a rules concept only by what it does. "Creature doesn't die when
// its toughness goes to 0" is about the state-based actions (704.5f) without saying so, and
// the glossary's concepts (concepts.ts) see only a concept's name. Each cue names the
// concept's glossary entry, and the rules that entry cites (read from the edition searched,
// never written here) are lifted like a concept the question names: they re-rank, never
// bring a rule in. English questions only: the patterns are English.
// Tried on the tuning part and left out: copiable values ("does the copy get the
// counters"), last known information ("removed before the trigger"), the destruction rules
// beside the state-based actions, priority for "in response" / "at instant speed" (no
// question moved); countering ("countered it with Spell Snare" → the Counter entry: +1 on
// the tuning part, −2 in the validation part's overall hit@5 — the entry cites the counters
// put on permanents too).
import type { GlossaryName } from './index-data.ts';

export interface QuestionCue {
  pattern: RegExp;
  /** The glossary headword of the concept, as the English CR prints it. */
  term: string;
}

export const QUESTION_CUES: QuestionCue[] = [
  // Something dies, is destroyed or a player loses without a spell saying so: the game's own
  // checks (toughness 0 or less, lethal damage, 0 life, ten poison counters, the legend rule).
  { pattern: /\b(?:die|dies|died|dying|destroyed|toughness|lose the game|loses the game|lost the game|0 life)\b/i, term: 'State-Based Actions' },
];

/** The rules the glossary entries of the concepts a question's shape names cite. `entry`
 *  finds a glossary entry by its headword in the edition searched (folding it as the index does). */
export function cuedRules(question: string, entry: (term: string) => GlossaryName | undefined): string[] {
  const out: string[] = [];
  for (const cue of QUESTION_CUES) {
    if (!cue.pattern.test(question)) continue;
    const g = entry(cue.term);
    if (g) out.push(...g.rules);
  }
  return out;
}
