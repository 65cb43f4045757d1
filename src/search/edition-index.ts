// The full-text index of one edition: what a search asks of it, over the parts that each do
// one thing — building (index-build.ts) or loading (index-codec.ts) the data, reading the
// query's words into terms (query-terms.ts), topics (topics.ts), and ranking with snippets
// (rank.ts).
import type { Edition } from '../tree/types.ts';
import { analyzerFor, fold, type Analyzer } from './analyze.ts';
import { buildIndex, buildIndexInSlices, formKey } from './index-build.ts';
import { approxBytes, type GlossaryName, type IndexData } from './index-data.ts';
import { Ranker, type IndexHit } from './rank.ts';
import { Vocabulary, type QueryTerm } from './query-terms.ts';
import { Topics } from './topics.ts';
import { parseQuery, type ParsedQuery } from './validate.ts';

export type { IndexHit } from './rank.ts';
export type { QueryTerm } from './query-terms.ts';

/** A query of at most this many terms reads the titles it names as its topics; a longer
 *  question only its keywords ("deathtouch", "hexproof"), which still name what it is about. */
const TOPIC_QUERY_TERMS = 4;
/** When a query names two or more topics, each brings in its most particular words at this
 *  weight (see topics.ts). */
const TOPIC_WORDS_WEIGHT = 0.3;
/** In how many paragraphs each pair of a phrase's words must stand side by side for the
 *  phrase to be the rules' own (namesRulesTerm). */
const RULES_PHRASE_PARAGRAPHS = 3;

export class EditionIndex {
  readonly id: string;
  readonly analyzer: Analyzer;
  /** An estimate of the memory the index holds, for the pool's budget (index-pool.ts). */
  readonly approxBytes: number;
  private readonly vocabulary: Vocabulary;
  private readonly topics: Topics;
  private readonly ranker: Ranker;

  constructor(readonly data: IndexData) {
    this.id = data.edition;
    this.analyzer = analyzerFor(data.lang);
    this.vocabulary = new Vocabulary(data);
    this.ranker = new Ranker(data, (this.topics = new Topics(data, (stem) => this.ranker.idf(stem))));
    this.approxBytes = approxBytes(data);
  }

  /** The edition's index, built whole. */
  static of(edition: Edition): EditionIndex {
    return new EditionIndex(buildIndex(edition));
  }

  /** Built a slice of paragraphs at a time, awaiting `pause` between slices, so that a
   *  server can answer other requests while it is built. */
  static async build(edition: Edition, pause: () => Promise<void>, slice = 200): Promise<EditionIndex> {
    return new EditionIndex(await buildIndexInSlices(edition, pause, slice));
  }

  get size(): number {
    return this.data.docs.length;
  }

  /** Folded surface words → stem. */
  get words(): ReadonlyMap<string, string> {
    return this.data.words;
  }

  /** The edition's glossary: names and texts (its own entries are results of a search). */
  get glossary(): readonly GlossaryName[] {
    return this.data.glossary;
  }

  private glossaryNames?: Set<string>;

  /** Whether a folded phrase is a rules term: a title of the rules ("first strike") or a
   *  glossary term (card-find.ts keeps such phrases from being read as card names). */
  namesRulesTerm(phrase: string): boolean {
    const stems = this.analyzer.terms(phrase);
    if (this.topics.ids.has(stems.join(' '))) return true;
    // Words the rules' own text writes side by side again and again ("Two-Headed Giant",
    // "combat damage") are their phrase, even where a card has it for a name; a card the
    // rules name only in an example (Blood Moon) or once ("a lightning bolt for instant")
    // is not.
    if (stems.length >= 2 && stems.every((stem, i) => i === 0 || (this.data.bigrams.get(`${stems[i - 1]} ${stem}`)?.length ?? 0) >= RULES_PHRASE_PARAGRAPHS)) return true;
    this.glossaryNames ??= new Set(this.data.glossary.flatMap((g) => g.names.map((n) => fold(n).replace(/[^\p{L}\p{N}]+/gu, ' ').trim())));
    return this.glossaryNames.has(phrase);
  }

  private totalTf?: number;

  /** A stem's summed (field-weighted) frequency over the edition, and that of all its stems:
   *  how characteristic a word is of the edition (across.ts weighs documents by it). */
  collectionFrequency(stem: string): { tf: number; total: number } {
    if (this.totalTf === undefined) {
      this.totalTf = 0;
      const { docTfs } = this.data.postings;
      for (let d = 0; d < docTfs.length; d++) for (const v of docTfs.at(d)) this.totalTf += v;
    }
    const id = this.data.postings.ids.get(stem);
    let tf = 0;
    if (id !== undefined) for (const v of this.data.postings.tfs.at(id)) tf += v;
    return { tf, total: this.totalTf };
  }

  /** Whether the edition uses this stem at all. */
  knows(stem: string): boolean {
    return this.vocabulary.knows(stem);
  }

  /** The edition's stems that begin with a prefix. */
  completions(prefix: string): string[] {
    return this.vocabulary.completions(prefix);
  }

