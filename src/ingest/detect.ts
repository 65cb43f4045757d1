// Which language and which layout a rules text is in, read from the text itself: file
// names and extensions say nothing reliable (the English archive names are not even the
// effective dates).
import { JudgeError } from '../errors.ts';
import { DOCUMENTS } from '../tree/documents.ts';
import type { Lang } from '../tree/types.ts';
import type { Detected } from './types.ts';

const STOP_WORDS: Record<Lang, string[]> = {
  en: ['the', 'of', 'and', 'to', 'is', 'that', 'player', 'creature'],
  it: ['il', 'di', 'che', 'della', 'per', 'una', 'giocatore', 'creatura'],
  pt: ['o', 'de', 'que', 'do', 'da', 'não', 'uma', 'jogador'],
};

/** How many times `pattern` (global) matches in `text`, counting no further than `enough`. */
function countUpTo(text: string, pattern: RegExp, enough: number): number {
  pattern.lastIndex = 0;
  let n = 0;
  while (n < enough && pattern.exec(text)) n++;
  return n;
}

const STOP_WORD_PATTERN = new RegExp(`(?<![\\p{L}])(${[...new Set(Object.values(STOP_WORDS).flat())].join('|')})(?![\\p{L}])`, 'gu');

export function detectLanguage(text: string): Lang {
  const sample = text.slice(0, 200_000).toLowerCase();
  const counts = new Map<string, number>();
  for (const m of sample.matchAll(STOP_WORD_PATTERN)) counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  let best: Lang = 'en';
  let bestScore = -1;
  for (const lang of Object.keys(STOP_WORDS) as Lang[]) {
    const score = STOP_WORDS[lang].reduce((sum, w) => sum + (counts.get(w) ?? 0), 0);
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best;
}

export function detectFormat(text: string): Detected['format'] {
  // A whole rulebook on a handful of lines: its paragraphs were flattened.
  let lines = 1;
  let longest = 0;
  for (let start = 0, end = text.indexOf('\n'); ; start = end + 1, end = text.indexOf('\n', start), lines++) {
    longest = Math.max(longest, (end < 0 ? text.length : end) - start);
    if (end < 0) break;
  }
  if (longest > 20_000 && lines < 50) return 'flattened';
  const listItems = countUpTo(text, /^[ \t]*[-*+][ \t]+\d{1,3}\./gm, 21);
  const emphasis = countUpTo(text, /\*\*?[^*\s][^*\n]*\*\*?/g, 51);
  return listItems > 20 || emphasis > 50 ? 'markdown' : 'plain';
}

/** A tournament document extracted from its PDF: its title line on the first page (the
 *  first few lines, page number aside). */
function tournamentDocument(text: string): Detected | null {
  const head = text.slice(0, 2000).split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 6);
  const found = DOCUMENTS.find((d) => d.titleLine && head.some((line) => d.titleLine!.test(line)));
  return found ? { lang: 'en', format: 'paged', document: found.id } : null;
}

/** Throws a JudgeError naming the file when the text is not a numbered rules document. */
export function detect(text: string, file: string): Detected {
  const policy = tournamentDocument(text);
  if (policy) return policy;
  const numbered = countUpTo(text, /(?<!\S)\d{3}\.\d{1,3}[a-z]?\.?(?=\s)/g, 50);
  const letters = countUpTo(text.slice(0, 100_000), /\p{L}/gu, 1000);
  if (numbered < 50 || letters < 1000) {
    const found = numbered < 50 ? `found ${numbered} numbered rules such as "100.1"; a rules document has hundreds` : `found ${letters} letters in its first 100,000 characters`;
    throw new JudgeError(
      'bad_request',
      `${file}: not a Comprehensive Rules text (${found}) nor a tournament document (its first lines name none of ${DOCUMENTS.filter((d) => d.titleLine).map((d) => `the ${d.name}`).join(', ')})`,
    );
  }
  return { lang: detectLanguage(text), format: detectFormat(text) };
}
