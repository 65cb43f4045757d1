// The full-text index of one edition: postings per stem (postings.ts; a prefix is first
// expanded to the stems it begins) and a BM25F-style score, with a MaxScore cutoff: terms
// are read rarest-bound first, and once no paragraph holding only the remaining (common)
// terms could enter the top results, those terms only add to the candidates already found.
//
// Fields and their weights: a paragraph's own title, the title of the heading it stands
// under ("Trample" for 702.19b), the glossary terms whose entries send the reader to it,
// its text, and its examples (below the text: an example mentions a word in passing).
import type { Edition, GlossaryEntry, NumberedNode } from '../tree/types.ts';
import { analyzerFor, fold, type Analyzer, type Token } from './analyze.ts';
import { Postings, search as indexOf } from './postings.ts';
import { SNIPPET_LENGTH, snippetAt, squeeze } from './snippet.ts';
import { closest, editDistance, typoBudget } from './typo.ts';
import { parseQuery } from './validate.ts';

const FIELDS = ['title', 'heading', 'glossary', 'text', 'examples'] as const;
type Field = (typeof FIELDS)[number];
const WEIGHT: Record<Field, number> = { title: 4, heading: 3, glossary: 2.5, text: 1, examples: 0.3 };
// Length normalisation only where lengths vary a lot.
const LENGTH_B: Record<Field, number> = { title: 0, heading: 0, glossary: 0, text: 0.6, examples: 0.5 };
const K1 = 1.2;
const DEFINITION_PRIOR = 1.1;
/** Section 9 of every CR edition holds the casual variants (Planechase, Vanguard,
 *  Archenemy…), and a few rules elsewhere serve only them: the card types whose opening
 *  paragraph sends the reader there ("313.1 … See rule 902, 'Vanguard.'"). Few games use
 *  them, so they answer a question only when it names them — and then the query's own words
 *  and the topic boost lift them back. */
const VARIANT_PRIOR = 0.8;
const VARIANT_SECTION = '9';
/** How much rarer (in idf) a word's typed form must be than its stem to score apart. */
const FORM_GAIN = 1.1;
/** Added for each quoted phrase a paragraph holds as written: about one strong term. */
const PHRASE_BONUS = 3;
/** A paragraph about what the query names (its title or heading is in the query: "trample"
 *  → 702.19, "combat damage step" → 510) outranks one that mentions it in passing. */
const TOPIC_BOOST = 1.3;
/** When a query names two or more topics ("trample deathtouch"), each brings in the words
 *  most particular to its rules, at this weight, so the paragraph on their interaction
 *  (702.2c: deathtouch and excess damage) meets the query. */
const TOPIC_WORDS_WEIGHT = 0.3;
const TOPIC_WORDS = 6;
const TOPIC_QUERY_TERMS = 4;
const TOPIC_MAX_SHARE = 0.01;
/** Where the keyword abilities and actions stand, by numbering (the classic Portuguese
 *  rules had them in 502). */
const KEYWORD_RULES: Partial<Record<Edition['numbering'], string[]>> = { modern: ['701.', '702.'], classic: ['502.'] };
// Rough V8 costs, for approxBytes: an object with its fields, a Map entry, an array header.
const DOC_BYTES = 200;
const TF_ENTRY_BYTES = 80;
const LIST_BYTES = 100;

interface Doc {
  number: string;
  title?: string;
  /** What the snippet is cut from: the text, or for a heading ("702.2. Deathtouch") the
   *  text of its first paragraph, which says what the heading is about. */
  text: string;
  /** The snippet text is the paragraph's own (not a heading's first paragraph): every word
   *  marked in it is a word the paragraph holds. */
  ownText: boolean;
  /** A multiplier from the paragraph's place: the first lettered paragraph under a titled
   *  rule ("702.33a" under "702.33. Kicker") is where the CR defines the term. */
  prior: number;
  /** Folded title, heading and text, for quoted phrases. */
  folded: string;
  /** Stems of the paragraph's own title, else of the heading it stands under ("trampl" for
   *  702.19b): what it is about. */
  topic: string;
}

/** A paragraph while the index is being built: raw counts per field. */
interface Pending {
  node: NumberedNode;
  /** Folded words of title, heading and text. */
  forms: Set<string>;
  heading: string;
  /** The paragraph stands directly under a titled subrule ("702.33. Kicker"). */
  definesHeading: boolean;
  counts: Array<Map<string, number>>;
  len: number[];
  sequence: string[];
  folded: string;
}

export interface IndexHit {
  number: string;
  score: number;
  title?: string;
  /** Cuts the snippet: a search ranks more results (100 for paging) than a page shows. */
  snippet: () => string;
}

