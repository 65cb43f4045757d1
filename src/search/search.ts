// Answering a query: the orchestration above one edition's index. In order:
//   1. understand the query (understand.ts): a rule number, range or "section 7" is a lookup;
//      mana symbols become words; quoted phrases become a boost;
//   2. choose the edition: the one asked for, else the default edition of the language the
//      query is written in ("atropelar" → pt-classic);
//   3. find card names (card-terms.ts) and take them out of the text; replace slang by the
//      rules' words (slang.ts);
//   4. rank the rest in the edition's index, with glossary translations when the query is in
//      another language, and merge in the best rules of an aligned edition in the query's
//      language;
//   5. merge in the rules that the named cards' abilities point to, saying which card pulled
//      each in; lift the rules defining the concepts the question and its cards name
//      (concepts.ts) and the rules of the game's working the engine cites (governing-rules.ts);
//      and, when the query is a glossary term, the glossary entry itself.
// The rules themselves come from a SearchSource (the library): this module asks for
// editions, paragraphs and glossaries, and never reaches into how they are stored.
import { JudgeError } from '../errors.ts';
import type { DocumentId, Edition, GlossaryEntry, Lang, NumberedNode, RuleView } from '../tree/types.ts';
import { analyzerFor, fold } from './analyze.ts';
import { conceptRules, liftConcepts } from './concepts.ts';
import { cuedRules } from './question-cues.ts';
import { CROSS_REFERENCE_MIN_WORDS, CROSS_REFERENCE_POOL, liftCrossReferenced } from './cross-references.ts';
import type { CardGuards, NamedCard } from './card-find.ts';
import type { CardTerms } from './card-terms.ts';
import type { EditionIndex } from './edition-index.ts';
import type { GlossaryName } from './index-data.ts';
import { IndexPool } from './index-pool.ts';
import { editionForQuery, queryLanguage, type LanguageSource } from './language.ts';
import { label, mergeHits, type Hit } from './merge.ts';
import { SPREAD_POOL, spreadKeywords } from './keyword-spread.ts';
import { definitionInTop } from './keyword-definition.ts';
import { liftGoverning } from './governing-rules.ts';
import { situationHits } from './situation-rules.ts';
import { isSlang, translateSlang } from './slang.ts';
import { snippet } from './snippet.ts';
import { Translator } from './translate.ts';
import { understand, type UnderstoodQuery } from './understand.ts';
import { parseQuery, validateQuery } from './validate.ts';

/** What the search needs of the rules (implemented by src/library's Library). */
export interface SearchSource {
  resolveEdition(sel?: { edition?: string; lang?: string }): Edition;
  /** The default (newest) edition of each loaded language, English first. */
  defaultEditions(): Edition[];
  allEditions(): readonly Edition[];
  glossaryOf(edition: Edition): readonly GlossaryEntry[];
  nodeOf(edition: Edition, number: string): NumberedNode | undefined;
  /** With `lang` and no edition, a number is the current English rules' and answers as its counterpart there (the library's lookup by identity). */
  lookup(query: string, sel: { edition: string } | { lang: string }): RuleView[];
  /** A folder where indexes may be saved and loaded (src/search/index-store.ts); none: the
   *  indexes live in memory only. */
  readonly searchCache?: string | undefined;
}

export interface SearchOptions {
  edition?: string;
  lang?: string;
  limit?: number;
  /** Only these results (a page of the ranked list) get a snippet, the others an empty
   *  one: cutting snippets is most of a query's cost. Default: all. */
  snippets?: { offset: number; limit: number };
}

export interface SearchResult {
  /** Rule number, or "glossary:TERM" for a glossary entry. */
  number: string;
  edition: string;
  /** "rule" for a numbered paragraph (section, rule or subrule), "glossary" for an entry. */
  type: 'rule' | 'glossary';
  score: number;
  title?: string;
  /** Text around the match with matched words wrapped in «…» (renderers restyle it). */
  snippet: string;
  /** Cards named in the query whose abilities brought this rule in. */
  cards?: string[];
  /** The document the result is in, when several were searched together (across.ts). */
  document?: DocumentId;
}

const LANGS = ['en', 'it', 'pt'] as const;
const READY = Promise.resolve();

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** How much what the named cards do lifts a result the question's words found, against
 *  the best of those results (1): each card's own rules words, and the words of an
 *  interaction two of the cards share. */
