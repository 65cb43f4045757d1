// The words after "you may" (608.2d: an optional instruction, chosen as it resolves), read by
// the whole clause grammar three ways: as they stand ("you may draw a card" → "draw a card"), with
// their subject ("you may gain 2 life" → "you gain 2 life"), and causative ("you may have this
// creature deal 2 damage to any target" → "this creature deals 2 damage to any target"; "you may
// have Ally creatures you control get +1/+1" → "Ally creatures you control get +1/+1"): the
// instruction the player may have happen is the ordinary sentence with its verb inflected for its
// subject, so every verb sentence the grammar reads is also read after "you may [have]".
import type { Parser } from '../grammar.ts';
import type { Token } from '../tokenize.ts';

/** Verbs that follow a causative "have SUBJECT" in Oracle text. */
const CAUSATIVE_VERBS = new Set(['deal', 'get', 'gain', 'lose', 'mill', 'draw', 'fight', 'become', 'discard', 'sacrifice', 'return', 'put', 'create', 'search', 'exile', 'tap', 'untap', 'assign', 'block', 'attack']);
/** The third person singular: "deal" → "deals", "search" → "searches". */
const singular = (verb: string): string => (/(s|sh|ch|x)$/.test(verb) ? `${verb}es` : `${verb}s`);

/** "you may CLAUSE", each reading's end mapped back onto the line's own tokens. */
export function afterYouMay<T>(clause: Parser<T>): Parser<T> {
  return (ts, at) => {
    if (ts[at]?.raw !== 'you' || ts[at + 1]?.raw !== 'may') return [];
    const asWritten = clause(ts, at + 2);
    const withSubject = clause([...ts.slice(0, at + 1), ...ts.slice(at + 2)], at).map((r) => ({ value: r.value, next: r.next + 1 }));
    return [...asWritten, ...withSubject, ...(ts[at + 2]?.raw === 'have' ? causative(clause, ts, at) : [])];
  };
}

/**
 * "SUBJECT may VERB …" for a player other than "you" ("its controller may search their library …"): the subject, then
 * the sentence with its verb inflected ("its controller searches their library …"), read by `clause`; `subject` says
 * where the subject ends. Each reading's end is mapped back onto the line's own tokens (one word, "may", fewer).
 */
export function afterPlayerMay<S, T>(subject: Parser<S>, clause: Parser<T>): Parser<{ who: S; effects: T }> {
  return (ts, at) =>
    subject(ts, at).flatMap((s) => {
      const verb = ts[s.next + 1];
      if (ts[s.next]?.raw !== 'may' || verb?.k !== 'word') return [];
      const words: Token[] = [...ts.slice(0, s.next), { k: 'word', raw: singular(verb.raw) }, ...ts.slice(s.next + 2)];
      return clause(words, at).map((r) => ({ value: { who: s.value, effects: r.value }, next: r.next + 1 }));
    });
}

/** "you may have SUBJECT VERB …": the subject and the verb as a sentence — the verb as written for a plural subject, inflected for a singular one. */
function causative<T>(clause: Parser<T>, ts: Token[], at: number): Array<{ value: T; next: number }> {
  const verbAt = ts.findIndex((t, i) => i > at + 3 && t.k === 'word' && CAUSATIVE_VERBS.has(t.raw));
  if (verbAt < 0) return [];
  const rest = ts.slice(at + 3);
  const inflected: Token[] = rest.map((t, i) => (i === verbAt - at - 3 ? { k: 'word', raw: singular(t.raw) } : t));
  const read = (words: Token[]) => clause([...ts.slice(0, at), ...words], at).map((r) => ({ value: r.value, next: r.next + 3 }));
  return [...read(rest), ...read(inflected)];
}
