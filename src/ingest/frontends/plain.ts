// The official English text: one paragraph per non-blank line. Releases up to about 2013
// mark italics with underscores (_Magic: The Gathering_); that markup is removed.
import type { FrontEndResult, Paragraph } from '../types.ts';

// An underscore pair around a phrase, at word boundaries (never inside URLs or words).
const UNDERSCORE_ITALICS = /(^|[\s(“"'‘—-])_([^_\n]*?[^_\s])_(?=$|[\s.,;:!?)”"'’—-])/g;

export function stripUnderscoreItalics(line: string): string {
  return line.replace(UNDERSCORE_ITALICS, '$1$2');
}

export function plainFrontEnd(text: string): FrontEndResult {
  const lines = text.split('\n');
  const paragraphs: Paragraph[] = [];
  const markupFree: string[] = [];
  let offset = 0;
  lines.forEach((line, i) => {
    const clean = stripUnderscoreItalics(line);
    markupFree.push(clean);
    const lead = line.length - line.trimStart().length;
    if (clean.trim() !== '') {
      paragraphs.push({
        text: clean.trim(),
        position: {
          start: { line: i + 1, column: lead + 1, offset: offset + lead },
          end: { line: i + 1, column: line.length + 1, offset: offset + line.length },
        },
      });
    }
    offset += line.length + 1;
  });
  return { paragraphs, markupFree: markupFree.join('\n') };
}
