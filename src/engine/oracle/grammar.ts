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

/** How many token lists a `memo` (and `saysAll`) keeps what it found in. */
const LISTS_KEPT = 3;

/**
 * A value made for a token list, kept for the last LISTS_KEPT lists met: the list in hand (a line's
 * parse asks for its own list millions of times) and the few read while it is in hand (a quoted
 * ability, a clause read again with its words moved) — not in a WeakMap, whose entries for every
 * line's list the garbage collector must clear. A list met again after that gets a new value.
 */
function perRecentList<V>(make: (ts: Token[]) => V): (ts: Token[]) => V {
  const kept: Array<{ list: Token[]; value: V }> = [];
  let last: { list: Token[]; value: V } | undefined;
  let oldest = 0;
  return (ts) => {
    if (last !== undefined && ts === last.list) return last.value;
    for (let i = 0; i < kept.length; i++) if (kept[i]!.list === ts) return (last = kept[i]!).value;
    const made = { list: ts, value: make(ts) };
    if (kept.length < LISTS_KEPT) kept.push(made);
    else (kept[oldest] = made), (oldest = (oldest + 1) % LISTS_KEPT);
    return (last = made).value;
  };
}

/**
 * No reading: the one (frozen) list every parser of the kit returns when it reads nothing — most
 * calls of a line's parse fail, and a fresh empty list for each is garbage. A parser's readings
 * are never changed by who reads them (a `memo` hands the same list to every caller); one that
 * adds to a list it was handed would throw here.
 */
export const NONE: Success<never>[] = Object.freeze([]) as unknown as Success<never>[];

/**
 * What a parser can start with, known for parsers built from `lit` (and kept through `seq`,
 * `alt`, `map`, `opt`…): the raw tokens its first token may be, or null when any may be (a
 * `token` reader, a hand-written parser); and whether it can read nothing at all. `alt` uses
 * it to try only the alternatives that can start with the token at hand — an Oracle line
 * meets hundreds of entries, and most fail on their first word. Skipping them changes no
 * result, only the time.
 */
interface Start {
  first: ReadonlySet<string> | null;
  empty: boolean;
}
const ANY: Start = { first: null, empty: true };
const starts = new WeakMap<Parser<unknown>, Start>();
const startOf = (p: Parser<unknown>): Start => starts.get(p) ?? ANY;
function withStart<P extends Parser<unknown>>(p: P, start: Start): P {
  if (start.first !== null || !start.empty) starts.set(p, start);
  return p;
}

/** Whether `p` may read anything from the token at hand (undefined: the end of the line). */
export function mayStart(p: Parser<unknown>, t: Token | undefined): boolean {
  const { first, empty } = startOf(p);
  return empty || first === null || (t !== undefined && first.has(t.raw));
}

/**
 * The words every reading of a parser reads (its `need`), known for parsers built from `lit` and
 * kept through `seq` (the words of all its parts), `alt` (the words all its alternatives need),
 * `map`, `memo`, `sepBy1`…; empty for a `token` reader, an `opt`, a hand-written parser. A parser
 * can only read a line that holds each of them at or after its position, so `alt` (and the line
 * parser, `mayRead`) skips an alternative whose words the rest of the line lacks — "… deals N
 * damage …" on a line without "damage". Like `Start`, it changes no result, only the time: an
 * entry's grammar declares it by being written, nothing to add by hand.
 */
const NO_WORDS: readonly string[] = [];
const needs = new WeakMap<Parser<unknown>, readonly string[]>();
const needOf = (p: Parser<unknown>): readonly string[] => needs.get(p) ?? NO_WORDS;
function withNeed<P extends Parser<unknown>>(p: P, need: readonly string[]): P {
  if (need.length) needs.set(p, need);
  return p;
}

/** Where each word of a token list is last said: its index (`perRecentList`). */
const lastIndexOfWords = perRecentList((ts) => {
  const words = new Map<string, number>();
  for (let i = 0; i < ts.length; i++) words.set(ts[i]!.raw, i);
  return words;
});
/** Whether every word of `need` is said at or after `at`. */
export function saysAll(need: readonly string[], ts: Token[], at: number): boolean {
  if (need.length === 0) return true;
  const words = lastIndexOfWords(ts);
  for (let i = 0; i < need.length; i++) if (!((words.get(need[i]!) ?? -1) >= at)) return false;
  return true;
}

