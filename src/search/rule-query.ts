// Reading what a judge types when they mean a rule number: "702.19c", "702.19 c",
// "CR 702.19c", "r702.19c", "rule 702.19c", ranges "601.2a-d" / "601.2a–d" / "509.1–3",
// and sections "7". The result is canonical numbers (see src/tree/numbers.ts), or null when
// the text is not a number at all (it is then a search query).
import { JudgeError } from '../errors.ts';
import { parseNumber } from '../tree/numbers.ts';

export type RuleQuery = { kind: 'single'; number: string } | { kind: 'range'; from: string; to: string };

// A leading "CR", "r", "rule", "regola", "regra" (the words people paste in front of numbers).
const PREFIX = /^(?:cr|comprehensive\s+rules?|rules?|regola|regole|regra|regras|r)\s*\.?\s*/i;
const DASH = /\s*[-–—‐‑]\s*/;

/** A Yawgatog-style id ("R70219c", the anchors of the hyperlinked rules other tools link
 *  to) in dotted form ("702.19c"); anything else unchanged. */
function fromCompactId(input: string): string {
  const m = /^\s*r(\d{3})(\d{1,3})?([a-z])?\s*$/i.exec(input);
  if (!m) return input;
  return m[2] ? `${m[1]}.${m[2]}${m[3] ?? ''}` : m[3] ? input : m[1]!;
}

/** True when the text is trying to be a rule number (so a failure to parse is a malformed
 *  number, not a search). */
export function looksLikeRuleNumber(input: string): boolean {
  const s = fromCompactId(input).trim().replace(PREFIX, '');
  return /^\d[\d.\s]*[a-z]{0,2}(?:\s*[-–—‐‑]\s*[\d.a-z]*)?\.?$/i.test(s);
}

/** Canonical form of one number token: spaces dropped, letters lower-cased, trailing dot
 *  removed ("702.19 C." → "702.19c"). */
function canonical(token: string): string {
  return token.replace(/\s+/g, '').toLowerCase().replace(/\.$/, '');
}

/** Parse a rule number or range; null when the input is not number-shaped; throws
 *  bad_request when it is number-shaped but malformed ("702.19cc", "7021"). */
export function parseRuleQuery(input: string): RuleQuery | null {
  if (!looksLikeRuleNumber(input)) return null;
  const body = fromCompactId(input).trim().replace(PREFIX, '');
  const [left, right, ...extra] = body.split(DASH);
  const from = canonical(left ?? '');
  if (extra.length || !parseNumber(from)) throw malformed(input, from);
  if (right === undefined) return { kind: 'single', number: from };
  const tail = canonical(right);
  const to = expandRangeEnd(from, tail);
  if (!to) throw malformed(input, tail || '(nothing after the dash)');
  return { kind: 'range', from, to };
}

/** "601.2a" + "d" → "601.2d"; "509.1" + "3" → "509.3"; a full number stands as is. */
function expandRangeEnd(from: string, tail: string): string | null {
  if (parseNumber(tail) && (tail.includes('.') || tail.length === 3 || !from.includes('.'))) return tail;
  const f = parseNumber(from)!;
  if (/^[a-z]$/.test(tail) && f.letter) return `${f.rule}.${f.sub}${tail}`;
  if (/^\d+$/.test(tail) && f.sub !== undefined && !f.letter) return `${f.rule}.${tail}`;
  if (/^\d+[a-z]$/.test(tail) && f.sub !== undefined) return `${f.rule}.${tail}`;
  return null;
}

function malformed(input: string, part: string): JudgeError {
  return new JudgeError(
    'bad_request',
    `"${input.trim()}" is not a rule number: "${part}" does not read as a section (7), rule (702), subrule (702.19) or subrule letter (702.19c)`,
  );
}
