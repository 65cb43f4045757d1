// "Create …": the one phrase for every token an effect makes (111.1), read into the
// `create-token` verb (verbs.ts `TokenSpec`):
//
//   create AMOUNT [tapped [and attacking]] DESCRIPTION token(s) [named NAME] [with ABILITIES] [named NAME]
//          [that's (that are) tapped and attacking] [for each COUNTED | equal to VALUE]
//   create NAME, a legendary DESCRIPTION token [with ABILITIES]
//
// DESCRIPTION is a predefined token of 111.10 ("Treasure", "Food", "Clue"), a description
// (111.4: "[legendary] 2/2 green and white Elf Warrior [artifact] creature", "colorless Equipment
// artifact", "Forest land"), or a copy ("a token that's a copy of target creature you control,
// except it isn't legendary", 707.2, 707.9b). ABILITIES are keywords and abilities in quotation
// marks, each read as a line of the token's own text (113.1a) — a keyword the engine doesn't read
// refuses the line. AMOUNT is a number, X, "that many" or "a number of … equal to …". NAME is the
// token's name when the effect gives one (111.4: "named Storm Crow", "create Marit Lage, a
// legendary …"), else it is named for its subtypes; a name with the card's own name in it
// ("Kobolds of Kher Keep" on Kher Keep) is refused, since the reader doesn't see that name.
import { COLORS, type Ability, type Color } from './ast.ts';
import { counted, equalTo, IT } from './amount-grammar.ts';
import { alt, lit, many1, map, memo, oneOf, opt, seq, token, type Parser } from './grammar.ts';
import { count, self } from './phrases.ts';
import { predefinedTokens } from './predefined-tokens.ts';
import { abilitiesOfRun, quotedAbilities } from './quoted.ts';
import { copyExceptions } from './copy-exceptions.ts';
import { otherName } from './filter-grammar.ts';
import { permanentCardType, subtypeFits, subtypeWord } from './type-words.ts';
import { permanentTarget } from './target-grammar.ts';
import type { DescribedToken, TokenSpec, VerbEffect } from './verbs.ts';
import type { Amount, ObjectRef } from './vocabulary.ts';

export type CreateToken = Extract<VerbEffect, { type: 'create-token' }>;

const color = oneOf<Color>(COLORS.map((c) => [c, c] as const));
/** "colorless", "red", "red and white", "white, blue, and black" (105.2). */
const tokenColors: Parser<Color[] | 'colorless'> = alt<Color[] | 'colorless'>(
  map(lit('colorless'), () => 'colorless'),
  map(seq(color, opt(seq(lit('and'), color))), ([a, b]) => (b ? [a, b[1]] : [a])),
  map(seq(color, lit(','), color, lit(', and'), color), ([a, , b, , c]) => [a, b, c]),
);


/** "2/2", or "X/X" read from a "where X is" after the token (the X stands for that amount). */
const ptOf: Parser<{ power: number | 'X'; toughness: number | 'X' }> = token((t) => {
  if (t.k !== 'pt' || t.signed) return null;
  const [p, q] = t.raw.split('/');
  if (p === 'X' && q === 'X') return { power: 'X', toughness: 'X' };
  return /^\d+$/.test(p!) && /^\d+$/.test(q!) ? { power: t.power, toughness: t.toughness } : null;
});

interface Described { spec: DescribedToken; x: boolean }
/** "[legendary] [2/2] [COLORS] SUBTYPE… TYPE…": a creature token states its power, toughness and colors. */
const described: Parser<Described> = map(
  seq(opt(lit('legendary')), opt(ptOf), opt(tokenColors), opt(many1(subtypeWord)), many1(permanentCardType)),
  ([legendary, pt, colors, subtypes = [], types]) => {
    const creature = types.includes('Creature');
    // A creature token without a printed power and toughness is read only with a characteristic-defining ability that says them ("… token with 'This token's power and toughness are each equal to …'", 604.3; `definesPt`).
    if (new Set(types).size !== types.length || (creature && !colors) || (!creature && pt)) return null;
    if (!subtypes.every((s) => subtypeFits(s, types))) return null;
    const x = pt?.power === 'X';
    const spec: DescribedToken = {
      colors: colors ?? 'colorless', types: ORDER.filter((t) => types.includes(t)), subtypes,
      ...(pt && !x ? { power: pt.power as number, toughness: pt.toughness as number } : {}),
      ...(legendary !== undefined ? { supertypes: ['Legendary'] } : {}),
    };
    return { spec, x };
  },
);
const ORDER = ['Enchantment', 'Artifact', 'Land', 'Creature'];

