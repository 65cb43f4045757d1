// Rules whose paragraphs were flattened onto one line (the classic Portuguese text). Numbers
// also occur inside sentences ("ver regra 304", "7 cartas"), so a number starts a paragraph
// only when it is the plausible next number of the document's own sequence.
import type { FrontEndResult, Paragraph } from '../types.ts';

const CANDIDATE = /(?<!\S)(\d{1,3}(?:\.\d+){0,2}[a-z]?\.?)(?=\s)|(?<=[.!?)”"]\s)(Exemplo|Example|Esempio):/g;
const CITING_WORD = /(?:^|[\s(])(?:regras?|rules?|regol[ae]|ver|veja|see|e|and|ou|or|a|-|–)\s*$/i;

interface Cursor {
  section: number;
  rule: number;
  sub: number;
  letter: string;
}

/** Whether `token` (at `at`) can start the next paragraph given where the document is. */
function accepts(token: string, text: string, at: number, c: Cursor): Cursor | null {
  const before = text.slice(Math.max(0, at - 12), at);
  if (CITING_WORD.test(before)) return null;
  const after = text.slice(at + token.length, at + token.length + 40);
  const bare = token.replace(/\.$/, '');
  let m: RegExpExecArray | null;
  if ((m = /^([1-9])$/.exec(bare)) && token.endsWith('.')) {
    const s = Number(m[1]);
    // "2. As Cartas 200. Geral": a section heading is followed by its first rule.
    if (s === c.section + 1 && new RegExp(`^\\s+[^0-9]{1,60}?\\s${s}00\\.?\\s`).test(after)) return { section: s, rule: c.rule, sub: 0, letter: '' };
    return null;
  }
  if ((m = /^(\d{3})$/.exec(bare))) {
    const r = Number(m[1]);
    if (r > c.rule && (r <= c.rule + 20 || r === c.section * 100) && Math.floor(r / 100) === c.section && /^\s+[.\s]*\p{Lu}/u.test(after)) return { section: c.section, rule: r, sub: 0, letter: '' };
    return null;
  }
  if ((m = /^(\d{3})\.(\d+)$/.exec(bare)) || (m = /^(\d)\.(\d)\.(\d+)$/.exec(bare))) {
    const r = m.length === 4 ? Number(`${m[1]}0${m[2]}`) : Number(m[1]);
    const s = Number(m[m.length - 1]);
    if (r === c.rule && s > c.sub && s <= c.sub + 3) return { ...c, sub: s, letter: '' };
    return null;
  }
  if ((m = /^(\d{3})\.(\d+)([a-z])$/.exec(bare))) {
    const r = Number(m[1]);
    const s = Number(m[2]);
    const letter = m[3]!;
    if (r !== c.rule) return null;
    if (s === c.sub && letter > c.letter) return { ...c, letter };
    if (s > c.sub && s <= c.sub + 2 && letter === 'a') return { ...c, sub: s, letter };
    return null;
  }
  return null;
}

export function flattenedFrontEnd(text: string): FrontEndResult {
  const starts: number[] = [0];
  let cursor: Cursor = { section: 0, rule: 0, sub: 0, letter: '' };
  // Line breaks that do exist (a title line) also start paragraphs.
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  for (const m of text.matchAll(CANDIDATE)) {
    if (m[2]) {
      starts.push(m.index!);
      continue;
    }
    const next = accepts(m[1]!, text, m.index!, cursor);
    if (next) {
      cursor = next;
      starts.push(m.index!);
    }
  }
  const sorted = [...new Set(starts)].sort((a, b) => a - b);
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const pointAt = (offset: number) => {
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1]! <= offset) line++;
    return { line: line + 1, column: offset - lineStarts[line]! + 1, offset };
  };
  const paragraphs: Paragraph[] = [];
  sorted.forEach((start, i) => {
    const end = i + 1 < sorted.length ? sorted[i + 1]! : text.length;
    const slice = text.slice(start, end);
    const body = slice.trim();
    if (!body) return;
    const lead = slice.length - slice.trimStart().length;
    const s = start + lead;
    paragraphs.push({ text: body.replace(/\s+/g, ' '), position: { start: pointAt(s), end: pointAt(s + body.length) } });
  });
  return { paragraphs, markupFree: text };
}
