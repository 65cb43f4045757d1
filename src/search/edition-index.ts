// The full-text index of one edition. flexsearch (forward tokenizer, so prefixes match)
// finds the candidate paragraphs for each query term; the ranking is a BM25F-style score
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
const WEIGHT: Record<Field, number> = { title: 4, heading: 2, glossary: 2.5, text: 1, examples: 0.3 };
// Length normalisation only where lengths vary a lot.
const LENGTH_B: Record<Field, number> = { title: 0, heading: 0, glossary: 0, text: 0.6, examples: 0.5 };
const K1 = 1.2;

interface Doc {
  number: string;
  title?: string;
  text: string;
  /** Term frequencies per field (same order as FIELDS). */
  tf: Array<Map<string, number>>;
  len: number[];
  /** Stems of title + text in order, for adjacency (phrases typed without quotes). */
  sequence: string[];
  /** Folded title, heading and text, for quoted phrases. */
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

export class EditionIndex {
  readonly edition: Edition;
  readonly analyzer: Analyzer;
  private readonly docs: Doc[] = [];
  private readonly flex: FlexIndex;
  /** Document frequency of each stem (any field). */
  private readonly df = new Map<string, number>();
  /** Folded surface words → stem, for typo correction and "did you mean". */
  readonly words = new Map<string, string>();
  private readonly avgLen: number[];

  constructor(edition: Edition) {
    this.edition = edition;
    this.analyzer = analyzerFor(edition.lang);
    this.flex = new FlexIndexClass({ tokenize: 'forward', encoder: (s: string) => s.split(' ').filter(Boolean) });
    const glossaryTerms = new Map<string, string[]>();
    for (const top of edition.root.children) {
      if (top.type !== 'glossary') continue;
      for (const entry of top.children) {
        const names = [entry.term, ...entry.aliases, ...(entry.englishTerm ? [entry.englishTerm] : [])].join(' ');
        for (const n of new Set(glossaryTargets(entry))) glossaryTerms.set(n, [...(glossaryTerms.get(n) ?? []), names]);
      }
    }
    const visit = (node: NumberedNode, heading: string | undefined) => {
      this.addDoc(node, heading, glossaryTerms.get(node.number)?.join(' ') ?? '');
      for (const child of node.children) if (child.type !== 'example') visit(child, node.title ?? heading);
    };
    for (const top of edition.root.children) if (top.type === 'section') visit(top, undefined);
    const totals = FIELDS.map((_, f) => this.docs.reduce((s, d) => s + d.len[f]!, 0));
    this.avgLen = totals.map((t) => Math.max(1, t / Math.max(1, this.docs.length)));
  }

  get size(): number {
    return this.docs.length;
  }

  private addDoc(node: NumberedNode, heading: string | undefined, glossary: string): void {
    const examples = node.children.flatMap((c) => (c.type === 'example' ? [c.text] : [])).join(' ');
    const values: Record<Field, string> = { title: node.title ?? '', heading: heading ?? '', glossary, text: node.text, examples };
    const tf: Doc['tf'] = [];
    const len: number[] = [];
    const all = new Set<string>();
    for (const field of FIELDS) {
      const counts = new Map<string, number>();
      let n = 0;
      for (const t of this.analyzer.tokens(values[field])) {
        // Glossary names include English headwords: they are not words of this language.
        if (field !== 'glossary' && !this.words.has(t.word)) this.words.set(t.word, t.stem);
        if (t.stop) continue;
        counts.set(t.stem, (counts.get(t.stem) ?? 0) + 1);
        all.add(t.stem);
        n++;
      }
      tf.push(counts);
      len.push(n);
    }
    for (const stem of all) this.df.set(stem, (this.df.get(stem) ?? 0) + 1);
    const id = this.docs.length;
    this.docs.push({
      number: node.number,
      title: node.title,
      text: node.text,
      tf,
      len,
      sequence: this.analyzer.terms(`${values.title} ${values.text}`),
      folded: fold(`${values.title} ${values.heading} ${values.text}`).replace(/[^\p{L}\p{N}]+/gu, ' '),
    });
    this.flex.add(id, [...all].join(' '));
  }

  private idf(stem: string): number {
    const n = this.df.get(stem) ?? 0;
    return Math.log(1 + (this.docs.length - n + 0.5) / (n + 0.5));
  }

