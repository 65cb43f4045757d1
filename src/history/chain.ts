// The chain of English releases, oldest first, each matched with the next (./match.ts):
// any release's rule number maps to any other release's number, or to "no counterpart",
// by walking the matchings between them. Matchings are computed (or read from the cache)
// the first time a walk needs them, and a release's tree is only read for that.
import { createHash } from 'node:crypto';
import { JudgeError } from '../errors.ts';
import type { Edition } from '../tree/types.ts';
import { cacheFile, matchKey, readCached, writeCached } from './cache.ts';
import { matchReleases, renumberReferences, textChanged, wordDiff, type ReleaseMatch, type WordChange } from './match.ts';
import { paragraphsOf, type Paragraph } from './paragraphs.ts';
import { pinnedPairs, pinsFor, type Pin } from './pinned.ts';
import { spanValid, type Span, type SpanSource } from './span.ts';

/** What the chain needs of a release: its id and sha256 without its tree, which is read on demand. */
export interface Release {
  id: string;
  sha256: string;
  tree(): Edition;
}

export interface ChainOptions {
  /** Where matchings are cached (data/history); none: kept in memory only. */
  cacheDir?: string;
  pins?: { pins: Pin[]; sha256: string };
  /** Matchings computed ahead (the shipped ones), by matchKey; used before the cache. */
  precomputed?: (key: string) => ReleaseMatch | undefined;
  /** Composed matchings between two distant releases (./span.ts), by "older>newer", read
   *  when first needed and used instead of walking every step between them; one whose
   *  texts, matcher or pins differ is ignored. */
  spans?: SpanSource;
}

export interface Mapped {
  /** The number in the target release, or null when the rule has no counterpart there. */
  number: string | null;
  /** The release the rule was last seen in when it has no counterpart. */
  lastSeen?: string;
  /** The rule was merged into `number` on the way (it has no paragraph of its own there). */
  merged?: true;
}

export interface HistoryEntry {
  edition: string;
  number: string;
  /** present: in the oldest release loaded; added: the first release that has it; changed: its text changed; moved: its number changed;
   *  removed: the release where it is gone (number: the last one it had). */
  event: 'present' | 'added' | 'changed' | 'moved' | 'removed';
  previousNumber?: string;
  /** The release loaded just before this one: the event happened between the two (a gap
   *  when releases between them are not loaded). */
  after?: string;
  text: string;
  changes?: WordChange[];
}

interface Indexed {
  forward: Map<string, string>;
  backward: Map<string, string>;
  changed: Set<string>;
  merged: Map<string, string>;
}

interface Spanned {
  map: Map<string, Mapped>;
  changed?: Map<string, WordChange[]>;
  changedIn?: Map<string, string[]>;
}

export class ReleaseChain {
  private readonly releases: Release[];
  private readonly at = new Map<string, number>();
  private readonly steps = new Map<number, ReleaseMatch & { index: Indexed }>();
  private readonly texts = new Map<string, Map<string, string>>();
  private readonly paragraphs = new Map<string, Paragraph[]>();
  private readonly opts: ChainOptions;
  /** "from>to" → the number every rule of `from` has in `to` (and, older to newer, what
   *  changed); null once a span was found missing or not valid. */
  private readonly spans = new Map<string, Spanned | null>();

  /** `releases`: English releases of the modern numbering, any order. */
  constructor(releases: Release[], opts: ChainOptions = {}) {
    this.releases = [...releases].sort((x, y) => x.id.localeCompare(y.id));
    this.releases.forEach((r, i) => this.at.set(r.id, i));
    this.opts = opts;
  }

  /** The span from release `fromId` to `toId` (either way), read on first use. */
  private span(fromId: string, toId: string): Spanned | null {
    const key = `${fromId}>${toId}`;
    if (this.spans.has(key)) return this.spans.get(key)!;
    const [older, newer] = fromId < toId ? [fromId, toId] : [toId, fromId];
    const read = this.opts.spans?.get(`${older}>${newer}`);
    this.spans.set(`${older}>${newer}`, null);
    this.spans.set(`${newer}>${older}`, null);
    const span = read?.();
    const [a, b] = [this.at.get(older), this.at.get(newer)];
    if (!span || a === undefined || b === undefined || !spanValid(span, this.releases[a]!.sha256, this.releases[b]!.sha256, (this.opts.pins ?? pinnedPairs()).sha256)) return null;
    const toMap = (rows: Span['forward']) => new Map(rows.map(([n, m, lastSeen, merged]) => [n, { number: m, ...(lastSeen ? { lastSeen } : {}), ...(merged ? { merged } : {}) } as Mapped]));
    this.spans.set(`${older}>${newer}`, { map: toMap(span.forward), changed: new Map(Object.entries(span.changed)), changedIn: new Map(Object.entries(span.changedIn)) });
    this.spans.set(`${newer}>${older}`, { map: toMap(span.backward) });
    return this.spans.get(key)!;
  }

  ids(): string[] {
    return this.releases.map((r) => r.id);
  }

  has(id: string): boolean {
    return this.at.has(id);
  }

