// Contract between the ingest stages:
//   decode (bytes → text) → detect (language, format) → front-end (text → paragraphs)
//   → build (paragraphs → tree + anomalies) → link (references, backlinks) → coverage.
// Front-ends know a format's markup and line structure; the builder knows the CR's
// numbering; neither knows the other's details.
import type { DocumentId, Lang, Position } from '../tree/types.ts';

export interface DecodedSource {
  /** Decoded text with line endings normalised to "\n" and any BOM removed. */
  text: string;
  encoding: 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1252';
  lineEndings: 'lf' | 'crlf' | 'cr' | 'mixed' | 'none';
  sha256: string;
  /** Letters mis-encoded by an earlier conversion and read as what they were ("‹" → "ã"). */
  repairs?: Array<{ from: string; to: string; count: number }>;
}

/** One logical paragraph of the source: a numbered rule, an example, a heading, a glossary
 *  headword or definition line, a line of prose. */
export interface Paragraph {
  /** The paragraph's text with markup removed and joined continuation lines separated by
   *  one space. Every non-whitespace character of the (markup-free) source belongs to
   *  exactly one paragraph. */
  text: string;
  position: Position;
  /** Source lines (1-based) that were joined onto the previous line because a page break
   *  or a hard wrap split the paragraph. Reported as 'joined-continuation' anomalies. */
  joinedLines?: number[];
  /** A paged text: a blank line or a page break stands before the paragraph (a heading
   *  does; the next row of a table does not). */
  spaced?: true;
  /** A hint from the markup: the source marked this paragraph as a heading or list item, or
   *  as a line of the table of contents (a paged text's dot leaders). */
  hint?: 'heading' | 'list-item' | 'contents';
}

export type SourceFormat = 'plain' | 'markdown' | 'flattened' | 'paged';

export interface FrontEndResult {
  paragraphs: Paragraph[];
  /** The source with markup (emphasis markers, list bullets, heading hashes) removed; the
   *  reference for the coverage figure. */
  markupFree: string;
}

export interface Detected {
  lang: Lang;
  format: SourceFormat;
  /** A tournament document ('paged' texts): which one, from its title page. */
  document?: DocumentId;
}
