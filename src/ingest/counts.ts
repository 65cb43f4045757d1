// How many nodes of each kind a tree holds, and its references (an edition's `counts`).
import type { EditionCounts, NumberedNode, Root } from '../tree/types.ts';

export function count(root: Root): EditionCounts {
  const counts: EditionCounts = { sections: 0, rules: 0, subrules: 0, subsubrules: 0, examples: 0, glossary: 0, references: 0, unresolved: 0 };
  const visit = (node: { type: string; children?: unknown[]; refs?: Array<{ unresolved?: string[] }> }) => {
    if (node.type === 'section') counts.sections++;
    else if (node.type === 'rule') counts.rules++;
    else if (node.type === 'subrule') counts.subrules++;
    else if (node.type === 'subsubrule') counts.subsubrules++;
    else if (node.type === 'example') counts.examples++;
    else if (node.type === 'glossaryEntry') counts.glossary++;
    for (const ref of node.refs ?? []) {
      counts.references++;
      if (ref.unresolved?.length) counts.unresolved += ref.unresolved.length;
    }
    for (const child of (node.children ?? []) as NumberedNode[]) visit(child);
  };
  visit(root);
  return counts;
}
