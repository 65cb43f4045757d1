// Building one edition's index: every numbered paragraph analysed into weighted fields
// (BM25F), turned into postings (postings.ts), with what the ranking reads besides them —
// priors, word offsets for snippets, adjacent word pairs, exact word forms, the words the
// edition uses, and its glossary's names.
//
// Fields and their weights: a paragraph's own title, the title of the heading it stands
// under ("Trample" for 702.19b), the glossary terms whose entries send the reader to it,
// its text, and its examples (below the text: an example mentions a word in passing).
import type { Edition, GlossaryEntry, NumberedNode } from '../tree/types.ts';
import { analyzerFor, type Analyzer } from './analyze.ts';
import type { Doc, GlossaryName, IndexData } from './index-data.ts';
import { MapLists } from './keyed-lists.ts';
import { ArrayLists, Postings } from './postings.ts';
import { squeeze } from './snippet.ts';

const FIELDS = ['title', 'heading', 'glossary', 'text', 'examples'] as const;
type Field = (typeof FIELDS)[number];
const WEIGHT: Record<Field, number> = { title: 4, heading: 3, glossary: 2.5, text: 1, examples: 0.3 };
// Length normalisation only where lengths vary a lot.
const LENGTH_B: Record<Field, number> = { title: 0, heading: 0, glossary: 0, text: 0.6, examples: 0.5 };
const DEFINITION_PRIOR = 1.1;
/** Section 9 of every CR edition holds the casual variants (Planechase, Vanguard,
 *  Archenemy…), and a few rules elsewhere serve only them: the card types whose opening
 *  paragraph sends the reader there ("313.1 … See rule 902, 'Vanguard.'"). Few games use
 *  them, so they answer a question only when it names them — and then the query's own words
 *  and the topic boost lift them back. */
const VARIANT_PRIOR = 0.8;
const VARIANT_SECTION = '9';
/** The same holds for the multiplayer options and variants (Two-Headed Giant, Emperor,
 *  shared team turns, limited range of influence…): every rule of the multiplayer section
 *  after its first, "800. General", which every multiplayer game follows. */
const MULTIPLAYER_SECTION: Partial<Record<Edition['numbering'], string>> = { modern: '8' };

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
}

/** Rule numbers a glossary entry sends the reader to: its resolved references, or, when
 *  the edition has none, the "rule 702.19" mentions in its text. */
export function glossaryTargets(entry: GlossaryEntry): string[] {
  const fromRefs = entry.refs.flatMap((r) => (r.kind === 'glossary' ? [] : r.targets));
  if (fromRefs.length) return fromRefs;
  return [...entry.text.matchAll(/\b(\d{3}(?:\.\d+[a-z]?)?)\b/g)].map((m) => m[1]!);
}

/** A word's form with a plural -s dropped (English, Portuguese): the exact-form bonus is
 *  for "defender" against "defending", not "opponent" against "opponents". */