  /** The edition's spelling nearest to a word it does not know, or null. */
  correct(word: string): string | null {
    return this.vocabulary.correct(word);
  }

  /** Spellings the edition uses that are near the given word: "did you mean". */
  suggestWords(word: string, limit = 5): string[] {
    return this.vocabulary.suggest(word, limit);
  }

  /** The stems of a text's words as a search reads them: stop words out, two words typed
   *  apart that the rules write as one joined ("death touch" → "deathtouch"). */
  stems(text: string): string[] {
    return this.vocabulary.compounds(this.analyzer.tokens(text), false).flatMap((t) => (t.stop ? [] : [t.stem]));
  }

  /** Turn query text into weighted terms (query-terms.ts). */
  queryTerms(text: string, prefixes: string[] = [], foreign = false): QueryTerm[] {
    return this.vocabulary.terms(this.analyzer.tokens(text), prefixes, foreign);
  }

  /** Ranked hits for a query. `translated` are terms brought in from another language (the
   *  query is then foreign: its unknown words are neither completed nor corrected). */
  search(query: string, limit = 10, translated?: QueryTerm[]): IndexHit[] {
    return this.searchParsed(parseQuery(query), limit, translated);
  }

  /** The same for a query already taken apart (src/search/understand.ts). */
  searchParsed(parsed: ParsedQuery, limit = 10, translated?: QueryTerm[]): IndexHit[] {
    return this.find(parsed, limit, translated).hits;
  }

  /** Ranked hits, how many paragraphs the query's terms match, counted up to `countUpTo`
   *  (0: not counted), and the keywords it names when it names two topics or more. */
  /** `named`: the keyword topics the query names (by stem, as every topic). */
  find(parsed: ParsedQuery, limit = 10, translated?: QueryTerm[], countUpTo = 0): { hits: IndexHit[]; matched: number; keywords: string[]; named: string[] } {
    const tokens = this.vocabulary.compounds(this.analyzer.tokens(parsed.text), translated !== undefined);
    const terms = this.vocabulary.terms(tokens, parsed.prefixes, translated !== undefined);
    if (translated) terms.push(...translated);
    const words = tokens.filter((t) => !t.stop);
    // Titles the query names, for a query of a few words. In a long question a title word
    // ("control", "hand") is one detail among many — but a keyword ("deathtouch",
    // "hexproof") still names the rules the question is about.
    const stems = terms.filter((t) => !t.prefix).map((t) => t.stem);
    const formDf = (stem: string) => {
      let df = Infinity;
      for (const t of words) if (t.stem === stem) df = Math.min(df, this.data.forms.get(formKey(this.data.lang, t.word))?.length ?? Infinity);
      return df;
    };
    const topics = this.topics.in(stems, stems.length > TOPIC_QUERY_TERMS, formDf);
    if (topics.size >= 2 && stems.length <= TOPIC_QUERY_TERMS) for (const topic of topics) for (const stem of this.topics.words(topic)) terms.push({ stem, weight: TOPIC_WORDS_WEIGHT });
    const hits = this.ranker.rank(
      terms,
      parsed.phrases,
      limit,
      words.map((t) => t.stem),
      words.map((t) => t.word),
      topics,
    );
    const keywords = topics.size >= 2 ? [...topics].filter((t) => this.topics.isKeyword(t)) : [];
    const named = [...topics].filter((t) => this.topics.isKeyword(t));
    return { hits, matched: countUpTo > 0 ? this.ranker.countMatches(terms, countUpTo) : 0, keywords, named };
  }

  private byNumber?: Map<string, number>;

  private idOf(number: string): number | undefined {
    this.byNumber ??= new Map(this.data.docs.map((d, id) => [d.number, id]));
    return this.byNumber.get(number);
  }

  /** The titles of two words or more (as stems: "look extra card") that a run of these
   *  stems names. */
  titlesIn(stems: string[]): string[] {
    return [...this.topics.in(stems)].filter((t) => t.includes(' '));
  }

  /** The numbers of a keyword's defining paragraphs (topics.ts `definitions`). */
  definitionsOf(topic: string): string[] {
    return this.topics.definitions(topic).map((id) => this.data.docs[id]!.number);
  }

  /** A paragraph's topic (its rule's title, see topics.ts), or undefined. */
  topicOf(number: string): string | undefined {
    const id = this.idOf(number);
    return id === undefined ? undefined : this.data.docs[id]!.topic || undefined;
  }

  /** A paragraph as a hit with the given score (nothing marked), or undefined when the
   *  edition has no such number. */
  hitFor(number: string, score: number): IndexHit | undefined {
    const id = this.idOf(number);
    return id === undefined ? undefined : this.ranker.hitOf(id, score);
  }

  /** The best `limit` paragraphs for the given terms (rank.ts). */
  rank(terms: QueryTerm[], phrases: string[] = [], limit = 10, order: string[] = [], forms: string[] = [], topics: Set<string> = new Set()): IndexHit[] {
    return this.ranker.rank(terms, phrases, limit, order, forms, topics);
  }
}
