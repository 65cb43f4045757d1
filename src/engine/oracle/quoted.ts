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
export function textOf(tokens: Token[], noun: string): string {
  // A quotation mark opens with a space before it and none after; it closes with none before.
  const open = new Set<string>();
  const words = tokens.map((t) => {
    if (t.raw !== '"' && t.raw !== "'") return t.k === 'self' ? `this ${t.noun ?? noun}` : t.k === 'sym' ? `{${t.raw}}` : t.raw;
    if (open.delete(t.raw)) return `\u0001${t.raw}`;
    open.add(t.raw);
    return `${t.raw}\u0001`;
  });
  const text = words.join(' ').replace(/ \u0001|\u0001 |\u0001/g, '').replace(/ ([,.:;])/g, '$1').replace(/\} \{/g, '}{').replace(/([:.] )([a-z])/g, (_, p: string, c: string) => p + c.toUpperCase());
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `"ABILITY"`: the abilities it grants, each with its own text; refused when the text isn't understood. */
export const quotedAbilities: Parser<Ability[]> = quotedAbilitiesOf('token');

/** A run of tokens read as one line of a token's own text ("flying", "toxic 1", "changeling"), or null when it isn't understood. */
export function abilitiesOfRun(tokens: Token[]): Ability[] | null {
  const bodies = readLine?.(tokens);
  if (!bodies?.length) return null;
  const text = textOf(tokens, 'token');
  return bodies.map((b) => ({ ...b, text, line: 0 }) as Ability);
}

/** The same for an object its text calls "this NOUN" ("this emblem", 114.2). */
export function quotedAbilitiesOf(noun: string, opts: { granted?: true } = {}): Parser<Ability[]> {
  return (ts, at) => {
    if (ts[at]?.raw !== '"' || !readLine) return [];
    let end = at + 1;
    while (end < ts.length && ts[end]!.raw !== '"') end++;
    if (end >= ts.length) return [];
    // A quotation inside this one ('ABILITY') is read as a quotation of the inner text.
    const quoted = ts.slice(at + 1, end);
    const inner = quoted.map((t): Token => (t.raw === "'" ? { k: 'punct', raw: '"' } : t));
    // A static ability granting it ("Enchanted creature has \"…\""): "this creature" is the object that
    // has the ability, but the card's name still names the Aura or Equipment (113.2c) — not read here.
    if (opts.granted && inner.some((t) => t.k === 'self' && t.byName)) return [];
    const bodies = readLine(inner);
    if (!bodies?.length) return [];
    const text = textOf(quoted, noun);
    return [{ value: bodies.map((b) => ({ ...b, text, line: 0 }) as Ability), next: end + 1 }];
  };
}

/** `"ABILITY"` a static ability grants to the objects it affects (613.1f): "this creature" is each of them. */
export const grantedAbilities = (noun: string): Parser<Ability[]> => quotedAbilitiesOf(noun, { granted: true });

/** `"ABILITY"` an effect gives an object until it ends ("gains "{T}: …" until end of turn"): triggered and activated abilities only — what
 *  the layers add to a permanent and the game looks for on it (613.1f); "this creature" is the object that has it. */
export const grantedQuote: Parser<Ability[]> = (ts, at) => grantedAbilities('creature')(ts, at).filter((r) => r.value.every((a) => a.kind === 'activated' || a.kind === 'triggered'));

/**
 * What a group is or can do, read as if its own line said it of itself: "can't be blocked by
 * black creatures" is read as "This creature can't be blocked by black creatures." (a line of the
 * object's own text), so a static ability can grant what a creature's own line means.
 */
export function readAsOwnLine(tokens: Token[]): AbilityBody[] | null {
  // Not again inside its own reading: a line about the object itself may be a group sentence too.
  if (!readLine || readingOwnLine) return null;
  readingOwnLine = true;
  try {
    return readLine([{ k: 'self', raw: 'SELF', noun: 'creature' }, ...tokens, { k: 'punct', raw: '.' }]);
  } finally {
    readingOwnLine = false;
  }
}
let readingOwnLine = false;
