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
// Where it numbers a section otherwise (the casting steps, 409.2a–g against 409.1a–g), the
// paragraphs left unpaired are paired by content (TranslationPairs).
import { alignLeftovers, lexiconOf, lexiconWords, paragraphsUnder, paragraphText, ReleaseChain, textSimilarity, type ChainOptions, type Lexicon, type Paragraph, type WordChange } from '../history/index.ts';
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

/** A number printed malformed ("5.2.10", filed as 502.10 where the document's order put
 *  it): a guess, paired with nothing. */
const malformed = (node: NumberedNode) => !!node.printedNumber && !/^\d{3}(?:\.\d+[a-z]?)?\.?$/.test(node.printedNumber);

/**
 * A translation's paragraph and its English release's paragraph of the same number are the
 * same rule — unless the translation's number was printed malformed, or the two cite
 * altogether different rules (numbers that stand for different rules in the two texts). A
 * misprinted but well-formed number (the Italian "702.124a" among 702.125's subrules) was
 * filed by its place, and is the English paragraph of that number.
 */
function pairingProblem(translated: NumberedNode | undefined, english: NumberedNode | undefined, englishId: string): string | null {
  if (!translated || !english) return `${englishId} has no rule ${translated?.number ?? english?.number} to pair it with`;
  if (malformed(translated)) return `printed "${translated.printedNumber}", a malformed number that cannot be paired`;
  const [a, b] = [citedRules(translated), citedRules(english)];
  return !a.size || !b.size || [...a].some((n) => b.has(n)) ? null : `${englishId} ${english.number} cites other rules`;
}

type RuleOf = (e: Edition, n: string) => NumberedNode | undefined;

const SECTIONS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** The section a number stands in ("409.2c" → "409"): content pairs are made within one. */
const sectionOf = (n: string) => n.split('.')[0]!;

/**
 * The pairs between a translation and the English release it translates: by number
 * (`pairingProblem`), and where the numbers disagree, by content within a section
 * (../history/translated-pairs.ts) — the classic Portuguese 409.2c (targets) is
 * en-2003-03-15 409.1c. The lexicon is learnt from the number pairs, the first time a
 * section has paragraphs left over on both sides; each section is aligned once.
 */
class TranslationPairs {
  private lexicon?: Lexicon;
  private readonly sections = new Map<string, { forward: Map<string, string>; backward: Map<string, string> }>();

  constructor(
    private readonly translated: Edition,
    private readonly english: Edition,
    private readonly ruleOf: RuleOf,
  ) {}

  private byNumber(number: string): string | null {
    return pairingProblem(this.ruleOf(this.translated, number), this.ruleOf(this.english, number), this.english.id);
  }

  /** The English number of a translated paragraph, or why it has none. */
  toEnglish(number: string): { number: string } | { number: null; reason: string } {
    const problem = this.byNumber(number);
    if (!problem) return { number };
    const found = this.section(sectionOf(number)).forward.get(number);
    return found ? { number: found } : { number: null, reason: problem };
  }

  /** The translated number of an English paragraph, or null. */
  fromEnglish(number: string): string | null {
    if (this.ruleOf(this.translated, number) && !this.byNumber(number)) return number;
    return this.section(sectionOf(number)).backward.get(number) ?? null;
  }

  private section(key: string) {
    let found = this.sections.get(key);
    if (found) return found;
    // The rule's own paragraphs on each side, read from its section alone (the library's
    // ruleOf): most rules have no leftover on the translated side, and then the lexicon
    // (which reads both whole trees) is not needed.
    const inSection = (e: Edition) => {
      const rule = this.ruleOf(e, key);
      return rule ? paragraphsUnder([rule]) : [];
    };
    // A number the other side's rule doesn't hold is left over without asking the whole
    // edition for it (which would load its tree).
    const [ownRule, englishRule] = [inSection(this.translated), inSection(this.english)];
    const holds = (ps: Paragraph[]) => new Set(ps.map((p) => p.number));
    const [ownNumbers, englishNumbers] = [holds(ownRule), holds(englishRule)];
    const translated = ownRule.filter((p) => (!englishNumbers.has(p.number) || this.byNumber(p.number)) && !malformed(this.ruleOf(this.translated, p.number)!));
    const english = translated.length ? englishRule.filter((p) => !ownNumbers.has(p.number) || this.byNumber(p.number)) : [];
    const pairs = translated.length && english.length ? alignLeftovers((this.lexicon ??= this.learn()), translated, english) : [];
    this.sections.set(key, (found = { forward: new Map(pairs), backward: new Map(pairs.map(([t, e]) => [e, t])) }));
    return found;
  }

  /** Every paragraph of an edition: the nine sections through ruleOf, so an edition read by
   *  section files stays unloaded (one without section files reads its whole tree). */
  private paragraphsOf(e: Edition): Paragraph[] {
    return paragraphsUnder(SECTIONS.flatMap((n) => this.ruleOf(e, n) ?? []));
  }

  /** The lexicon, from every pair the numbers make. */
  private learn(): Lexicon {
    const english = new Map(this.paragraphsOf(this.english).map((p) => [p.number, p.text]));
    return lexiconOf(
      this.paragraphsOf(this.translated)
        .filter((p) => english.has(p.number) && !this.byNumber(p.number))
        .map((p) => [lexiconWords(p.text), lexiconWords(english.get(p.number)!)]),
    );
  }
}

const pairsOf = new WeakMap<Edition, WeakMap<Edition, TranslationPairs>>();

/** The pairs of a translation with its English release, made once per pair of editions. */
function translationPairs(translated: Edition, english: Edition, ruleOf: RuleOf): TranslationPairs {
  let byEnglish = pairsOf.get(translated);
  if (!byEnglish) pairsOf.set(translated, (byEnglish = new WeakMap()));
  let pairs = byEnglish.get(english);
  if (!pairs) byEnglish.set(english, (pairs = new TranslationPairs(translated, english, ruleOf)));
  return pairs;
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
  // Into the chain: a translation's paragraph is its English release's paragraph of the
  // same number, or the one its content pairs it with where the numbers disagree.
  const into = from.lang === 'en' ? { number } : translationPairs(from, english(a)!, ruleOf).toEnglish(number);
  if (into.number === null) return { number: null, via: 'chain', reason: into.reason };
  const mapped = chain.map(into.number, a, b);
  // Out of the chain: the translation's paragraph paired with that English one.
  const landed = mapped.number === null ? null : to.lang === 'en' ? (ruleOf(to, mapped.number) ? mapped.number : null) : translationPairs(to, english(b)!, ruleOf).fromEnglish(mapped.number);
  if (landed === null) {
    const reason = mapped.number === null && b < a ? `added after ${b}` : mapped.number === null ? `removed after ${mapped.lastSeen ?? a}` : `not in ${to.id}`;
    return { number: null, via: 'chain', reason };
  }
  const out: Counterpart = { number: landed, via: 'chain' };
  // Staleness: one side translated, the other English, and the English text moved on.
  if ((from.lang === 'en') !== (to.lang === 'en') && a !== b) {
    // In English numbers: a translation's own number may differ from its English release's.
    const [older, olderNumber, newer, newerNumber] = a < b ? [a, into.number, b, mapped.number!] : [b, mapped.number!, a, into.number];
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
