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
//      each in; and, when the query is a glossary term, the glossary entry itself.
// The rules themselves come from a SearchSource (the library): this module asks for
// editions, paragraphs and glossaries, and never reaches into how they are stored.
import { JudgeError } from '../errors.ts';
import type { DocumentId, Edition, GlossaryEntry, Lang, NumberedNode, RuleView } from '../tree/types.ts';
import { analyzerFor, fold } from './analyze.ts';
import type { CardTerms, NamedCard } from './card-terms.ts';
import type { EditionIndex, IndexHit, QueryTerm } from './edition-index.ts';
import { IndexPool } from './index-pool.ts';
import { translateSlang } from './slang.ts';
import { snippet } from './snippet.ts';
import { stopWords } from './stopwords.ts';
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
  lookup(query: string, sel: { edition: string }): RuleView[];
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

export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;
/** Weight of the rules a card's abilities point to, against the query's own words. */
const CARD_WEIGHT = 0.8;
/** For two or more cards with the same kind of ability (an interaction question). */
const INTERACTION_WEIGHT = 1.1;
/** The aligned edition's hits, carried over by number, a little below the direct ones. */
const ALIGNED_WEIGHT = 0.9;

type Hit = IndexHit & { cards?: string[] };

/** Card names in a query and what their abilities bring (card-terms.ts over the card pool;
 *  none in the browser, which has no card pool). */
export interface CardFinder {
  find(query: string, isRulesWord: (folded: string) => boolean): NamedCard[];
  /** What the named cards bring, for this question (the question says which of a card's
   *  abilities it is about). */
  terms(named: NamedCard[], question: string): CardTerms;
}

export const NO_CARDS: CardFinder = { find: () => [], terms: () => ({ perCard: [], together: [] }) };

export class RulesSearch {
  readonly indexes: IndexPool;

  constructor(
    private readonly source: SearchSource,
    indexes = new IndexPool(),
    private readonly cards: CardFinder = NO_CARDS,
  ) {
    this.indexes = indexes;
  }

  /** The edition a query is searched in: the one asked for, else (for words, not a rule
   *  number) the default edition of the language the query is written in. */
  editionFor(query: string, opts: SearchOptions = {}): Edition {
    const q = validateQuery(query);
    return this.chooseEdition(understand(q), foldedWords(q), opts);
  }

  private chooseEdition(asked: UnderstoodQuery, words: string[], opts: SearchOptions): Edition {
    if (opts.edition || opts.lang || asked.lookup) return this.source.resolveEdition({ ...(opts.edition ? { edition: opts.edition } : {}), ...(opts.lang ? { lang: opts.lang } : {}) });
    return this.editionForQuery(words);
  }

  /** Builds, off the request path, every index a search of this query will read: the
   *  default editions (to tell the query's language), the edition searched and its
   *  counterparts in the other languages. A server awaits this, then searches at once;
   *  requests for editions already built are answered meanwhile. */
  async prepare(query: string, opts: SearchOptions = {}): Promise<void> {
    const q = validateQuery(query);
    const asked = opts.edition || opts.lang ? [this.source.resolveEdition(opts)] : this.source.defaultEditions();
    await Promise.all(asked.map((e) => this.indexes.prepare(e)));
    const edition = this.editionFor(q, opts);
    const related = (['en', 'it', 'pt'] as const).map((lang) => this.counterpart(edition, lang)).filter((e) => e !== undefined);
    await Promise.all([edition, ...related].map((e) => this.indexes.prepare(e)));
  }

