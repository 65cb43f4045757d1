// One grammar phrase for the noun phrases of Oracle text — "another nontoken Elf you control",
// "creature card with mana value 3 or less in your graveyard", "artifacts and enchantments your
// opponents control", "noncreature spell" — read into one `Filter` (vocabulary.ts), which
// game/match.ts checks. Targets, groups, costs, triggers, counts and searches all read their
// "which" here, so a description one of them understands the others understand too.
//
// A phrase is: words before the noun (other, tapped, attacking, colors, supertypes, "non-…",
// nontoken), the noun (card types and subtypes, "permanent", "card", "spell", "token"; or a
// list of them joined by "or", and in the plural by "and"), and phrases after it (who controls
// or owns it, "with flying", counters, power / toughness / mana value, "named CARDNAME", the
// zone a card is in). Each phrase comes singular ("creature") and plural ("creatures").
import { COLORS, KEYWORDS, type Color, type Keyword } from './ast.ts';
import { alt, lit, many1, map, memo, oneOf, opt, seq, sepBy1, word, type Parser } from './grammar.ts';
import { count, counterKind } from './phrases.ts';
import { CARD_TYPES, pluralOf, SUBTYPE_BY_PLURAL, SUBTYPE_BY_WORD } from './subtypes.ts';
import type { Amount, Compare, Filter, ObjectRef, Whose } from './vocabulary.ts';

export type GrammaticalNumber = 'one' | 'many';

// ─── Combining the parts of a phrase ───────────────────────────────────────────────────────

/** Lists that accumulate (every word adds a condition: "nonartifact, nonblack"). */
const ACCUMULATE = new Set<keyof Filter>(['allTypes', 'notTypes', 'notSubtypes', 'supertypes', 'notSupertypes', 'notColors', 'withKeywords', 'withoutKeywords']);

/** The parts of one phrase as one Filter; null when two parts say different things of one field ("white … blue"). */
export function mergeFilters(...parts: Array<Filter | undefined>): Filter | null {
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    if (!part) continue;
    for (const [key, value] of Object.entries(part) as Array<[keyof Filter, unknown]>) {
      if (value === undefined) continue;
      const had = out[key];
      if (had === undefined) out[key] = value;
      else if (ACCUMULATE.has(key)) out[key] = [...new Set([...(had as unknown[]), ...(value as unknown[])])];
      else if (JSON.stringify(had) !== JSON.stringify(value)) return null;
    }
  }
  return out as Filter;
}

/** Several nouns joined by "or" / "and": one field's list when each is one card type (or one subtype), else `anyOf`. */
function union(items: Filter[]): Filter {
  if (items.length === 1) return items[0]!;
  const only = (key: 'types' | 'subtypes'): boolean => items.every((f) => Object.keys(f).length === 1 && f[key]?.length === 1);
  if (only('types')) return { types: items.map((f) => f.types![0]!) };
  if (only('subtypes')) return { subtypes: items.map((f) => f.subtypes![0]!) };
  return { anyOf: items };
}

// ─── Words before the noun ─────────────────────────────────────────────────────────────────

const cap = (w: string): string => w[0]!.toUpperCase() + w.slice(1);
const TYPE_WORDS = CARD_TYPES.map((t) => t.toLowerCase());
const SUPERTYPE_WORDS = ['basic', 'legendary', 'snow', 'world'];

