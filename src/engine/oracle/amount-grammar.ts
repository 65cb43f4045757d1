// How much (Amount, vocabulary.ts), read once for every verb: "3 life", "X cards", "that much
// damage", "life equal to its power", "cards equal to the number of Elves you control",
// "damage equal to your devotion to red", "1 life for each creature you control". game/refs.ts
// evaluates them as the instruction is carried out (608.2h), X as announced (107.3).
import { COLORS, type Color } from './ast.ts';
import { cardFilter, permanentFilter, spellFilter } from './filter-grammar.ts';
import { sacrificedObjects, thatObjects } from './reference-grammar.ts';
import { alt, lit, map, memo, oneOf, opt, seq, sepBy1, token, type Parser } from './grammar.ts';
import { count, counterKind } from './phrases.ts';
import type { Amount, Filter, ObjectRef } from './vocabulary.ts';
import { says } from './says.ts';

/**
 * "its" in an amount of an instruction ("you gain life equal to its power", "… +X/+0, where X is
 * its power"): the pronoun `{ref: 'it'}`, which the line reader decides as it decides a verb's
 * "it" (oracle/pronouns.ts: the one target before it, else the source or the trigger event's
 * object) or refuses.
 */
export const IT: ObjectRef = { ref: 'it' };
const stat = oneOf<'power' | 'toughness' | 'mana-value'>([['power', 'power'], ['toughness', 'toughness'], ['mana value', 'mana-value']]);
const colorWord = oneOf<Color>(COLORS.map((c) => [c, c] as const));

/** "their" in an amount of a player verb: each acting player in turn (101.4), as game/refs.ts reads `acting`. */
const THEY = { player: { ref: 'acting' } } as const;
const THEIR_ZONE = oneOf<Filter>([
  ['in their graveyard', { zone: 'graveyard', owner: { player: { ref: 'acting' } } }],
  ['in their hand', { zone: 'hand', owner: { player: { ref: 'acting' } } }],
]);
/** Objects or cards that can be counted: "creature you control", "Elf on the battlefield", "card in your hand", "creature card in your graveyard";
 *  with `their`, "card in their graveyard" — only where the verb says whose turn "their" is (player verbs). */
const countable = (num: 'one' | 'many', their = false): Parser<Filter> =>
  alt<Filter>(
    map(seq(permanentFilter[num], opt(lit('on the battlefield'))), ([f]) => f),
    map(cardFilter[num], (f) => (f.zone ? f : null)),
    ...(their ? [map(seq(cardFilter[num], THEIR_ZONE), ([f, z]): Filter | null => (f.zone || f.owner ? null : { ...f, ...z }))] : []),
    // "for each tapped artifact they control", "the number of creatures they control": each acting player's own permanents (101.4).
    ...(their ? [map(seq(permanentFilter[num], lit('they control')), ([f]): Filter | null => (f.controller !== undefined || f.owner !== undefined ? null : { ...f, controller: THEY }))] : []),
  );

/**
 * What "equal to" names: "SELF's power", "its toughness", "the number of FILTERs", "your life
 * total", "your devotion to black". "its" is read only where the entry says what it stands
 * for (`its`: the sentence's subject, or the target before it); elsewhere it is refused.
 */
const valueOf = (its: ObjectRef | undefined, their = false): Parser<Amount> => {
  const value = plainValueOf(its, their);
  // "twice the number of artifacts you control" (Tezzeret, Agent of Bolas; Nahiri, Heir of the Ancients): two times the value.
  return alt<Amount>(value, map(seq(lit('twice'), value), ([, v]): Amount => ({ of: 'times', factor: 2, amount: v })));
};
/** "+1/+1 counters on SELF", "charge counter on it": how many counters of that kind the object has (122.1) — the source's
 *  own, or what the pronoun names (`{ref: 'it'}`, decided by the line reader; a static ability has none to decide, so refuses it). */