  search(query: string, opts: SearchOptions = {}): SearchResult[] {
    const q = validateQuery(query);
    const limit = checkLimit(opts.limit);
    const asked = understand(q);
    const words = foldedWords(q);
    const edition = this.chooseEdition(asked, words, opts);
    if (asked.lookup) return this.lookupAll(asked.lookup, edition).slice(0, limit);
    const index = this.indexes.get(edition);
    const queryLang = this.queryLanguage(words, edition);
    // Card names are English: looked for in any query, and cut out of the text.
    const named = this.cards.find(asked.text, (w) => index.knows(index.analyzer.stemOf(w)));
    let text = asked.text;
    for (const n of [...named].reverse()) text = `${text.slice(0, n.start)} ${text.slice(n.end)}`;
    const slang = translateSlang(fold(text), queryLang);
    if (slang.found.length) text = slang.text;
    const parsed = { text, phrases: asked.phrases, prefixes: asked.prefixes };
    // Merging lists needs more than `limit` from each; a plain search does not.
    const pool = queryLang === edition.lang && !named.length ? limit : Math.max(limit, 30);
    const foreign = queryLang !== edition.lang;
    let hits: Hit[] = index.searchParsed(parsed, pool, foreign ? this.translatedTerms(text, queryLang, edition) : undefined);
    if (foreign) {
      // Search an edition in the query's language with the same numbering and carry its
      // best rules over by number (the alignment), then merge with the direct hits.
      const source = this.counterpart(edition, queryLang);
      if (source) {
        const theirs = this.indexes.get(source).searchParsed(parsed, pool).filter((h) => this.source.nodeOf(edition, h.number));
        hits = mergeHits([[hits, 1], [theirs, ALIGNED_WEIGHT, 'foreign']], edition, this.source);
      }
    }
    if (named.length) hits = this.withCards(hits, named, text, index, pool, edition);
    // The glossary entry the query names, if any, goes second (below the best rule).
    const term = hits.length ? this.glossaryTerm(named.length ? foldedWords(text) : words, edition) : undefined;
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
      if (term && at === 0 && results.length < limit) results.push(this.glossaryResult(term, edition, h.score, 1 >= from && 1 < to));
    }
    return results;
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
  private lookupAll(number: string, edition: Edition): SearchResult[] {
    return this.source.lookup(number, { edition: edition.id }).map((v, i) => ({
      number: v.number,
      edition: edition.id,
      type: 'rule' as const,
      score: 1 - i / 1000,
      ...(v.title ? { title: v.title } : {}),
      snippet: v.text || v.title || '',
    }));
  }

  /** Merge in the rules the named cards' abilities point to. */
  private withCards(hits: Hit[], named: NamedCard[], question: string, index: EditionIndex, pool: number, edition: Edition): Hit[] {
    const { perCard, together } = this.cards.terms(named, question);
    const lists: Array<[Hit[], number]> = [[hits, 1]];
    for (const t of together) lists.push([label(index.search(t.words, pool), t.cards), INTERACTION_WEIGHT]);
    // One card's own abilities weigh less when there is an interaction to answer.
    const each = together.length ? CARD_WEIGHT / 2 : CARD_WEIGHT;
    for (const c of perCard) lists.push([label(index.search(c.words, pool), [c.card]), each / Math.max(1, perCard.length)]);
    return mergeHits(lists, edition, this.source);
  }

  private readonly glossaryNames = new Map<string, Map<string, GlossaryEntry>>();

  /** The glossary entry a query names (its headword or an alias, folded), if any. */
  private glossaryTerm(words: string[], edition: Edition): GlossaryEntry | undefined {
    if (!words.length || words.length > 4) return undefined;
    const wanted = words.join(' ');
    let names = this.glossaryNames.get(edition.id);
    if (!names) {
      names = new Map();
      for (const g of this.source.glossaryOf(edition)) for (const n of [g.term, ...g.aliases]) if (!names.has(foldPhrase(n))) names.set(foldPhrase(n), g);
      this.glossaryNames.set(edition.id, names);
    }
    return names.get(wanted);
  }

  private glossaryResult(g: GlossaryEntry, edition: Edition, below: number, withSnippet: boolean): SearchResult {
    return {
      number: `glossary:${g.term}`,
      edition: edition.id,
      type: 'glossary',
      score: Math.round(below * 999) / 1000,
      title: g.term,
      snippet: withSnippet ? snippet(g.text, new Set(), analyzerFor(edition.lang)) : '',
    };
  }