export function formKey(lang: Edition['lang'], word: string): string {
  return lang !== 'it' && word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Rules outside section 9 whose opening paragraph refers to section 9 (the variants' card
 *  types), and the multiplayer options and variants, by their three-digit number. */
function variantRules(edition: Edition): Set<string> {
  const out = new Set<string>();
  for (const section of edition.root.children) {
    if (section.type !== 'section' || section.number === VARIANT_SECTION) continue;
    if (section.number === MULTIPLAYER_SECTION[edition.numbering]) {
      for (const rule of section.children.slice(1)) if (rule.type !== 'example') out.add(rule.number);
      continue;
    }
    for (const rule of section.children) {
      if (rule.type === 'example') continue;
      const first = rule.children.find((c) => c.type !== 'example');
      if (first?.refs?.some((r) => r.targets.some((t) => t.startsWith(VARIANT_SECTION)))) out.add(rule.number);
    }
  }
  return out;
}

class Builder {
  readonly analyzer: Analyzer;
  readonly docs: Doc[] = [];
  readonly tf: Array<Map<string, number>> = [];
  readonly marks: Array<{ stems: string[]; starts: number[]; ends: number[] }> = [];
  readonly bigrams = new Map<string, number[]>();
  readonly forms = new Map<string, number[]>();
  readonly words = new Map<string, string>();
  private readonly variants: Set<string>;

  constructor(readonly edition: Edition) {
    this.analyzer = analyzerFor(edition.lang);
    this.variants = variantRules(edition);
  }

  /** One step per paragraph, in document order: analysing it into field counts. */
  plan(): Array<() => Pending> {
    const glossaryTerms = new Map<string, string[]>();
    for (const entry of glossaryOf(this.edition)) {
      const names = [entry.term, ...entry.aliases, ...(entry.englishTerm ? [entry.englishTerm] : [])].join(' ');
      for (const n of new Set(glossaryTargets(entry))) glossaryTerms.set(n, [...(glossaryTerms.get(n) ?? []), names]);
    }
    const steps: Array<() => Pending> = [];
    const visit = (node: NumberedNode, heading: string | undefined, titledParent = false) => {
      steps.push(() => this.analyse(node, heading, glossaryTerms.get(node.number)?.join(' ') ?? '', titledParent));
      for (const child of node.children) if (child.type !== 'example') visit(child, node.title ?? heading, node.type === 'subrule' && !!node.title);
    };
    for (const top of this.edition.root.children) if (top.type === 'section') visit(top, undefined);
    return steps;
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
    for (const field of ['title', 'heading', 'text'] as const) for (const t of this.analyzer.tokens(values[field])) if (!t.stop) forms.add(formKey(this.edition.lang, t.word));
    return {
      node,
      forms,
      heading: heading ?? '',
      definesHeading,
      counts,
      len,
      sequence: this.analyzer.terms(`${values.title} ${values.text}`),
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
    this.tf.push(tf);
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
    // The first lettered paragraph under a titled rule ("702.33a" under "702.33. Kicker")
    // is where the CR defines the term.
    const defines = p.node.type === 'subsubrule' && p.node.number.endsWith('a') && p.definesHeading;
    const first = p.node.children.find((c) => c.type !== 'example');
    // Runs of spaces and line breaks (glossary-style text) folded once here, so that
    // cutting a snippet never has to look for them.
    const text = squeeze(p.node.text || (first ? first.text : ''));
    const topic = this.analyzer.terms(p.node.title ?? p.heading).join(' ');
    const marks: (typeof this.marks)[number] = { stems: [], starts: [], ends: [] };
    for (const t of this.analyzer.tokens(text || squeeze(p.node.title ?? '')))
      if (!t.stop) marks.stems.push(t.stem), marks.starts.push(t.start), marks.ends.push(t.end);
    this.marks.push(marks);
    const variant = p.node.number.startsWith(VARIANT_SECTION) || this.variants.has(p.node.number.slice(0, 3));
    const doc: Doc = { number: p.node.number, text, ownText: !!p.node.text, prior: (defines ? DEFINITION_PRIOR : 1) * (variant ? VARIANT_PRIOR : 1), heading: p.heading, topic };
    if (p.node.title) doc.title = p.node.title;
    this.docs.push(doc);
  }

  finish(pending: Pending[]): IndexData {
    const avgLen = FIELDS.map((_, f) => Math.max(1, pending.reduce((sum, p) => sum + p.len[f]!, 0) / Math.max(1, pending.length)));
    for (const p of pending) this.addDoc(p, avgLen);
    const postings = new Postings(this.tf);
    const marks = new ArrayLists(this.marks.map(({ stems, starts, ends }) => {
      const out = new Int32Array(3 * stems.length);
      stems.forEach((stem, i) => ((out[3 * i] = postings.ids.get(stem) ?? -1), (out[3 * i + 1] = starts[i]!), (out[3 * i + 2] = ends[i]!)));
      return out;
    }));
    const lists = (m: Map<string, number[]>) => new MapLists(new Map([...m].map(([k, v]) => [k, Int32Array.from(v)])));
    return {
      edition: this.edition.id,
      lang: this.edition.lang,
      numbering: this.edition.numbering,
      docs: this.docs,
      postings,
      marks,
      bigrams: lists(this.bigrams),
      forms: lists(this.forms),
      words: this.words,
      textBytes: this.docs.reduce((sum, d) => sum + 2 * d.text.length, 0),
      glossary: glossaryOf(this.edition).map((g): GlossaryName => ({ term: g.term, names: [g.term, ...g.aliases], ...(g.englishTerm ? { english: g.englishTerm } : {}), text: g.text, rules: [...new Set(glossaryTargets(g))] })),
    };
  }
}

function glossaryOf(edition: Edition): GlossaryEntry[] {
  return edition.root.children.flatMap((top) => (top.type === 'glossary' ? top.children : []));
}

/** The whole index at once. */
export function buildIndex(edition: Edition): IndexData {
  const builder = new Builder(edition);
  return builder.finish(builder.plan().map((step) => step()));
}

/** The same a slice of paragraphs at a time, awaiting `pause` between slices, so that a
 *  server can answer other requests while it is built. */
export async function buildIndexInSlices(edition: Edition, pause: () => Promise<void>, slice = 200): Promise<IndexData> {
  const builder = new Builder(edition);
  const plan = builder.plan();
  const pending: Pending[] = [];
  for (let i = 0; i < plan.length; i++) {
    pending.push(plan[i]!());
    if (i % slice === slice - 1) await pause();
  }
  return builder.finish(pending);
}
