// A snippet: the stretch of a rule's text where the query's words are densest, with every
// word whose stem the query matched wrapped in «…» (renderers restyle the marks).
import type { Analyzer } from './analyze.ts';
import type { IndexData } from './index-data.ts';

export const SNIPPET_LENGTH = 180;

export function snippet(text: string, matched: Set<string>, analyzer: Analyzer, length = SNIPPET_LENGTH): string {
  // Nothing to mark (a hit carried over from another language): no need to read the words.
  const tokens = matched.size ? analyzer.tokensWithStem(text, matched) : [];
  return snippetAt(
    text,
    tokens.map((t) => t.start),
    tokens.map((t) => t.end),
    tokens.length,
    length,
  );
}

/** What String.prototype.trim takes off. */
const SPACE = /\s/;

/** Runs of white space (line breaks, tabs, doubled spaces) as one space. */
export function squeeze(text: string): string {
  return /\s\s|[\n\r\t]/.test(text) ? text.replace(/\s+/g, ' ') : text;
}

/** The same from the matched words' offsets (the index keeps them per paragraph, so a
 *  search cuts its snippets without reading the texts again): `count` words, in order.
 *  `squeezed`: the text has no runs of white space to fold (see squeeze). */
export function snippetAt(text: string, starts: ArrayLike<number>, ends: ArrayLike<number>, count: number, length = SNIPPET_LENGTH, squeezed = false): string {
  let from = 0;
  if (text.length > length && count) {
    // Slide a window over the matches and keep the one holding the most.
    let best = 0;
    let bestCount = 0;
    for (let i = 0, j = 0; i < count; i++) {
      while (starts[j]! < starts[i]! - length + 40) j++;
      if (i - j + 1 > bestCount) {
        bestCount = i - j + 1;
        best = j;
      }
    }
    from = Math.max(0, starts[best]! - 30);
    // Start on a word boundary.
    if (from > 0) {
      const space = text.lastIndexOf(' ', from);
      from = space === -1 ? 0 : space + 1;
    }
  }
  let to = Math.min(text.length, from + length);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from) to = space;
  }
  // White space at either end of the window is left out as the pieces are cut (a mark is
  // a word, never white space), rather than trimmed off a copy of the whole.
  let first = from;
  let last = to;
  while (first < last && SPACE.test(text[first]!)) first++;
  while (last > first && SPACE.test(text[last - 1]!)) last--;
  let out = '';
  let at = first;
  for (let i = 0; i < count; i++) {
    if (starts[i]! < from || ends[i]! > to) continue;
    out += text.slice(at, starts[i]) + '«' + text.slice(starts[i], ends[i]) + '»';
    at = ends[i]!;
  }
  out += text.slice(at, last);
  // Glossary texts hold line breaks; the index squeezes its texts once, when it is built.
  if (!squeezed) out = squeeze(out);
  return (from > 0 ? '…' : '') + out + (to < text.length ? '…' : '');
}


/** Slots a ranking lends to cutting its snippets (rank-lists.ts Scratch). */
export interface SnippetScratch {
  markStem?: Uint8Array;
  starts: Int32Array;
  ends: Int32Array;
}

/** A paragraph's snippet from the index alone, marking the words whose stem id is one of
 *  `stemIds` and which the paragraph itself holds. */
export function markedSnippet(data: IndexData, s: SnippetScratch, id: number, stemIds: readonly number[]): string {
  const doc = data.docs[id]!;
  // Flag the stems to mark (a slot per stem id, cleared below) rather than search the
  // list for each of the paragraph's words.
  const flags = (s.markStem ??= new Uint8Array(data.postings.stems.length));
  for (const stem of stemIds) if (stem >= 0 && (doc.ownText || data.postings.tf(id, stem) > 0)) flags[stem] = 1;
  const marks = data.marks.at(id);
  if (s.starts.length < marks.length / 3) (s.starts = new Int32Array(marks.length)), (s.ends = new Int32Array(marks.length));
  let count = 0;
  for (let k = 0; k < marks.length; k += 3) if (flags[marks[k]!] === 1) (s.starts[count] = marks[k + 1]!), (s.ends[count++] = marks[k + 2]!);
  for (const stem of stemIds) if (stem >= 0) flags[stem] = 0;
  return snippetAt(doc.text || squeeze(doc.title ?? ''), s.starts, s.ends, count, SNIPPET_LENGTH, true);
}