export interface QueryTerm {
  stem: string;
  /** 1 for a word as typed; less for a prefix, a typo correction or a translation. */
  weight: number;
  prefix?: boolean;
}

/** BM25's saturation of a term frequency. */
const saturate = (tf: number) => (tf * (K1 + 1)) / (tf + K1);
/** How much of the query a paragraph holds (0–1) → the multiplier that rewards holding most of it. */
const coverage = (share: number) => 0.35 + 0.65 * share * share;
/** A query term's paragraphs, with its frequency in each. */
interface TermList {
  docs: Int32Array;
  tfs: Float64Array;
  maxTf: number;
}
const NO_LIST: TermList = { docs: new Int32Array(0), tfs: new Float64Array(0), maxTf: 0 };

/** Rule numbers a glossary entry sends the reader to: its resolved references, or, when
 *  the edition has none, the "rule 702.19" mentions in its text. */
export function glossaryTargets(entry: GlossaryEntry): string[] {
  const fromRefs = entry.refs.flatMap((r) => (r.kind === 'glossary' ? [] : r.targets));
  if (fromRefs.length) return fromRefs;
  return [...entry.text.matchAll(/\b(\d{3}(?:\.\d+[a-z]?)?)\b/g)].map((m) => m[1]!);
}

/** Rules outside section 9 whose opening paragraph refers to section 9 (the variants' card
 *  types), by their three-digit number. */
function variantRules(edition: Edition): Set<string> {
  const out = new Set<string>();
  for (const section of edition.root.children) {
    if (section.type !== 'section' || section.number === VARIANT_SECTION) continue;
    for (const rule of section.children) {
      if (rule.type === 'example') continue;
      const first = rule.children.find((c) => c.type !== 'example');
      if (first?.refs?.some((r) => r.targets.some((t) => t.startsWith(VARIANT_SECTION)))) out.add(rule.number);
    }
  }
  return out;
}

/** Higher score first; equal scores in document order. */
function better(score: number, id: number, thanScore: number, thanId: number): boolean {
  return score > thanScore || (score === thanScore && id < thanId);
}

export class EditionIndex {
  readonly edition: Edition;
  readonly analyzer: Analyzer;
  private readonly docs: Doc[] = [];
  /** Each paragraph's field-weighted, length-normalised frequency of each stem (the BM25F
   *  "tf"), while the index is built; then turned into postings. */
  private pendingTf: Array<Map<string, number>> = [];
  private postings!: Postings;
  /** Each paragraph's snippet text's words (stop words aside) while the index is built;
   *  then `marks`: per paragraph, [stem id, start, end] triples, so that a search cuts
   *  snippets without reading the texts again. */
  private pendingMarks: Array<{ stems: string[]; starts: number[]; ends: number[] }> = [];
  private marks: Int32Array[] = [];
  /** The highest prior of any paragraph (for score bounds). */
  private maxPrior = 1;
  /** Each paragraph's prior, in flat memory: scoring a candidate reads no Doc object. */
  private priors = new Float64Array(0);
  /** Adjacent stem pairs of titles and texts ("a b") → the paragraphs holding them, for
   *  words typed side by side. One map per edition rather than a set per paragraph: the
   *  pairs repeat across paragraphs. */
  private readonly bigrams = new Map<string, number[]>();
  /** Words exactly as written (folded) → the paragraphs whose title, heading or text hold
   *  them. Stemming joins "defender" and "defending"; the exact form tells them apart. */
  private readonly forms = new Map<string, number[]>();
  /** Folded surface words → stem, for typo correction and "did you mean". */
  readonly words = new Map<string, string>();

  /** Builds the whole index at once; EditionIndex.build() does it in slices. */
  constructor(edition: Edition, deferred = false) {
    this.edition = edition;
    this.analyzer = analyzerFor(edition.lang);
    if (deferred) return;
    const plan = this.plan();
    this.finish(plan.map((step) => step()));
  }

  /** The index built a slice of paragraphs at a time, awaiting `pause` between slices, so
   *  that a server can answer other requests while it is built. */
  static async build(edition: Edition, pause: () => Promise<void>, slice = 200): Promise<EditionIndex> {
    const index = new EditionIndex(edition, true);
    const plan = index.plan();
    const pending: Pending[] = [];
    for (let i = 0; i < plan.length; i++) {
      pending.push(plan[i]!());
      if (i % slice === slice - 1) await pause();
    }
    index.finish(pending);
    return index;
  }

