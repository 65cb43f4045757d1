// Markdown-flavoured rules (the Italian translation): parsed by a CommonMark parser
// (markdown-it) so that emphasis, list markers and escapes are understood rather than
// guessed. Each leaf block (paragraph, heading, code, HTML) becomes one paragraph; an
// ordered-list marker such as "100." is the rule's number, so it is put back in front of
// the item's first paragraph instead of being dropped as markup. markdown-it reads the
// 885 KB Italian text in well under a tenth of a second (remark took about a second).
import MarkdownIt, { type Token } from 'markdown-it';
import type { Position } from '../../tree/types.ts';
import type { FrontEndResult, Paragraph } from '../types.ts';

// CommonMark only: no typographer, no linkify, no tables (the rules have none).
const parser = new MarkdownIt('commonmark', { html: true });

/** The text of a block's inline tokens, markup removed. */
function inlineText(children: Token[]): string {
  let out = '';
  let href: string | null = null;
  for (const t of children) {
    switch (t.type) {
      case 'text':
        // A literal asterisk left in text is an unbalanced emphasis marker (the sources
        // never escape a real one), so it is markup too.
        out += t.content.replace(/\*/g, '');
        break;
      case 'text_special': // a backslash escape or an entity: the character it stands for
      case 'code_inline':
      case 'html_inline':
        out += t.content;
        break;
      case 'softbreak':
        out += '\n';
        break;
      case 'hardbreak':
        out += ' ';
        break;
      case 'image':
        out += t.content;
        break;
      // Keep a link's target: "Gatherer.Wizards.com (https://gatherer.wizards.com)".
      case 'link_open':
        href = String(t.attrGet('href') ?? '');
        break;
      case 'link_close':
        out += ` (${href ?? ''})`;
        href = null;
        break;
      default: // emphasis and strong markers
    }
  }
  return out;
}

/** Collapse soft line breaks inside a block to single spaces. */
function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** Where a block stands in the source: from its first character (after any list marker or
 *  indentation) to the end of its last line's text. `first` is its first line's content. */
function positionOf(lines: string[], lineStarts: number[], map: [number, number], first: string): Position {
  const [startLine, endLine] = [map[0], map[1] - 1];
  const head = lines[startLine]!.trimEnd();
  const startColumn = first ? head.length - first.length : head.length - head.trimStart().length;
  const tailLength = lines[endLine]!.trimEnd().length;
  return {
    start: { line: startLine + 1, column: startColumn + 1, offset: lineStarts[startLine]! + startColumn },
    end: { line: endLine + 1, column: tailLength + 1, offset: lineStarts[endLine]! + tailLength },
  };
}

export function markdownFrontEnd(text: string): FrontEndResult {
  const tokens = parser.parse(text, {});
  const lines = text.split('\n');
  const lineStarts: number[] = [];
  let at = 0;
  for (const line of lines) lineStarts.push(at), (at += line.length + 1);
  const paragraphs: Paragraph[] = [];
  // The marker of each open ordered-list item, until its first block has taken it.
  let marker: string | null = null;

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.type === 'list_item_open') {
      marker = t.markup === '.' || t.markup === ')' ? `${t.info}${t.markup}` : null;
      continue;
    }
    const leaf = t.type === 'paragraph_open' || t.type === 'heading_open' ? tokens[i + 1]! : t.type === 'fence' || t.type === 'code_block' || t.type === 'html_block' ? t : null;
    // The marker belongs to the item's own first paragraph, not to a nested list's or quote's.
    if (t.type === 'bullet_list_open' || t.type === 'ordered_list_open' || t.type === 'blockquote_open' || t.type === 'list_item_close') marker = null;
    if (!leaf || !t.map) continue;
    const body = leaf.type === 'inline' ? inlineText(leaf.children ?? []) : leaf.content;
    const first = leaf.type === 'inline' ? leaf.content.split('\n', 1)[0]!.trim() : '';
    const position = positionOf(lines, lineStarts, t.map as [number, number], first);
    const joinedLines: number[] = [];
    for (let l = position.start.line + 1; l <= position.end.line; l++) joinedLines.push(l);
    paragraphs.push({
      text: oneLine((marker ? marker + ' ' : '') + body),
      position,
      ...(joinedLines.length ? { joinedLines } : {}),
      ...(t.type === 'heading_open' ? { hint: 'heading' as const } : {}),
    });
    marker = null;
  }
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