  /** With no edition or language asked for: the default edition of the language the query
   *  is written in, among those loaded ("atropelar" searches the Portuguese rules even when
   *  English is the default); the default edition keeps a tie. */
  private editionForQuery(words: string[]): Edition {
    let best = this.source.resolveEdition();
    let bestScore = languageScore(words, best.lang, this.indexes.get(best).words);
    for (const edition of this.source.defaultEditions()) {
      if (edition === best) continue;
      const score = languageScore(words, edition.lang, this.indexes.get(edition).words);
      if (score > bestScore) [best, bestScore] = [edition, score];
    }
    return best;
  }

  /** Which of the edition's language and English (or, over English, Italian or
   *  Portuguese) the query is written in: stop words and known words decide. */
  private queryLanguage(words: string[], edition: Edition): Lang {
    const candidates: Lang[] = edition.lang === 'en' ? ['en', 'it', 'pt'] : [edition.lang, 'en'];
    const own = this.indexes.get(edition).words;
    let best: Lang = edition.lang;
    let bestScore = -1;
    for (const lang of candidates) {
      // The edition's own words against another language's glossary headwords: enough to
      // tell the languages apart without building a second index.
      const score = languageScore(words, lang, lang === edition.lang ? own : this.glossaryWords(lang));
      if (score > bestScore + (lang === edition.lang ? 0 : 0.25)) {
        best = lang;
        bestScore = score;
      }
    }
    return best;
  }

  private readonly glossaryWordSets = new Map<Lang, Set<string>>();

  /** Folded words of the glossary headwords in a language (the translated headwords of a
   *  translated glossary, the headwords of the English one). */
  private glossaryWords(lang: Lang): Set<string> {
    let set = this.glossaryWordSets.get(lang);
    if (set) return set;
    set = new Set<string>();
    const add = (name: string) => {
      for (const m of name.matchAll(/[\p{L}\p{N}]+/gu)) set!.add(fold(m[0]));
    };
    const defaults = this.source.defaultEditions();
    const own = defaults.find((e) => e.lang === lang);
    if (own) for (const g of this.source.glossaryOf(own)) add(g.term);
    // English headwords are also printed in the translated glossaries.
    if (lang === 'en') for (const e of defaults) if (e.lang !== 'en') for (const g of this.source.glossaryOf(e)) if (g.englishTerm) add(g.englishTerm);
    this.glossaryWordSets.set(lang, set);
    return set;
  }

  /** An edition in `lang` whose numbers mean the same rules as `edition`'s: the same date
   *  when there is one, else the nearest date with the same numbering. */
  private counterpart(edition: Edition, lang: Lang): Edition | undefined {
    const candidates = this.source.allEditions().filter((e) => e.lang === lang && e.numbering === edition.numbering);
    const same = candidates.find((e) => e.effectiveDate === edition.effectiveDate);
    if (same) return same;
    if (edition.lang !== 'en' && lang === 'en') return undefined; // other dates renumber rules
    return candidates[0] && edition.effectiveDate === candidates[0].effectiveDate ? candidates[0] : undefined;
  }

  /** Glossary pairs translate the query's terms into the edition's language: an English
   *  headword found in the query brings in the translated headword, and back. */
  private translatedTerms(q: string, from: Lang, edition: Edition): QueryTerm[] {
    const asked = analyzerFor(from).terms(q);
    const pairs = this.glossaryPairs(from, edition);
    // The pairs whose headword stands in the query, in glossary order.
    const hit: number[] = [];
    for (let i = 0; i < asked.length; i++) {
      for (const p of pairs.byFirst.get(asked[i]!) ?? []) {
        const key = pairs.list[p]![0];
        if (key.every((stem, k) => asked[i + k] === stem)) hit.push(p);
      }
    }
    const out: QueryTerm[] = [];
    for (const p of [...new Set(hit)].sort((a, b) => a - b)) for (const stem of pairs.list[p]![1]) out.push({ stem, weight: 1 });
    return out;
  }

  private readonly pairCache = new Map<string, GlossaryPairs>();

