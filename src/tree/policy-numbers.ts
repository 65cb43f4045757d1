// The tournament documents' numbers: sections "4", subsections "4.2" (up to "10.4", "1.12"),
// appendices "A"–"F". Sorted numerically (1.9 before 1.10), appendices after the sections.
// A subsection is typed 'rule' in the tree (the level below a section, as in the CR).
import { JudgeError } from '../errors.ts';
import type { NumberedType } from './types.ts';

const SECTION = /^\d{1,2}$/;
const SUBSECTION = /^(\d{1,2})\.(\d{1,2})$/;
const APPENDIX = /^[A-Z]$/;

export function policyType(number: string): NumberedType | null {
  if (SECTION.test(number) || APPENDIX.test(number)) return 'section';
  return SUBSECTION.test(number) ? 'rule' : null;
}

export function policyParent(number: string): string | null {
  return SUBSECTION.exec(number)?.[1] ?? null;
}

function key(number: string): [number, number] {
  if (APPENDIX.test(number)) return [1000 + number.charCodeAt(0), -1];
  const m = SUBSECTION.exec(number);
  return m ? [Number(m[1]), Number(m[2])] : [Number(number), -1];
}

export function comparePolicyNumbers(a: string, b: string): number {
  const [x, y] = [key(a), key(b)];
  return x[0] - y[0] || x[1] - y[1] || a.localeCompare(b);
}

export type PolicyQuery = { kind: 'single'; number: string } | { kind: 'range'; from: string; to: string };

// What people put before a number: the document ("MTR 4.2", "IPG 2.1"), "section", "§".
const PREFIX = /^(?:(?:mtr|ipg)\b\s*)?(?:(?:sections?|sec\.?|§)\s*)?/i;
const APPENDIX_WORDS = /^(?:(?:mtr|ipg)\s+)?(?:appendix|app\.?)\s+([a-z])$/i;
const DASH = /\s*[-–—‐‑]\s*/;

/** "4.2", "MTR 4.2", "section 4.2.", "2.1-2.3", "2.1–3", "B", "Appendix B" → the number or
 *  range; null when the text is not number-shaped (a keyword, words); bad_request for a
 *  number-shaped text the documents do not number ("4.2.3", "702.19c"). */
export function parsePolicyQuery(input: string): PolicyQuery | null {
  const trimmed = input.trim();
  const appendix = APPENDIX_WORDS.exec(trimmed);
  if (appendix) return { kind: 'single', number: appendix[1]!.toUpperCase() };
  if (/^[a-z]$/i.test(trimmed) && trimmed === trimmed.toUpperCase()) return { kind: 'single', number: trimmed };
  const body = trimmed.replace(PREFIX, '');
  if (!/^\d[\d.\s]*[a-z]{0,2}(?:\s*[-–—‐‑]\s*[\d.a-z]*)?\.?$/i.test(body)) return null;
  const [left, right, ...extra] = body.split(DASH);
  const from = canonical(left ?? '');
  if (extra.length || !policyType(from)) throw malformed(input, from);
  if (right === undefined) return { kind: 'single', number: from };
  const tail = canonical(right);
  const to = policyType(tail) && (tail.includes('.') || !from.includes('.')) ? tail : /^\d{1,2}$/.test(tail) && from.includes('.') ? `${policyParent(from)}.${tail}` : null;
  if (!to) throw malformed(input, tail || '(nothing after the dash)');
  return { kind: 'range', from, to };
}

function canonical(token: string): string {
  return token.replace(/\s+/g, '').replace(/\.$/, '');
}

function malformed(input: string, part: string): JudgeError {
  return new JudgeError('bad_request', `"${input.trim()}" is not a section number: "${part}" does not read as a section (4), subsection (4.2) or appendix (B)`);
}