const ADJECTIVES = new Map<string, Filter>([
  ['tapped', { tapped: true }],
  ['untapped', { tapped: false }],
  ['attacking', { combat: 'attacking' }],
  ['blocking', { combat: 'blocking' }],
  ['blocked', { combat: 'blocked' }],
  ['unblocked', { combat: 'unblocked' }],
  ['nontoken', { token: false }],
  // 700.6: "Artifacts, legendaries, and Sagas are historic."
  ['historic', { anyOf: [{ supertypes: ['Legendary'] }, { types: ['Artifact'] }, { subtypes: ['Saga'] }] }],
  ['colorless', { colorCount: 'colorless' }],
  ['monocolored', { colorCount: 'monocolored' }],
  ['multicolored', { colorCount: 'multicolored' }],
  ...COLORS.flatMap((c): Array<[string, Filter]> => [[c, { colors: [c] }], [`non${c}`, { notColors: [c] }]]),
  ...SUPERTYPE_WORDS.flatMap((s): Array<[string, Filter]> => [[s, { supertypes: [cap(s)] }], [`non${s}`, { notSupertypes: [cap(s)] }]]),
  ...TYPE_WORDS.map((t): [string, Filter] => [`non${t}`, { notTypes: [cap(t)] }]),
  // "non-Human", "non-Elf", "nonAura" (205.3).
  ...[...SUBTYPE_BY_WORD].flatMap(([w, s]): Array<[string, Filter]> => [[`non-${w}`, { notSubtypes: [s] }], [`non${w}`, { notSubtypes: [s] }]]),
]);
const adjective: Parser<Filter> = alt<Filter>(
  map(lit('attacking or blocking'), () => ({ combat: 'attacking-or-blocking' })),
  // "white or blue", "red and/or green": any of the colors.
  map(seq(word(new Map(COLORS.map((c) => [c, c]))), alt(lit('or'), lit('and/or')), word(new Map(COLORS.map((c) => [c, c])))), ([a, , b]) => ({ colors: [a, b] as Color[] })),
  word(ADJECTIVES),
);
/** Adjectives in a row, commas allowed between them ("nonartifact, nonblack"). */
const adjectives: Parser<Filter> = map(sepBy1(adjective, opt(lit(','))), (parts) => mergeFilters(...parts));

// ─── The noun ──────────────────────────────────────────────────────────────────────────────

const typeWords = (num: GrammaticalNumber): Map<string, Filter> => {
  const m = new Map<string, Filter>();
  for (const t of CARD_TYPES) m.set(num === 'one' ? t.toLowerCase() : pluralOf(t.toLowerCase()), { types: [t] });
  for (const [w, s] of num === 'one' ? SUBTYPE_BY_WORD : SUBTYPE_BY_PLURAL) if (!m.has(w)) m.set(w, { subtypes: [s] });
  return m;
};
const typeWord = { one: word(typeWords('one')), many: word(typeWords('many')) };

/** "artifact creature", "Elf creature", "creature": card types (all of them) and at most one subtype. */
function group(words: Filter[]): Filter | null {
  const types = words.flatMap((w) => w.types ?? []);
  const subtypes = words.flatMap((w) => w.subtypes ?? []);
  if (subtypes.length > 1 || new Set(types).size !== types.length) return null;
  return { ...(types.length === 1 ? { types } : types.length > 1 ? { allTypes: types } : {}), ...(subtypes.length ? { subtypes } : {}) };
}
/** Type words, the last in `num` ("artifact creatures"), or all singular before a suffix (read once per position). */
const typeGroupOf = (num: GrammaticalNumber): Parser<Filter> =>
  memo(
    alt(
      map(typeWord[num], (w) => group([w])),
      map(seq(many1(typeWord.one), typeWord[num]), ([ws, last]) => group([...ws, last])),
    ),
  );
const typeGroups = { one: typeGroupOf('one'), many: typeGroupOf('many') };
const typeGroup = (num: GrammaticalNumber): Parser<Filter> => typeGroups[num];

type Head = 'object' | 'permanent' | 'card' | 'spell' | 'token';
interface Noun {
  filter: Filter;
  head: Head;
  /** The kinds of an "or" list, in the order the text names them ("artifact, enchantment, or creature"). */
  items?: Filter[];
}
const SUFFIXES: Record<GrammaticalNumber, Array<[string, Noun]>> = {
  one: [['permanent', { filter: { permanent: true }, head: 'permanent' }], ['card', { filter: {}, head: 'card' }], ['permanent card', { filter: { permanent: true }, head: 'card' }], ['spell', { filter: { spell: true }, head: 'spell' }], ['token', { filter: { token: true }, head: 'token' }]],
  many: [['permanents', { filter: { permanent: true }, head: 'permanent' }], ['cards', { filter: {}, head: 'card' }], ['permanent cards', { filter: { permanent: true }, head: 'card' }], ['spells', { filter: { spell: true }, head: 'spell' }], ['tokens', { filter: { token: true }, head: 'token' }]],
};
const suffix = { one: oneOf(SUFFIXES.one), many: oneOf(SUFFIXES.many) };

