// Topics: the titles of sections, rules and subrules, by their stems ("trampl", "combat damag
// step"). A paragraph about what the query names (its title or heading is in the query)
// outranks one that mentions it in passing; when a query names two or more topics
// ("trample deathtouch"), each brings in the words most particular to its rules, so the
// paragraph on their interaction (702.2c: deathtouch and excess damage) meets the query.
import type { Edition } from '../tree/types.ts';
import type { IndexData } from './index-data.ts';

/** Where the keyword abilities and actions stand, by numbering (the classic Portuguese
 *  rules had them in 502). */
const KEYWORD_RULES: Partial<Record<Edition['numbering'], string[]>> = { modern: ['701.', '702.'], classic: ['502.'] };
/** A one-word title counts when the word is particular ("trample", "hexproof"), not when
 *  the rules use it everywhere ("creature", "player"): at most this share of paragraphs. */
const TOPIC_MAX_SHARE = 0.01;
const TOPIC_WORDS = 6;
/** A paragraph saying what a keyword means. */
const MEANS = /\bmeans?\b/;

export class Topics {
  /** Topic → the paragraphs it titles (its own title, else its heading's). */
  readonly ids = new Map<string, number[]>();
  /** Topics that are keyword abilities or actions (their rules stand under KEYWORD_RULES). */
  private readonly keywords = new Set<string>();
  private readonly wordCache = new Map<string, string[]>();

  constructor(
    private readonly data: IndexData,
    private readonly idf: (stem: string) => number,
  ) {
    const keywordRules = KEYWORD_RULES[data.numbering] ?? [];
    data.docs.forEach((doc, id) => {
      if (!doc.topic) return;
      const ids = this.ids.get(doc.topic);
      if (ids) ids.push(id);
      else this.ids.set(doc.topic, [id]);
      if (keywordRules.some((k) => doc.number.startsWith(k))) this.keywords.add(doc.topic);
    });
  }

  private readonly definitionCache = new Map<string, number[]>();

  /** A keyword's defining paragraphs: those of its rules that say what it "means" ("Flash"
   *  means "You may cast this spell any time you could cast an instant": 702.8a; hexproof on
   *  a permanent and on a player: 702.11b–c). None for a keyword whose rules say it otherwise
   *  (deathtouch) or a topic that is no keyword. Read from the texts when first asked. */
  definitions(topic: string): readonly number[] {
    let ids = this.definitionCache.get(topic);
    if (ids) return ids;
    ids = this.keywords.has(topic) ? (this.ids.get(topic) ?? []).filter((id) => this.data.docs[id]!.ownText && MEANS.test(this.data.docs[id]!.text)) : [];
    this.definitionCache.set(topic, ids);
    return ids;
  }

  /** Whether a topic is a keyword ability or action. */
  isKeyword(topic: string): boolean {
    return this.keywords.has(topic);
  }

  /** Topics the query names, as runs of its stems; only keywords when `keywordsOnly`.
   *  `formDf` gives, for a stem, how many paragraphs hold the word as the query typed it:
   *  a one-word title is particular when either is rare ("defender" is, though its stem
   *  "defend" is shared with the "defending player" of every combat rule). */
  in(stems: string[], keywordsOnly = false, formDf: (stem: string) => number = () => Infinity): Set<string> {
    const found = new Set<string>();
    const docs = this.data.docs.length;
    for (let n = 3; n >= 1; n--)
      for (let i = 0; i + n <= stems.length; i++) {
        const key = n === 1 ? stems[i]! : stems.slice(i, i + n).join(' ');
        // Most runs of a query's stems are no title: that is asked first, the frequencies
        // (a look-up per word as typed) only of a title.
        if (!this.ids.has(key) || (keywordsOnly && !this.keywords.has(key))) continue;
        if (n === 1 && Math.min(this.data.postings.df(key), formDf(key)) > docs * TOPIC_MAX_SHARE) continue;
        if (![...found].some((f) => f.includes(key))) found.add(key);
      }
    return found;
  }

  /** The stems most particular to a topic's paragraphs (summed weight × idf), its own aside. */
  words(topic: string): string[] {
    let words = this.wordCache.get(topic);
    if (words) return words;
    const { postings } = this.data;
    const sums = new Map<string, number>();
    for (const id of this.ids.get(topic) ?? []) {
      const stems = postings.docStems.at(id);
      const tfs = postings.docTfs.at(id);
      for (let i = 0; i < stems.length; i++) {
        const stem = postings.stems[stems[i]!]!;
        sums.set(stem, (sums.get(stem) ?? 0) + tfs[i]!);
      }
    }
    const own = new Set(topic.split(' '));
    words = [...sums]
      .filter(([stem]) => !own.has(stem) && !/^\d+$/.test(stem))
      .map(([stem, tf]) => [stem, tf * this.idf(stem)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOPIC_WORDS)
      .map(([stem]) => stem);
    if (this.wordCache.size > 1000) this.wordCache.clear(); // typed input: keep it bounded
    this.wordCache.set(topic, words);
    return words;
  }
}