const countersOn = (word: 'counter' | 'counters'): Parser<Amount> =>
  map(seq(counterKind, lit(word), lit('on'), alt<ObjectRef>(map(lit('SELF'), () => SELF), map(lit('it'), () => IT))), ([counter, , , object]): Amount => ({ of: 'stat', stat: 'counters', counter, object }));
const SELF: ObjectRef = { ref: 'self' };
/** A vote's choice in "for each death vote" (701.38b: a word with no rules meaning). */
const voteChoice: Parser<string> = token((t) => (t.k === 'word' && /^[a-z]+$/.test(t.raw) ? t.raw : null));
/** "the number of opponents you have" (102.3). */
const OPPONENTS: Amount = { of: 'players', filter: 'opponent' };
/** "[other] instant and sorcery spell(s) you've cast [before it] this turn" (601.2i): `other` excludes the spell the ability is about, not its source. */
const spellsCast = (num: 'one' | 'many'): Parser<Amount> =>
  map(seq(spellFilter[num], lit("you've cast"), opt(lit('before it')), lit('this turn')), ([f, , before]): Amount | null => {
    const { other, ...filter } = f;
    if (filter.controller !== undefined || filter.owner !== undefined) return null;
    return { of: 'spells-cast', player: { ref: 'you' }, ...(Object.keys(filter).length > 1 ? { filter } : {}), ...(other ? { other } : {}), ...(before !== undefined ? { before: true as const } : {}) };
  });
const spellsCastOne = spellsCast('one');
const spellsCastMany = spellsCast('many');
const plainValueOf = (its: ObjectRef | undefined, their = false): Parser<Amount> => alt<Amount>(
  map(seq(lit("SELF's"), stat), ([, s]) => ({ of: 'stat', stat: s, object: { ref: 'self' } })),
  ...(its ? [map(seq(lit('its'), stat), ([, s]): Amount => ({ of: 'stat', stat: s, object: its }))] : []),
  // "that creature's toughness": the object named before, as the line reader decides (oracle/pronouns.ts).
  map(seq(thatObjects, stat), ([object, s]): Amount => ({ of: 'stat', stat: s, object })),
  // "that spell's mana value": the spell named before — the cast trigger's spell, or the target spell — on the stack, or
  // as it was cast once it has left it (its last known information, 608.2h; game/refs.ts).
  map(lit("that spell's mana value"), (): Amount => ({ of: 'stat', stat: 'mana-value', object: { ref: 'it', that: true } })),
  // "the sacrificed creature's power": what paid the cost, as it last existed (oracle/cost-refs.ts checks the ability has that cost).
  map(seq(sacrificedObjects, stat), ([object, s]): Amount => ({ of: 'stat', stat: s, object })),
  map(seq(lit('the number of'), countable('many', their)), ([, filter]) => ({ of: 'count', filter })),
  // "the life they lost this turn" (Warlock Class, Wound Reflection): each acting player's own (101.4).
  ...(their ? [map(alt(lit('the life they lost this turn'), lit("the life they've lost this turn"), lit('the amount of life they lost this turn')), (): Amount => ({ of: 'player', stat: 'life-lost-this-turn', player: { ref: 'acting' } }))] : []),
  // "the total number of instant and sorcery cards you own in exile and in your graveyard": the cards of both zones (Ral, Izzet Viceroy).
  map(seq(lit('the total number of'), cardFilter.many, lit('and in your graveyard')), ([, f]): Amount | null =>
    f.zone === 'exile' && f.owner === 'you' ? { of: 'sum', amounts: [{ of: 'count', filter: f }, { of: 'count', filter: { ...f, zone: 'graveyard' } }] } : null),
  map(lit('your life total'), () => ({ of: 'player', stat: 'life', player: { ref: 'you' } })),
  // 702.179f: a player with no speed has speed 0.
  map(lit('your speed'), () => ({ of: 'player', stat: 'speed', player: { ref: 'you' } })),
  map(alt(lit('the life you lost this turn'), lit('the amount of life you lost this turn'), lit("the life you've lost this turn")), () => ({ of: 'player', stat: 'life-lost-this-turn', player: { ref: 'you' } })),
  map(alt(lit('the life you gained this turn'), lit('the amount of life you gained this turn'), lit("the life you've gained this turn")), () => ({ of: 'player', stat: 'life-gained-this-turn', player: { ref: 'you' } })),
  // "you gain life equal to the life lost this way" (Gray Merchant, extort's 702.101a): after a "loses N life".
  map(alt(lit('the life lost this way'), lit('the total life lost this way')), (): Amount => ({ of: 'this-way', stat: 'life-lost' })),
  // "cards equal to the result", "where X is the result": the die rolled before it in the same ability (706.2; parse.ts checks there is one).
  map(lit('the result'), (): Amount => ({ of: 'this-way', stat: 'result' })),
  map(seq(lit('your devotion to'), sepBy1(colorWord, alt(lit('and'), lit(',')))), ([, colors]) => ({ of: 'devotion', colors, player: { ref: 'you' } })),
  map(seq(lit('the greatest'), stat, lit('among'), permanentFilter.many), ([, s, , among]) => ({ of: 'greatest', stat: s, among })),
  map(seq(lit('the number of'), countersOn('counters')), ([, a]) => a),
  map(lit('the number of opponents you have'), (): Amount => OPPONENTS),
  // "the number of profit votes" (701.38a): as "for each profit vote".
  map(seq(lit('the number of'), voteChoice, lit('votes')), ([, option]): Amount => ({ of: 'this-way', stat: 'votes', option })),
  map(seq(lit('the number of'), spellsCastMany), ([, a]) => a),
  map(lit("the number of cards you've drawn this turn"), (): Amount => DRAWN),
  // Domain (305.6): "where X is the number of basic land types among lands you control".
  map(lit('the number of basic land types among lands you control'), (): Amount => ({ of: 'domain', player: { ref: 'you' } })),
);
/** "the number of cards you've drawn this turn", "for each card you've drawn this turn" (the turn's draws, 121.1). */
const DRAWN: Amount = { of: 'player', stat: 'cards-drawn-this-turn', player: { ref: 'you' } };