/** One ability of "with …": a quoted ability, or a keyword read as a line of the token's text ("flying", "toxic 1", "changeling"). */
const KEYWORD_STOP = new Set([',', 'and', '"', '.', 'that', 'for', 'equal', 'where', 'named', 'at', 'if']);
const keywordAbility: Parser<Ability[]> = (ts, at) => {
  const out = [];
  for (let end = at + 1; end <= Math.min(ts.length, at + 3); end++) {
    const t = ts[end - 1]!;
    if (KEYWORD_STOP.has(t.raw) || t.k === 'self') break;
    const read = abilitiesOfRun(ts.slice(at, end));
    if (read && read.every((a) => a.kind !== 'triggered' && a.kind !== 'activated')) out.push({ value: read, next: end });
  }
  return out;
};
const oneAbility = alt<Ability[]>(quotedAbilities, keywordAbility);
/** "with flying", "with flying and deathtouch", "with flying, vigilance, and lifelink", 'with reach and "…"'. */
const withAbilities: Parser<Ability[]> = alt<Ability[]>(
  map(seq(lit('with'), oneAbility, opt(seq(lit('and'), oneAbility))), ([, a, b]) => [...a, ...(b?.[1] ?? [])]),
  map(seq(lit('with'), oneAbility, many1(map(seq(lit(','), oneAbility), ([, x]) => x)), lit(', and'), oneAbility), ([, a, list, , last]) => [a, ...list, last].flat()),
);
/** A second sentence giving the tokens a quoted ability: 'It has "…"' / 'They have "…"' (113.1a). */
const laterQuoted = map(seq(lit('.'), alt(lit('it has'), lit('they have')), quotedAbilities), ([, , q]) => q);

/** The token's keywords (the engine's keyword list) apart from its other abilities. */
function withAbilitiesOf(spec: DescribedToken, abilities: Ability[], x = false): DescribedToken | null {
  // A creature with no power and toughness printed: only a characteristic-defining ability of its own sets them (604.3, 613.3).
  if (spec.types.includes('Creature') && spec.power === undefined && !x && !abilities.some((a) => a.kind === 'static' && a.effect.type === 'cda-pt' && a.effect.affects === 'self')) return null;
  if (!abilities.length) return spec;
  const keywords = abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : []));
  const others = abilities.filter((a) => a.kind !== 'keyword');
  return { ...spec, ...(keywords.length ? { keywords } : {}), ...(others.length ? { abilities: others } : {}) };
}

const tokenWord = alt(lit('token'), lit('tokens'));
/** "named Storm Crow" (111.4), said back in title case (filter-grammar.ts `otherName`). */
const namedAs: Parser<string> = map(seq(lit('named'), otherName), ([, name]) => tokenName(name));
/** A token's name has no comma and doesn't run on into the words after it ("named Butterfly at the beginning of …"). */
const tokenName = (name: string): string | null => (/,| (?:at|to|by)\b/.test(name) ? null : name);
/** The name given before or after "with …", never both. */
const nameOf = (before: string | undefined, after: string | undefined): { name?: string } | null =>
  before && after ? null : before || after ? { name: (before ?? after)! } : {};
const tappedAttacking = alt<'tapped' | 'attacking'>(map(lit('tapped and attacking'), () => 'attacking'), map(lit('tapped'), () => 'tapped'));
const thatsTappedAttacking = map(seq(alt(lit("that's"), lit('that are')), lit('tapped and attacking')), () => 'attacking' as const);

/** A predefined token (111.10) whose abilities the engine reads. */
const predefinedName = token((t) => (t.k === 'word' ? (predefinedTokens().get(t.raw)?.name ?? null) : null));

