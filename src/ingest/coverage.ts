// "Nothing lost": the share of the markup-free source's non-whitespace characters that the
// tree holds exactly once. Characters are compared as counts per character, so text filed
// under another number (a misnumbered paragraph) still counts, while a dropped sentence or
// a paragraph stored twice lowers the figure.
import type { AnyNode, Root } from '../tree/types.ts';

function* contents(node: AnyNode): Generator<string> {
  switch (node.type) {
    case 'root':
      break;
    case 'section':
    case 'rule':
    case 'subrule':
    case 'subsubrule':
      yield node.label;
      // A heading rebuilt from the contents repeats text the contents node already holds.
      if (node.title && !node.fromContents) yield node.title;
      if (node.penalty) yield node.penalty;
      // A part's heading is not in `text`; its words are (they are spans of it).
      for (const part of node.parts ?? []) yield part.label;
      yield node.text;
      break;
    case 'example':
      yield node.label;
      yield node.text;
      break;
    case 'glossary':
      yield node.title;
      break;
    case 'glossaryEntry':
      yield node.headword;
      yield node.text;
      break;
    default:
      yield node.text;
  }
  if ('children' in node && node.children) for (const child of node.children as AnyNode[]) yield* contents(child);
}

function histogram(parts: Iterable<string>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      const c = part.charCodeAt(i);
      if (c === 32 || c === 10 || c === 9 || c === 13 || c === 160 || c === 0xfeff) continue;
      counts.set(c, (counts.get(c) ?? 0) + 1);
    }
  }
  return counts;
}

export function coverage(markupFree: string, root: Root): number {
  const source = histogram([markupFree]);
  const tree = histogram(contents(root));
  let total = 0;
  let held = 0;
  for (const [c, n] of source) {
    total += n;
    const t = tree.get(c) ?? 0;
    // Held once: what both have, less anything the tree holds more often than the source.
    held += Math.min(n, t) - Math.max(0, t - n);
  }
  for (const [c, t] of tree) if (!source.has(c)) held -= t;
  return total === 0 ? 0 : Math.max(0, held) / total;
}