  /** Whether the edition uses this stem at all. */
  knows(stem: string): boolean {
    return this.df.has(stem);
  }

  /** Turn query text into weighted terms: exact stems; a word the edition never uses
   *  becomes its prefix completions or, failing that, its nearest spelling. */
  queryTerms(text: string, prefixes: string[] = []): QueryTerm[] {
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
      } else if (t.word.length >= 4 && this.flex.search(t.word, { limit: 1 }).length) {
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

  search(query: string, limit = 10, extraTerms: QueryTerm[] = []): IndexHit[] {
    const parsed = parseQuery(query);
    const terms = [...this.queryTerms(parsed.text, parsed.prefixes), ...extraTerms];
    return this.rank(terms, parsed.phrases, limit, this.analyzer.terms(parsed.text));
  }

  /** Score every candidate for the given terms; quoted phrases must appear as written. */
  rank(terms: QueryTerm[], phrases: string[] = [], limit = 10, order: string[] = []): IndexHit[] {
    if (!terms.length) return [];
    const merged = new Map<string, QueryTerm>();
    for (const t of terms) {
      const key = (t.prefix ? '*' : '') + t.stem;
      const had = merged.get(key);
      if (!had || had.weight < t.weight) merged.set(key, t);
    }
    const unique = [...merged.values()];
    const candidates = new Set<number>();
    for (const t of unique) for (const id of this.flex.search(t.stem, { limit: 100_000 })) candidates.add(id);
    const foldedPhrases = phrases.map((p) => fold(p).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()).filter(Boolean);
    const totalWeight = unique.reduce((s, t) => s + t.weight * this.termIdf(t), 0) || 1;
    const scored: Array<{ id: number; score: number; matched: Set<string> }> = [];
    for (const id of candidates) {
      const doc = this.docs[id]!;
      if (foldedPhrases.some((p) => !` ${doc.folded} `.includes(` ${p} `))) continue;
      let score = 0;
      let covered = 0;
      const matched = new Set<string>();
      for (const t of unique) {
        const { tf, stems } = this.termFrequency(doc, t);
        if (tf <= 0) continue;
        for (const s of stems) matched.add(s);
        const idf = this.termIdf(t);
        score += t.weight * idf * ((tf * (K1 + 1)) / (tf + K1));
        covered += t.weight * idf;
      }
      if (score <= 0) continue;
      // Reward paragraphs that hold most of the query, and words in the order typed.
      score *= 0.35 + 0.65 * (covered / totalWeight) ** 2;
      score += this.adjacency(doc, order) + (foldedPhrases.length ? 1 : 0);
      scored.push({ id, score, matched });
    }
    scored.sort((a, b) => b.score - a.score || a.id - b.id);
    return scored.slice(0, limit).map(({ id, score, matched }) => {
      const doc = this.docs[id]!;
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

  /** The length-normalised, field-weighted frequency of a term in a paragraph. */
  private termFrequency(doc: Doc, t: QueryTerm): { tf: number; stems: string[] } {
    let tf = 0;
    const stems: string[] = [];
    for (let f = 0; f < FIELDS.length; f++) {
      const field = FIELDS[f]!;
      let n = 0;
      if (t.prefix) {
        for (const [stem, c] of doc.tf[f]!) if (stem.startsWith(t.stem)) (n += c), stems.push(stem);
      } else {
        n = doc.tf[f]!.get(t.stem) ?? 0;
        if (n) stems.push(t.stem);
      }
      if (!n) continue;
      const b = LENGTH_B[field];
      tf += (WEIGHT[field] * n) / (1 - b + (b * doc.len[f]!) / this.avgLen[f]!);
    }
    return { tf, stems };
  }

  /** Bonus for query words that stand side by side in the paragraph as they do in the query. */
  private adjacency(doc: Doc, order: string[]): number {
    if (order.length < 2) return 0;
    let bonus = 0;
    const seq = doc.sequence;
    for (let i = 0; i + 1 < order.length; i++) {
      const a = order[i]!;
      const b = order[i + 1]!;
      for (let j = 0; j + 1 < seq.length; j++) {
        if (seq[j] === a && seq[j + 1] === b) {
          bonus += 0.25 * (this.idf(a) + this.idf(b)) / 2;
          break;
        }
      }
    }
    return bonus;
  }
}