/**
 * A parser's readings that end where the tokens end (`wholeOf`): what the line parser keeps of a
 * line's shape. `map`, `alt`, `seq` (its last part), `opt`, `memo` and `lazy` pass the question on
 * to their parts, so a value is built only for the readings that reach the end of the line — not
 * for the many that stop short of it (a list of sentences read one, two, three sentences long)
 * and would be thrown away. Any other parser answers with its readings filtered. The readings
 * are those of `p` that end there, in the same order: it changes no result, only the time (the
 * functions given to `map` make values and refuse readings, they don't count on being called).
 */
const wholes = new WeakMap<Parser<unknown>, Parser<unknown>>();
function withWhole<P extends Parser<unknown>>(p: P, whole: P): P {
  wholes.set(p, whole);
  return p;
}
/** The readings of `read` (the whole list) that end at `end`: the list itself when all do. */
function endingAt<T>(read: Success<T>[], end: number): Success<T>[] {
  let kept = 0;
  for (let i = 0; i < read.length; i++) if (read[i]!.next === end) kept++;
  return kept === read.length ? read : kept === 0 ? NONE : read.filter((r) => r.next === end);
}
/** `p`'s reader of the readings that end where the tokens end (see `wholes`). */
export function wholeOf<T>(p: Parser<T>): Parser<T> {
  let whole = wholes.get(p) as Parser<T> | undefined;
  if (!whole) wholes.set(p, (whole = (ts, at) => endingAt(p(ts, at), ts.length)));
  return whole;
}

function unionOf(ss: Start[]): Start {
  if (ss.some((s) => s.first === null)) return { first: null, empty: ss.some((s) => s.empty) };
  return { first: new Set(ss.flatMap((s) => [...s.first!])), empty: ss.some((s) => s.empty) };
}

/** A fixed phrase ("until end of turn"); SELF stands for the card's self-reference. */
export function lit(phrase: string): Parser<null> {
  const want = phraseTokens(phrase);
  const p: Parser<null> = (ts, at) => {
    for (let i = 0; i < want.length; i++) if (ts[at + i]?.raw !== want[i]) return NONE;
    return [{ value: null, next: at + want.length }];
  };
  return withNeed(withStart(p, want.length ? { first: new Set([want[0]!]), empty: false } : ANY), [...new Set(want)]);
}

/** One of several fixed phrases, each with the value it stands for. */
export function oneOf<T>(table: ReadonlyArray<readonly [string, T]>): Parser<T> {
  return alt(...table.map(([phrase, value]) => map(lit(phrase), () => value)));
}

/** A single token of a kind, read into a value (or refused with null). */
export function token<T>(read: (t: Token) => T | null): Parser<T> {
  return (ts, at) => {
    const t = ts[at];
    if (!t) return NONE;
    const value = read(t);
    return value === null ? NONE : [{ value, next: at + 1 }];
  };
}

/**
 * One word read through a table ("elves" → Elf): a `token` reader whose first words are known,
 * so an `alt` that holds it still tries it only on a word of the table.
 */
export function word<T>(table: ReadonlyMap<string, T>): Parser<T> {
  const p: Parser<T> = (ts, at) => {
    const t = ts[at];
    const value = t?.k === 'word' ? table.get(t.raw) : undefined;
    return value === undefined ? NONE : [{ value, next: at + 1 }];
  };
  return withStart(p, { first: new Set(table.keys()), empty: false });
}

export function seq<T extends unknown[]>(...parsers: { [K in keyof T]: Parser<T[K]> }): Parser<T> {
  // It starts as its first part does, or, while the parts before can read nothing, as the next.
  const leading: Start[] = [];
  for (const q of parsers as Array<Parser<unknown>>) {
    leading.push(startOf(q));
    if (!startOf(q).empty) break;
  }
  const all = (parsers as Array<Parser<unknown>>).every((q) => startOf(q).empty);
  // Depth first, one values array reused along the way (copied at the end of each reading):
  // the readings come out in the order a breadth-first product would give them.
  const parts = parsers as Array<Parser<unknown>>;
  const partStarts = parts.map(startOf);
  const read = (ps: Array<Parser<unknown>>): Parser<T> => (ts, at) => {
    // (the first part's start checked here: most calls end on it, before any list is made)
    const s0 = partStarts[0];
    if (s0 && !s0.empty && s0.first !== null && !s0.first.has(ts[at]?.raw as string)) return NONE;
    return (readParts(ps, partStarts, ts, 0, at, new Array(ps.length), undefined) ?? NONE) as Success<T>[];
  };
  const p = withStart<Parser<T>>(read(parts), { ...unionOf(leading), empty: all });
  // Whole: the last part's readings that end where the tokens end.
  if (parts.length) withWhole(p, read([...parts.slice(0, -1), wholeOf(parts[parts.length - 1]!)]));
  return withNeed(p, [...new Set(parts.flatMap(needOf))]);
}