  /** One step per paragraph, in document order: analysing it into field counts. */
  private plan(): Array<() => Pending> {
    const edition = this.edition;
    const glossaryTerms = new Map<string, string[]>();
    for (const top of edition.root.children) {
      if (top.type !== 'glossary') continue;
      for (const entry of top.children) {
        const names = [entry.term, ...entry.aliases, ...(entry.englishTerm ? [entry.englishTerm] : [])].join(' ');
        for (const n of new Set(glossaryTargets(entry))) glossaryTerms.set(n, [...(glossaryTerms.get(n) ?? []), names]);
      }
    }
    this.variantRules = variantRules(edition);
    const steps: Array<() => Pending> = [];
    const visit = (node: NumberedNode, heading: string | undefined, titledParent = false) => {
      steps.push(() => this.analyse(node, heading, glossaryTerms.get(node.number)?.join(' ') ?? '', titledParent));
      for (const child of node.children) if (child.type !== 'example') visit(child, node.title ?? heading, node.type === 'subrule' && !!node.title);
    };
    for (const top of edition.root.children) if (top.type === 'section') visit(top, undefined);
    return steps;
  }

  private finish(pending: Pending[]): void {
    const avgLen = FIELDS.map((_, f) => Math.max(1, pending.reduce((sum, p) => sum + p.len[f]!, 0) / Math.max(1, pending.length)));
    for (const p of pending) this.addDoc(p, avgLen);
    this.postings = new Postings(this.pendingTf);
    this.pendingTf = [];
    this.marks = this.pendingMarks.map(({ stems, starts, ends }) => {
      const out = new Int32Array(3 * stems.length);
      stems.forEach((stem, i) => ((out[3 * i] = this.postings.ids.get(stem) ?? -1), (out[3 * i + 1] = starts[i]!), (out[3 * i + 2] = ends[i]!)));
      return out;
    });
    this.pendingMarks = [];
    for (const doc of this.docs) this.maxPrior = Math.max(this.maxPrior, doc.prior);
    this.priors = Float64Array.from(this.docs, (doc) => doc.prior);
    let bytes = this.postings.approxBytes();
    for (const m of this.marks) bytes += 4 * m.length + LIST_BYTES;
    for (const doc of this.docs) bytes += DOC_BYTES + 2 * (doc.text.length + doc.folded.length);
    for (const ids of this.bigrams.values()) bytes += LIST_BYTES + 4 * ids.length;
    for (const ids of this.forms.values()) bytes += LIST_BYTES + 4 * ids.length;
    this.approxBytes = bytes + this.words.size * TF_ENTRY_BYTES;
  }

  /** An estimate of the memory the index holds (its maps, lists and texts; V8 overheads by
   *  rule of thumb), for the pool's budget (src/search/index-pool.ts). */
  approxBytes = 0;

  get size(): number {
    return this.docs.length;
  }

  private analyse(node: NumberedNode, heading: string | undefined, glossary: string, definesHeading: boolean): Pending {
    const examples = node.children.flatMap((c) => (c.type === 'example' ? [c.text] : [])).join(' ');
    const values: Record<Field, string> = { title: node.title ?? '', heading: heading ?? '', glossary, text: node.text, examples };
    const counts: Pending['counts'] = [];
    const len: number[] = [];
    for (const field of FIELDS) {
      const fieldCounts = new Map<string, number>();
      let n = 0;
      for (const t of this.analyzer.tokens(values[field])) {
        // Glossary names include English headwords: they are not words of this language.
        if (field !== 'glossary' && !this.words.has(t.word)) this.words.set(t.word, t.stem);
        if (t.stop) continue;
        fieldCounts.set(t.stem, (fieldCounts.get(t.stem) ?? 0) + 1);
        n++;
      }
      counts.push(fieldCounts);
      len.push(n);
    }
    const forms = new Set<string>();
    for (const field of ['title', 'heading', 'text'] as const) for (const t of this.analyzer.tokens(values[field])) if (!t.stop) forms.add(this.formKey(t.word));
    return {
      node,
      forms,
      heading: heading ?? '',
      definesHeading,
      counts,
      len,
      sequence: this.analyzer.terms(`${values.title} ${values.text}`),
      folded: ` ${fold(`${values.title} ${values.heading} ${values.text}`).replace(/[^\p{L}\p{N}]+/gu, ' ')} `,
    };
  }

