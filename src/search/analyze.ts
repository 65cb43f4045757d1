// Text analysis, the same for indexed text and queries so that they meet: split into words
// (apostrophes split too: "dell'avversario" → "dell", "avversario"), fold case and accents,
// drop stop words, and reduce each word to its Snowball stem (@orama/stemmers). Folding comes
// before stemming so that "piu"/"più" and "pantano"/"pântano" give the same stem.
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as italian } from '@orama/stemmers/italian';
import { stemmer as portuguese } from '@orama/stemmers/portuguese';
import type { Lang } from '../tree/types.ts';
import { LEMMAS } from './lemmas.ts';
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

/** Per UTF-16 code unit: 0 not yet known, 1 a letter or digit (\p{L}, \p{N}), 2 not.
 *  Filled as characters are met: most text is ASCII, and testing all 65,536 code units up
 *  front cost a command-line search 10 ms. */
const wordChars = new Uint8Array(65536);
const WORD_CHAR = /[\p{L}\p{N}]/u;

function isWordChar(code: number): boolean {
  let known = wordChars[code]!;
  if (known === 0) wordChars[code] = known = WORD_CHAR.test(String.fromCharCode(code)) ? 1 : 2;
  return known === 1;
}

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
      s = /^\d+$/.test(folded) ? folded : this.lang !== 'en' ? this.stem(folded) : negations.has(folded) ? 'not' : this.stem(LEMMAS.get(folded) ?? folded);
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
    this.scan(text, (known, start, end) => {
      out.push({ word: known.word, stem: known.stem, stop: known.stop, start, end });
    });
    return out;
  }

  /** Only the words whose stem is in `stems` (snippets mark these): the same walk as
   *  tokens() without an object for every other word. */
  tokensWithStem(text: string, stems: Set<string>): Token[] {
    const out: Token[] = [];
    this.scan(text, (known, start, end) => {
      if (!known.stop && stems.has(known.stem)) out.push({ word: known.word, stem: known.stem, stop: false, start, end });
    });
    return out;
  }

  // Words are runs of letters and digits. A hand-rolled walk over a lookup table rather
  // than a global regex: searches tokenise every snippet, and regex match objects were most
  // of what a query allocated.
  private scan(text: string, visit: (known: { word: string; stem: string; stop: boolean }, start: number, end: number) => void): void {
    const n = text.length;
    let i = 0;
    while (i < n) {
      while (i < n && !isWordChar(text.charCodeAt(i))) i++;
      const start = i;
      while (i < n && isWordChar(text.charCodeAt(i))) i++;
      if (i === start) break;
      const raw = text.slice(start, i);
      let known = this.seen.get(raw);
      if (!known) {
        const word = fold(raw);
        // Single letters are noise; single digits are not ("toughness 0", "1 damage").
        known = { word, stem: this.stemOf(word), stop: this.stops.has(word) || (word.length < 2 && !/\d/.test(word)) };
        this.seen.set(raw, known);
      }
      visit(known, start, i);
    }
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
