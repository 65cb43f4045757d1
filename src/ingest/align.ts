// Alignment: the same rule in two editions. Editions that share a numbering pair by number;
// the pairing is then checked with what survives translation — the rule numbers a paragraph
// cites, its digits and mana symbols — so a misfiled translation shows up as `changed`.
import type { AnyNode, Edition } from '../tree/types.ts';

export interface Alignment {
  from: string;
  to: string;
  pairs: Array<[string, string]>;
  unmatchedFrom: string[];
  unmatchedTo: string[];
  /** Paired numbers whose text differs (same language) or whose language-free evidence
   *  differs (across languages). */
  changed: string[];
}

interface Entry {
  text: string;
  evidence: string;
}

/** number → its text and the parts of it no translation changes. */
export function numberedTexts(edition: Edition): Map<string, Entry> {
  const out = new Map<string, Entry>();
  const visit = (node: AnyNode) => {
    if (node.type === 'section' || node.type === 'rule' || node.type === 'subrule' || node.type === 'subsubrule') {
      const text = [node.title ?? '', node.text].join(' ').trim();
      const cited = node.refs.flatMap((r) => r.targets).sort();
      const symbols = (node.text.match(/\{[^}]+\}|\d+\/\d+/g) ?? []).sort();
      out.set(node.number, { text, evidence: [...cited, ...symbols].join(' ') });
    }
    if ('children' in node && node.children) for (const c of node.children as AnyNode[]) visit(c);
  };
  visit(edition.root);
  return out;
}

export function alignEditions(a: Edition, b: Edition): Alignment {
  const result: Alignment = { from: a.id, to: b.id, pairs: [], unmatchedFrom: [], unmatchedTo: [], changed: [] };
  if (a.numbering !== b.numbering) return result; // classic and modern numbers mean different rules
  const x = numberedTexts(a);
  const y = numberedTexts(b);
  const sameLanguage = a.lang === b.lang;
  for (const [number, entry] of x) {
    const other = y.get(number);
    if (!other) {
      result.unmatchedFrom.push(number);
      continue;
    }
    result.pairs.push([number, number]);
    if (sameLanguage ? entry.text !== other.text : entry.evidence !== other.evidence) result.changed.push(number);
  }
  for (const number of y.keys()) if (!x.has(number)) result.unmatchedTo.push(number);
  return result;
}