/** seq's reading from part `i` on, at `pos`, with the parts before read into `values`, added to `out`
 *  (made with the first reading: undefined while there is none)
 *  (a function of its own, not a closure made on every call: parsing calls it millions of times). */
function readParts(parts: Array<Parser<unknown>>, starts: Start[], ts: Token[], i: number, pos: number, values: unknown[], out: Success<unknown[]>[] | undefined): Success<unknown[]>[] | undefined {
  if (i === parts.length) {
    const r = { value: values.slice(), next: pos };
    if (out) out.push(r);
    else out = [r];
    return out;
  }
  const { first, empty } = starts[i]!;
  if (!empty && first !== null && !first.has(ts[pos]?.raw as string)) return out;
  const read = parts[i]!(ts, pos);
  for (let k = 0; k < read.length; k++) {
    const r = read[k]!;
    values[i] = r.value;
    out = readParts(parts, starts, ts, i + 1, r.next, values, out);
  }
  return out;
}

/** One alternative of an `alt` (or a line's shape) with the words it needs, read beside it rather than looked up per call. */
export interface Alternative<T> {
  read: Parser<T>;
  need: readonly string[];
  /** `read`'s readings that end where the tokens end (`wholeOf`). */
  whole: Parser<T>;
}

/**
 * The alternatives worth trying at a position, in their order (so readings come out in the same
 * order as trying them all): those whose first word is the token at hand. A token no alternative
 * names as its first (or the end of the line) gets only those that may start anywhere: one shared
 * list, so the cache holds at most one list per word the alternatives name. Whether the rest of
 * the line says the words each one needs is the caller's check (`saysAll`).
 */
export function byFirstWord<T>(parsers: ReadonlyArray<Parser<T>>): (t: Token | undefined) => ReadonlyArray<Alternative<T>> {
  const all = parsers.map((read): Alternative<T> => ({ read, need: needOf(read), whole: wholeOf(read) }));
  const anywhere = all.filter((a) => mayStart(a.read, undefined));
  // Each word the alternatives name has its list, made the first time the word is met (null until then):
  // one lookup for any word, named or not.
  const byFirst = new Map<string, Alternative<T>[] | null>();
  for (const p of parsers) for (const w of startOf(p).first ?? []) byFirst.set(w, null);
  return (t) => {
    if (!t) return anywhere;
    let list = byFirst.get(t.raw);
    if (list === undefined) return anywhere;
    if (list === null) byFirst.set(t.raw, (list = all.filter((a) => mayStart(a.read, t))));
    return list;
  };
}

/** The readings of the alternatives worth trying at a position, each read by `readOf` (its
 *  whole parser or only its readings that end the line). The readings of the one alternative
 *  that has any are returned as they are (most positions have at most one); only readings of
 *  several are copied into one list. */
function readingsOf<T>(worthTrying: (t: Token | undefined) => readonly Alternative<T>[], whole: boolean): Parser<T> {
  return (ts, at) => {
    const list = worthTrying(ts[at]);
    const n = list.length;
    if (n === 1) {
      const a = list[0]!;
      return saysAll(a.need, ts, at) ? (whole ? a.whole : a.read)(ts, at) : NONE;
    }
    let out: Success<T>[] | undefined;
    let copied = false;
    for (let i = 0; i < n; i++) {
      const a = list[i]!;
      if (!saysAll(a.need, ts, at)) continue;
      const read = (whole ? a.whole : a.read)(ts, at);
      if (read.length === 0) continue;
      if (out === undefined) out = read;
      else {
        if (!copied) (out = out.slice()), (copied = true);
        for (let k = 0; k < read.length; k++) out.push(read[k]!);
      }
    }
    return out ?? NONE;
  };
}

export function alt<T>(...parsers: Parser<T>[]): Parser<T> {
  const worthTrying = byFirstWord(parsers);
  const p = withStart<Parser<T>>(readingsOf(worthTrying, false), unionOf(parsers.map(startOf)));
  withWhole(p, readingsOf(worthTrying, true));
  // Every alternative needs a word: the alt needs it too.
  const [head, ...rest] = parsers.map(needOf);
  return withNeed(p, head ? head.filter((w) => rest.every((n) => n.includes(w))) : NO_WORDS);
}