const orWord = alt(lit('or'), lit(', or'), lit('and/or'), lit(', and/or'));
const andWord = alt(lit('and'), lit(', and'), lit('and/or'), lit(', and/or'));

/**
 * Nouns joined into one list: "artifact or enchantment", "artifact, creature, or land",
 * "artifacts and enchantments". Words before the first noun belong to the whole phrase (its
 * adjectives); a later noun may have its own ("a creature or basic land card"), and a later
 * item may be a supertype alone ("a basic, Sphere, or Locus land card").
 */
const listOf = (item: Parser<Filter>, last: Parser<unknown>): Parser<Filter[]> => {
  const supertypeOnly = word(new Map(SUPERTYPE_WORDS.map((w): [string, Filter] => [w, { supertypes: [cap(w)] }])));
  const later = memo(alt<Filter>(item, map(seq(adjectives, item), ([a, i]) => mergeFilters(a, i))));
  const first = memo(alt<Filter>(item, supertypeOnly));
  return alt<Filter[]>(
    map(item, (f) => [f]),
    map(seq(first, last, later), ([a, , b]) => [a, b]),
    map(seq(first, lit(','), sepBy1(alt(later, supertypeOnly), lit(',')), last, later), ([a, , list, , b]) => [a, ...list, b]),
  );
};

/** The noun of a phrase: type words with an optional suffix, or the suffix alone ("permanent", "cards"). */
const noun = (num: GrammaticalNumber): Parser<Noun> => {
  const joiner = num === 'one' ? orWord : alt(orWord, andWord);
  return alt<Noun>(
    // "creature", "artifacts or enchantments", "Elves" (no suffix: an object on the battlefield)
    map(listOf(typeGroup(num), joiner), (items) => ({ filter: union(items), head: 'object', ...(items.length > 1 ? { items } : {}) })),
    // "creature card", "instant or sorcery spell", "creature tokens", "instant and sorcery spells",
    // and "for each instant and sorcery card" (a card that is either, read with its noun only)
    map(seq(listOf(typeGroup('one'), alt(orWord, andWord)), suffix[num]), ([items, s]) => ({ filter: mergeFilters(union(items), s.filter) ?? {}, head: s.head })),
    suffix[num],
  );
};

// ─── Phrases after the noun ────────────────────────────────────────────────────────────────

const controls = (num: GrammaticalNumber): Parser<Whose> =>
  oneOf<Whose>([
    ['you control', 'you'],
    ["you don't control", 'not-you'],
    [num === 'one' ? 'an opponent controls' : 'your opponents control', 'opponent'],
    ...(num === 'one' ? ([['your opponents control', 'opponent']] as Array<[string, Whose]>) : []),
    ['that player controls', { player: { ref: 'event-player' } }],
    ['defending player controls', { player: { ref: 'defending' } }],
  ]);
const owns: Parser<Whose> = oneOf<Whose>([['you own', 'you'], ["you don't own", 'not-you'], ['an opponent owns', 'opponent']]);

const keyword: Parser<Keyword> = oneOf(KEYWORDS.map((k) => [k, k] as const));
/** "with flying", "without flying", "with flying or reach". */
const keywords: Parser<Filter> = alt<Filter>(
  map(seq(lit('with'), keyword), ([, k]) => ({ withKeywords: [k] })),
  map(seq(lit('without'), keyword), ([, k]) => ({ withoutKeywords: [k] })),
  map(seq(lit('with'), keyword, lit('or'), keyword), ([, a, , b]) => ({ anyOf: [{ withKeywords: [a] }, { withKeywords: [b] }] })),
);

