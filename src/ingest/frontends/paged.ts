// Text extracted from a paged PDF (the tournament documents): the lines are the PDF's lines,
// wrapped at the page width; page numbers stand on lines of their own between pages (with
// blank lines and, in some documents, a running header around them); the contents lines end
// in dot leaders and a page number. This front-end takes the page furniture out — recording
// each piece, so the source is accounted for — and joins wrapped lines, across page breaks
// too, back into paragraphs. What the paragraphs mean (headings, parts, examples) is the
// builder's business (../build-policy.ts).
import type { Furniture } from '../../tree/types.ts';
import type { FrontEndResult, Paragraph } from '../types.ts';

export interface PagedResult extends FrontEndResult {
  furniture: Furniture[];
}

/** "1.5.   Sets ....... 6": the title, then the leader and page (furniture). */
const DOT_LEADER = /^(.*?\S)(\s*\.{4,}\s*\d{1,3}\s*)$/;
const PAGE_NUMBER = /^\s*(\d{1,3})\s*$/;
/** A line that starts an item of its own whatever the line before: a bullet, a list letter
 *  or number ("A.  ", "3.  "), a numbered heading ("2.1.", "4.2  "), a changes entry ("2.1: …"). */
const ITEM_START = /^(?:[•●▪◦]|[A-Z]\.\s{2,}|\d{1,2}\.\s{2,}|\d{1,2}\.\d{1,2}(?:\.|:|\s))/;
/** A label ("Upgrade: …", "Appendix D: …") starts an item unless the line before was full
 *  ("…World Championship, Pro Tour, / Magic: The Gathering Limited Championship"). */
const LABEL_START = /^[A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)?:\s/;
/** A bulleted item runs on until a blank line or the next item, however short its lines
 *  (the two-column lists of banned cards wrap early). Numbered lines may be headings. */
