// Cross-references in the tournament documents, and from the CR to them. A mention becomes a
// Reference with its span, like the CR's "rule 601.2a":
//   "section 4.3 of the Magic Tournament Rules", "section 4 of the Magic Tournament Rules"
//   "MTR section 4.3", "(MTR 2.11)", "IPG 3.2"            → that document
//   "the Magic Comprehensive Rules, rule 103.4", "rule 103.4c" → the CR
//   "see section 1.4", "sections 2-4", "Section 7", "Appendix D", "Tardiness (3.1)", and a
//   changes entry "2.1: …"                                   → the same document
//   "Unsporting Conduct — Cheating" (an infraction's full name)  → that subsection
//   "the Magic Tournament Rules" with no number                → the document itself
// Targets in the same document are resolved here; those in another document are kept with
// `document` set and resolved by the library against that document's newest edition.
import { DOCUMENTS, documentInfo } from '../../tree/documents.ts';
import { policyType } from '../../tree/policy-numbers.ts';
import type { AnyNode, DocumentId, Edition, NumberedNode, Reference, Root } from '../../tree/types.ts';
import { nodeKey } from './index.ts';

interface Found {
  start: number;
  end: number;
  kind: Reference['kind'];
  targets: string[];
  document: DocumentId;
}

const NUMBER = String.raw`(\d{1,2}(?:\.\d{1,2})?)(?![\d.]\d)`;
const mentionOf = (d: DocumentId) => documentInfo(d).mention.source;
const POLICY_DOCS = DOCUMENTS.filter((d) => d.id !== 'cr');

type Pattern = { re: RegExp; found: (m: RegExpExecArray) => Omit<Found, 'start' | 'end'> };

/** Another document named without a number. */
function documentMentions(own: DocumentId): Pattern[] {
  return DOCUMENTS.filter((d) => d.id !== own).map((d) => ({ re: new RegExp(d.mention.source, 'g'), found: () => ({ kind: 'document', targets: [], document: d.id }) }));
}

const cache = new Map<DocumentId, Pattern[]>();

/** The patterns of a tournament document, strongest first: a later one never takes text an
 *  earlier one matched. */
function patterns(own: DocumentId): Pattern[] {
  const had = cache.get(own);
  if (had) return had;
  const out: Pattern[] = [];
  for (const d of POLICY_DOCS) {
    out.push({ re: new RegExp(String.raw`\b[Ss]ections?\s+${NUMBER}\s+of\s+${mentionOf(d.id)}`, 'g'), found: (m) => ({ kind: 'section', targets: [m[1]!], document: d.id }) });
    out.push({ re: new RegExp(String.raw`\b${d.short}\s+(?:[Ss]ections?\s+)?${NUMBER}`, 'g'), found: (m) => ({ kind: 'section', targets: [m[1]!], document: d.id }) });
  }
  const crRule = String.raw`(\d{3}(?:\.\d+[a-z]?)?)(?![\d\p{L}])`;
  out.push({ re: new RegExp(String.raw`${mentionOf('cr')},?\s+rules?\s+${crRule}`, 'gu'), found: (m) => ({ kind: 'rule', targets: [m[1]!], document: 'cr' }) });
  out.push({ re: new RegExp(String.raw`\b(?:CR\s+|[Rr]ules?\s+)${crRule}`, 'gu'), found: (m) => ({ kind: 'rule', targets: [m[1]!], document: 'cr' }) });
  out.push({
    re: new RegExp(String.raw`\b[Ss]ections?\s+${NUMBER}(?:\s*[-–]\s*${NUMBER})?`, 'g'),
    found: (m) => ({ kind: m[2] ? 'range' : 'section', targets: m[2] ? sectionRange(m[1]!, m[2]) : [m[1]!], document: own }),
  });
  out.push({ re: /\bAppendix\s+([A-Z])\b/g, found: (m) => ({ kind: 'section', targets: [m[1]!], document: own }) });
  out.push({ re: /\((\d{1,2}\.\d{1,2})\)/g, found: (m) => ({ kind: 'section', targets: [m[1]!], document: own }) });
  out.push({ re: /(?:^|(?<=\n))(\d{1,2}\.\d{1,2})(?=:)/g, found: (m) => ({ kind: 'section', targets: [m[1]!], document: own }) });
  cache.set(own, out);
  return out;
}

/** "sections 2-4" → 2, 3, 4 (whole sections only; anything else names its two ends). */
function sectionRange(from: string, to: string): string[] {
  if (!/^\d+$/.test(from) || !/^\d+$/.test(to) || Number(to) <= Number(from)) return [from, to];
  return Array.from({ length: Math.min(20, Number(to) - Number(from) + 1) }, (_, i) => String(Number(from) + i));
}

/** An infraction named in full ("Game Play Error — Game Rule Violation"), dash and spacing
 *  as they come, → its subsection. */
