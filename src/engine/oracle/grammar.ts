// A small parser-combinator kit over tokens. Each parser returns every way it can read the
// tokens from a position (a "list of successes"), so alternatives never need ordering by
// length ("target creature" vs "target creature spell"): the line parser keeps the reading
// that consumes the whole line. Hand-written rather than a library because Oracle text is
// parsed over tokens, not characters, and the kit is forty lines; the string-oriented
// libraries (parsimmon, arcsecond) would need an adapter as long as this file.
import { phraseTokens, type Token } from './tokenize.ts';

export interface Success<T> {
  value: T;
  next: number;
}
export type Parser<T> = (tokens: Token[], at: number) => Success<T>[];

/** A fixed phrase ("until end of turn"); SELF stands for the card's self-reference. */
export function lit(phrase: string): Parser<null> {
  const want = phraseTokens(phrase);
  return (ts, at) => (want.every((w, i) => ts[at + i]?.raw === w) ? [{ value: null, next: at + want.length }] : []);
}

/** One of several fixed phrases, each with the value it stands for. */
export function oneOf<T>(table: ReadonlyArray<readonly [string, T]>): Parser<T> {
  return alt(...table.map(([phrase, value]) => map(lit(phrase), () => value)));
}

/** A single token of a kind, read into a value (or refused with null). */
export function token<T>(read: (t: Token) => T | null): Parser<T> {
  return (ts, at) => {
    const t = ts[at];
    if (!t) return [];
    const value = read(t);
    return value === null ? [] : [{ value, next: at + 1 }];
  };
}

export function seq<T extends unknown[]>(...parsers: { [K in keyof T]: Parser<T[K]> }): Parser<T> {
  return (ts, at) => {
    let partial: Array<{ values: unknown[]; next: number }> = [{ values: [], next: at }];
    for (const p of parsers as Array<Parser<unknown>>) {
      partial = partial.flatMap(({ values, next }) => p(ts, next).map((r) => ({ values: [...values, r.value], next: r.next })));
      if (partial.length === 0) return [];
    }
    return partial.map(({ values, next }) => ({ value: values as T, next }));
  };
}

export function alt<T>(...parsers: Parser<T>[]): Parser<T> {
  return (ts, at) => parsers.flatMap((p) => p(ts, at));
}

export function map<A, B>(p: Parser<A>, f: (a: A) => B | null): Parser<B> {
  return (ts, at) => p(ts, at).flatMap((r) => {
    const value = f(r.value);
    return value === null ? [] : [{ value, next: r.next }];
  });
}

export function opt<T>(p: Parser<T>): Parser<T | undefined> {
  return (ts, at) => [{ value: undefined, next: at }, ...p(ts, at)];
}

/** One or more `p` separated by `sep` ("Flying, vigilance"; "{T}, Sacrifice SELF"). */
export function sepBy1<T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> {
  return (ts, at) => {
    const out: Success<T[]>[] = [];
    let frontier: Success<T[]>[] = p(ts, at).map((r) => ({ value: [r.value], next: r.next }));
    while (frontier.length) {
      out.push(...frontier);
      frontier = frontier.flatMap((f) => sep(ts, f.next).flatMap((s) => p(ts, s.next).map((r) => ({ value: [...f.value, r.value], next: r.next }))));
    }
    return out;
  };
}

/** A parser defined later (for grammars that refer to themselves). */
export function lazy<T>(get: () => Parser<T>): Parser<T> {
  return (ts, at) => get()(ts, at);
}

/** The first reading of all the tokens, or null when no reading consumes them all. */
export function parseAll<T>(p: Parser<T>, tokens: Token[]): T | null {
  return p(tokens, 0).find((r) => r.next === tokens.length)?.value ?? null;
}

/**
 * The same parser with its readings remembered per token list and position: a piece many
 * alternatives start with (a sentence of effects, read again under "you may", "for each",
 * "at the beginning of the next turn's upkeep") is then read once per position.
 */
export function memo<T>(p: Parser<T>): Parser<T> {
  const seen = new WeakMap<Token[], Map<number, Success<T>[]>>();
  return (ts, at) => {
    let byPos = seen.get(ts);
    if (!byPos) seen.set(ts, (byPos = new Map()));
    let r = byPos.get(at);
    if (!r) byPos.set(at, (r = p(ts, at)));
    return r;
  };
}
