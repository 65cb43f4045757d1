// A span: the chain of matchings between two distant releases composed once, ahead of time
// — every rule of the older one with its number in the newer one (and back), and the word
// changes of the rules whose English text changed between them. The package ships the span
// from each translation's English release to the latest release (rules/releases/), so
// pairing the Italian text of 2020 with the English of today needs neither the releases in
// between nor their matchings.
import { MATCH_VERSION, type WordChange } from './match.ts';
import type { Mapped, ReleaseChain } from './chain.ts';

/** Spans by "older>newer", each read when first asked for. */
export type SpanSource = Map<string, () => Span>;

/** [number, number in the other release or null, release last seen in, merged]. */
type Row = [string, string | null, string?, true?];

export interface Span {
  /** The older release and the newer one. */
  from: string;
  to: string;
  fromSha: string;
  toSha: string;
  matchVersion: number;
  /** sha256 of the pinned pairs the matchings were made with. */
  pinsSha: string;
  /** Every rule of `from` → its number in `to`. */
  forward: Row[];
  /** Every rule of `to` → its number in `from`. */
  backward: Row[];
  /** Rules of `from` whose text changed by `to` (references renumbered aside): the word changes. */
  changed: Record<string, WordChange[]>;
  /** The same rules: the releases whose matching marked them changed on the way. */
  changedIn: Record<string, string[]>;
}

const row = (n: string, m: Mapped): Row => {
  const out: Row = [n, m.number];
  if (m.lastSeen || m.merged) out.push(m.lastSeen ?? '');
  if (m.merged) out.push(true);
  return out;
};

/** The span from `from` to `to` (older to newer) of a chain whose matchings are at hand. */
export function spanOf(chain: ReleaseChain, from: string, to: string, shas: { from: string; to: string; pins: string }): Span {
  const span: Span = { from, to, fromSha: shas.from, toSha: shas.to, matchVersion: MATCH_VERSION, pinsSha: shas.pins, forward: [], backward: [], changed: {}, changedIn: {} };
  for (const n of chain.numbers(from)) {
    span.forward.push(row(n, chain.map(n, from, to)));
    const changes = chain.compare(n, from, to)?.changes;
    if (!changes) continue;
    span.changed[n] = changes;
    span.changedIn[n] = chain.changedAlong(n, from, to);
  }
  for (const n of chain.numbers(to)) span.backward.push(row(n, chain.map(n, to, from)));
  return span;
}

export function spanValid(span: Span, fromSha: string, toSha: string, pinsSha: string): boolean {
  return span.fromSha === fromSha && span.toSha === toSha && span.matchVersion === MATCH_VERSION && span.pinsSha === pinsSha;
}