const CARD_WEIGHT = 0.6;
const INTERACTION_WEIGHT = 0.8;
/** How much a concept lifts the results under the rules defining it (concepts.ts): named by
 *  the question's own words, or by what its cards do. */
const QUESTION_CONCEPT_WEIGHT = 0.2;
const CARD_CONCEPT_WEIGHT = 0.2;
/** The results a concept may lift in a query without cards: the first this many, so that a
 *  plain query ranks only these (not MAX_LIMIT) and every page is a slice of one list. */
const CONCEPT_POOL = 10;
const NO_CONCEPTS: ReadonlySet<string> = new Set();
/** How many results each list of card words brings. */
const CARD_CONTEXT = 60;
/** Results found only by the cards' words, among the first five. */
const CARD_ONLY_TOP = 2;
/** The aligned edition's hits, carried over by number, a little below the direct ones. */
const ALIGNED_WEIGHT = 0.9;
/** The weight of the situations' rules beside the question's own hits (situation-rules.ts):
 *  measured on the tuning part (2026-11-28), 0.2–1.0 with 5–50 situations voting; 0.4 with 25
 *  gained there and lost nothing on any other set, 0.6 and above lost forum questions. */
const SITUATION_WEIGHT = 0.4;

/** Card names in a query and what their abilities bring (card-terms.ts over the card pool;
 *  none in the browser, which has no card pool). */
export interface CardFinder {
  find(query: string, guards: CardGuards): NamedCard[];
  /** What the named cards bring, for this question (the question says which of a card's
   *  abilities it is about). */
  terms(named: NamedCard[], question: string): CardTerms;
}

export const NO_CARDS: CardFinder = { find: () => [], terms: () => ({ perCard: [], together: [] }) };

/** A card the search read in a query, as it tells the user. */
export interface CardRead {
  /** As written in the query. */
  name: string;
  /** The card it was read as. */
  card: string;
  /** Other cards the name could mean (a short name shared by several). */
  alternatives?: string[];
  how: NamedCard['how'];
}

/** A query taken apart once, before any edition is chosen: what every step of a search
 *  reads of it (a request reads its query once, however many steps and editions follow). */
export class ReadQuery {
  /** What the search made of it — the edition of its language, its reading in each edition —
   *  kept with the query, which lives as long as its request (a plain field: a WeakMap per
   *  request cost more in collection than the reading itself). */
  readonly memo: { language?: Edition; readings?: Map<string, Reading> } = {};

  constructor(
    /** The query as validated (trimmed). */
    readonly q: string,
    readonly asked: UnderstoodQuery,
    /** Its words, folded. */
    readonly words: string[],
  ) {}
}

/** Validates and takes a query apart (throws bad_request, see validate.ts). */
export function readQuery(query: string | ReadQuery): ReadQuery {
  if (typeof query !== 'string') return query;
  const q = validateQuery(query);
  return new ReadQuery(q, understand(q), foldedWords(q));
}

/** One ranked list, as long as asked; how many results there are in all (counted, not
 *  ranked: every paragraph the query's words match, or the ranked list where it is longer);
 *  and how many of them the list ranks and pages through (at most MAX_LIMIT). */
export interface Ranked {
  results: SearchResult[];
  total: number;
  ranked: number;
}

/** A query as the search read it in one edition, before ranking. */
export interface Reading {
  edition: Edition;
  index: EditionIndex;
  asked: UnderstoodQuery;
  /** The query's folded words, and its text with the card names cut out and slang
   *  replaced by the rules' words. */
  words: string[];
  text: string;
  /** The words of `text`, folded (the query's own words when the text is the query's). */
  textWords: string[];
  queryLang: Edition['lang'];
  named: NamedCard[];
  slang: string[];
}

export class RulesSearch {
  readonly indexes: IndexPool;
  private readonly translator: Translator;
  /** The editions and their lexicons, for telling a query's language (language.ts). */
  private readonly languages: LanguageSource;

  constructor(
    private readonly source: SearchSource,
    indexes = new IndexPool(),
    private readonly cards: CardFinder = NO_CARDS,
  ) {
    this.indexes = indexes;
    this.translator = new Translator(source);
    this.languages = {
      resolveEdition: (sel) => source.resolveEdition(sel),
      defaultEditions: () => source.defaultEditions(),
      lexicon: (edition) => indexes.lexicon(edition),
    };
  }

