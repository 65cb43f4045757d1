// The same rule in another edition, found through rule identity across releases
// (src/history): a translation is paired by number with the English release it translates
// (the Italian text of 3 July 2020 with en-2020-07-03), and that release is matched through
// the chain of English releases with the one being read — so beside en-2026-08-07 702.111b
// (menace) stands the Italian 702.110b, and beside 310.1 (battles) an honest "no Italian
// text". A translation is stale when the English text of its counterpart changed (beyond
// renumbered references) between its English release and the one shown.
//
// The classic Portuguese text translates an English text of about 1999, before the
// releases that ship; the English releases kept its numbering until 2008 (502 keyword
// abilities, 420 state-based effects), so it is paired by number with the oldest release
// loaded (en-2003-03-15) — and, through the chain, with today's rules, marked as older.
import { paragraphText, ReleaseChain, textSimilarity, type ChainOptions, type WordChange } from '../history/index.ts';
import type { Edition, NumberedNode } from '../tree/types.ts';

type Ruled = Pick<Edition, 'id' | 'lang' | 'effectiveDate' | 'numbering'>;

/** The English release a translated edition is paired with (an English edition is its own):
 *  the one of its date, or for the undated classic numbering `oldest`, the oldest English
 *  release loaded. */
export function englishReleaseOf(edition: Ruled, oldest: string | undefined): string | null {
  if (edition.lang === 'en') return edition.id;
  if (edition.effectiveDate) return `en-${edition.effectiveDate}`;
  return edition.numbering === 'classic' ? (oldest ?? null) : null;
}

/** The chain over the loaded English releases (a second source with the same date, "~2",
 *  stays out: one text per release). */
export function chainOf(editions: Edition[], opts: ChainOptions = {}): ReleaseChain {
  const english = editions.filter((e) => e.lang === 'en' && e.numbering === 'modern' && !e.id.includes('~'));
  return new ReleaseChain(
    english.map((e) => ({ id: e.id, sha256: e.source.sha256, tree: () => e })),
    opts,
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
   *  release shown: the translation is older than that text. `changedIn`: the releases
   *  that changed it. */
  stale?: { since: string; changes: WordChange[]; changedIn: string[] };
}

/** The rule numbers a paragraph cites, as their three-digit rules ("702.19c" → "702"). */
function citedRules(node: NumberedNode): Set<string> {
  return new Set(node.refs.flatMap((r) => r.targets).map((t) => t.slice(0, 3)));
}

/**
 * A translation's paragraph and its English release's paragraph of the same number are the
 * same rule — unless the translation's number was printed malformed ("5.2.10", filed as
 * 502.10 where the document's order put it: a guess), or the two cite altogether different
 * rules (numbers that stand for different rules in the two texts). A misprinted but
 * well-formed number (the Italian "702.124a" among 702.125's subrules) was filed by its
 * place, and is the English paragraph of that number.
 */
function pairingProblem(translated: NumberedNode | undefined, english: NumberedNode | undefined, englishId: string): string | null {
  if (!translated || !english) return `${englishId} has no rule ${translated?.number ?? english?.number} to pair it with`;
  if (translated.printedNumber && !/^\d{3}(?:\.\d+[a-z]?)?\.?$/.test(translated.printedNumber))
    return `printed "${translated.printedNumber}", a malformed number that cannot be paired`;
  const [a, b] = [citedRules(translated), citedRules(english)];
  return !a.size || !b.size || [...a].some((n) => b.has(n)) ? null : `${englishId} ${english.number} cites other rules`;
}

/** Where `number` of edition `from` stands in edition `to`. `ruleOf` reads a rule of an edition. */
export function counterpartIn(
  chain: ReleaseChain,
  from: Edition,
  number: string,
  to: Edition,
  ruleOf: (e: Edition, n: string) => NumberedNode | undefined,
  english: (id: string) => Edition | undefined,
): Counterpart {
  const a = englishReleaseOf(from, chain.ids()[0]);
  const b = englishReleaseOf(to, chain.ids()[0]);
  if (!a || !b || !chain.has(a) || !chain.has(b)) {
    if (from.numbering !== to.numbering) return { number: null, via: 'number', reason: `${to.id} numbers its rules differently (${to.numbering})` };
    return ruleOf(to, number) ? { number, via: 'number' } : { number: null, via: 'number', reason: `no rule ${number} in ${to.id}` };
  }
  // Into the chain: a translation's number is its English release's number.
  const into = from.lang === 'en' ? null : pairingProblem(ruleOf(from, number), ruleOf(english(a)!, number), a);
  if (into) return { number: null, via: 'chain', reason: into };
  const mapped = chain.map(number, a, b);
  // Out of the chain: the translation's paragraph of that number, when it is the same rule.
  const lands = mapped.number !== null && (to.lang === 'en' ? !!ruleOf(to, mapped.number) : !pairingProblem(ruleOf(to, mapped.number), ruleOf(english(b)!, mapped.number), b));
  if (!lands) {
    const reason = mapped.number === null && b < a ? `added after ${b}` : mapped.number === null ? `removed after ${mapped.lastSeen ?? a}` : `not in ${to.id}`;
    return { number: null, via: 'chain', reason };
  }
  const out: Counterpart = { number: mapped.number, via: 'chain' };
  // Staleness: one side translated, the other English, and the English text moved on.
  if ((from.lang === 'en') !== (to.lang === 'en') && a !== b) {
    const [older, olderNumber, newer, newerNumber] = a < b ? [a, number, b, mapped.number!] : [b, mapped.number!, a, number];
    const compared = chain.compare(olderNumber, older, newer);
    if (compared?.changes) {
      // Each step of the chain pairs rules by their words, but over many releases a rule
      // can drift into another: a translation shown beside today's rule must still say
      // what that rule says. Renumbered and rewritten beyond recognition, it is not shown.
      const [was, now] = [ruleOf(english(older)!, olderNumber), ruleOf(english(newer)!, newerNumber)];
      const shared = was && now ? textSimilarity(paragraphText(was), paragraphText(now)) : 1;
      if (olderNumber !== newerNumber && shared < MIN_SHARED_WORDS)
        return { number: null, via: 'chain', reason: `rewritten: ${olderNumber} of ${older} shares ${Math.round(100 * shared)}% of its words with ${newerNumber} of ${newer}` };
      out.stale = { since: older, changes: compared.changes, changedIn: chain.changedAlong(olderNumber, older, newer) };
    }
  }
  return out;
}

/** Below this share of words in common (Dice, as the matcher counts) a renumbered rule's
 *  translation is no longer the translation of the rule it became. On the shipped texts it
 *  sets aside 9 classic Portuguese pairings (309.1, declaring blockers, beside 509.1i on
 *  blockers' triggers; 200.1, what a "card" means, beside 108.2a on card sizes) and one Italian. */
const MIN_SHARED_WORDS = 0.3;
