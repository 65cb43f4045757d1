// ", except …" after a copy (707.9b): what the copy has other than the copied object's copiable
// values — read the same for a token copy ("create a token that's a copy of target creature, except
// it's an artifact in addition to its other types") and for a permanent entering as a copy ("you may
// have this creature enter as a copy of any creature on the battlefield, except it's an Illusion in
// addition to its other types and it has "…"", Phantasmal Image). The exceptions become part of the
// copy's own copiable values (707.9b), so a copy of the copy has them too.
//
//   , except CLAUSE [, CLAUSE]… [, and | and CLAUSE]
//   CLAUSE: it isn't legendary | it's N/N | it's a[n] [N/N] SUBTYPES… [TYPES…] [with KEYWORDS] in addition to its other
//           [creature] types | it has KEYWORDS [and "ABILITY"] | it has "ABILITY"
//
// Anything else ("except its name is …", "it doesn't copy that creature's color", "if this creature was
// embalmed …", colours or types instead of its own) is refused: the line stays unread.
import type { Ability, Keyword } from './ast.ts';
import { alt, lit, many1, map, opt, seq, token, type Parser } from './grammar.ts';
import { keyword } from './phrases.ts';
import { quotedAbilities } from './quoted.ts';
import { permanentCardType, subtypeFits, subtypeWord } from './type-words.ts';
import type { CopyExceptions } from './verbs.ts';
import type { Filter } from './vocabulary.ts';
import { permanentFilter } from './filter-grammar.ts';
import { checkable } from './trigger-grammar.ts';

const subject = alt(lit('it'), lit('they'), lit('the token'), lit('the tokens'));
const is = alt(lit("'s"), lit('is'), lit('are'), lit("'re"));
const isNot = alt(lit("isn't"), lit("aren't"), lit("'s not"), lit("'re not"), lit('is not'), lit('are not'));
const has = alt(lit('has'), lit('have'));

/** 205.3d: a subtype goes with a card type the copy will have — one named here, or any when none is (a creature type on a creature copy is the common case; one that isn't a creature gets it only with "creature" named). */
const fitsTypes = (subtype: string, types: string[]): boolean => subtypeFits(subtype, types.length === 0 ? ['Creature'] : types);

const pt: Parser<{ power: number; toughness: number }> = token((t) => (t.k === 'pt' && !t.signed && /^\d+\/\d+$/.test(t.raw) ? { power: t.power, toughness: t.toughness } : null));

/** "haste", "haste and dethrone", "flying, vigilance, and lifelink". */
const keywordList: Parser<Keyword[]> = alt<Keyword[]>(
  map(seq(keyword, opt(seq(lit('and'), keyword))), ([a, b]) => (b ? [a, b[1]] : [a])),
  map(seq(keyword, many1(map(seq(lit(','), keyword), ([, k]) => k)), lit(', and'), keyword), ([a, list, , last]) => [a, ...list, last]),
);

/** What "it has …" gives: keywords, a quoted ability, or keywords and a quoted ability. */
const hasWhat: Parser<CopyExceptions> = alt<CopyExceptions>(
  map(keywordList, (keywords) => ({ keywords })),
  map(quotedAbilities, (abilities) => ({ abilities })),
  map(seq(keywordList, lit('and'), quotedAbilities), ([keywords, , abilities]) => ({ keywords, abilities })),
);

/** "an Illusion", "a Synth artifact creature", "a 4/4 Dragon creature with flying", "an artifact" — added to its own (205.1b). */
const addedTypes: Parser<CopyExceptions> = map(
  seq(alt(lit('a'), lit('an')), opt(pt), opt(many1(subtypeWord)), opt(many1(permanentCardType)), opt(seq(lit('with'), keywordList)), lit('in addition to'), alt(lit('its'), lit('their')), opt(lit('other')), opt(lit('creature')), alt(lit('types'), lit('type'))),
  ([, size, subtypes = [], types = [], withKw]) => {
    if (!subtypes.length && !types.length) return null;
    if (new Set(types).size !== types.length || !subtypes.every((s) => fitsTypes(s, types))) return null;
    // A power and toughness only for a creature (208.1): "a 4/4 Dragon creature".
    if (size && !types.includes('Creature')) return null;
    return { ...(size ?? {}), ...(subtypes.length ? { subtypes } : {}), ...(types.length ? { types } : {}), ...(withKw ? { keywords: withKw[1] } : {}) };
  },
);

/** One clause; its subject may be left out after the first ("it isn't legendary, is an artifact …, and has myriad"). */
const clause = (needSubject: boolean): Parser<CopyExceptions> => {
  const who = needSubject ? subject : opt(subject);
  return alt<CopyExceptions>(
    map(seq(who, isNot, lit('legendary')), () => ({ notLegendary: true })),
    // "they're" is one word (Jace, Cunning Castaway: "except they're not legendary").
    map(lit("they're not legendary"), () => ({ notLegendary: true })),
    map(seq(who, is, pt), ([, , size]) => size),
    map(seq(who, is, addedTypes), ([, , x]) => x),
    map(seq(who, has, hasWhat), ([, , x]) => x),
  );
};

/** Two clauses' exceptions as one, or null when they say the same thing twice. */
function merge(a: CopyExceptions, b: CopyExceptions): CopyExceptions | null {
  for (const k of Object.keys(b) as Array<keyof CopyExceptions>) if (k in a) {
    if (k !== 'keywords' && k !== 'abilities') return null;
  }
  const keywords = [...(a.keywords ?? []), ...(b.keywords ?? [])];
  const abilities: Ability[] = [...(a.abilities ?? []), ...(b.abilities ?? [])];
  return { ...a, ...b, ...(keywords.length ? { keywords } : {}), ...(abilities.length ? { abilities } : {}) };
}

const joiner = alt(lit(', and'), lit(','), lit('and'));

/** ", except …": every clause's exceptions. */
export const copyExceptions: Parser<CopyExceptions> = map(
  seq(lit(', except'), clause(true), opt(many1(map(seq(joiner, clause(false)), ([, c]) => c)))),
  ([, first, rest = []]) => rest.reduce<CopyExceptions | null>((acc, c) => (acc ? merge(acc, c) : null), first),
);

/**
 * What a permanent may enter as a copy of (707.5): "any FILTER on the battlefield", or "a FILTER you control / an opponent
 * controls" — a description checked on each permanent as it enters; one that names another object or an amount is refused.
 */
export const copiedPermanent: Parser<Filter> = alt<Filter>(
  map(seq(lit('any'), permanentFilter.one, lit('on the battlefield')), ([, f]) => checkable(f)),
  map(seq(alt(lit('a'), lit('an')), permanentFilter.one), ([, f]) => (f.controller ? checkable(f) : null)),
);