/** "N", "X" (107.3). */
const number: Parser<Amount> = alt<Amount>(count, map(lit('x'), () => ({ of: 'X' as const })));
/** "N or less", "N or greater", "N or more", "less than SELF's power". */
const comparison: Parser<Compare> = alt<Compare>(
  map(seq(number, lit('or less')), ([value]) => ({ op: '<=', value })),
  map(seq(number, alt(lit('or greater'), lit('or more'))), ([value]) => ({ op: '>=', value })),
  // "with mana value X" (Disembowel, Sorin, Vengeful Bloodlord): exactly that number.
  map(number, (value) => ({ op: '==', value })),
);
const STATS = { power: 'power', toughness: 'toughness', 'mana value': 'mana-value' } as const;
const statName = oneOf<keyof typeof STATS>([['power', 'power'], ['toughness', 'toughness'], ['mana value', 'mana value']]);
const statKey = (s: keyof typeof STATS): 'power' | 'toughness' | 'manaValue' => (s === 'mana value' ? 'manaValue' : s);
/** "with power 2 or less", "with mana value X or greater", "with power or toughness 1 or less", "with power less than SELF's power". */
const stats: Parser<Filter> = alt<Filter>(
  map(seq(lit('with'), statName, comparison), ([, s, c]) => ({ [statKey(s)]: c })),
  map(seq(lit('with'), statName, lit('or'), statName, comparison), ([, a, , b, c]) => (a === b ? null : { anyOf: [{ [statKey(a)]: c }, { [statKey(b)]: c }] })),
  map(seq(lit('with'), statName, alt(map(lit('less than'), () => '<' as const), map(lit('greater than'), () => '>' as const)), lit("SELF's"), statName), ([, s, op, , t]) =>
    s === t ? { [statKey(s)]: { op, value: { of: 'stat', stat: STATS[t], object: { ref: 'self' } } } } : null,
  ),
);

const onIt = alt(lit('on it'), lit('on them'));
/** "with a +1/+1 counter on it", "with one or more counters on it", "with three or more ki counters on it", "with no counters on it". */
const counters: Parser<Filter> = alt<Filter>(
  map(seq(lit('with'), alt(lit('a'), lit('an')), opt(counterKind), lit('counter'), onIt), ([, , kind]) => ({ counters: { kind: kind ?? 'any' } })),
  map(seq(lit('with'), count, lit('or more'), opt(counterKind), lit('counters'), onIt), ([, n, , kind]) => ({ counters: { kind: kind ?? 'any', ...(n > 1 ? { min: n } : {}) } })),
  map(seq(lit('with no'), opt(counterKind), lit('counters'), onIt), ([, kind]) => ({ counters: { kind: kind ?? 'any', none: true } })),
);

/** Words that end a card's name where Oracle text goes on ("…, reveal it", "… and put it onto the battlefield"). */
const NOT_IN_NAME = new Set(['reveal', 'put', 'and', 'or', 'it', 'them', 'then', 'into', 'onto', 'from', 'with', 'that', 'this', 'if', 'you', 'your', 'where', 'until', 'each', 'for', 'in', 'on', 'exile']);
const SMALL_WORDS = new Set(['of', 'the', 'a', 'an', 'to', 'at', 'by']);
/**
 * Another card's name after "named" ("a card named Chandra, Bold Pyromancer"): up to eight words, commas and "'s", each
 * reading ending on a word (the line reader keeps the one that lets the rest of the line read). Tokens are lower case, so
 * the name is said back in title case and compared without case (game/match.ts).
 */