  private addDoc(p: Pending, avgLen: number[]): void {
    const tf = new Map<string, number>();
    for (let f = 0; f < FIELDS.length; f++) {
      const field = FIELDS[f]!;
      const b = LENGTH_B[field];
      const norm = 1 - b + (b * p.len[f]!) / avgLen[f]!;
      for (const [stem, n] of p.counts[f]!) tf.set(stem, (tf.get(stem) ?? 0) + (WEIGHT[field] * n) / norm);
    }
    this.pendingTf.push(tf);
    const id = this.docs.length;
    for (const form of p.forms) {
      const ids = this.forms.get(form);
      if (ids) ids.push(id);
      else this.forms.set(form, [id]);
    }
    for (let i = 0; i + 1 < p.sequence.length; i++) {
      const pair = `${p.sequence[i]} ${p.sequence[i + 1]}`;
      const ids = this.bigrams.get(pair);
      if (!ids) this.bigrams.set(pair, [id]);
      else if (ids[ids.length - 1] !== id) ids.push(id);
    }
    const defines = p.node.type === 'subsubrule' && p.node.number.endsWith('a') && p.definesHeading;
    const first = p.node.children.find((c) => c.type !== 'example');
    // Runs of spaces and line breaks (glossary-style text) folded once here, so that
    // cutting a snippet never has to look for them.
    const text = squeeze(p.node.text || (first ? first.text : ''));
    const topic = this.analyzer.terms(p.node.title ?? p.heading).join(' ');
    const marks: (typeof this.pendingMarks)[number] = { stems: [], starts: [], ends: [] };
    for (const t of this.analyzer.tokens(text || squeeze(p.node.title ?? '')))
      if (!t.stop) marks.stems.push(t.stem), marks.starts.push(t.start), marks.ends.push(t.end);
    this.pendingMarks.push(marks);
    this.docs.push({ number: p.node.number, title: p.node.title, text, ownText: !!p.node.text, prior: (defines ? DEFINITION_PRIOR : 1) * (this.servesVariant(p.node.number) ? VARIANT_PRIOR : 1), folded: p.folded, topic });
  }

  private variantRules = new Set<string>();

  /** Whether a paragraph is of section 9 or of a rule serving only a casual variant. */
  private servesVariant(number: string): boolean {
    return number.startsWith(VARIANT_SECTION) || this.variantRules.has(number.slice(0, 3));
  }

  private idf(stem: string): number {
    const n = this.postings.df(stem);
    return Math.log(1 + (this.docs.length - n + 0.5) / (n + 0.5));
  }

  /** A word's form with a plural -s dropped (English, Portuguese): the exact-form bonus is
   *  for "defender" against "defending", not "opponent" against "opponents". */
  private formKey(word: string): string {
    return this.edition.lang !== 'it' && word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  }

  /** The edition's stems that begin with a prefix. */
  completions(prefix: string): string[] {
    return this.postings.completions(prefix);
  }

  private totalTf?: number;

  /** A stem's summed (field-weighted) frequency over the edition, and that of all its stems:
   *  how characteristic a word is of the edition (across.ts weighs documents by it). */
  collectionFrequency(stem: string): { tf: number; total: number } {
    if (this.totalTf === undefined) {
      this.totalTf = 0;
      for (const tfs of this.postings.docTfs) for (const v of tfs) this.totalTf += v;
    }
    const id = this.postings.ids.get(stem);
    let tf = 0;
    if (id !== undefined) for (const v of this.postings.tfs[id]!) tf += v;
    return { tf, total: this.totalTf };
  }

  /** Whether the edition uses this stem at all. */
  knows(stem: string): boolean {
    return this.postings.ids.has(stem);
  }

  /** Turn query text into weighted terms: exact stems; a word the edition never uses
   *  becomes its prefix completions or, failing that, its nearest spelling. */
  queryTerms(text: string, prefixes: string[] = [], foreign = false): QueryTerm[] {
    return this.termsOf(this.analyzer.tokens(text), prefixes, foreign);
  }

