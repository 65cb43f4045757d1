// From the query's words to weighted terms of one edition: a stem the edition uses counts
// whole; a word it never uses becomes the stems it begins (a prefix, "trampl") or, failing
// that, its nearest spelling ("cylcing" → "cycl"), both at a lower weight. A word of another
// language is not a misspelling of one of ours: a foreign query keeps only known stems; nor,
// in a question of many words, is a word the rules never use (GUESS_MAX_WORDS).
import { fold, type Token } from './analyze.ts';
import type { IndexData } from './index-data.ts';
import { closest, editDistance, typoBudget } from './typo.ts';

export interface QueryTerm {
  stem: string;
  /** 1 for a word as typed; less for a prefix, a typo correction or a translation. */
  weight: number;
  prefix?: boolean;
}

/** Weight of a prefix completion or a typo correction, against a word as typed. */
const GUESS_WEIGHT = 0.8;
/** A query of more words than this guesses at none: in a question told in full, a word the
 *  rules never use is far likelier a word they have no use for ("XMage", "thought",
 *  "killed", "clicked") than a typo, and its nearest spelling ("image", "though", "mill",
 *  "block") matched rules the question is not about. */
const GUESS_MAX_WORDS = 8;
/** Shorter unknown words are not split in two ("often" is not "of ten"). */
const SPLIT_MIN_LENGTH = 7;

export class Vocabulary {
  private readonly corrections = new Map<string, string | null>();

  constructor(private readonly data: IndexData) {}

  /** Whether the edition uses this stem at all. */
  knows(stem: string): boolean {
    return this.data.postings.ids.has(stem);
  }

  /** The edition's stems that begin with a prefix. */
  completions(prefix: string): string[] {
    return this.data.postings.completions(prefix);
  }

  /** The query's words as the rules write them: two words typed apart that the rules
   *  write as one and never side by side ("hex proof", "death touch", "life link" →
   *  "hexproof", "deathtouch", "lifelink") are read as that one word. A foreign query is
   *  left as it is (its words are another language's). */
  compounds(all: Token[], foreign: boolean): Token[] {
    if (foreign) return all;
    let out: Token[] | undefined;
    for (let i = 0; i < all.length; i++) {
      const t = all[i]!;
      const next = all[i + 1];
      const joined = next && !t.stop && !next.stop ? this.joined(t, next) : undefined;
      const split = joined || t.stop ? undefined : this.split(t);
      if (joined) {
        // Copied only when a pair is joined or a word split: most queries have none.
        (out ??= all.slice(0, i)).push(joined);
        i++;
      } else if (split) (out ??= all.slice(0, i)).push(...split);
      else out?.push(t);
    }
    return out ?? all;
  }

  /** The reverse: one word the rules never use that is two words they write side by side
   *  ("mainphase", "firststrike", "manavalue" → "main phase", "first strike", "mana value"). */
  private split(t: Token): Token[] | undefined {
    if (t.word.length < SPLIT_MIN_LENGTH || this.knows(t.stem) || this.data.words.has(t.word)) return undefined;
    for (let at = 2; at <= t.word.length - 2; at++) {
      const a = this.data.words.get(t.word.slice(0, at));
      const b = this.data.words.get(t.word.slice(at));
      if (!a || !b || !this.data.bigrams.get(`${a} ${b}`)) continue;
      return [
        { word: t.word.slice(0, at), stem: a, start: t.start, end: t.start + at, stop: false },
        { word: t.word.slice(at), stem: b, start: t.start + at, end: t.end, stop: false },
      ];
    }
    return undefined;
  }

  private joined(a: Token, b: Token): Token | undefined {
    const stem = this.data.words.get(a.word + b.word);
    if (!stem || !this.knows(stem) || this.data.bigrams.get(`${a.stem} ${b.stem}`)) return undefined;
    return { word: a.word + b.word, stem, start: a.start, end: b.end, stop: false };
  }

  terms(all: Token[], prefixes: string[], foreign: boolean): QueryTerm[] {
    const starred = prefixes.length ? new Set(prefixes.map(fold)) : undefined;
    let tokens = all.filter((t) => !t.stop);
    // A query made only of stop words ("the", "what is it") still means something.
    if (!tokens.length) tokens = all.filter((t) => t.word.length > 1);
    const terms: QueryTerm[] = [];
    const guess = !foreign && tokens.length <= GUESS_MAX_WORDS;
    for (const t of tokens) {
      if (starred?.has(t.word)) {
        terms.push({ stem: t.word, weight: 1, prefix: true });
      } else if (this.knows(t.stem)) {
        terms.push({ stem: t.stem, weight: 1 });
      } else if (!guess) {
        continue;
      } else if (t.word.length >= 4 && this.completions(t.word).length) {
        terms.push({ stem: t.word, weight: GUESS_WEIGHT, prefix: true });
      } else {
        const fix = this.correct(t.word);
        if (fix) terms.push({ stem: fix, weight: GUESS_WEIGHT });
      }
    }
    return terms;
  }

  /** The edition's spelling nearest to a word it does not know, or null. */
  correct(word: string): string | null {
    let fix = this.corrections.get(word);
    if (fix === undefined) {
      if (this.corrections.size > 10_000) this.corrections.clear(); // typed input: keep it bounded
      this.corrections.set(word, (fix = this.nearestKnown(word)));
    }
    return fix;
  }

  private nearestKnown(word: string): string | null {
    const budget = typoBudget(word.length);
    if (!budget) return null;
    const { words, postings } = this.data;
    const near = closest(word, words.keys(), budget, 8).filter((w) => this.knows(words.get(w)!));
    if (!near.length) return null;
    // Among the nearest spellings, the commoner stem is the likelier intent.
    const d = editDistance(word, near[0]!, budget);
    const nearest = near.filter((w) => editDistance(word, w, budget) === d).map((w) => words.get(w)!);
    return nearest.sort((a, b) => postings.df(b) - postings.df(a))[0]!;
  }

  /** Spellings the edition uses that are near the given word: "did you mean". */
  suggest(word: string, limit = 5): string[] {
    const w = fold(word);
    return closest(w, this.data.words.keys(), Math.max(1, typoBudget(w.length)), limit);
  }
}