function infractionNames(root: Root): { re: RegExp; numbers: Map<string, string> } | null {
  const numbers = new Map<string, string>();
  const visit = (n: NumberedNode) => {
    if (n.type === 'rule' && n.title && /\s[—–-]\s/.test(n.title)) numbers.set(foldName(n.title), n.number);
    for (const c of n.children) if (c.type !== 'example') visit(c);
  };
  for (const top of root.children) if (top.type === 'section') visit(top);
  if (!numbers.size) return null;
  const alternatives = [...numbers.keys()].sort((a, b) => b.length - a.length).map((k) => k.split(' - ').map(escape).join(String.raw`\s*[—–-]\s*`));
  return { re: new RegExp(`(?:${alternatives.join('|')})`, 'gi'), numbers };
}

const foldName = (s: string) => s.toLowerCase().replace(/\s*[—–-]\s*/g, ' - ').replace(/\s+/g, ' ').trim();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, String.raw`\s+`);

/** The references in one text of a document (`own`; 'cr' for the Comprehensive Rules, which
 *  only link the tournament documents they name). */
export function policyMentions(text: string, own: DocumentId, names: ReturnType<typeof infractionNames> = null): Found[] {
  const taken: Found[] = [];
  const free = (s: number, e: number) => taken.every((t) => e <= t.start || s >= t.end);
  const byName: Pattern[] = names ? [{ re: names.re, found: (m) => ({ kind: 'section', targets: [names.numbers.get(foldName(m[0]))!], document: own }) }] : [];
  const all = own === 'cr' ? documentMentions(own) : [...patterns(own), ...byName, ...documentMentions(own)];
  for (const { re, found } of all) {
    for (const m of text.matchAll(re)) {
      const start = m.index!;
      const end = start + m[0].length;
      if (free(start, end)) taken.push({ ...found(m as RegExpExecArray), start, end });
    }
  }
  return taken.sort((a, b) => a.start - b.start);
}

function* numbered(node: AnyNode, parent: NumberedNode | null): Generator<[AnyNode & { text: string; refs: Reference[] }, NumberedNode | null]> {
  if (node.type === 'section' || node.type === 'rule' || node.type === 'subrule' || node.type === 'subsubrule' || node.type === 'example' || node.type === 'glossaryEntry') yield [node, parent];
  const next = node.type === 'section' || node.type === 'rule' || node.type === 'subrule' || node.type === 'subsubrule' ? node : parent;
  if ('children' in node && node.children) for (const c of node.children as AnyNode[]) yield* numbered(c, next);
}

/** Links every mention in a tournament document; returns what did not resolve and the
 *  references into other documents. */
export function linkPolicyReferences(root: Root, ctx: { document: DocumentId; editionId: string }): Pick<Edition, 'unresolved'> & { crossRefs: NonNullable<Edition['crossRefs']> } {
  const known = new Set<string>();
  for (const [node] of numbered(root, null)) if ('number' in node) known.add(node.number);
  const names = infractionNames(root);
  const unresolved: Edition['unresolved'] = [];
  const crossRefs: NonNullable<Edition['crossRefs']> = [];
  for (const [node, parent] of numbered(root, null)) {
    if (!node.text) continue;
    const from = nodeKey(node, parent) ?? '?';
    node.refs = policyMentions(node.text, ctx.document, names).map((f) => toReference(node.text, f, ctx.document, known));
    for (const ref of node.refs) {
      for (const target of ref.unresolved ?? []) unresolved.push({ from, raw: ref.raw, target });
      if (ref.document) crossRefs.push({ from, document: ref.document, targets: ref.targets });
    }
  }
  return { unresolved, crossRefs };
}

function toReference(text: string, f: Found, own: DocumentId, known: Set<string>): Reference {
  const base = { kind: f.kind, raw: text.slice(f.start, f.end), start: f.start, end: f.end };
  if (f.document !== own) return { ...base, targets: f.targets, document: f.document };
  const targets = f.targets.filter((t) => known.has(t) && policyType(t));
  const missing = f.kind === 'range' ? (targets.length ? [] : f.targets.slice(0, 1)) : f.targets.filter((t) => !known.has(t));
  return { ...base, targets, ...(missing.length ? { unresolved: missing } : {}) };
}

/** The CR's mentions of the tournament documents ("the Magic: The Gathering Tournament
 *  Rules"), added to the references of each node that has them. */
export function linkDocumentMentions(root: Root): NonNullable<Edition['crossRefs']> {
  const crossRefs: NonNullable<Edition['crossRefs']> = [];
  for (const [node, parent] of numbered(root, null)) {
    if (!node.text) continue;
    const found = policyMentions(node.text, 'cr').filter((f) => node.refs.every((r) => f.end <= r.start || f.start >= r.end));
    if (!found.length) continue;
    node.refs = [...node.refs, ...found.map((f) => toReference(node.text, f, 'cr', new Set()))].sort((a, b) => a.start - b.start);
    for (const f of found) crossRefs.push({ from: nodeKey(node, parent) ?? '?', document: f.document, targets: [] });
  }
  return crossRefs;
}