const BULLET = /^[•●▪◦]/;
/** A line ending where a sentence or a heading can end. */
const TERMINAL = /[.:;!?”")]$/;
/** A wrapped line fills at least this share of the page width (measured in characters; the
 *  PDFs' fonts are proportional, so a full line varies by about a tenth). */
const FULL = 0.85;

interface Line {
  /** 0-based line index. */
  index: number;
  text: string;
  /** Column (0-based) where the text starts. */
  lead: number;
  /** The text ends here in the source line (a dot leader cut off). */
  end: number;
  /** A line of the contents (it ended in a dot leader). */
  contents?: boolean;
}

/** Page-number lines: bare numbers that continue the page sequence (1, 2, …; a skipped page
 *  or two allowed), so a number standing alone in a table never counts. */
function pageNumbers(lines: string[]): Set<number> {
  const out = new Set<number>();
  let last = 0;
  lines.forEach((line, i) => {
    const m = PAGE_NUMBER.exec(line);
    if (!m) return;
    const n = Number(m[1]);
    if (n > last && n <= last + 3) {
      out.add(i);
      last = n;
    }
  });
  return out;
}

/** Running headers and footers: the same short line next to most page numbers. */
function runningHeaders(lines: string[], pages: Set<number>): Set<number> {
  const near = new Map<string, number[]>();
  for (const p of pages) {
    for (const step of [-1, 1]) {
      let i = p + step;
      while (i >= 0 && i < lines.length && !lines[i]!.trim()) i += step;
      const text = lines[i]?.trim();
      if (text && text.length <= 80 && !pages.has(i)) near.set(text, [...(near.get(text) ?? []), i]);
    }
  }
  const out = new Set<number>();
  for (const [, at] of near) if (at.length >= 3 && at.length >= pages.size / 4) for (const i of at) out.add(i);
  return out;
}

function estimateWidth(lines: Line[]): number {
  const lengths = lines.map((l) => l.end - l.lead).sort((a, b) => b - a);
  return lengths[Math.floor(lengths.length * 0.05)] ?? 80;
}

function firstWord(text: string): string {
  return /^\S+/.exec(text)?.[0] ?? '';
}

/** Whether the line after `prev` carries on the same paragraph. `pageBreak`: page furniture
 *  (and the blank lines around it) stands between them. */
function continues(prev: Line, next: Line, inItem: boolean, width: number, pageBreak: boolean): boolean {
  if (ITEM_START.test(next.text)) return false;
  // A word carried over ("previously-" / "unknown"), a superscript ("8" / "th."), a
  // lower-case or bracketed start: only ever the rest of a sentence.
  if (/^[\p{Ll}(]/u.test(next.text) || /\p{L}-$/u.test(prev.text)) return true;
  const full = prev.end - prev.lead + 1 + firstWord(next.text).length >= FULL * width;
  if (!full && LABEL_START.test(next.text)) return false;
  if (pageBreak) return full && (inItem || !TERMINAL.test(prev.text));
  return inItem || full;
}

/** How two lines of one paragraph join: directly after a hyphen or before a superscript
 *  ("8" + "th"), else with a space. */
function joiner(prev: string, next: string): string {
  return /\p{L}-$/u.test(prev) || (/\d$/.test(prev) && /^(?:st|nd|rd|th)\b/.test(next)) ? '' : ' ';
}

export function pagedFrontEnd(text: string): PagedResult {
  const raw = text.split('\n');
  const starts: number[] = [];
  let offset = 0;
  for (const line of raw) starts.push(offset), (offset += line.length + 1);

  const pages = pageNumbers(raw);
  const headers = runningHeaders(raw, pages);
  const furniture: Furniture[] = [];
  const markupFree = [...raw];
  const lines: Array<Line | 'blank' | 'break'> = [];
  raw.forEach((line, i) => {
    if (pages.has(i) || headers.has(i)) {
      furniture.push({ line: i + 1, kind: pages.has(i) ? 'page-number' : 'running-header', text: line.trim() });
      markupFree[i] = '';
      lines.push('break');
      return;
    }
    if (!line.trim()) return void lines.push('blank');
    const lead = line.length - line.trimStart().length;
    const leader = DOT_LEADER.exec(line);
    if (leader) {
      const kept = leader[1]!;
      furniture.push({ line: i + 1, kind: 'dot-leader', text: leader[2]!.trim() });
      markupFree[i] = kept;
      return void lines.push({ index: i, text: kept.trim(), lead, end: kept.length, contents: true });
    }
    lines.push({ index: i, text: line.trim(), lead, end: line.trimEnd().length });
  });

  const width = estimateWidth(lines.filter((l): l is Line => typeof l === 'object' && !l.contents));
  const paragraphs: Paragraph[] = [];
  let current: { first: Line; last: Line; text: string; item: boolean; contents: boolean; spaced: boolean; joined: number[] } | null = null;
  let gap: 'none' | 'blank' | 'break' = 'none';
  const flush = () => {
    if (!current) return;
    const { first, last } = current;
    paragraphs.push({
      text: current.text,
      position: {
        start: { line: first.index + 1, column: first.lead + 1, offset: starts[first.index]! + first.lead },
        end: { line: last.index + 1, column: last.end + 1, offset: starts[last.index]! + last.end },
      },
      ...(current.joined.length ? { joinedLines: current.joined } : {}),
      ...(current.spaced ? { spaced: true as const } : {}),
      ...(current.contents ? { hint: 'contents' as const } : current.item ? { hint: 'list-item' as const } : {}),
    });
    current = null;
  };
  for (const entry of lines) {
    if (entry === 'blank' || entry === 'break') {
      // A page break swallows the blank lines around it; a blank line alone ends a paragraph.
      if (entry === 'break') gap = 'break';
      else if (gap === 'none') gap = 'blank';
      continue;
    }
    const contents = !!entry.contents;
    const joins =
      current !== null &&
      gap !== 'blank' &&
      !contents &&
      !current.contents &&
      continues(current.last, entry, current.item, width, gap === 'break');
    if (joins && current) {
      current.text += joiner(current.text, entry.text) + entry.text;
      current.last = entry;
      if (gap === 'break') current.joined.push(entry.index + 1);
    } else {
      flush();
      current = { first: entry, last: entry, text: entry.text, item: BULLET.test(entry.text), contents, spaced: gap !== 'none', joined: [] };
    }
    gap = 'none';
  }
  flush();
  return { paragraphs, markupFree: markupFree.join('\n'), furniture };
}
