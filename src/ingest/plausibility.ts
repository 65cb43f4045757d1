// Does a parsed text look like a whole Comprehensive Rules document? A file cut short (a
// truncated download, a broken conversion) or one whose line breaks were lost still
// parses, into a plausible-looking but partial tree; these checks compare the tree with
// what the text itself promises — its table of contents — so such a file is reported as
// damaged instead of being served as an edition.
import type { EditionCounts, NumberedNode, Root } from '../tree/types.ts';

/** Rules the contents may list that the body lacks before the text counts as damaged
 *  (an edition may drop a heading the body renumbers; none of the 45 real texts misses one). */
const MISSING_RULES_ALLOWED = 2;

const GLOSSARY_HEADING = /^(glossary|glossario|glossário)$/im;

/** Why the text looks damaged; empty when it looks whole. */
export function plausibilityProblems(root: Root, counts: EditionCounts): string[] {
  const problems: string[] = [];
  if (counts.rules === 0) {
    problems.push('no numbered rules were found (is it a rules text? were its line breaks lost?)');
    return problems;
  }
  const numbered = numberedNodes(root);
  const contents = root.children.find((c) => c.type === 'contents') as { text?: string } | undefined;
  if (contents?.text) {
    const listed = [...contents.text.matchAll(/^([1-9]\d{0,2})\. /gm)].map((m) => m[1]);
    const present = new Set(numbered.filter((n) => n.type === 'section' || n.type === 'rule').map((n) => n.number));
    const missing = listed.filter((n) => !present.has(n));
    if (missing.length > MISSING_RULES_ALLOWED) {
      problems.push(
        `the contents list ${listed.length} sections and rules but ${missing.length} are missing from the text (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}): it looks truncated`,
      );
    }
    if (GLOSSARY_HEADING.test(contents.text) && counts.glossary === 0) problems.push('the contents list a glossary but the text has none: it looks truncated');
  }
  const sections = numbered.filter((n) => n.type === 'section').map((n) => Number(n.number));
  const outOfOrder = sections.findIndex((s, i) => i > 0 && s <= sections[i - 1]);
  if (outOfOrder > 0) problems.push(`section ${sections[outOfOrder]} follows section ${sections[outOfOrder - 1]}: the headings are out of order`);
  return problems;
}

function numberedNodes(root: Root): NumberedNode[] {
  const out: NumberedNode[] = [];
  const visit = (node: { type: string; children?: unknown[] }) => {
    if (node.type === 'section' || node.type === 'rule') out.push(node as NumberedNode);
    // Sections hold rules; deeper levels cannot hold either.
    if (node.type === 'root' || node.type === 'section') for (const child of (node.children ?? []) as NumberedNode[]) visit(child);
  };
  visit(root as never);
  return out;
}

/** Headings a tournament document's contents may list that its text lacks before the text
 *  counts as damaged. */
const MISSING_SECTIONS_ALLOWED = 2;

/** Why a tournament document looks damaged (no sections; the contents promise headings
 *  the text lacks: cut short); empty when it looks whole. */
export function policyProblems(root: Root, anomalies: Array<{ kind: string; number: string }>): string[] {
  if (!root.children.some((c) => c.type === 'section')) return ['no numbered sections were found (were its line breaks lost?)'];
  const missing = anomalies.filter((a) => a.kind === 'missing-heading').map((a) => a.number);
  if (missing.length > MISSING_SECTIONS_ALLOWED)
    return [`the contents list ${missing.length} sections the text lacks (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}): it looks truncated`];
  return [];
}
