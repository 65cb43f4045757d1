// Markdown-flavoured rules (the Italian translation): parsed with remark so that emphasis,
// list markers and escapes are understood rather than guessed. Each leaf block (paragraph,
// heading) becomes one paragraph; an ordered-list marker such as "100." is the rule's
// number, so it is taken back from the source text instead of being dropped as markup.
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import type { FrontEndResult, Paragraph } from '../types.ts';

interface MdNode {
  type: string;
  value?: string;
  alt?: string;
  url?: string;
  children?: MdNode[];
  ordered?: boolean;
  position?: { start: { line: number; column: number; offset?: number }; end: { line: number; column: number; offset?: number } };
}

const parser = unified().use(remarkParse);

function inlineText(node: MdNode): string {
  // A literal asterisk left in a text node is an unbalanced emphasis marker (the sources
  // never escape a real one), so it is markup too.
  if (node.type === 'text') return (node.value ?? '').replace(/\*/g, '');
  if (node.type === 'inlineCode' || node.type === 'html') return node.value ?? '';
  // Keep a link's target: "Gatherer.Wizards.com (https://gatherer.wizards.com)".
  if (node.type === 'link') return `${(node.children ?? []).map(inlineText).join('')} (${node.url ?? ''})`;
  if (node.type === 'break') return ' ';
  if (node.type === 'image') return node.alt ?? '';
  return (node.children ?? []).map(inlineText).join('');
}

/** Collapse soft line breaks inside a block to single spaces. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

export function markdownFrontEnd(text: string): FrontEndResult {
  const tree = parser.parse(text) as MdNode;
  const paragraphs: Paragraph[] = [];

  const visit = (node: MdNode, orderedMarker: string | null): void => {
    if (node.type === 'paragraph' || node.type === 'heading' || node.type === 'code' || node.type === 'html') {
      const body = node.type === 'code' || node.type === 'html' ? (node.value ?? '') : inlineText(node);
      const pos = node.position!;
      const startLine = pos.start.line;
      const joinedLines: number[] = [];
      for (let l = startLine + 1; l <= pos.end.line; l++) joinedLines.push(l);
      paragraphs.push({
        text: oneLine((orderedMarker ? orderedMarker + ' ' : '') + body),
        position: pos,
        ...(joinedLines.length ? { joinedLines } : {}),
        ...(node.type === 'heading' ? { hint: 'heading' as const } : {}),
      });
      return;
    }
    if (node.type === 'listItem') {
      const first = node.children?.[0];
      let marker: string | null = null;
      if (orderedMarker !== null && first?.position && node.position) {
        // The source between the item's start and its first block: "100. " (keep) or "- " (markup).
        marker = text.slice(node.position.start.offset, first.position.start.offset).trim();
      }
      node.children?.forEach((child, i) => visit(child, i === 0 ? marker : null));
      return;
    }
    if (node.type === 'list') {
      for (const item of node.children ?? []) visit(item, node.ordered ? '' : null);
      return;
    }
    if (node.type === 'thematicBreak') return;
    for (const child of node.children ?? []) visit(child, null);
  };
  visit(tree, null);

  return { paragraphs, markupFree: stripMarkdownMarkup(text) };
}

/**
 * The source with Markdown markup removed by plain text rules, independent of the parser:
 * the reference the coverage figure compares the parsed paragraphs against.
 */
export function stripMarkdownMarkup(text: string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '') // heading hashes
        .replace(/^\s*(?:[-*+]\s+)+/, '') // bullets, also nested "- - "
        .replace(/^\s{0,3}(?:[-*_]\s*){3,}$/, '') // thematic breaks
        .replace(/\[([^\]]*)\]\(([^)\s]*)\)/g, '$1 ($2)') // links keep their target
        .replace(/\\([\\`*_{}[\]()#+\-.!<>|~"'])/g, '\u0000$1') // escaped characters stay
        .replace(/\*+|(?<![\w\u0000])_+|_+(?!\w)/g, '') // emphasis markers
        .replace(/\u0000/g, ''),
    )
    .join('\n');
}
