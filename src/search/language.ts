// Which language a query is written in, from its words alone: a stop word of a language
// counts 1, a word that language's rules use a half. Nothing here builds an index: an
// edition's words come from its saved lexicon (index-store.ts) when there is one.
import type { Edition, Lang } from '../tree/types.ts';
import type { Lexicon } from './index-data.ts';
import { stopWords } from './stopwords.ts';

/** What the guess reads: the editions and their lexicons. */
export interface LanguageSource {
  resolveEdition(sel?: { edition?: string; lang?: string }): Edition;
  defaultEditions(): Edition[];
  lexicon(edition: Edition): Lexicon;
}

/** How much a query reads as `lang`: a stop word of that language counts 1, a word its
 *  rules use (`known`) counts a half. */
export function languageScore(words: string[], lang: Lang, known: { has(word: string): boolean }): number {
  let score = 0;
  for (const w of words) {
    if (stopWords[lang].has(w)) score += 1;
    else if (known.has(w)) score += 0.5;
  }
  return score;
}

/** With no edition or language asked for: the default edition of the language the query
 *  is written in, among those loaded ("atropelar" searches the Portuguese rules even when
 *  English is the default); the default edition keeps a tie. */
export function editionForQuery(words: string[], source: LanguageSource): Edition {
  let best = source.resolveEdition();
  let bestScore = languageScore(words, best.lang, source.lexicon(best).words);
  for (const edition of source.defaultEditions()) {
    if (edition === best) continue;
    const score = languageScore(words, edition.lang, source.lexicon(edition).words);
    if (score > bestScore) [best, bestScore] = [edition, score];
  }
  return best;
}

/** Which of the edition's language and English (or, over English, Italian or Portuguese)
 *  the query is written in: stop words and known words decide. The edition's own words
 *  against another language's glossary headwords: enough to tell the languages apart
 *  without reading a second edition's rules. */
export function queryLanguage(words: string[], edition: Edition, source: LanguageSource): Lang {
  const candidates: Lang[] = edition.lang === 'en' ? ['en', 'it', 'pt'] : [edition.lang, 'en'];
  let best: Lang = edition.lang;
  let bestScore = -1;
  for (const lang of candidates) {
    const score = languageScore(words, lang, lang === edition.lang ? source.lexicon(edition).words : glossaryWords(lang, source));
    if (score > bestScore + (lang === edition.lang ? 0 : 0.25)) {
      best = lang;
      bestScore = score;
    }
  }
  return best;
}

/** Folded words of the glossary headwords in a language (the translated headwords of a
 *  translated glossary, the headwords of the English one, and the English headwords the
 *  translations print). */
function glossaryWords(lang: Lang, source: LanguageSource): { has(word: string): boolean } {
  const defaults = source.defaultEditions();
  const sets: Array<ReadonlySet<string>> = [];
  const own = defaults.find((e) => e.lang === lang);
  if (own) sets.push(source.lexicon(own).glossary);
  if (lang === 'en') for (const e of defaults) if (e.lang !== 'en') sets.push(source.lexicon(e).english);
  return { has: (word) => sets.some((s) => s.has(word)) };
}