export const otherName: Parser<string> = (ts, at) => {
  const out: { value: string; next: number }[] = [];
  let name = '';
  for (let i = at, words = 0; i < ts.length && words < 8; i++) {
    const t = ts[i]!;
    if (t.k === 'word' && t.raw === "'s" && name) name += "'s";
    else if (t.k === 'word' && !NOT_IN_NAME.has(t.raw) && /^[a-z]/.test(t.raw)) {
      const w = !name || !SMALL_WORDS.has(t.raw) ? t.raw.charAt(0).toUpperCase() + t.raw.slice(1) : t.raw;
      name += (name ? ' ' : '') + w;
      words++;
    } else if (t.k === 'punct' && t.raw === ',' && name && ts[i + 1]?.k === 'word') { name += ','; continue; }
    else break;
    out.push({ value: name, next: i + 1 });
  }
  return out;
};
const named: Parser<Filter> = alt<Filter>(map(lit('named SELF'), () => ({ named: { self: true } })), map(seq(lit('named'), otherName), ([, name]) => ({ named: { name } })));

/** Where a card is: "in your graveyard", "from a graveyard", "from your hand", "in exile". */
const inZone: Parser<Filter> = map(
  seq(
    alt(lit('in'), lit('from')),
    oneOf<Filter>([
      ['your graveyard', { zone: 'graveyard', owner: 'you' }],
      ['a graveyard', { zone: 'graveyard' }],
      ['graveyards', { zone: 'graveyard' }],
      ['all graveyards', { zone: 'graveyard' }],
      ["an opponent's graveyard", { zone: 'graveyard', owner: 'opponent' }],
      ["that player's graveyard", { zone: 'graveyard', owner: { player: { ref: 'event-player' } } }],
      ['your hand', { zone: 'hand', owner: 'you' }],
      ['your library', { zone: 'library', owner: 'you' }],
      ['exile', { zone: 'exile' }],
    ]),
  ),
  ([, f]) => f,
);

/** One kind an exception names: a card type, a subtype, or "tokens" — read as what the group is not. */
const exceptedKind: Parser<Filter> = alt<Filter>(
  map(typeWord.many, (f) => (f.types ? { notTypes: f.types } : { notSubtypes: f.subtypes })),
  map(lit('tokens'), () => ({ token: false })),
);
/** "except for lands and tokens", "except for Giants, Wizards, and lands" after a plural group: the kinds left out of it. */
const exceptFor: Parser<Filter> = map(
  seq(opt(lit(',')), lit('except for'), alt(map(exceptedKind, (f) => [f]), map(seq(exceptedKind, andWord, exceptedKind), ([a, , b]) => [a, b]), map(seq(exceptedKind, lit(','), sepBy1(exceptedKind, lit(',')), andWord, exceptedKind), ([a, , list, , b]) => [a, ...list, b]))),
  ([, , kinds]) => mergeFilters(...kinds),
);

/** A subtype with its article: "a Wolf", "an Elf" (the subtype words only: a card type after "that's" is not read). */
const aSubtype: Parser<string> = map(seq(alt(lit('a'), lit('an')), typeWord.one), ([, f]) => (f.subtypes && !f.types ? f.subtypes[0]! : null));
/** "that's a Wolf or a Werewolf" (Arlinn, Voice of the Pack): one of these subtypes, after a singular noun that names none. */
const thatsASubtype: Parser<Filter> = map(seq(lit("that's"), aSubtype, opt(seq(lit('or'), aSubtype))), ([, first, more]) => ({ subtypes: more ? [first, more[1]] : [first] }));

/** "of the chosen type", "of that color", "that aren't of the chosen type" (608.2d, 607.2d: game/match.ts reads the choice). */
const chosenWhat = alt(map(alt(lit('type'), lit('creature type')), () => 'creature-type' as const), map(lit('color'), () => 'color' as const));
const ofChosen: Parser<Filter> = alt<Filter>(
  // "with the chosen name", "with that name" (201.3: a card name chosen).
  map(seq(lit('with'), alt(lit('the chosen'), lit('that')), lit('name')), () => ({ chosen: 'card-name' as const })),
  map(seq(lit('of'), alt(lit('the chosen'), lit('that')), chosenWhat), ([, , q]) => ({ chosen: q })),
  map(seq(alt(lit("that aren't of"), lit("that isn't of")), alt(lit('the chosen'), lit('that')), chosenWhat), ([, , q]) => ({ notChosen: q })),
);