/** Parsers built once per meaning of "its" (none, the source, the target before). */
const built = new Map<string, Parser<Amount>>();
const once = (key: string, make: () => Parser<Amount>): Parser<Amount> => built.get(key) ?? built.set(key, make()).get(key)!;

/** "equal to VALUE". */
export const equalTo = (its?: ObjectRef, their = false): Parser<Amount> => once(`=${JSON.stringify(its)}${their}`, () => memo(map(seq(lit('equal to'), valueOf(its, their)), ([, v]) => v)));
/**
 * ", where X is VALUE" closing a sentence (107.3c: an X an ability's text defines, not chosen): the
 * value is read as each instruction using it is carried out (608.2h), so "Create X 1/1 Cat tokens,
 * where X is your life total" counts the life as it resolves. "N plus VALUE" adds a fixed number.
 */
const whereXOf = (its: ObjectRef | undefined): Parser<Amount> =>
  memo(map(seq(lit(', where x is'), alt<Amount>(valueOf(its), map(seq(count, lit('plus'), valueOf(its)), ([n, , v]): Amount => ({ of: 'sum', amounts: [n, v] })))), ([, v]) => v));
export const whereX: Parser<Amount> = whereXOf(undefined);
/** ", where X is VALUE" closing a sentence of instructions, "its" read as the pronoun. */
export const whereXOfIt: Parser<Amount> = whereXOf(IT);

/** Every `{of: 'X'}` in an instruction replaced by what "where X is" says; null if it has none, or an X no amount carries (a legacy field's 'X'). */
export function defineX<T>(effects: T[], value: Amount): T[] | null {
  let found = false;
  const walk = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(walk);
    if (x && typeof x === 'object') {
      if ((x as { of?: unknown }).of === 'X' && Object.keys(x).length === 1) return (found = true), value;
      return Object.fromEntries(Object.entries(x).map(([k, v]) => [k, walk(v)]));
    }
    return x;
  };
  const out = effects.map(walk) as T[];
  return found && !JSON.stringify(out).includes('"X"') ? out : null;
}


