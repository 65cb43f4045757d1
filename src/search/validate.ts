// What a search query may be. Everything refused here gets a JudgeError('bad_request') that
// says what was wrong and where, so the CLI, the API and the web app all say the same thing.
import { JudgeError } from '../errors.ts';

/** Longer than any question a judge types; a pasted page is refused rather than searched. */
export const MAX_QUERY_LENGTH = 500;

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD\uFFFE\uFFFF]/;

/** Returns the query trimmed; throws bad_request for empty, huge or binary input. Anything
 *  else a person can type is a query: "{X}{R}", "^trample$", a lone quote mark. */
export function validateQuery(raw: unknown, what = 'query'): string {
  if (typeof raw !== 'string') throw new JudgeError('bad_request', `${what} must be text`);
  const q = raw.trim();
  if (!q) throw new JudgeError('bad_request', `${what} is empty: type a rule number, a term or a few words`);
  if (q.length > MAX_QUERY_LENGTH)
    throw new JudgeError('bad_request', `${what} is ${q.length} characters long; the limit is ${MAX_QUERY_LENGTH} (shorten it to the words that matter)`);
  const control = CONTROL.exec(q);
  if (control)
    throw new JudgeError(
      'bad_request',
      `${what} contains a binary or control character (U+${control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}) at position ${control.index + 1}`,
    );
  return q;
}

export interface ParsedQuery {
  /** The text with quote marks and prefix stars removed: what gets analysed. */
  text: string;
  /** Quoted phrases, in order. */
  phrases: string[];
  /** Words written with a trailing * ("trampl*"), folded later by the analyser. */
  prefixes: string[];
}

export function parseQuery(q: string): ParsedQuery {
  const phrases: string[] = [];
  for (const m of q.matchAll(/["“«]([^"”»]*)["”»]/g)) if (m[1]!.trim()) phrases.push(m[1]!.trim());
  const prefixes = [...q.matchAll(/([\p{L}\p{N}]+)\*/gu)].map((m) => m[1]!);
  return { text: q.replace(/["“”«»*]/g, ' '), phrases, prefixes };
}
