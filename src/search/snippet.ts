// A snippet: the stretch of a rule's text where the query's words are densest, with every
// word whose stem the query matched wrapped in «…» (renderers restyle the marks).
import type { Analyzer } from './analyze.ts';

export const SNIPPET_LENGTH = 180;

export function snippet(text: string, matched: Set<string>, analyzer: Analyzer, length = SNIPPET_LENGTH): string {
  const tokens = analyzer.tokensWithStem(text, matched);
  let from = 0;
  if (text.length > length && tokens.length) {
    // Slide a window over the matches and keep the one holding the most.
    let best = 0;
    let bestCount = 0;
    for (let i = 0, j = 0; i < tokens.length; i++) {
      while (tokens[j]!.start < tokens[i]!.start - length + 40) j++;
      if (i - j + 1 > bestCount) {
        bestCount = i - j + 1;
        best = j;
      }
    }
    from = Math.max(0, tokens[best]!.start - 30);
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
  const parts: string[] = [];
  let at = from;
  for (const t of tokens) {
    if (t.start < from || t.end > to) continue;
    parts.push(text.slice(at, t.start), '«', text.slice(t.start, t.end), '»');
    at = t.end;
  }
  parts.push(text.slice(at, to));
  let out = parts.join('').trim();
  // Glossary texts hold line breaks; rule texts seldom do (and the check is cheaper than the replace).
  if (/\s\s|[\n\r\t]/.test(out)) out = out.replace(/\s+/g, ' ');
  return (from > 0 ? '…' : '') + out + (to < text.length ? '…' : '');
}