  /** The edition a query is searched in: the one asked for, else (for words, not a rule
   *  number) the default edition of the language the query is written in. */
  editionFor(query: string | ReadQuery, opts: SearchOptions = {}): Edition {
    const read = readQuery(query);
    if (opts.edition || opts.lang || read.asked.lookup) return this.source.resolveEdition({ ...(opts.edition ? { edition: opts.edition } : {}), ...(opts.lang ? { lang: opts.lang } : {}) });
    return (read.memo.language ??= editionForQuery(read.words, this.languages));
  }

  /** Builds, off the request path, every index a search of this query will read: the
   *  default editions (to tell the query's language), the edition searched and its
   *  counterparts in the other languages. A server awaits this, then searches at once;
   *  requests for editions already built are answered meanwhile. When they are all built
   *  (the common case), it only looks. */
  prepare(query: string | ReadQuery, opts: SearchOptions = {}): Promise<void> {
    return this.preparing(query, opts) ?? READY;
  }

  /** The same, or undefined when every index is built already: a server then answers in the
   *  same turn, without a hop through the microtask queue per await. */
  preparing(query: string | ReadQuery, opts: SearchOptions = {}): Promise<void> | undefined {
    const read = readQuery(query);
    const asked = opts.edition || opts.lang ? [this.source.resolveEdition(opts)] : this.source.defaultEditions();
    if (asked.every((e) => this.indexes.isBuilt(e.id)) && this.related(this.editionFor(read, opts)).every((e) => this.indexes.isBuilt(e.id))) return undefined;
    return this.prepareNow(read, opts, asked);
  }

  private async prepareNow(read: ReadQuery, opts: SearchOptions, asked: Edition[]): Promise<void> {
    await Promise.all(asked.map((e) => this.indexes.prepare(e)));
    await Promise.all(this.related(this.editionFor(read, opts)).map((e) => this.indexes.prepare(e)));
  }

  /** The edition and its counterparts in the other languages (a query in another language
   *  is searched in both). */
  private related(edition: Edition): Edition[] {
    const out = [edition];
    for (const lang of LANGS) {
      const other = this.translator.counterpart(edition, lang);
      if (other && other !== edition) out.push(other);
    }
    return out;
  }

  /** How the search reads a query: the edition, the cards it names and the player phrases
   *  it translates (what a user is told besides the results). */
  understood(query: string | ReadQuery, opts: SearchOptions = {}): { edition: string; cards: CardRead[]; slang: string[] } {
    const read = readQuery(query);
    const edition = this.editionFor(read, opts);
    if (read.asked.lookup) return { edition: edition.id, cards: [], slang: [] };
    const r = this.read(read, edition);
    const cards = r.named.map((n): CardRead => ({ name: n.name, card: n.cards[0]!.name, ...(n.alternatives.length ? { alternatives: n.alternatives } : {}), how: n.how }));
    return { edition: edition.id, cards, slang: r.slang };
  }

  /** The query's reading in an edition, made once (a request asks `understood` and then
   *  ranks the same ReadQuery). */
  private read(query: ReadQuery, edition: Edition): Reading {
    const byEdition = (query.memo.readings ??= new Map());
    let reading = byEdition.get(edition.id);
    if (!reading) byEdition.set(edition.id, (reading = this.readNow(query, edition)));
    return reading;
  }

  private readNow({ q, asked, words }: ReadQuery, edition: Edition): Reading {
    const index = this.indexes.get(edition);
    const queryLang = queryLanguage(words, edition, this.languages);
    // Card names are English: looked for in any query, and cut out of the text. The finder
    // reads the query as typed when the text only blanked its punctuation (same positions),
    // so that a name in the forums' [[brackets]] is taken as a card whatever its words.
    const typed = q.length === asked.text.length ? q : asked.text;
    const named = this.cards.find(typed, {
      isRulesWord: (w) => index.knows(index.analyzer.stemOf(w)),
      isRulesPhrase: (phrase) => index.namesRulesTerm(phrase) || isSlang(phrase, queryLang),
    });
    let text = asked.text;
    for (const n of [...named].reverse()) text = `${text.slice(0, n.start)} ${text.slice(n.end)}`;
    // A query that is only a card's name keeps it as text too: the rules' examples that name it ("Tarmogoyf") are found.
    if (named.length && !/[\p{L}\p{N}]/u.test(text)) text = asked.text;
    const slang = translateSlang(fold(text), queryLang);
    if (slang.found.length) text = slang.text;
    // The text differs from the query's words only when something above (or a mana symbol) changed it.
    const textWords = text === asked.text && !asked.mana.length ? words : foldedWords(text);
    return { edition, index, asked, words, text, textWords, queryLang, named, slang: slang.found };
  }