/** "blocking it", "blocked by this creature", "blocking or blocked by it", "attached to it" (509.1h, 301.5): the other object is the source or "it" (decided by the line reader). */
const relatedTo: Parser<ObjectRef> = alt<ObjectRef>(map(lit('it'), () => ({ ref: 'it' })), map(lit('SELF'), () => ({ ref: 'self' })));
const RELATION: Parser<Filter> = map(
  seq(
    opt(lit("that's")),
    oneOf<NonNullable<Filter['relation']>['rel']>([['blocking or blocked by', 'blocking-or-blocked-by'], ['blocking', 'blocking'], ['blocked by', 'blocked-by'], ['attached to', 'attached-to']]),
    relatedTo,
  ),
  ([, rel, to]) => ({ relation: { rel, to } }),
);

/** "other than a basic land card" after a card (Extirpate, Lobotomy): any card but a basic land one (205.4a) — not a land, or not basic. */
const OTHER_THAN_BASIC_LAND: Parser<Filter> = map(lit('other than a basic land card'), () => ({ anyOf: [{ notTypes: ['Land'] }, { notSupertypes: ['Basic'] }] }));

/** "that attacked this turn" (Relentless Assault's "Untap all creatures that attacked this turn"). */
const ATTACKED_THIS_TURN: Parser<Filter> = map(lit('that attacked this turn'), () => ({ attackedThisTurn: true }));

const qualities = (num: GrammaticalNumber, head: 'permanent' | 'card' | 'spell'): Parser<Filter> => {
  const parts: Array<Parser<Filter>> = [keywords, stats, named, ofChosen];
  if (head === 'permanent' && num === 'one') parts.push(thatsASubtype);
  if (head === 'permanent') parts.push(map(controls(num), (w) => ({ controller: w })), map(owns, (w) => ({ owner: w })), counters, ATTACKED_THIS_TURN, RELATION);
  if (head === 'permanent' && num === 'many') parts.push(exceptFor);
  if (head === 'spell') parts.push(map(controls(num), (w) => ({ controller: w })));
  if (head === 'card') parts.push(map(owns, (w) => ({ owner: w })), inZone);
  if (head === 'card' && num === 'one') parts.push(OTHER_THAN_BASIC_LAND);
  return map(many1(alt(...parts)), (fs) => mergeFilters(...fs));
};

/** What may follow a permanent's description after words of another kind ("a creature of their choice with flying",
 *  "… of their choice with mana value 2 or less"): keywords and stats only, to be merged into the description. */
export const withQualities: Parser<Filter> = map(many1(alt(keywords, stats)), (fs) => mergeFilters(...fs));

// ─── Whole phrases ─────────────────────────────────────────────────────────────────────────

/** [other | another] [adjectives] NOUN: read once per position for the three kinds of phrase. */
const nounPhrase = (num: GrammaticalNumber) =>
  memo(map(seq(opt(num === 'one' ? alt(lit('other'), lit('another')) : lit('other')), opt(adjectives), noun(num)), ([other, adj, n]) => ({ other: other !== undefined, adj, noun: n })));
const nounPhrases = { one: nounPhrase('one'), many: nounPhrase('many') };

/** A noun that is an "or" list of kinds ("artifact, enchantment, or creature", "Human or artifact"). */
const isList = (f: Filter): boolean => (f.types?.length ?? 0) + (f.subtypes?.length ?? 0) > 1 || !!f.anyOf;
/** A "with(out) KEYWORD" quality. */
const saysKeyword = (f: Filter): boolean => !!(f.withKeywords || f.withoutKeywords || f.anyOf?.some((g) => g.withKeywords || g.withoutKeywords));

/**
 * "with flying" after an "or" list of kinds describes the last kind only: "artifact, enchantment,
 * or creature with flying" (Vivien Reid, Broken Wings) is any artifact, any enchantment, or a
 * creature with flying — `anyOf` the other kinds and the last one with the keyword. Read so only
 * when the list names plain kinds and the words after it say nothing but the keyword; otherwise
 * the phrase is refused (one merged filter would require the keyword of every kind).
 */