  private indexOf(id: string): number {
    const i = this.at.get(id);
    if (i === undefined)
      throw new JudgeError('bad_request', `${id} is not an English release of the modern numbering; history and diffs run over ${this.ids()[0] ?? 'none'} … ${this.ids().at(-1) ?? ''}`);
    return i;
  }

  private paragraphsOf(i: number): Paragraph[] {
    const r = this.releases[i]!;
    let ps = this.paragraphs.get(r.id);
    if (!ps) this.paragraphs.set(r.id, (ps = paragraphsOf(r.tree())));
    return ps;
  }

  /** number → title and text, in release i. */
  private textsOf(i: number): Map<string, string> {
    const r = this.releases[i]!;
    let t = this.texts.get(r.id);
    if (!t) this.texts.set(r.id, (t = new Map(this.paragraphsOf(i).map((p) => [p.number, p.text]))));
    return t;
  }

  /** What names the matching of release i with release i + 1 (./cache.ts matchKey). Only
   *  this pair's pins count: a new pin recomputes one matching, not all. */
  private stepKey(i: number): { key: string; pins: Pin[] } {
    const [x, y] = [this.releases[i]!, this.releases[i + 1]!];
    const pins = pinsFor((this.opts.pins ?? pinnedPairs()).pins, x.id, y.id);
    return { key: matchKey(x.sha256, y.sha256, createHash('sha256').update(JSON.stringify(pins)).digest('hex')), pins };
  }

  /** The matching of release i with release i + 1. */
  step(i: number): ReleaseMatch & { index: Indexed } {
    let s = this.steps.get(i);
    if (s) return s;
    const [x, y] = [this.releases[i]!, this.releases[i + 1]!];
    const { key, pins } = this.stepKey(i);
    const file = this.opts.cacheDir ? cacheFile(this.opts.cacheDir, key) : undefined;
    let match = this.opts.precomputed?.(key) ?? (file ? readCached(file) : null);
    if (!match || match.from !== x.id || match.to !== y.id) {
      match = matchReleases(x.id, this.paragraphsOf(i), y.id, this.paragraphsOf(i + 1), pins);
      if (file) writeCached(file, match);
    }
    const index: Indexed = {
      forward: new Map(match.pairs),
      backward: new Map(match.pairs.map(([p, q]) => [q, p])),
      changed: new Set(match.changed),
      merged: new Map(match.merged),
    };
    this.steps.set(i, (s = { ...match, index }));
    return s;
  }

  /** The key of every matching the chain walks (./cache.ts matchKey), without computing any. */
  stepKeys(): string[] {
    return this.releases.slice(1).map((_, i) => this.stepKey(i).key);
  }

  /** Every matching by its key, computed or read: what `npm run build:releases` ships. */
  keyedMatchings(): Record<string, ReleaseMatch> {
    const out: Record<string, ReleaseMatch> = {};
    for (let i = 0; i + 1 < this.releases.length; i++) {
      const { index: _index, ...match } = this.step(i);
      out[this.stepKey(i).key] = match;
    }
    return out;
  }

  /** Every matching, computed or read: what the benchmark times and `judge ingest` warms. */
  buildAll(): ReleaseMatch[] {
    return this.releases.slice(1).map((_, i) => this.step(i));
  }

  /** The number `number` of release `fromId` has in release `toId`. */
  map(number: string, fromId: string, toId: string): Mapped {
    let i = this.indexOf(fromId);
    const target = this.indexOf(toId);
    let current = number;
    let merged = false;
    while (i !== target) {
      const span = this.span(this.releases[i]!.id, toId);
      if (span) {
        const m = span.map.get(current) ?? { number: null, lastSeen: this.releases[i]!.id };
        return merged && m.number !== null ? { ...m, merged: true } : m;
      }
      const forwards = target > i;
      const step = this.step(forwards ? i : i - 1).index;
      let next = (forwards ? step.forward : step.backward).get(current);
      if (next === undefined && forwards && step.merged.has(current)) (next = step.merged.get(current)), (merged = true);
      if (next === undefined) return { number: null, lastSeen: this.releases[i]!.id };
      current = next;
      i += forwards ? 1 : -1;
    }
    return { number: current, ...(merged ? { merged: true } : {}) };
  }

  /** Rule numbers cited in a text of release `fromId`, renumbered as they stand in `toId`. */
  renumbered(text: string, fromId: string, toId: string): string {
    if (fromId === toId) return text;
    return renumberReferences(text, { get: (n) => this.map(n, fromId, toId).number ?? undefined });
  }

  /** Did the text of `number` (release `fromId`) change by `toId`, references renumbered
   *  aside? With the word differences when it did; null when it has no counterpart. */
  compare(number: string, fromId: string, toId: string): { number: string; changes?: WordChange[] } | null {
    const mapped = this.map(number, fromId, toId);
    if (mapped.number === null) return null;
    const changed = this.span(fromId, toId)?.changed;
    if (changed) {
      const changes = changed.get(number);
      return { number: mapped.number, ...(changes ? { changes } : {}) };
    }
    const before = this.textsOf(this.indexOf(fromId)).get(number);
    const after = this.textsOf(this.indexOf(toId)).get(mapped.number);
    if (before === undefined || after === undefined) return { number: mapped.number };
    const renumbered = this.renumbered(before, fromId, toId);
    if (!textChanged(renumbered, after, new Map())) return { number: mapped.number };
    return { number: mapped.number, changes: wordDiff(renumbered, after) };
  }

