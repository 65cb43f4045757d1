// Everything the library derives from one edition's tree, built the first time the edition
// is asked for: numbered nodes by number, their parents and document order, the glossary,
// backlinks. (The search indexes are src/search's: see index-pool.ts.)
import { backlinks } from '../ingest/link/index.ts';
import type { Edition, GlossaryEntry, NumberedNode } from '../tree/types.ts';

export class EditionState {
  readonly edition: Edition;
  readonly nodes = new Map<string, NumberedNode>();
  readonly parent = new Map<string, string | null>();
  /** Numbers in document order. */
  readonly order: string[] = [];
  readonly position = new Map<string, number>();
  /** Printed number → canonical number, for misnumbered paragraphs. */
  readonly printed = new Map<string, string>();
  readonly glossary: GlossaryEntry[] = [];
  private citedByMap?: Map<string, string[]>;

  /** `section`: one section alone (./sections.ts), with the numbers just before and after
   *  it in the whole edition and the backlinks into it — enough to show its rules. */
  constructor(edition: Edition, section?: { node: NumberedNode; before: string | null; after: string | null; citedBy: Record<string, string[]> }) {
    this.edition = edition;
    const visit = (node: NumberedNode, parent: string | null) => {
      if (this.nodes.has(node.number)) return; // a duplicate keeps its first filing
      this.nodes.set(node.number, node);
      this.parent.set(node.number, parent);
      this.position.set(node.number, this.order.length);
      this.order.push(node.number);
      if (node.printedNumber && node.printedNumber !== node.number && !this.printed.has(node.printedNumber))
        this.printed.set(node.printedNumber, node.number);
      for (const child of node.children) if (child.type !== 'example') visit(child, node.number);
    };
    if (section) {
      // The neighbours stand in the order (so previous/next are right) but are not nodes here.
      if (section.before) this.order.push(section.before);
      visit(section.node, null);
      if (section.after) this.order.push(section.after);
      this.citedByMap = new Map(Object.entries(section.citedBy));
      return;
    }
    for (const top of edition.root.children) {
      if (top.type === 'section') visit(top, null);
      else if (top.type === 'glossary') this.glossary.push(...top.children);
    }
  }

  citedBy(number: string): string[] {
    this.citedByMap ??= backlinks(this.edition.root);
    return this.citedByMap.get(number) ?? [];
  }
}