function keywordOnLastKind(noun: Noun, post: Filter): Filter | null {
  const items = noun.items;
  const plain = (f: Filter): boolean => Object.keys(f).every((k) => k === 'types' || k === 'subtypes');
  if (!items || noun.head !== 'object' || !items.every(plain) || !Object.keys(post).every((k) => k === 'withKeywords' || k === 'withoutKeywords')) return null;
  return { anyOf: [union(items.slice(0, -1)), mergeFilters(items.at(-1), post) ?? {}] };
}

/** [other | another] [adjectives] NOUN [qualities], for nouns the `head` allows. */
function phrase(num: GrammaticalNumber, head: 'permanent' | 'card' | 'spell'): Parser<Filter> {
  const heads: Head[] = head === 'permanent' ? ['object', 'permanent', 'token'] : [head];
  // A card is not a token (111.1), nor is a spell described by "token".
  const fits = map(nounPhrases[num], (p) => (heads.includes(p.noun.head) && (head === 'permanent' || p.adj?.token === undefined) ? p : null));
  const read = map(seq(fits, opt(qualities(num, head))), ([p, post]) => {
    if (post && isList(p.noun.filter) && saysKeyword(post)) {
      const split = keywordOnLastKind(p.noun, post);
      return split ? mergeFilters(p.other ? { other: true } : undefined, p.adj ?? undefined, split) : null;
    }
    return mergeFilters(p.other ? { other: true } : undefined, p.adj ?? undefined, p.noun.filter, post ?? undefined);
  });
  return memo(head === 'permanent' && num === 'one' ? alt(read, eachAttached) : read);
}

/** "Aura and Equipment attached to it" (each Aura and each Equipment, 301.5, 303.4): a singular "and" list only before "attached to". */
const eachAttached: Parser<Filter> = map(seq(listOf(typeGroup('one'), andWord), lit('attached to'), relatedTo), ([items, , to]) =>
  items.length > 1 ? (mergeFilters(union(items), { relation: { rel: 'attached-to', to } }) ?? null) : null,
);

/** Permanents: "creature you control", "other Elves", "nonland permanents an opponent controls", "creature tokens". */
export const permanentFilter = { one: phrase('one', 'permanent'), many: phrase('many', 'permanent') };
const oneCard = phrase('one', 'card');
/**
 * Two card descriptions joined by "or", each with its own noun: "a basic land card or a Desert card",
 * "an instant card or a card with flash", "a basic Plains card or a creature card with mana value 2
 * or less" — a card fitting either (`anyOf`). Neither may name a zone or an owner, which would be
 * said of one description only.
 */
const eitherCard: Parser<Filter> = memo(
  map(seq(oneCard, lit('or'), opt(alt(lit('a'), lit('an'))), oneCard), ([a, , , b]) => (a.zone || b.zone || a.owner || b.owner ? null : { anyOf: [a, b] })),
);
/** Cards: "creature card in your graveyard", "basic land cards", "card named CARDNAME" (the zone only when the phrase says it). */
export const cardFilter = { one: alt(oneCard, eitherCard), many: phrase('many', 'card') };
/** Spells on the stack (112.1): "noncreature spell", "instant or sorcery spells you control". */
export const spellFilter = { one: phrase('one', 'spell'), many: phrase('many', 'spell') };

/** Any object a description can name where a target or a group is: a permanent, a spell, or a card in a zone the phrase names. */
export const objectFilter = {
  one: alt(permanentFilter.one, spellFilter.one, map(cardFilter.one, (f) => (f.zone ? f : null))),
  many: alt(permanentFilter.many, spellFilter.many, map(cardFilter.many, (f) => (f.zone ? f : null))),
};

/** A card phrase with the zone its verb implies when the phrase names none ("search your library for a creature card"). */
export const inZoneOr = (zone: NonNullable<Filter['zone']>, f: Filter): Filter => (f.zone ? f : { ...f, zone });
