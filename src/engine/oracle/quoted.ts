// An ability in quotation marks, given to an object an effect makes: "create a 1/1 colorless
// Eldrazi Scion creature token. It has "Sacrifice this token: Add {C}."" (113.1a: an object's
// abilities are defined by the effect that created it). The
// quoted text is read as a line of that object's own text ("this token" is its self-reference),
// by the line reader parse.ts registers (entries can't import parse.ts: it imports them).
import type { Ability, AbilityBody } from './ast.ts';
import type { Parser } from './grammar.ts';
import type { Token } from './tokenize.ts';

let readLine: ((tokens: Token[]) => AbilityBody[] | null) | undefined;

export function useQuotedLineReader(read: (tokens: Token[]) => AbilityBody[] | null): void {
  readLine = read;
}

/** The quoted text as the card would print it, for the trace ("Sacrifice this token: Add {C}."). */
function textOf(tokens: Token[], noun: string): string {
  const words = tokens.map((t) => (t.k === 'self' ? `this ${t.noun ?? noun}` : t.k === 'sym' ? `{${t.raw}}` : t.raw));
  const text = words.join(' ').replace(/ ([,.:;])/g, '$1').replace(/\} \{/g, '}{').replace(/([:.] )([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `"ABILITY"`: the abilities it grants, each with its own text; refused when the text isn't understood. */
export const quotedAbilities: Parser<Ability[]> = quotedAbilitiesOf('token');

/** The same for an object its text calls "this NOUN" ("this emblem", 114.2). */
export function quotedAbilitiesOf(noun: string, opts: { granted?: true } = {}): Parser<Ability[]> {
  return (ts, at) => {
    if (ts[at]?.raw !== '"' || !readLine) return [];
    let end = at + 1;
    while (end < ts.length && ts[end]!.raw !== '"') end++;
    if (end >= ts.length) return [];
    const inner = ts.slice(at + 1, end);
    // A static ability granting it ("Enchanted creature has \"…\""): "this creature" is the object that
    // has the ability, but the card's name still names the Aura or Equipment (113.2c) — not read here.
    if (opts.granted && inner.some((t) => t.k === 'self' && t.byName)) return [];
    const bodies = readLine(inner);
    if (!bodies?.length) return [];
    const text = textOf(inner, noun);
    return [{ value: bodies.map((b) => ({ ...b, text, line: 0 }) as Ability), next: end + 1 }];
  };
}

/** `"ABILITY"` a static ability grants to the objects it affects (613.1f): "this creature" is each of them. */
export const grantedAbilities = (noun: string): Parser<Ability[]> => quotedAbilitiesOf(noun, { granted: true });