  search(query: string | ReadQuery, opts: SearchOptions = {}): SearchResult[] {
    return this.ranked(query, opts).results;
  }

  /** The best `limit` results and how many there are in all. A plain query ranks only as
   *  many as asked and counts the rest (ranking stops at MAX_LIMIT, counting does not); a query whose list is
   *  merged or re-ranked (another language, named cards, a term's definition) ranks the
   *  whole MAX_LIMIT, one naming a concept CONCEPT_POOL and a question told in full
   *  CROSS_REFERENCE_POOL (cross-references.ts), so that every page is a slice of one list. */
  ranked(query: string | ReadQuery, opts: SearchOptions = {}): Ranked {
    const read = readQuery(query);
    const { q, asked } = read;
    const limit = checkLimit(opts.limit);
    const edition = this.editionFor(read, opts);
    if (asked.lookup) {
      const all = this.lookupAll(asked.lookup, edition, opts);
      return { results: all.slice(0, limit), total: all.length, ranked: Math.min(MAX_LIMIT, all.length) };
    }
    const { index, words, text, textWords, queryLang, named } = this.read(read, edition);
    const parsed = { text, phrases: asked.phrases, prefixes: asked.prefixes };
    const foreign = queryLang !== edition.lang;
    const definition = DEFINITION.test(q);
    // A query that is a glossary term gets the entry itself (below the best rule), not a
    // lift of the rules it cites over what its words found.
    const concepts = this.glossaryTerm(textWords, index) ? NO_CONCEPTS : this.conceptsOf(q, textWords, index, edition);
    const plain = !foreign && !named.length && !definition;
    // The cross-references re-rank a question told in full (not a query of a few words,
    // whose words name the rule themselves).
    const crossReferenced = foldedWords(text).length >= CROSS_REFERENCE_MIN_WORDS;
    // A concept and the cross-references re-rank the first results: a plain query ranks
    // that many, so that every page is a slice of one list.
    const pool = Math.max(limit, crossReferenced ? CROSS_REFERENCE_POOL : concepts.size ? CONCEPT_POOL : 0, SPREAD_POOL);
    const found = index.find(parsed, plain ? pool : MAX_LIMIT, foreign ? this.translator.terms(text, queryLang, edition) : undefined, Infinity);
    let hits: Hit[] = found.hits;
    if (foreign) {
      // Search an edition in the query's language with the same numbering and carry its
      // best rules over by number (the alignment), then merge with the direct hits.
      const source = this.translator.counterpart(edition, queryLang);
      if (source) {
        const theirs = this.indexes.get(source).searchParsed(parsed, MAX_LIMIT).filter((h) => this.source.nodeOf(edition, h.number));
        hits = mergeHits([[hits, 1], [theirs, ALIGNED_WEIGHT, 'foreign']], edition, this.source);
      }
    }
    // A question telling a board: the rules of the situations most like it join its own
    // results, before the cards re-rank them (situation-rules.ts).
    if (crossReferenced && !asked.phrases.length && hits.length) {
      const like = situationHits(edition.id, text).filter((h) => this.source.nodeOf(edition, h.number));
      if (like.length) hits = mergeHits([[hits, 1], [like, SITUATION_WEIGHT, 'foreign']], edition, this.source);
    }
    // In a question told in full (not a quoted phrase), the rules of the game's working the
    // engine cites lead among the first results (governing-rules.ts); with cards, among the
    // merged ones, before the cards' own results take their places.
    const governing = crossReferenced && !asked.phrases.length;
    hits = named.length ? this.withCards(hits, named, text, index, edition, concepts, governing) : liftConcepts(hits, concepts, QUESTION_CONCEPT_WEIGHT, CONCEPT_POOL);
    if (governing && !named.length) hits = liftGoverning(hits, edition.id);
    if (crossReferenced) hits = liftCrossReferenced(hits, edition, this.source);
    // Two keywords named: neither fills the first five alone (keyword-spread.ts).
    hits = spreadKeywords(hits, found.keywords, (n) => index.topicOf(n));
    // One keyword named: what it means is among the first five (keyword-definition.ts).
    hits = definitionInTop(hits, found.named, index);
    // The glossary entry the query names, if any, goes second (below the best rule).
    const entry = hits.length ? this.glossaryTerm(named.length ? textWords : words, index) : undefined;
    if (!entry && definition) hits = this.definitionFirst(hits, textWords, index);
    // Every match is counted (a union of postings, cheap beside ranking them); only the first MAX_LIMIT are ranked.
    const total = Math.max(found.matched, hits.length) + (entry ? 1 : 0);
    const ranked = Math.min(MAX_LIMIT, (plain ? found.matched : hits.length) + (entry ? 1 : 0));
    // Snippets only for the page asked for: cutting them is most of what is left to do.
    const from = opts.snippets?.offset ?? 0;
    const to = opts.snippets ? from + opts.snippets.limit : limit;
    const results: SearchResult[] = [];
    for (const h of hits) {
      if (results.length >= limit) break;
      const at = results.length;
      const cut = at < from || at >= to ? '' : h.snippet();
      const result: SearchResult = h.title
        ? { number: h.number, edition: edition.id, type: 'rule', score: h.score, title: h.title, snippet: cut }
        : { number: h.number, edition: edition.id, type: 'rule', score: h.score, snippet: cut };
      if (h.cards?.length) result.cards = h.cards;
      results.push(result);
      if (entry && at === 0 && results.length < limit) results.push(this.glossaryResult(entry, edition, h.score, 1 >= from && 1 < to));
    }
    return { results, total, ranked };
  }