  /** Glossary headword pairs from `from` into the edition's language, as (stems of the
   *  source headword, stems of the translation); the translated glossary holds both. */
  private glossaryPairs(from: Lang, edition: Edition): GlossaryPairs {
    const cacheKey = `${from}>${edition.id}`;
    let pairs = this.pairCache.get(cacheKey);
    if (pairs) return pairs;
    pairs = { list: [], byFirst: new Map() };
    const translated = edition.lang === 'en' ? this.source.defaultEditions().find((e) => e.lang === from) : edition;
    if (translated && from !== edition.lang) {
      const fromAnalyzer = analyzerFor(from);
      const toAnalyzer = analyzerFor(edition.lang);
      for (const entry of this.source.glossaryOf(translated)) {
        if (!entry.englishTerm) continue;
        const [source, target] = from === 'en' ? [entry.englishTerm, entry.term] : [entry.term, entry.englishTerm];
        const key = fromAnalyzer.terms(source);
        const stems = toAnalyzer.terms(target);
        if (!key.length || !stems.length) continue;
        const list = pairs.byFirst.get(key[0]!) ?? [];
        list.push(pairs.list.length);
        pairs.byFirst.set(key[0]!, list);
        pairs.list.push([key, stems]);
      }
    }
    this.pairCache.set(cacheKey, pairs);
    return pairs;
  }
}

/** Glossary headword pairs, (source stems, translated stems), and by the source's first
 *  stem the pairs that begin with it: a query looks up its own stems, not every pair. */
interface GlossaryPairs {
  list: Array<[string[], string[]]>;
  byFirst: Map<string, number[]>;
}

function checkLimit(limit: number | undefined): number {
  if (limit === undefined) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new JudgeError('bad_request', `limit must be a whole number from 1 to ${MAX_LIMIT}, not ${limit}`);
  return limit;
}

/** Folded words joined by single spaces. */
const foldPhrase = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The query's words, folded (the same as foldPhrase(q).split(' ')). */
const foldedWords = (q: string): string[] => fold(q).match(/[\p{L}\p{N}]+/gu) ?? [];

/** How much a query reads as `lang`: a stop word of that language counts 1, a word its
 *  rules use (`known`) counts a half. */
function languageScore(words: string[], lang: Lang, known: { has(word: string): boolean }): number {
  let score = 0;
  for (const w of words) {
    if (stopWords[lang].has(w)) score += 1;
    else if (known.has(w)) score += 0.5;
  }
  return score;
}

function label(hits: IndexHit[], cards: string[]): Hit[] {
  return hits.map((h) => ({ ...h, cards }));
}

/** Merge ranked lists: each list's scores scaled to its best and weighted; a rule found by
 *  several adds up (and keeps the cards of each list that found it). */
function mergeHits(lists: Array<[Hit[], number, 'foreign'?]>, edition: Edition, source: SearchSource): Hit[] {
  const out = new Map<string, Hit>();
  for (const [list, weight, foreign] of lists) {
    const top = list[0]?.score || 1;
    for (const h of list) {
      const score = (weight * h.score) / top;
      const had = out.get(h.number);
      if (had) {
        had.score += score;
        if (h.cards) had.cards = [...new Set([...(had.cards ?? []), ...h.cards])];
        continue;
      }
      // A hit from another language's edition is shown in this edition's words.
      const node = foreign ? source.nodeOf(edition, h.number) : undefined;
      const hit: Hit = node ? { number: h.number, score, snippet: plainSnippet.bind(null, node, edition.lang) } : { ...h, score };
      if (node?.title) hit.title = node.title;
      out.set(h.number, hit);
    }
  }
  const merged = [...out.values()];
  for (const h of merged) h.score = Math.round(h.score * 1000) / 1000;
  return merged.sort((a, b) => b.score - a.score);
}

/** A paragraph's snippet with nothing marked (for a hit carried over from another edition). */
function plainSnippet(node: NumberedNode, lang: Lang): string {
  return snippet(node.text || node.title || '', new Set(), analyzerFor(lang));
}
