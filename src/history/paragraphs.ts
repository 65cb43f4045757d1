// The numbered paragraphs of one release, in the form the matcher compares: the words with
// every rule number replaced by "#", so that a paragraph whose only change is a renumbered
// cross-reference ("see rule 723" → "see rule 733") still reads the same.
import { parentNumber } from '../tree/numbers.ts';
import type { Edition, NumberedNode } from '../tree/types.ts';

export interface Paragraph {
  number: string;
  parent: string | null;
  /** Title and text as printed (the title of a heading rule, then its text). */
  text: string;
  /** Lower-cased words, rule numbers as "#". */
  words: string[];
  /** `words` joined: equal keys mean equal text up to the numbers it cites. */
  key: string;
}

/** A rule number as it stands in running text: "702.19c", "702.19", "702". */
export const RULE_NUMBER_IN_TEXT = /\b\d{3}(?:\.\d+[a-z]{0,2})?\b/g;

export function paragraphText(node: Pick<NumberedNode, 'title' | 'text'>): string {
  return [node.title ?? '', node.text].join(' ').replace(/\s+/g, ' ').trim();
}

export function wordsOf(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(RULE_NUMBER_IN_TEXT, '#')
      .replace(/[’‘]/g, "'")
      .match(/[\p{L}\p{N}#']+/gu) ?? []
  );
}

/** Every section, rule and subrule of the edition, in document order. */
export function paragraphsOf(edition: Edition): Paragraph[] {
  return paragraphsUnder(edition.root.children.filter((top): top is NumberedNode => top.type === 'section'));
}

/** The given rules and everything numbered below them, in document order: one rule's
 *  paragraphs can be read without the whole tree (a section file, src/library/sections.ts). */
export function paragraphsUnder(nodes: readonly NumberedNode[]): Paragraph[] {
  const out: Paragraph[] = [];
  const seen = new Set<string>();
  const visit = (node: NumberedNode) => {
    if (seen.has(node.number)) return; // a duplicate keeps its first filing, as the library does
    seen.add(node.number);
    const text = paragraphText(node);
    const words = wordsOf(text);
    out.push({ number: node.number, parent: parentNumber(node.number), text, words, key: words.join(' ') });
    for (const c of node.children) if (c.type !== 'example') visit(c);
  };
  for (const node of nodes) visit(node);
  return out;
}