/** What "for each" counts: "creature you control", "card in your hand", "creature in your party" (700.8), "basic land type among lands you control" (domain). */
export const counted: Parser<Amount> = memo(
  alt<Amount>(
    map(countable('one'), (filter) => ({ of: 'count', filter })),
    map(lit('creature in your party'), () => ({ of: 'party', player: { ref: 'you' } })),
    map(lit('basic land type among lands you control'), () => ({ of: 'domain', player: { ref: 'you' } })),
    countersOn('counter'),
    map(lit('opponent you have'), (): Amount => OPPONENTS),
    map(lit("card you've drawn this turn"), (): Amount => DRAWN),
    spellsCastOne,
    // "for each death vote" (council's dilemma, 701.38a): the votes that choice got in the vote the same ability held before it (entries/votes.ts checks there is one).
    map(seq(voteChoice, lit('vote')), ([option]): Amount => ({ of: 'this-way', stat: 'votes', option })),
    // "for each nonland card revealed this way" (parley): among the cards the same resolution revealed before (608.2c).
    map(seq(cardFilter.one, lit('revealed this way')), ([filter]): Amount | null => (filter.zone ? null : { of: 'this-way', stat: 'revealed', filter })),
  ),
);
/** "for each VALUE" after a number: the number times the count (608.2h). */
export const forEach: Parser<Amount> = map(seq(lit('for each'), counted), ([, a]) => a);
/** "for each creature card in their graveyard": a count of each acting player's own cards. */
const forEachTheir: Parser<Amount> = memo(
  alt<Amount>(
    map(seq(lit('for each'), countable('one', true)), ([, filter]): Amount | null => (JSON.stringify(filter).includes('"acting"') ? { of: 'count', filter } : null)),
    // Domain for each acting player (305.6): "draws a card for each basic land type among lands they control" (Allied Strategies).
    map(lit('for each basic land type among lands they control'), (): Amount => ({ of: 'domain', player: { ref: 'acting' } })),
  ),
);

/** A number as printed: N (digits, words, "a") or X (107.3). */
const number: Parser<Amount> = alt<Amount>(count, map(lit('x'), () => ({ of: 'X' as const })));
const times = (n: number, each: Amount): Amount => (n === 1 ? each : { of: 'times', factor: n, amount: each });

/**
 * An amount of a noun ("life", "damage", "card"/"cards"): "3 life", "X damage", "a card",
 * "two cards", "that much life", "that many cards", "life equal to …", "cards equal to …",
 * "1 life for each creature you control".
 */
export function amountOf(noun: { one: string; many: string }, its?: ObjectRef, their = false): Parser<Amount> {
  // Made once, not on every call: the amount is read on thousands of lines.
  const one = lit(noun.one);
  const many = lit(noun.many);
  const word = (n: Amount): Parser<null> => (n === 1 ? one : many);
  return once(`${noun.one}|${JSON.stringify(its)}|${their}`, () => memo(
    alt<Amount>(
      (ts, at) => number(ts, at).flatMap((r) => word(r.value)(ts, r.next).map((w) => ({ value: r.value, next: w.next }))),
      map(seq(number, alt(lit(noun.one), lit(noun.many)), their ? alt(forEach, forEachTheir) : forEach), ([n, , each]) => (typeof n === 'number' ? times(n, each) : null)),
      map(seq(alt(lit('that much'), lit('that many')), alt(lit(noun.one), lit(noun.many))), () => ({ of: 'event' })),
      map(seq(lit(noun.many), equalTo(its, their)), ([, v]) => v),
      ...(noun.one !== noun.many ? [map(seq(lit(noun.one), equalTo(its, their)), ([, v]) => v)] : []),
    ),
  ));
}

export const LIFE = { one: 'life', many: 'life' };
export const DAMAGE = { one: 'damage', many: 'damage' };
export const CARDS = { one: 'card', many: 'cards' };

/** Whether an amount reads the trigger's event ("that much"). */
export const saysThatMuch = (x: unknown): boolean => says(x, 'of', 'event');