export function map<A, B>(p: Parser<A>, f: (a: A) => B | null): Parser<B> {
  const mapped = (from: Parser<A>): Parser<B> => (ts, at) => {
    const read = from(ts, at);
    let out: Success<B>[] | undefined;
    for (let k = 0; k < read.length; k++) {
      const r = read[k]!;
      const value = f(r.value);
      if (value === null) continue;
      if (out) out.push({ value, next: r.next });
      else out = [{ value, next: r.next }];
    }
    return out ?? NONE;
  };
  return withNeed(withWhole(withStart<Parser<B>>(mapped(p), startOf(p)), mapped(wholeOf(p))), needOf(p));
}

export function opt<T>(p: Parser<T>): Parser<T | undefined> {
  const whole = wholeOf(p);
  return withWhole(withStart<Parser<T | undefined>>((ts, at) => {
    const out: Success<T | undefined>[] = [{ value: undefined, next: at }];
    for (const r of p(ts, at)) out.push(r);
    return out;
  }, { first: startOf(p).first, empty: true }), (ts, at) => {
    const read = whole(ts, at);
    if (at !== ts.length) return read;
    const out: Success<T | undefined>[] = [{ value: undefined, next: at }];
    for (const r of read) out.push(r);
    return out;
  });
}

/** One or more `p` separated by `sep` ("Flying, vigilance"; "{T}, Sacrifice SELF"). */
export function sepBy1<T>(p: Parser<T>, sep: Parser<unknown>): Parser<T[]> {
  return withNeed(withStart<Parser<T[]>>((ts, at) => {
    // Breadth first: the readings of one item, then of two…, each list in the order its parts were read.
    const first = p(ts, at);
    if (first.length === 0) return NONE;
    const out: Success<T[]>[] = [];
    for (const r of first) out.push({ value: [r.value], next: r.next });
    for (let from = 0; from < out.length; ) {
      const end = out.length;
      for (let i = from; i < end; i++) {
        const f = out[i]!;
        if (!mayStart(sep, ts[f.next])) continue;
        for (const s of sep(ts, f.next)) for (const r of p(ts, s.next)) out.push({ value: [...f.value, r.value], next: r.next });
      }
      from = end;
    }
    return out;
  }, startOf(p)), needOf(p));
}

/** Reads nothing: the "separator" of parts that follow one another directly. */
export const nothing: Parser<null> = (_, at) => [{ value: null, next: at }];

/** One or more `p`, one right after another ("{2}{W}{W}", "Human Soldier", "basic snow"). */
export function many1<T>(p: Parser<T>): Parser<T[]> {
  return sepBy1(p, nothing);
}

/** A parser defined later (for grammars that refer to themselves). */
export function lazy<T>(get: () => Parser<T>): Parser<T> {
  let got: Parser<T> | undefined;
  let whole: Parser<T> | undefined;
  return withWhole<Parser<T>>((ts, at) => (got ??= get())(ts, at), (ts, at) => (whole ??= wholeOf((got ??= get())))(ts, at));
}

/** The first reading of all the tokens, or null when no reading consumes them all. */
export function parseAll<T>(p: Parser<T>, tokens: Token[]): T | null {
  return wholeOf(p)(tokens, 0)[0]?.value ?? null;
}

/**
 * The same parser with its readings remembered per token list and position: a piece many
 * alternatives start with (a sentence of effects, read again under "you may", "for each",
 * "at the beginning of the next turn's upkeep") is then read once per position.
 */
export function memo<T>(p: Parser<T>): Parser<T> {
  // Readings by position, per token list (`perRecentList`: a list met again after that is read
  // again, the same readings). Beside them, the readings that end where the tokens end
  // (`wholeOf`), for a position whose whole readings were asked before its readings (then read from those).
  const seenFor = perRecentList((): { byPos: Array<Success<T>[] | undefined>; wholeByPos: Array<Success<T>[] | undefined> } => ({ byPos: [], wholeByPos: [] }));
  const whole = wholeOf(p);
  return withNeed(withWhole(withStart<Parser<T>>((ts, at) => {
    const { byPos } = seenFor(ts);
    let r = byPos[at];
    if (!r) byPos[at] = r = p(ts, at);
    return r;
  }, startOf(p)), (ts, at) => {
    const { byPos, wholeByPos } = seenFor(ts);
    const r = byPos[at];
    if (r) return endingAt(r, ts.length);
    let w = wholeByPos[at];
    if (!w) wholeByPos[at] = w = whole(ts, at);
    return w;
  }), needOf(p));
}
