// Rule numbers: "7" (section), "702" (rule), "702.19" (subrule), "702.19c" (subsubrule).
// Sorted numerically (701.10 after 701.9); subrule letters skip "l" and "o", which the CR
// avoids so they are not mistaken for 1 and 0.
import type { NumberedType } from './types.ts';

export interface RuleNumber {
  section: number;
  rule?: number;
  sub?: number;
  letter?: string;
}

// After 704.5z comes 704.5aa: letters run on in pairs.
const SHAPE = /^(?:(\d)|(\d{3})|(\d{3})\.(\d+)|(\d{3})\.(\d+)([a-z]{1,2}))$/;

export function parseNumber(text: string): RuleNumber | null {
  const m = SHAPE.exec(text);
  if (!m) return null;
  if (m[1]) return { section: Number(m[1]) };
  if (m[2]) return { section: Math.floor(Number(m[2]) / 100), rule: Number(m[2]) };
  if (m[3]) return { section: Math.floor(Number(m[3]) / 100), rule: Number(m[3]), sub: Number(m[4]) };
  return { section: Math.floor(Number(m[5]) / 100), rule: Number(m[5]), sub: Number(m[6]), letter: m[7] };
}

export function typeOfNumber(text: string): NumberedType | null {
  const n = parseNumber(text);
  if (!n) return null;
  if (n.letter) return 'subsubrule';
  if (n.sub !== undefined) return 'subrule';
  if (n.rule !== undefined) return 'rule';
  return 'section';
}

export function parentNumber(text: string): string | null {
  const n = parseNumber(text);
  if (!n) return null;
  if (n.letter) return `${n.rule}.${n.sub}`;
  if (n.sub !== undefined) return String(n.rule);
  if (n.rule !== undefined) return String(n.section);
  return null;
}

/** Numeric order: sections, then rules within them, 701.9 < 701.10, 100.1 < 100.1a. */
export function compareNumbers(a: string, b: string): number {
  const x = parseNumber(a);
  const y = parseNumber(b);
  if (!x || !y) return a.localeCompare(b);
  const key = (n: RuleNumber) => [n.rule ?? n.section * 100 - 1, n.sub ?? -1, n.letter ? letterIndex(n.letter) : -1];
  const kx = key(x);
  const ky = key(y);
  for (let i = 0; i < 3; i++) if (kx[i] !== ky[i]) return kx[i]! - ky[i]!;
  return 0;
}

/** Subrule letters in order: a, b, …, k, m, n, p, … (no l, no o). */
export const SUBRULE_LETTERS = 'abcdefghijkmnpqrstuvwxyz';

/** Position of a subrule letter: a=0 … z=23, aa=24, ab=25 …; a stray "l" or "o" sorts
 *  where it would stand in the alphabet. */
export function letterIndex(letter: string): number {
  if (letter.length === 2) return SUBRULE_LETTERS.length * (letterIndex(letter[0]!) + 1) + letterIndex(letter[1]!);
  const i = SUBRULE_LETTERS.indexOf(letter);
  return i === -1 ? 'abcdefghijklmnopqrstuvwxyz'.indexOf(letter) - 0.5 : i;
}

export function nextLetter(letter: string | undefined): string {
  if (!letter) return 'a';
  if (letter === 'z') return 'aa';
  if (letter.length === 2) return letter[1] === 'z' ? `${nextLetter(letter[0])}a` : `${letter[0]}${nextLetter(letter[1])}`;
  return SUBRULE_LETTERS[Math.floor(letterIndex(letter)) + 1] ?? letter;
}
