// The full-text index of one edition. flexsearch finds the candidate paragraphs for each
// query term (a prefix is first expanded to the stems it begins); the ranking is a BM25F-style score
// computed here, because flexsearch 0.8 ranks by position and returns no scores, and a judge
// needs the rule that answers first, not the one that mentions the word earliest.
//
// Fields and their weights: a paragraph's own title, the title of the heading it stands
// under ("Trample" for 702.19b), the glossary terms whose entries send the reader to it,
// its text, and its examples (below the text: an example mentions a word in passing).
import FlexSearch from 'flexsearch';
import type { Edition, GlossaryEntry, NumberedNode } from '../tree/types.ts';
import { analyzerFor, fold, type Analyzer } from './analyze.ts';
import { snippet } from './snippet.ts';
import { closest, editDistance, typoBudget } from './typo.ts';
import { parseQuery } from './validate.ts';

const FIELDS = ['title', 'heading', 'glossary', 'text', 'examples'] as const;
type Field = (typeof FIELDS)[number];
const WEIGHT: Record<Field, number> = { title: 4, heading: 3, glossary: 2.5, text: 1, examples: 0.3 };
// Length normalisation only where lengths vary a lot.
const LENGTH_B: Record<Field, number> = { title: 0, heading: 0, glossary: 0, text: 0.6, examples: 0.5 };
const K1 = 1.2;
const DEFINITION_PRIOR = 1.1;
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
  /** Field-weighted, length-normalised term frequency of each stem (the BM25F "tf"),
   *  computed once at build time so a query costs one map lookup per term. */
  tf: Map<string, number>;
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
  snippet: string;
}

export interface QueryTerm {
  stem: string;
  /** 1 for a word as typed; less for a prefix, a typo correction or a translation. */
  weight: number;
  prefix?: boolean;
}

type FlexIndex = { add(id: number, text: string): void; search(q: string, o: { limit: number }): number[] };
const FlexIndexClass = (FlexSearch as unknown as { Index: new (o: object) => FlexIndex }).Index;

/** Rule numbers a glossary entry sends the reader to: its resolved references, or, when
 *  the edition has none, the "rule 702.19" mentions in its text. */
export function glossaryTargets(entry: GlossaryEntry): string[] {
  const fromRefs = entry.refs.flatMap((r) => (r.kind === 'glossary' ? [] : r.targets));
  if (fromRefs.length) return fromRefs;
  return [...entry.text.matchAll(/\b(\d{3}(?:\.\d+[a-z]?)?)\b/g)].map((m) => m[1]!);
}

/** Higher score first; equal scores in document order. */
function better(score: number, id: number, than: { id: number; score: number }): boolean {
  return score > than.score || (score === than.score && id < than.id);
}