  /** Words the edition uses that are near the query's words it does not know: "did you
   *  mean" when a search finds nothing. */
  suggestWords(query: string, sel: { edition?: string; lang?: string } = {}): string[] {
    const index = this.indexes.get(this.source.resolveEdition(sel));
    const out: string[] = [];
    for (const t of index.analyzer.tokens(parseQuery(validateQuery(query)).text)) {
      if (t.stop || index.knows(t.stem)) continue;
      out.push(...index.suggestWords(t.word, 3));
    }
    return [...new Set(out)].slice(0, 5);
  }

  /** A rule number, range or named section as a search: the paragraphs it names, in order. */
  private lookupAll(number: string, edition: Edition, opts: SearchOptions): SearchResult[] {
    return this.source.lookup(number, lookupSelector(edition, opts)).map((v, i) => ({
      number: v.number,
      edition: edition.id,
      type: 'rule' as const,
      score: 1 - i / 1000,
      ...(v.title ? { title: v.title } : {}),
      snippet: v.text || v.title || '',
    }));
  }

  /** What the named cards do re-ranks the question's own results: a result their rules
   *  words find too is lifted, and says which cards lifted it. Results only the cards found
   *  may join, but never first and at most CARD_ONLY_TOP of the first five: the cards are
   *  context, the question's words lead. (A query that is only card names has no words of
   *  its own: the cards' rules are its answer.) */
  private withCards(hits: Hit[], named: NamedCard[], question: string, index: EditionIndex, edition: Edition, concepts: ReadonlySet<string>, governing: boolean): Hit[] {
    const { perCard, together } = this.cards.terms(named, question);
    const lists: Array<[Hit[], number]> = [];
    for (const t of together) lists.push([label(index.search(t.words, CARD_CONTEXT), t.cards), INTERACTION_WEIGHT]);
    for (const c of perCard) lists.push([label(index.search(c.words, CARD_CONTEXT), [c.card]), CARD_WEIGHT / Math.max(1, perCard.length)]);
    if (!hits.length) return mergeHits(lists, edition, this.source);
    const own = new Set(hits.map((h) => h.number));
    // The concepts the question names and those its cards' abilities are (concepts.ts) lift
    // their rules among all these, before the cards' results take their places.
    const carded = new Set<string>();
    for (const c of perCard) for (const r of conceptRules(foldedWords(c.kinds), index)) if (!concepts.has(r)) carded.add(r);
    const lifted = liftConcepts(liftConcepts(mergeHits([[hits, 1], ...lists], edition, this.source), concepts, QUESTION_CONCEPT_WEIGHT), carded, CARD_CONCEPT_WEIGHT);
    const merged = governing ? liftGoverning(lifted, edition.id) : lifted;
    const out: Hit[] = [];
    // Results only the cards found that could not take their place yet (the first one, or a
    // third among the first five): each goes in as soon as it may, before anything lower.
    const waiting: Hit[] = [];
    let cardOnly = 0;
    const mayJoin = () => out.length > 0 && (out.length >= 5 || cardOnly < CARD_ONLY_TOP);
    const join = (h: Hit) => {
      if (out.length < 5) cardOnly++;
      out.push(h);
    };
    for (const h of merged) {
      while (waiting.length && mayJoin()) join(waiting.shift()!);
      if (own.has(h.number)) out.push(h);
      else if (!waiting.length && mayJoin()) join(h);
      else waiting.push(h);
    }
    return [...out, ...waiting];
  }

