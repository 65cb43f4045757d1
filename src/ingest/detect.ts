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

export function detectLanguage(text: string): Lang {
  const sample = text.slice(0, 200_000).toLowerCase();
  const words = sample.match(/\p{L}+/gu) ?? [];
  const counts = new Map<string, number>();
  for (const w of words) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: Lang = 'en';
  let bestScore = -1;
  for (const lang of Object.keys(STOP_WORDS) as Lang[]) {
    const score = STOP_WORDS[lang].reduce((sum, w) => sum + (counts.get(w) ?? 0), 0);
    if (score > bestScore) [best, bestScore] = [lang, score];
  }
  return best;
}

export function detectFormat(text: string): Detected['format'] {
  const lines = text.split('\n');
  const longest = lines.reduce((max, l) => Math.max(max, l.length), 0);
  // A whole rulebook on a handful of lines: its paragraphs were flattened.
  if (longest > 20_000 && lines.length < 50) return 'flattened';
  const listItems = lines.filter((l) => /^\s*[-*+]\s+\d{1,3}\./.test(l)).length;
  const emphasis = (text.match(/\*\*?[^*\s][^*\n]*\*\*?/g) ?? []).length;
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
  const numbered = (text.match(/(?<!\S)\d{3}\.\d{1,3}[a-z]?\.?(?=\s)/g) ?? []).length;
  const letters = (text.slice(0, 100_000).match(/\p{L}/gu) ?? []).length;
  if (numbered < 50 || letters < 1000) {
    throw new JudgeError(
      'bad_request',
      `${file}: not a Comprehensive Rules text (found ${numbered} numbered rules such as "100.1"; a rules document has hundreds) nor a tournament document (its first lines name none of ${DOCUMENTS.filter((d) => d.titleLine).map((d) => `the ${d.name}`).join(', ')})`,
    );
  }
  return { lang: detectLanguage(text), format: detectFormat(text) };
}
