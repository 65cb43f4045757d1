// The compact per-edition JSON the browser keeps for offline use: every numbered paragraph
// in document order with its text, examples and reference spans, and the glossary. The
// client renders rule pages, the tree and search results from it when the network is gone,
// so it holds everything a rule page needs except what the server computes across editions.
import type { DocumentId, Edition, GlossaryEntry, NumberedNode, Reference, TopLevelNode } from '../tree/types.ts';

/** A reference span: [start, end, targets] into the owning text, and the document the
 *  targets are in when it is another ("mtr"; no targets: the document itself). */
export type CompactRef = [number, number, string[]] | [number, number, string[], DocumentId];

export interface CompactRule {
  /** Canonical number ("702.19c"). */
  n: string;
  /** Number as printed, when it differs. */
  p?: string;
  /** Heading, for sections, rules and heading-like subrules. */
  t?: string;
  /** Paragraph text. */
  x: string;
  /** Examples, each with its own reference spans; in a tournament document with its label
   *  ("A.") and the index in `s` of the part it is printed in. */
  e?: Array<{ x: string; r?: CompactRef[]; l?: string; q?: number }>;
  r?: CompactRef[];
  /** Parent's number; absent for sections. */
  u?: string;
  /** A tournament document's infraction: its penalty ("Warning"). */
  k?: string;
  /** A tournament document's named parts: [name, start, end] spans of `x`. */
  s?: Array<[string, number, number]>;
}

export interface CompactGlossaryEntry {
  term: string;
  aliases?: string[];
  /** The English headword of a translated entry (the search translates queries with it). */
  en?: string;
  x: string;
  r?: CompactRef[];
}

export interface CompactEdition {
  id: string;
  lang: string;
  title: string;
  effectiveDate: string | null;
  /** Which numbering the edition follows (editions alike in it number rules alike). */
  numbering?: string;
  /** 'policy' and the document, for a tournament document (MTR, IPG). */
  kind?: 'rules' | 'policy';
  document?: DocumentId;
  rules: CompactRule[];
  glossary: CompactGlossaryEntry[];
}

const NUMBERED = new Set(['section', 'rule', 'subrule', 'subsubrule']);

function compactRefs(refs: Reference[] | undefined): CompactRef[] | undefined {
  const out = (refs ?? [])
    .filter((r) => r.targets.length > 0 || r.document)
    .map((r): CompactRef => (r.document ? [r.start, r.end, r.targets, r.document] : [r.start, r.end, r.targets]));
  return out.length ? out : undefined;
}

function addNumbered(node: NumberedNode, parent: string | undefined, out: CompactRule[]): void {
  const examples = node.children.filter((c) => c.type === 'example');
  const rule: CompactRule = { n: node.number, x: node.text };
  if (node.printedNumber && node.printedNumber !== node.number) rule.p = node.printedNumber;
  if (node.title) rule.t = node.title;
  if (examples.length)
    rule.e = examples.map((e) => ({
      x: e.text,
      ...(compactRefs(e.refs) ? { r: compactRefs(e.refs) } : {}),
      ...(node.parts ? { l: e.label } : {}),
      ...(e.part !== undefined ? { q: e.part } : {}),
    }));
  const refs = compactRefs(node.refs);
  if (refs) rule.r = refs;
  if (parent) rule.u = parent;
  if (node.penalty) rule.k = node.penalty;
  if (node.parts) rule.s = node.parts.map((p) => [p.name, p.start, p.end]);
  out.push(rule);
  for (const child of node.children) if (NUMBERED.has(child.type)) addNumbered(child as NumberedNode, node.number, out);
}

function addGlossary(entry: GlossaryEntry): CompactGlossaryEntry {
  const refs = compactRefs(entry.refs);
  return {
    term: entry.term,
    ...(entry.aliases.length ? { aliases: entry.aliases } : {}),
    ...(entry.englishTerm ? { en: entry.englishTerm } : {}),
    x: entry.text,
    ...(refs ? { r: refs } : {}),
  };
}

export function compactEdition(edition: Edition): CompactEdition {
  const rules: CompactRule[] = [];
  const glossary: CompactGlossaryEntry[] = [];
  for (const node of edition.root.children as TopLevelNode[]) {
    if (NUMBERED.has(node.type)) addNumbered(node as NumberedNode, undefined, rules);
    else if (node.type === 'glossary') glossary.push(...node.children.map(addGlossary));
  }
  return {
    id: edition.id,
    lang: edition.lang,
    title: edition.title,
    effectiveDate: edition.effectiveDate,
    numbering: edition.numbering,
    ...(edition.kind === 'policy' ? { kind: edition.kind, document: edition.document } : {}),
    rules,
    glossary,
  };
}