/** What a copy copies: a target permanent, the source, "it" (decided by the line reader), the host. */
const copied: Parser<ObjectRef> = alt<ObjectRef>(
  map(permanentTarget, (spec) => ({ ref: 'target', spec })),
  map(self, () => ({ ref: 'self' })),
  map(lit('it'), () => ({ ref: 'it' })),
  map(seq(alt(lit('enchanted'), lit('equipped')), alt(lit('creature'), lit('permanent'), lit('artifact'))), () => ({ ref: 'host' })),
);
const copyOf: Parser<TokenSpec> = map(
  seq(alt(lit("token that's a copy of"), lit('tokens that are copies of')), copied, opt(copyExceptions)),
  ([, of, except]) => ({ copyOf: of, ...(except ? { except } : {}) }),
);

type Head = { amount: Amount | 'X' | 'number-of'; enter?: 'tapped' | 'attacking' };
const howMany: Parser<Amount | 'X' | 'number-of'> = alt<Amount | 'X' | 'number-of'>(
  count,
  map(lit('x'), () => 'X' as const),
  map(lit('that many'), () => ({ of: 'event' }) as Amount),
  map(lit('a number of'), () => 'number-of' as const),
);
const head: Parser<Head> = map(seq(howMany, opt(tappedAttacking)), ([amount, enter]) => ({ amount, ...(enter ? { enter } : {}) }));

/** The amount after the token: "for each COUNTED" (N times the count), "equal to VALUE" (after "a number of"). */
const tail = alt<{ each: Amount } | { equal: Amount }>(map(seq(lit('for each'), counted), ([, each]) => ({ each })), map(equalTo(IT), (equal) => ({ equal })));

const times = (n: Amount, each: Amount): Amount | null => (n === 1 ? each : typeof n === 'number' ? { of: 'times', factor: n, amount: each } : null);

/** Puts the pieces together, or null when the amount doesn't add up (an "X" with no "where X is", "a number of" with no "equal to"). */
function assemble(h: Head, token: TokenSpec, x: boolean, after: { enter?: 'attacking'; tail?: { each: Amount } | { equal: Amount } }): CreateToken | null {
  let amount: Amount | 'X' | 'number-of' | null = h.amount;
  if (after.tail && 'equal' in after.tail) amount = amount === 'number-of' ? after.tail.equal : null;
  else if (after.tail) amount = amount === 'number-of' || amount === 'X' ? null : times(amount, after.tail.each);
  if (amount === 'number-of' || amount === null) return null;
  // X: the announced X (107.3), or what a ", where X is …" closing the sentence defines (entries/lines.ts, 107.3c).
  if (amount === 'X') amount = { of: 'X' };
  const spec = x && 'colors' in token ? { ...token, power: { of: 'X' } as Amount, toughness: { of: 'X' } as Amount } : token;
  const enter = after.enter ?? h.enter;
  return { type: 'create-token', token: spec, amount, ...(enter ? { tapped: true as const } : {}), ...(enter === 'attacking' ? { attacking: true as const } : {}) };
}

/** "create …" (the verb itself is the caller's: "create", "you create", "its controller creates"). */
export const tokenCreated: Parser<CreateToken> = memo(
  alt<CreateToken>(
    map(
      seq(head, described, tokenWord, opt(namedAs), opt(withAbilities), opt(namedAs), opt(thatsTappedAttacking), opt(tail), opt(laterQuoted)),
      ([h, d, , before, abilities, after, enter, t, later]) => {
        const name = nameOf(before, after);
        const token = name && withAbilitiesOf({ ...d.spec, ...name }, [...(abilities ?? []), ...(later ?? [])], d.x);
        return token && assemble(h, token, d.x, { ...(enter ? { enter } : {}), ...(t ? { tail: t } : {}) });
      },
    ),
    // "create Marit Lage, a legendary 20/20 black Avatar creature token with flying and indestructible" (111.4).
    map(
      seq(map(otherName, tokenName), lit(', a legendary'), described, lit('token'), opt(withAbilities), opt(laterQuoted)),
      ([name, , d, , abilities, later]) => {
        const token = d.x ? null : withAbilitiesOf({ ...d.spec, name, supertypes: ['Legendary'] }, [...(abilities ?? []), ...(later ?? [])]);
        return token && assemble({ amount: 1 }, token, false, {});
      },
    ),
    map(seq(head, predefinedName, tokenWord, opt(tail)), ([h, name, , t]) =>
      assemble(h, { predefined: name }, false, { ...(t ? { tail: t } : {}) }),
    ),
    map(seq(head, copyOf), ([h, spec]) => assemble(h, spec, false, {})),
  ),
);
