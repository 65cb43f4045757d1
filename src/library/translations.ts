// The same rule in another edition, found through rule identity across releases
// (src/history): a translation is aligned by number with the English release it translates
// (the Italian text of 3 July 2020 with en-2020-07-03), and that release is matched through
// the chain of English releases with the one being read — so beside en-2026-08-07 702.111b
// (menace) stands the Italian 702.110b, and beside 310.1 (battles) an honest "no Italian
// text". A translation is stale when the English text of its counterpart changed (beyond
// renumbered references) between its English release and the one shown.
import { ReleaseChain, type WordChange } from '../history/index.ts';
import type { Edition } from '../tree/types.ts';

/** The English release a translated edition translates; an English edition is its own. */
export function englishReleaseOf(edition: Pick<Edition, 'id' | 'lang' | 'effectiveDate'>): string | null {
  if (edition.lang === 'en') return edition.id;
  return edition.effectiveDate ? `en-${edition.effectiveDate}` : null;
}

/** The chain over the loaded English releases of the modern numbering (a second source with
 *  the same date, "~2", stays out: one text per release). */
export function chainOf(editions: Edition[], cacheDir?: string): ReleaseChain {
  const english = editions.filter((e) => e.lang === 'en' && e.numbering === 'modern' && !e.id.includes('~'));
  return new ReleaseChain(
    english.map((e) => ({ id: e.id, sha256: e.source.sha256, tree: () => e })),
    cacheDir ? { cacheDir } : {},
  );
}

export interface Counterpart {
  /** The number in the other edition, or null when it has none. */
  number: string | null;
  /** How the pairing was found: through the chain of English releases, or by number alone
   *  (the English release a translation translates is not loaded). */
  via: 'chain' | 'number';
  /** No counterpart: why, for the reader ("added after en-2020-07-03"). */
  reason?: string;
  /** The English text changed between the translation's English release and the English
   *  release shown: the translation is older than that text. */
  stale?: { since: string; changes: WordChange[] };
}

/** Where `number` of edition `from` stands in edition `to` (same numbering scheme). */
export function counterpartIn(chain: ReleaseChain, from: Edition, number: string, to: Edition, has: (e: Edition, n: string) => boolean): Counterpart {
  const a = englishReleaseOf(from);
  const b = englishReleaseOf(to);
  if (!a || !b || !chain.has(a) || !chain.has(b)) {
    return has(to, number) ? { number, via: 'number' } : { number: null, via: 'number', reason: `no rule ${number} in ${to.id}` };
  }
  const mapped = chain.map(number, a, b);
  if (mapped.number === null || !has(to, mapped.number)) {
    const reason = mapped.number === null && b < a ? `added after ${b}` : mapped.number === null ? `removed after ${mapped.lastSeen ?? a}` : `not in ${to.id}`;
    return { number: null, via: 'chain', reason };
  }
  const out: Counterpart = { number: mapped.number, via: 'chain' };
  // Staleness: one side translated, the other English, and the English text moved on.
  const translated = from.lang !== 'en' ? from : to.lang !== 'en' ? to : null;
  if (translated && a !== b) {
    const [older, olderNumber, newer] = a < b ? [a, number, b] : [b, mapped.number, a];
    const compared = chain.compare(olderNumber, older, newer);
    if (compared?.changes) out.stale = { since: older, changes: compared.changes };
  }
  return out;
}