export class EditionIndex {
  readonly edition: Edition;
  readonly analyzer: Analyzer;
  private readonly docs: Doc[] = [];
  private readonly flex: FlexIndex;
  /** Document frequency of each stem (any field). */
  private readonly df = new Map<string, number>();
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
    // Whole stems only: prefixes are expanded over the edition's few thousand stems
    // (completions()), which costs far less memory than flexsearch's forward tokenizer.
    // One resolution slot: the ranking is ours, flexsearch's position scoring is not used.
    this.flex = new FlexIndexClass({ tokenize: 'strict', resolution: 1, encoder: (s: string) => s.split(' ').filter(Boolean) });
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
    let bytes = 0;
    for (const doc of this.docs) bytes += DOC_BYTES + doc.tf.size * TF_ENTRY_BYTES + 2 * (doc.text.length + doc.folded.length);
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
    for (const stem of tf.keys()) this.df.set(stem, (this.df.get(stem) ?? 0) + 1);
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
    const text = p.node.text || (first ? first.text : '');
    const topic = this.analyzer.terms(p.node.title ?? p.heading).join(' ');
    this.docs.push({ number: p.node.number, title: p.node.title, text, tf, prior: defines ? DEFINITION_PRIOR : 1, folded: p.folded, topic });
    this.flex.add(id, [...tf.keys()].join(' '));
  }

  private idf(stem: string): number {
    const n = this.df.get(stem) ?? 0;
    return Math.log(1 + (this.docs.length - n + 0.5) / (n + 0.5));
  }

  /** A word's form with a plural -s dropped (English, Portuguese): the exact-form bonus is
   *  for "defender" against "defending", not "opponent" against "opponents". */
  private formKey(word: string): string {
    return this.edition.lang !== 'it' && word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
  }

  private stemList?: string[];

  /** The edition's stems that begin with a prefix. */
  completions(prefix: string): string[] {
    this.stemList ??= [...this.df.keys()];
    return this.stemList.filter((stem) => stem.startsWith(prefix));
  }

  /** Whether the edition uses this stem at all. */
  knows(stem: string): boolean {
    return this.df.has(stem);
  }

  /** Turn query text into weighted terms: exact stems; a word the edition never uses
   *  becomes its prefix completions or, failing that, its nearest spelling. */
  queryTerms(text: string, prefixes: string[] = [], foreign = false): QueryTerm[] {
    const starred = new Set(prefixes.map(fold));
    let tokens = this.analyzer.tokens(text).filter((t) => !t.stop);
    // A query made only of stop words ("the", "what is it") still means something.
    if (!tokens.length) tokens = this.analyzer.tokens(text).filter((t) => t.word.length > 1);
    const terms: QueryTerm[] = [];
    for (const t of tokens) {
      if (starred.has(t.word)) {
        terms.push({ stem: t.word, weight: 1, prefix: true });
      } else if (this.df.has(t.stem)) {
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
    const near = closest(word, this.words.keys(), budget, 8).filter((w) => this.df.has(this.words.get(w)!));
    if (!near.length) return null;
    // Among the nearest spellings, the commoner stem is the likelier intent.
    const d = editDistance(word, near[0]!, budget);
    const nearest = near.filter((w) => editDistance(word, w, budget) === d).map((w) => this.words.get(w)!);
    return nearest.sort((a, b) => (this.df.get(b) ?? 0) - (this.df.get(a) ?? 0))[0]!;
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
    const terms = [...this.queryTerms(parsed.text, parsed.prefixes, translated !== undefined), ...(translated ?? [])];
    const forms = this.analyzer.tokens(parsed.text).filter((t) => !t.stop).map((t) => t.word);
    // Only for a query of a few words: in a long question a title word ("control", "hand")
    // is one detail among many.
    const stems = terms.filter((t) => !t.prefix).map((t) => t.stem);
    const topics = stems.length <= TOPIC_QUERY_TERMS ? this.topicsIn(stems) : new Set<string>();
    if (topics.size >= 2) for (const topic of topics) for (const stem of this.topicWords(topic)) terms.push({ stem, weight: TOPIC_WORDS_WEIGHT });
    return this.rank(terms, parsed.phrases, limit, this.analyzer.terms(parsed.text), forms, topics);
  }

  private topicIds?: Map<string, number[]>;

  /** Topics (titles of sections, rules and subrules) the query names, as runs of its stems. */
  private topicsIn(stems: string[]): Set<string> {
    if (!this.topicIds) {
      this.topicIds = new Map();
      this.docs.forEach((doc, id) => {
        if (!doc.topic) return;
        const ids = this.topicIds!.get(doc.topic);
        if (ids) ids.push(id);
        else this.topicIds!.set(doc.topic, [id]);
      });
    }
    const found = new Set<string>();
    for (let n = 3; n >= 1; n--)
      for (let i = 0; i + n <= stems.length; i++) {
        const key = stems.slice(i, i + n).join(' ');
        // A one-word title counts when the word is particular ("trample", "hexproof"), not
        // when the rules use it everywhere ("creature", "player").
        if (n === 1 && (this.df.get(key) ?? 0) > this.docs.length * TOPIC_MAX_SHARE) continue;
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
    for (const id of this.topicIds!.get(topic) ?? []) for (const [stem, tf] of this.docs[id]!.tf) sums.set(stem, (sums.get(stem) ?? 0) + tf);
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

  /** Score every candidate for the given terms; a paragraph holding a quoted phrase as
   *  written ranks higher (a phrase is a boost, never a filter that empties the list). */
  rank(terms: QueryTerm[], phrases: string[] = [], limit = 10, order: string[] = [], forms: string[] = [], topics: Set<string> = new Set()): IndexHit[] {
    if (!terms.length) return [];
    const merged = new Map<string, QueryTerm>();
    for (const t of terms) {
      const key = (t.prefix ? '*' : '') + t.stem;
      const had = merged.get(key);
      if (!had || had.weight < t.weight) merged.set(key, t);
    }
    const unique = [...merged.values()];
    // Scratch arrays, one slot per paragraph, reused by every query and cleared after it:
    // a query then allocates almost nothing, and the collector does not pause searches.
    const seen = (this.seenScratch ??= new Uint8Array(this.docs.length));
    const extra = (this.bonusScratch ??= new Float64Array(this.docs.length));
    const candidates = (this.candidateScratch ??= new Int32Array(this.docs.length));
    const hasForm = (this.formScratch ??= new Uint32Array(this.docs.length));
    // Every paragraph holding any query term (or, for a prefix, any stem it begins);
    // `seen` marks the ones already taken.
    let count = 0;
    try {
      const options = { limit: this.docs.length };
      for (const t of unique)
        for (const stem of t.prefix ? this.completions(t.stem) : [t.stem])
          for (const id of this.flex.search(stem, options)) if (!seen[id]) (seen[id] = 1), (candidates[count++] = id);
      return this.score(unique, phrases, limit, order, forms, topics, candidates.subarray(0, count), seen, extra, hasForm);
    } finally {
      for (let i = 0; i < count; i++) (seen[candidates[i]!] = 0), (extra[candidates[i]!] = 0), (hasForm[candidates[i]!] = 0);
    }
  }

  private seenScratch?: Uint8Array;
  private bonusScratch?: Float64Array;
  private candidateScratch?: Int32Array;
  private formScratch?: Uint32Array;

  private score(
    unique: QueryTerm[],
    phrases: string[],
    limit: number,
    order: string[],
    forms: string[],
    topics: Set<string>,
    candidates: Int32Array,
    seen: Uint8Array,
    extra: Float64Array,
    hasForm: Uint32Array,
  ): IndexHit[] {
    const foldedPhrases = phrases.map((p) => fold(p).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()).filter(Boolean).map((p) => ` ${p} `);
    const idfs = unique.map((t) => this.termIdf(t));
    // Pairs of query words typed side by side earn the paragraphs holding them so a bonus.
    // (Only candidates earn bonuses: every paragraph holding a query word is one.)
    for (let i = 0; i + 1 < order.length; i++) {
      const bonus = (0.25 * (this.idf(order[i]!) + this.idf(order[i + 1]!))) / 2;
      for (const id of this.bigrams.get(`${order[i]} ${order[i + 1]}`) ?? []) if (seen[id]) extra[id]! += bonus;
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
      if (i < 0 || i >= 32 || idf <= idfs[i]! || idf <= formIdf[i]!) continue;
      formIdf[i] = idf;
      for (const id of ids) if (seen[id]) hasForm[id]! |= 1 << i;
    }
    const totalWeight = unique.reduce((sum, t, i) => sum + t.weight * Math.max(idfs[i]!, formIdf[i]!), 0) || 1;
    // The best `limit`, kept sorted as they come (limit is small; candidates are many).
    const scored: Array<{ id: number; score: number }> = [];
    for (const id of candidates) {
      const doc = this.docs[id]!;
      let score = 0;
      let covered = 0;
      for (let i = 0; i < unique.length; i++) {
        const t = unique[i]!;
        const tf = t.prefix ? this.termFrequency(doc, t).tf : (doc.tf.get(t.stem) ?? 0);
        if (tf <= 0) continue;
        const idf = (hasForm[id]! >>> i) & 1 ? formIdf[i]! : idfs[i]!;
        score += t.weight * idf * ((tf * (K1 + 1)) / (tf + K1));
        covered += t.weight * idf;
      }
      if (score <= 0) continue;
      // Reward paragraphs that hold most of the query, and words in the order typed.
      score *= (0.35 + 0.65 * (covered / totalWeight) ** 2) * doc.prior * (topics.has(doc.topic) ? TOPIC_BOOST : 1);
      score += extra[id]!;
      for (const p of foldedPhrases) if (doc.folded.includes(p)) score += PHRASE_BONUS;
      if (scored.length === limit && !better(score, id, scored[limit - 1]!)) continue;
      let at = scored.length;
      while (at > 0 && better(score, id, scored[at - 1]!)) at--;
      scored.splice(at, 0, { id, score });
      if (scored.length > limit) scored.pop();
    }
    return scored.slice(0, limit).map(({ id, score }) => {
      const doc = this.docs[id]!;
      const matched = new Set<string>();
      for (const t of unique) for (const stem of this.termFrequency(doc, t).stems) matched.add(stem);
      return {
        number: doc.number,
        score: Math.round(score * 1000) / 1000,
        ...(doc.title ? { title: doc.title } : {}),
        snippet: snippet(doc.text || doc.title || '', matched, this.analyzer),
      };
    });
  }

  private termIdf(t: QueryTerm): number {
    if (!t.prefix) return this.idf(t.stem);
    return this.idf(t.stem) * 0.8;
  }

  /** The length-normalised, field-weighted frequency of a term in a paragraph, and the
   *  stems it matched (several for a prefix). */
  private termFrequency(doc: Doc, t: QueryTerm): { tf: number; stems: string[] } {
    if (!t.prefix) {
      const tf = doc.tf.get(t.stem) ?? 0;
      return { tf, stems: tf ? [t.stem] : [] };
    }
    let tf = 0;
    const stems: string[] = [];
    for (const [stem, n] of doc.tf) if (stem.startsWith(t.stem)) (tf += n), stems.push(stem);
    return { tf, stems };
  }
}