  private termsOf(all: Token[], prefixes: string[], foreign: boolean): QueryTerm[] {
    const starred = prefixes.length ? new Set(prefixes.map(fold)) : undefined;
    let tokens = all.filter((t) => !t.stop);
    // A query made only of stop words ("the", "what is it") still means something.
    if (!tokens.length) tokens = all.filter((t) => t.word.length > 1);
    const terms: QueryTerm[] = [];
    for (const t of tokens) {
      if (starred?.has(t.word)) {
        terms.push({ stem: t.word, weight: 1, prefix: true });
      } else if (this.knows(t.stem)) {
        terms.push({ stem: t.stem, weight: 1 });
      } else if (foreign) {
        // A word of another language is not a misspelling of one of ours.
        continue;
      } else if (t.word.length >= 4 && this.completions(t.word).length) {
        terms.push({ stem: t.word, weight: 0.8, prefix: true });
      } else {
        const fix = this.correct(t.word);
        if (fix) terms.push({ stem: fix, weight: 0.8 });
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

  private readonly corrections = new Map<string, string | null>();

  private nearestKnown(word: string): string | null {
    const budget = typoBudget(word.length);
    if (!budget) return null;
    const near = closest(word, this.words.keys(), budget, 8).filter((w) => this.knows(this.words.get(w)!));
    if (!near.length) return null;
    // Among the nearest spellings, the commoner stem is the likelier intent.
    const d = editDistance(word, near[0]!, budget);
    const nearest = near.filter((w) => editDistance(word, w, budget) === d).map((w) => this.words.get(w)!);
    return nearest.sort((a, b) => this.postings.df(b) - this.postings.df(a))[0]!;
  }

  /** Spellings the edition uses that are near the given word: "did you mean". */
  suggestWords(word: string, limit = 5): string[] {
    const w = fold(word);
    return closest(w, this.words.keys(), Math.max(1, typoBudget(w.length)), limit);
  }

  /** Ranked hits for a query. `translated` are terms brought in from another language (the
   *  query is then foreign: its unknown words are neither completed nor corrected). */
  search(query: string, limit = 10, translated?: QueryTerm[]): IndexHit[] {
    return this.searchParsed(parseQuery(query), limit, translated);
  }

  /** The same for a query already taken apart (src/search/understand.ts). */
  searchParsed(parsed: { text: string; phrases: string[]; prefixes: string[] }, limit = 10, translated?: QueryTerm[]): IndexHit[] {
    const tokens = this.analyzer.tokens(parsed.text);
    const terms = this.termsOf(tokens, parsed.prefixes, translated !== undefined);
    if (translated) terms.push(...translated);
    const words = tokens.filter((t) => !t.stop);
    const forms = words.map((t) => t.word);
    // Titles the query names, for a query of a few words. In a long question a title word
    // ("control", "hand") is one detail among many — but a keyword ("deathtouch",
    // "hexproof") still names the rules the question is about.
    const stems = terms.filter((t) => !t.prefix).map((t) => t.stem);
    const topics = this.topicsIn(stems, stems.length > TOPIC_QUERY_TERMS);
    if (topics.size >= 2 && stems.length <= TOPIC_QUERY_TERMS) for (const topic of topics) for (const stem of this.topicWords(topic)) terms.push({ stem, weight: TOPIC_WORDS_WEIGHT });
    return this.rank(terms, parsed.phrases, limit, words.map((t) => t.stem), forms, topics);
  }

  private topicIds?: Map<string, number[]>;

  /** Topics that are keyword abilities or actions (their rules stand under KEYWORD_RULES). */
  private keywordTopics = new Set<string>();

  /** Topics (titles of sections, rules and subrules) the query names, as runs of its stems;
   *  only keywords when `keywordsOnly`. */
  private topicsIn(stems: string[], keywordsOnly = false): Set<string> {
    if (!this.topicIds) {
      this.topicIds = new Map();
      const keywordRules = KEYWORD_RULES[this.edition.numbering] ?? [];
      this.docs.forEach((doc, id) => {
        if (!doc.topic) return;
        const ids = this.topicIds!.get(doc.topic);
        if (ids) ids.push(id);
        else this.topicIds!.set(doc.topic, [id]);
        if (keywordRules.some((k) => doc.number.startsWith(k))) this.keywordTopics.add(doc.topic);
      });
    }
    const found = new Set<string>();
    for (let n = 3; n >= 1; n--)
      for (let i = 0; i + n <= stems.length; i++) {
        const key = stems.slice(i, i + n).join(' ');
        // A one-word title counts when the word is particular ("trample", "hexproof"), not
        // when the rules use it everywhere ("creature", "player").
        if (n === 1 && this.postings.df(key) > this.docs.length * TOPIC_MAX_SHARE) continue;
        if (keywordsOnly && !this.keywordTopics.has(key)) continue;
        if (this.topicIds.has(key) && ![...found].some((f) => f.includes(key))) found.add(key);
      }
    return found;
  }

  private readonly topicWordCache = new Map<string, string[]>();

  /** The stems most particular to a topic's paragraphs (summed weight × idf), its own aside. */
  private topicWords(topic: string): string[] {
    let words = this.topicWordCache.get(topic);
    if (words) return words;
    const sums = new Map<string, number>();
    for (const id of this.topicIds!.get(topic) ?? []) {
      const stems = this.postings.docStems[id]!;
      const tfs = this.postings.docTfs[id]!;
      for (let i = 0; i < stems.length; i++) {
        const stem = this.postings.stems[stems[i]!]!;
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
    if (this.topicWordCache.size > 1000) this.topicWordCache.clear();
    this.topicWordCache.set(topic, words);
    return words;
  }

  /** The best `limit` paragraphs for the given terms; a paragraph holding a quoted phrase as
   *  written ranks higher (a phrase is a boost, never a filter that empties the list).
   *
   *  The score of a paragraph: Σ weight × idf × saturate(tf) over the terms it holds, times
   *  coverage(share of the query it holds), its prior and the topic boost, plus bonuses for
   *  words typed side by side and for phrases. Every part grows with each term a paragraph
   *  holds, so a paragraph's score so far is a lower bound of its score, and the terms it
   *  has not been read for bound what it can still gain: the MaxScore cutoff. */
  rank(terms: QueryTerm[], phrases: string[] = [], limit = 10, order: string[] = [], forms: string[] = [], topics: Set<string> = new Set()): IndexHit[] {
    if (!terms.length) return [];
    const merged = new Map<string, QueryTerm>();
    for (const t of terms) {
      const key = (t.prefix ? '*' : '') + t.stem;
      const had = merged.get(key);
      if (!had || had.weight < t.weight) merged.set(key, t);
    }
    const unique = [...merged.values()];
    const s = this.scratchFor(limit);
    const lists = unique.map((t) => this.termList(t));
    const idfs = unique.map((t) => this.termIdf(t));
    // Lists whose entries set scratch slots, to clear them afterwards.
    const touched: number[][] = [];
    // Pairs of query words typed side by side earn the paragraphs holding them a bonus.
    let maxExtra = 0;
    for (let i = 0; i + 1 < order.length; i++) {
      const ids = this.bigrams.get(`${order[i]} ${order[i + 1]}`);
      if (!ids) continue;
      const bonus = (0.25 * (this.idf(order[i]!) + this.idf(order[i + 1]!))) / 2;
      for (const id of ids) if ((s.extra[id]! += bonus) > maxExtra) maxExtra = s.extra[id]!;
      touched.push(ids);
    }
    // And words found exactly as typed, not only by their stem ("defender", not only the
    // "defending" it shares a stem with). Where the typed form is rarer than its stem, a
    // paragraph holding the form gets the form's idf for that term — in its score and in
    // how much of the query it covers — and one holding only the stem keeps the stem's.
    // `hasForm[id]` has bit i set when paragraph id holds term i's typed form.
    const formIdf = new Array<number>(unique.length).fill(0);
    for (const form of new Set(forms)) {
      const ids = this.forms.get(this.formKey(form));
      const stem = this.words.get(form);
      if (!ids || !stem) continue;
      const idf = Math.log(1 + (this.docs.length - ids.length + 0.5) / (ids.length + 0.5));
      const i = unique.findIndex((t) => !t.prefix && t.stem === stem);
      // Only where the form is notably rarer: a few per cent of idf changes no ranking but
      // costs a pass over every paragraph holding the form (and its clean-up).
      if (i < 0 || i >= 32 || idf <= FORM_GAIN * idfs[i]! || idf <= formIdf[i]!) continue;
      formIdf[i] = idf;
      for (const id of ids) s.hasForm[id]! |= 1 << i;
      touched.push(ids);
    }
    const best = unique.map((t, i) => t.weight * Math.max(idfs[i]!, formIdf[i]!));
    const totalWeight = best.reduce((sum, b) => sum + b, 0) || 1;
    // A paragraph about what the query names (its title or heading is in the query).
    for (const topic of topics) {
      const ids = this.topicIds?.get(topic);
      if (!ids) continue;
      for (const id of ids) s.boost[id] = TOPIC_BOOST;
      touched.push(ids);
    }
    const foldedPhrases = phrases.map((p) => fold(p).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()).filter(Boolean).map((p) => ` ${p} `);
    let count = 0;
    try {
      count = this.collect(unique, lists, idfs, formIdf, best, totalWeight, s, limit, maxExtra + foldedPhrases.length * PHRASE_BONUS, topics);
      return this.top(unique, limit, count, totalWeight, foldedPhrases, s);
    } finally {
      for (let c = 0; c < count; c++) {
        const id = s.candidates[c]!;
        s.seen[id] = 0;
        s.score[id] = 0;
        s.covered[id] = 0;
      }
      for (const ids of touched) for (const id of ids) (s.extra[id] = 0), (s.hasForm[id] = 0), (s.boost[id] = 1);
    }
  }

  /** Reads the terms' postings into the candidates' partial scores, highest-bound term
   *  first; returns how many candidates there are. */
  private collect(
    unique: QueryTerm[],
    lists: TermList[],
    idfs: number[],
    formIdf: number[],
    best: number[],
    totalWeight: number,
    s: Scratch,
    limit: number,
    bonusBound: number,
    topics: Set<string>,
  ): number {
    const m = unique.length;
    const bound = unique.map((_, i) => best[i]! * saturate(lists[i]!.maxTf));
    const byBound = unique.map((_, i) => i).sort((a, b) => bound[b]! - bound[a]!);
    // What a paragraph holding only terms j… (in that order) could score at most.
    const factor = this.maxPrior * (topics.size ? TOPIC_BOOST : 1);
    const rest = new Array<number>(m + 1).fill(0);
    for (let j = m - 1, ub = 0, cov = 0; j >= 0; j--) {
      ub += bound[byBound[j]!]!;
      cov += best[byBound[j]!]!;
      rest[j] = ub * coverage(Math.min(1, cov / totalWeight)) * factor + bonusBound;
    }
    let count = 0;
    let open = true; // a paragraph not yet a candidate may still enter the top `limit`
    // The threshold costs a pass over the candidates: it is recomputed only when the bound
    // has come near the last one (the threshold grows as terms are read, but seldom doubles).
    let known = -Infinity;
    // The scratch arrays in locals: the loops below are most of a query's time.
    const { seen, candidates, score, covered, hasForm } = s;
    for (let j = 0; j < m; j++) {
      const i = byBound[j]!;
      const { docs, tfs } = lists[i]!;
      const w = unique[i]!.weight;
      // Weighted idf of the term, and of its typed form where that scores apart (else the same).
      const wIdf = w * idfs[i]!;
      const wFormIdf = formIdf[i]! > 0 ? w * formIdf[i]! : wIdf;
      if (open || docs.length < count * 8) {
        for (let k = 0; k < docs.length; k++) {
          const id = docs[k]!;
          if (seen[id] === 0) {
            if (!open) continue;
            seen[id] = 1;
            candidates[count++] = id;
          }
          const termIdf = (hasForm[id]! >>> i) & 1 ? wFormIdf : wIdf;
          score[id]! += termIdf * saturate(tfs[k]!);
          covered[id]! += termIdf;
        }
      } else {
        // A long list and few candidates: look each candidate up in it.
        for (let c = 0; c < count; c++) {
          const id = candidates[c]!;
          const at = indexOf(docs, id);
          if (at < 0) continue;
          const termIdf = (hasForm[id]! >>> i) & 1 ? wFormIdf : wIdf;
          score[id]! += termIdf * saturate(tfs[at]!);
          covered[id]! += termIdf;
        }
      }
      if (open && j + 1 < m && count >= limit && (known === -Infinity || rest[j + 1]! < 2 * known)) {
        known = this.threshold(count, limit, totalWeight, s);
        if (rest[j + 1]! < known) open = false;
      }
    }
    return count;
  }

  /** The `limit`-th best score the candidates are already sure of. */
  private threshold(count: number, limit: number, totalWeight: number, s: Scratch): number {
    const top = s.topScores;
    let filled = 0;
    for (let c = 0; c < count; c++) {
      const v = this.partialScore(s.candidates[c]!, totalWeight, s);
      if (filled === limit && v <= top[limit - 1]!) continue;
      let at = filled < limit ? filled++ : limit - 1;
      while (at > 0 && top[at - 1]! < v) (top[at] = top[at - 1]!), at--;
      top[at] = v;
    }
    return filled < limit ? -Infinity : top[limit - 1]!;
  }

  /** A candidate's score from the terms read so far, without the phrase bonus. */
  private partialScore(id: number, totalWeight: number, s: Scratch): number {
    return s.score[id]! * coverage(s.covered[id]! / totalWeight) * this.priors[id]! * s.boost[id]! + s.extra[id]!;
  }

  /** The best `limit` candidates, kept sorted as they come, with snippets. */
  private top(unique: QueryTerm[], limit: number, count: number, totalWeight: number, foldedPhrases: string[], s: Scratch): IndexHit[] {
    const { topIds, topScores } = s;
    const phraseBound = foldedPhrases.length * PHRASE_BONUS;
    let filled = 0;
    for (let c = 0; c < count; c++) {
      const id = s.candidates[c]!;
      let score = this.partialScore(id, totalWeight, s);
      if (filled === limit && score + phraseBound < topScores[limit - 1]!) continue;
      if (phraseBound) {
        const folded = this.docs[id]!.folded;
        for (const p of foldedPhrases) if (folded.includes(p)) score += PHRASE_BONUS;
      }
      if (filled === limit && !better(score, id, topScores[limit - 1]!, topIds[limit - 1]!)) continue;
      // Where it goes among the kept (a binary search: `limit` may be 100), then shift down.
      let lo = 0;
      let hi = filled < limit ? filled++ : limit - 1;
      const last = hi;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (better(score, id, topScores[mid]!, topIds[mid]!)) hi = mid;
        else lo = mid + 1;
      }
      topIds.copyWithin(lo + 1, lo, last);
      topScores.copyWithin(lo + 1, lo, last);
      topIds[lo] = id;
      topScores[lo] = score;
    }
    const hits: IndexHit[] = [];
    const stemIds = unique.map((t) => (t.prefix ? this.completions(t.stem) : [t.stem]).map((stem) => this.postings.ids.get(stem) ?? -1)).flat();
    for (let r = 0; r < filled; r++) {
      const id = topIds[r]!;
      const doc = this.docs[id]!;
      // A bound method, not an arrow: no closure to name for each hit.
      hits.push({ number: doc.number, score: Math.round(topScores[r]! * 1000) / 1000, ...(doc.title ? { title: doc.title } : {}), snippet: this.snippetOf.bind(this, id, stemIds) });
    }
    return hits;
  }

  /** The paragraph's snippet, marking the words whose stem is one of `stemIds` and which
   *  the paragraph itself holds. */
  private snippetOf(id: number, stemIds: readonly number[]): string {
    const doc = this.docs[id]!;
    const s = this.scratch!;
    // Flag the stems to mark (a slot per stem id, cleared below) rather than search the
    // list for each of the paragraph's words.
    const flags = (s.markStem ??= new Uint8Array(this.postings.stems.length));
    for (const stem of stemIds) if (stem >= 0 && (doc.ownText || this.postings.tf(id, stem) > 0)) flags[stem] = 1;
    const marks = this.marks[id]!;
    if (s.starts.length < marks.length / 3) (s.starts = new Int32Array(marks.length)), (s.ends = new Int32Array(marks.length));
    let count = 0;
    for (let k = 0; k < marks.length; k += 3) if (flags[marks[k]!] === 1) (s.starts[count] = marks[k + 1]!), (s.ends[count++] = marks[k + 2]!);
    for (const stem of stemIds) if (stem >= 0) flags[stem] = 0;
    return snippetAt(doc.text || squeeze(doc.title ?? ''), s.starts, s.ends, count, SNIPPET_LENGTH, true);
  }

  private scratch?: Scratch;

  /** Per-paragraph slots reused by every query and cleared after it: a query allocates
   *  almost nothing, and the collector does not pause searches. */
  private scratchFor(limit: number): Scratch {
    const n = this.docs.length;
    if (!this.scratch || this.scratch.topIds.length < limit) {
      const size = Math.max(limit, 128);
      this.scratch = {
        seen: this.scratch?.seen ?? new Uint8Array(n),
        score: this.scratch?.score ?? new Float64Array(n),
        covered: this.scratch?.covered ?? new Float64Array(n),
        extra: this.scratch?.extra ?? new Float64Array(n),
        boost: this.scratch?.boost ?? new Float64Array(n).fill(1),
        hasForm: this.scratch?.hasForm ?? new Uint32Array(n),
        candidates: this.scratch?.candidates ?? new Int32Array(n),
        topIds: new Int32Array(size),
        topScores: new Float64Array(size),
        starts: this.scratch?.starts ?? new Int32Array(256),
        ends: this.scratch?.ends ?? new Int32Array(256),
      };
    }
    return this.scratch;
  }

  private readonly prefixLists = new Map<string, TermList>();

  /** A term's postings: a stem's own, or a prefix's completions merged. */
  private termList(t: QueryTerm): TermList {
    if (!t.prefix) {
      const id = this.postings.ids.get(t.stem);
      return id === undefined ? NO_LIST : { docs: this.postings.docs[id]!, tfs: this.postings.tfs[id]!, maxTf: this.postings.maxTf[id]! };
    }
    let list = this.prefixLists.get(t.stem);
    if (!list) {
      const stems = this.completions(t.stem);
      list = stems.length ? this.postings.merged(stems) : NO_LIST;
      if (this.prefixLists.size > 1000) this.prefixLists.clear(); // typed input: keep it bounded
      this.prefixLists.set(t.stem, list);
    }
    return list;
  }

  private termIdf(t: QueryTerm): number {
    if (!t.prefix) return this.idf(t.stem);
    return this.idf(t.stem) * 0.8;
  }
}

interface Scratch {
  seen: Uint8Array;
  /** Σ weight × idf × saturate(tf) so far, and Σ weight × idf of the terms held. */
  score: Float64Array;
  covered: Float64Array;
  /** Bonuses for words typed side by side. */
  extra: Float64Array;
  /** The topic boost, else 1. */
  boost: Float64Array;
  hasForm: Uint32Array;
  candidates: Int32Array;
  topIds: Int32Array;
  topScores: Float64Array;
  /** A snippet's marked words. */
  markStem?: Uint8Array;
  starts: Int32Array;
  ends: Int32Array;
}