  /** The rules defining the concepts a question names (concepts.ts) or names by its shape
   *  (question-cues.ts, English). */
  private conceptsOf(q: string, words: string[], index: EditionIndex, edition: Edition): ReadonlySet<string> {
    const named = conceptRules(words, index);
    if (edition.lang !== 'en') return named;
    const cued = cuedRules(q, (term) => this.namesOf(index).get(foldPhrase(term)));
    return cued.length ? new Set([...named, ...cued]) : named;
  }

  private readonly glossaryNames = new Map<string, Map<string, GlossaryName>>();

  /** The glossary entry a query names (its headword or an alias, folded), if any. */
  private glossaryTerm(words: string[], index: EditionIndex): GlossaryName | undefined {
    if (!words.length || words.length > 4) return undefined;
    return this.namesOf(index).get(words.join(' '));
  }

  private namesOf(index: EditionIndex): Map<string, GlossaryName> {
    let names = this.glossaryNames.get(index.id);
    if (!names) {
      names = new Map();
      for (const g of index.glossary) for (const n of g.names) if (!names.has(foldPhrase(n))) names.set(foldPhrase(n), g);
      this.glossaryNames.set(index.id, names);
    }
    return names;
  }

  /** A question asking what a term means ("what does 'dies' mean", "what is a token"): the
   *  rules the term's glossary entry sends the reader to go first, the longest term the
   *  question holds deciding (the results the question's words found follow). */
  private definitionFirst(hits: Hit[], words: string[], index: EditionIndex): Hit[] {
    const names = this.namesOf(index);
    for (let n = Math.min(5, words.length); n >= 1; n--) {
      for (let i = 0; i + n <= words.length; i++) {
        const entry = names.get(words.slice(i, i + n).join(' '));
        if (!entry?.rules.length) continue;
        const top = hits[0]?.score ?? 1;
        const first = entry.rules.map((number) => hits.find((h) => h.number === number) ?? index.hitFor(number, top));
        const rest = hits.filter((h) => !entry.rules.includes(h.number));
        return [...first.filter((h) => h !== undefined).map((h, k): Hit => ({ ...h, score: Math.round((top + 1 - k / 100) * 1000) / 1000 })), ...rest];
      }
    }
    return hits;
  }

  private glossaryResult(g: GlossaryName, edition: Edition, below: number, withSnippet: boolean): SearchResult {
    return {
      number: `glossary:${g.term}`,
      edition: edition.id,
      type: 'glossary',
      score: Math.round(below * 999) / 1000,
      title: g.term,
      snippet: withSnippet ? snippet(g.text, new Set(), analyzerFor(edition.lang)) : '',
    };
  }
}

function checkLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new JudgeError('bad_request', `limit must be a whole number from 1 to ${MAX_LIMIT}, not ${limit}`);
  return limit;
}

/** A question asking what a term means. */
const DEFINITION = /\bwhat(?:'s|’s)? (?:does|do|is|are|'s)\b[^?]*\bmeans?\b|\b(?:meaning|definition) of\b|^\s*(?:what(?:'s|’s| is| are)|define)\s+(?:an?\s+|the\s+)?[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,3}\s*\??\s*$/iu;

/** Folded words joined by single spaces. */
const foldPhrase = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The query's words, folded (the same as foldPhrase(q).split(' ')). */
const foldedWords = (q: string): string[] => fold(q).match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * What a number searched with a language and no edition is looked up as: the current English
 * rules' number, shown as its counterpart in that language's rules (the library's lookup by
 * identity) — as `GET /v1/rules/{n}?lang=` reads it; with an edition, that edition's own number.
 */
export function lookupSelector(edition: Edition, opts: SearchOptions): { edition: string } | { lang: string } {
  return opts.lang && !opts.edition && edition.kind !== 'policy' ? { lang: opts.lang } : { edition: edition.id };
}
