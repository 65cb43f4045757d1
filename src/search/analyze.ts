// Text analysis, the same for indexed text and queries so that they meet: split into words
// (apostrophes split too: "dell'avversario" → "dell", "avversario"), fold case and accents,
// drop stop words, and reduce each word to its Snowball stem (@orama/stemmers). Folding comes
// before stemming so that "piu"/"più" and "pantano"/"pântano" give the same stem.
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import type { Lang } from '../tree/types.ts';
import { fold, negations, stopWords } from './stopwords.ts';

export { fold };

const stemmers: Record<Lang, (word: string) => string> = { en: english, it: italian, pt: portuguese };

export interface Token {
  /** The word as folded (lower case, no accents). */
  word: string;
  /** Its stem: what the index stores and queries match on. */
  stem: string;
  /** Character offsets of the word in the analysed text (end exclusive). */
  start: number;
  end: number;
  stop: boolean;
}

const WORD = /[\p{L}\p{N}]+/gu;

export class Analyzer {
  readonly lang: Lang;
  private readonly stem: (word: string) => string;
  private readonly stops: Set<string>;
  // Stemming is the costly step and the vocabulary is small: remember every answer.
  private readonly cache = new Map<string, string>();
  // And folding, per word as written.
  private readonly seen = new Map<string, { word: string; stem: string; stop: boolean }>();

  constructor(lang: Lang) {
    this.lang = lang;
    this.stem = stemmers[lang];
    this.stops = stopWords[lang];
  }

  stemOf(folded: string): string {
    let s = this.cache.get(folded);
    if (s === undefined) {
      s = /^\d+$/.test(folded) ? folded : this.lang === 'en' && negations.has(folded) ? 'not' : this.stem(folded);
      this.cache.set(folded, s);
    }
    return s;
  }

  isStop(folded: string): boolean {
    return this.stops.has(folded);
  }

  /** Every word with its offsets, stop words flagged rather than removed (snippets and
   *  phrase matching need the positions). */
  tokens(text: string): Token[] {
    const out: Token[] = [];
    for (const m of text.matchAll(WORD)) {
      let known = this.seen.get(m[0]);
      if (!known) {
        const word = fold(m[0]);
        known = { word, stem: this.stemOf(word), stop: this.stops.has(word) || word.length < 2 };
        this.seen.set(m[0], known);
      }
      out.push({ word: known.word, stem: known.stem, stop: known.stop, start: m.index, end: m.index + m[0].length });
    }
    return out;
  }

  /** The stems worth indexing or querying, in order. */
  terms(text: string): string[] {
    const out: string[] = [];
    for (const t of this.tokens(text)) if (!t.stop) out.push(t.stem);
    return out;
  }
}

const analyzers = new Map<Lang, Analyzer>();

export function analyzerFor(lang: Lang): Analyzer {
  let a = analyzers.get(lang);
  if (!a) analyzers.set(lang, (a = new Analyzer(lang)));
  return a;
}