  /** Every rule number of a release, in document order. */
  numbers(id: string): string[] {
    return [...this.textsOf(this.indexOf(id)).keys()];
  }

  /** The releases after `fromId`, up to `toId` (newer), in which rule `number` of `fromId`
   *  changed its text (under whatever number it had then). */
  changedAlong(number: string, fromId: string, toId: string): string[] {
    const known = this.span(fromId, toId)?.changedIn;
    if (known) return known.get(number) ?? [];
    const out: string[] = [];
    let current: string | undefined = number;
    for (let i = this.indexOf(fromId); current !== undefined && i < this.indexOf(toId); i++) {
      const step = this.step(i).index;
      if (step.changed.has(current)) out.push(this.releases[i + 1]!.id);
      current = step.forward.get(current);
    }
    return out;
  }

  text(id: string, number: string): string | undefined {
    return this.textsOf(this.indexOf(id)).get(number);
  }

  /** Every release in which the rule (under whatever number it had) was added, changed,
   *  moved or removed, oldest first, with its text then. */
  history(number: string, id: string): HistoryEntry[] {
    const start = this.indexOf(id);
    if (!this.textsOf(start).has(number)) throw new JudgeError('not_found', `rule ${number} is not in ${id}`);
    // Back to where it first appears, then forward to the newest release.
    let first = start;
    let firstNumber = number;
    while (first > 0) {
      const before = this.step(first - 1).index.backward.get(firstNumber);
      if (before === undefined) break;
      first -= 1;
      firstNumber = before;
    }
    const entries: HistoryEntry[] = [];
    // In the oldest release loaded, the rule may be older still: it is "present", not "added".
    const firstEntry: HistoryEntry = { edition: this.releases[first]!.id, number: firstNumber, event: first === 0 ? 'present' : 'added', text: this.textsOf(first).get(firstNumber)! };
    if (first > 0) firstEntry.after = this.releases[first - 1]!.id;
    entries.push(firstEntry);
    let current = firstNumber;
    for (let i = first; i + 1 < this.releases.length; i++) {
      const step = this.step(i);
      const next = step.index.forward.get(current);
      if (next === undefined) {
        const into = step.index.merged.get(current);
        entries.push({ edition: this.releases[i + 1]!.id, number: current, event: 'removed', after: this.releases[i]!.id, text: into ? `merged into ${into}` : '' });
        break;
      }
      const changed = step.index.changed.has(current);
      if (changed || next !== current) {
        const text = this.textsOf(i + 1).get(next)!;
        const entry: HistoryEntry = { edition: this.releases[i + 1]!.id, number: next, event: changed ? 'changed' : 'moved', after: this.releases[i]!.id, text };
        if (next !== current) entry.previousNumber = current;
        if (changed) entry.changes = wordDiff(this.renumbered(this.textsOf(i).get(current)!, this.releases[i]!.id, this.releases[i + 1]!.id), text);
        entries.push(entry);
      }
      current = next;
    }
    return entries;
  }

  /** What changed from one release to another (consecutive or not). */
  diff(fromId: string, toId: string): ReleaseDiff {
    const [i, j] = [this.indexOf(fromId), this.indexOf(toId)];
    const between = this.ids().slice(Math.min(i, j) + 1, Math.max(i, j));
    const out: ReleaseDiff = { from: fromId, to: toId, between, added: [], removed: [], moved: [], changed: [] };
    const reached = new Set<string>();
    for (const [number, text] of this.textsOf(i)) {
      const mapped = this.map(number, fromId, toId);
      if (mapped.number === null || mapped.merged) {
        out.removed.push({ number, text, ...(mapped.merged ? { mergedInto: mapped.number! } : {}) });
        continue;
      }
      reached.add(mapped.number);
      if (mapped.number !== number) out.moved.push({ from: number, to: mapped.number });
      const after = this.textsOf(j).get(mapped.number)!;
      const renumbered = this.renumbered(text, fromId, toId);
      if (textChanged(renumbered, after, new Map())) out.changed.push({ from: number, to: mapped.number, changes: wordDiff(renumbered, after) });
    }
    for (const [number, text] of this.textsOf(j)) if (!reached.has(number)) out.added.push({ number, text });
    return out;
  }
}

export interface ReleaseDiff {
  from: string;
  to: string;
  /** The releases loaded between the two (none: they are consecutive), whose changes this
   *  diff sums up. */
  between: string[];
  added: Array<{ number: string; text: string }>;
  removed: Array<{ number: string; text: string; mergedInto?: string }>;
  /** Same rule, new number (its text may also have changed: see `changed`). */
  moved: Array<{ from: string; to: string }>;
  changed: Array<{ from: string; to: string; changes: WordChange[] }>;
}
