// A keyword or glossary term where a rule number is expected ("judge rule trample",
// /v1/rules/trample): judges look rules up by name, and the answer is the rule that
// defines the term — the rule titled with it (702.19 "Trample"), else the first rule the
// glossary entry for it points to ("Active Player" → 102.1).
import type { EditionState } from './edition-state.ts';

export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** The number of the rule defining `term` in this edition, or null. A tournament
 *  document's infraction answers to its own name: "Missed Trigger" is IPG 2.1, "Game Play
 *  Error — Missed Trigger". */
export function definingRule(s: EditionState, term: string): string | null {
  const wanted = fold(term);
  if (!wanted) return null;
  for (const number of s.order) {
    const title = s.nodes.get(number)?.title;
    if (title && fold(title) === wanted) return number;
  }
  for (const number of s.order) {
    const name = s.nodes.get(number)?.title?.split(/\s[—–-]\s/).pop();
    if (name && fold(name) === wanted) return number;
  }
  for (const entry of s.glossary) {
    const names = [entry.term, entry.englishTerm, ...entry.aliases].filter((n): n is string => !!n);
    if (!names.some((n) => fold(n) === wanted)) continue;
    const target = entry.refs.flatMap((r) => r.targets).find((t) => s.nodes.has(t));
    if (target) return target;
  }
  return null;
}

/** Every term of the edition → the rule defining it, as definingRule reads each (titles in
 *  document order first, then glossary names): all of them at once. */
export function definedTerms(s: EditionState): Map<string, string> {
  const out = new Map<string, string>();
  for (const number of s.order) {
    const title = s.nodes.get(number)?.title;
    if (title && !out.has(fold(title))) out.set(fold(title), number);
  }
  for (const entry of s.glossary) {
    const target = entry.refs.flatMap((r) => r.targets).find((t) => s.nodes.has(t));
    if (!target) continue;
    for (const name of [entry.term, entry.englishTerm, ...entry.aliases]) if (name && fold(name) && !out.has(fold(name))) out.set(fold(name), target);
  }
  return out;
}
