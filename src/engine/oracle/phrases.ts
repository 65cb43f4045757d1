// The shared pieces of the grammar: numbers, amounts, self-references, groups ("other creatures
// you control"), keywords, colors. Targets are target-grammar.ts's, descriptions filter-grammar.ts's.
// Entries combine these; none of them is an ability on its own.
import { COLORS, KEYWORDS, type Affected, type Color, type CounterName, type Keyword } from './ast.ts';
import { CREATURE_TYPES } from './creature-types.ts';
import { alt, lit, many1, map, oneOf, opt, seq, token, type Parser } from './grammar.ts';
import { parseManaSymbols } from './mana.ts';
import type { Amount, Duration } from './vocabulary.ts';

/** A count: digits, a number word, or "a"/"an" (one). */
export const count: Parser<number> = alt(
  token((t) => (t.k === 'num' && !t.signed ? t.n : null)),
  map(alt(lit('a'), lit('an')), () => 1),
);

/** An amount that may be X (107.3). */
export const amount: Parser<number | 'X'> = alt<number | 'X'>(count, map(lit('x'), () => 'X' as const));

/** A figure or change with a variable part ("+X/+0", "X/X", "*\/*"): its numbers are not printed, so the fixed-number phrases below refuse it rather than read X as 0. */
const variablePt = (raw: string): boolean => /[X*]/i.test(raw);
/** A signed change "+2/+2", "-1/-0". */
// "-2/-0": a zero is 0, never -0 (it is compared and printed).
export const ptChange: Parser<{ power: number; toughness: number }> = token((t) => (t.k === 'pt' && t.signed && !variablePt(t.raw) ? { power: t.power || 0, toughness: t.toughness || 0 } : null));
/** One signed part of a change with X: "+X" is X, "-X" is −1 times X, "+0" / "-2" a number (107.3). */
function signedPart(raw: string): Amount | null {
  if (/^[+-]X$/i.test(raw)) return raw.startsWith('-') ? { of: 'times', factor: -1, amount: { of: 'X' } } : { of: 'X' };
  return /^[+-]\d+$/.test(raw) ? Number(raw) || 0 : null;
}
/** A signed change with X in it, "+X/+X", "-X/-X", "+X/+0", "+X/-X" (107.3): amounts the modify-pt verb reads as it resolves. */
export const ptChangeX: Parser<{ power: Amount; toughness: Amount }> = token((t) => {
  if (t.k !== 'pt' || !t.signed || !/X/i.test(t.raw)) return null;
  const [p, q] = t.raw.split('/') as [string, string];
  const power = signedPart(p);
  const toughness = signedPart(q);
  return power === null || toughness === null ? null : { power, toughness };
});
/** A figure "3/3". */
export const ptFigure: Parser<{ power: number; toughness: number }> = token((t) => (t.k === 'pt' && !t.signed && !variablePt(t.raw) ? { power: t.power, toughness: t.toughness } : null));

/** The card itself: its name or "this creature" (SELF), and in a permanent's ability also "it". */
export const self: Parser<null> = lit('SELF');
export const selfOrIt: Parser<null> = alt(lit('SELF'), lit('it'));

export const keyword: Parser<Keyword> = oneOf(KEYWORDS.map((k) => [k, k] as const));
export const color: Parser<Color> = oneOf(COLORS.map((c) => [c, c] as const));

// "elf" → Elf for "Elf creatures", and the plurals a lord line uses: "elves", "goblins", "allies", "merfolk".
export const TYPE_BY_WORD = new Map<string, string>();
const TYPE_BY_PLURAL = new Map<string, string>();
for (const type of CREATURE_TYPES) {
  const word = type.toLowerCase();
  TYPE_BY_WORD.set(word, type);
  TYPE_BY_PLURAL.set(word.endsWith('f') ? `${word.slice(0, -1)}ves` : word.endsWith('y') && !/[aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`, type);
  if (/(folk|fish|sheep)$/.test(word)) TYPE_BY_PLURAL.set(word, type);
}
export const typedCreatures: Parser<string> = alt(
  map(seq(token((t) => (t.k === 'word' ? (TYPE_BY_WORD.get(t.raw) ?? null) : null)), lit('creatures')), ([type]) => type),
  token((t) => (t.k === 'word' ? (TYPE_BY_PLURAL.get(t.raw) ?? null) : null)),
);
/** One creature type, by its singular word: "Frog", "Elk" (205.3m). */
export const creatureTypeWord: Parser<string> = token((t) => (t.k === 'word' ? (TYPE_BY_WORD.get(t.raw) ?? null) : null));

/** "Other Elf creatures you control", "Other Goblins", "Sliver creatures you control". */
const typeGroup: Parser<Affected> = map(seq(opt(lit('other')), typedCreatures, opt(lit('you control'))), ([other, creatureType, yours]) => ({ creatureType, other: other !== undefined, yours: yours !== undefined }));

/** "White creatures you control", "Other black creatures", "Nonblack creatures": creatures by colour (105.1). */
const colorWord: Parser<{ color: Color; non: boolean }> = alt<{ color: Color; non: boolean }>(
  map(color, (c) => ({ color: c, non: false })),
  token((t) => (t.k === 'word' && t.raw.startsWith('non') && (COLORS as readonly string[]).includes(t.raw.slice(3)) ? { color: t.raw.slice(3) as Color, non: true } : null)),
);
const colorGroup: Parser<Affected> = map(seq(opt(lit('other')), colorWord, lit('creatures'), opt(lit('you control'))), ([other, c, , yours]) => ({ ...c, other: other !== undefined, yours: yours !== undefined }));

// "All Sliver creatures" (every creature of the type, anyone's), and creatures
// picked by controller, a keyword or a counter: "Creatures your opponents control", "Other
// creatures you control with flying", "Each creature you control with a +1/+1 counter on it".
const allTypeGroup: Parser<Affected> = map(seq(lit('all'), token((t) => (t.k === 'word' ? (TYPE_BY_WORD.get(t.raw) ?? null) : null)), lit('creatures')), ([, creatureType]) => ({ creatureType, other: false, yours: false }));
type Filter = Extract<Affected, { filter: true }>;
const filterController = oneOf<Filter['controller']>([['you control', 'you'], ['your opponents control', 'opponents']]);
const filteredGroup: Parser<Affected> = alt<Affected>(
  // "[Other] creatures you control with flying", "Creatures your opponents control", "Creatures with flying [your opponents control]".
  map(seq(opt(lit('other')), lit('creatures'), opt(filterController), opt(seq(lit('with'), keyword)), opt(filterController)), ([other, , who1, kw, who2]) => {
    // Without a keyword only "creatures your opponents control" is new ("[other] creatures you control" are groups of their own).
    const ok = kw === undefined ? who1 === 'opponents' && who2 === undefined : !(who1 !== undefined && who2 !== undefined) && !(who1 === undefined && who2 === undefined && other !== undefined);
    return ok ? { filter: true, controller: who1 ?? who2 ?? 'any', other: other !== undefined, ...(kw ? { keyword: kw[1] } : {}) } : null;
  }),
  // "Other artifact creatures you control", "Legendary creatures you control", "Creature tokens you control".
  map(seq(opt(lit('other')), alt<NonNullable<Filter['quality']>>(
    map(seq(oneOf<NonNullable<Filter['quality']>>([['artifact', 'artifact'], ['legendary', 'legendary'], ['colorless', 'colorless'], ['nontoken', 'nontoken']]), lit('creatures')), ([q]) => q),
    map(lit('creature tokens'), () => 'token' as const),
  ), opt(lit('you control'))), ([other, quality, yours]) => ({ filter: true, controller: yours !== undefined ? 'you' : 'any', other: other !== undefined, quality })),
  // "Attacking creatures you control", "Untapped creatures you control".
  map(seq(oneOf<'attacking' | 'untapped'>([['attacking', 'attacking'], ['untapped', 'untapped']]), lit('creatures you control')), ([state]) => ({ filter: true, controller: 'you', other: false, state })),
  // "Each [other] creature you control with a +1/+1 counter on it", "… with flying".
  map(seq(lit('each'), opt(lit('other')), lit('creature you control with'), alt<{ counter: '+1/+1' } | { keyword: Keyword }>(map(lit('a +1/+1 counter on it'), () => ({ counter: '+1/+1' as const })), map(keyword, (k) => ({ keyword: k })))), ([, other, , what]) => ({ filter: true, controller: 'you', other: other !== undefined, ...what })),
);

/** Groups a static ability affects, relative to its source (611.3). */
export const group: Parser<Affected> = alt(typeGroup, colorGroup, allTypeGroup, filteredGroup, oneOf<Affected>([
  ['creatures you control', 'creatures-you-control'],
  ['other creatures you control', 'other-creatures-you-control'],
  ['all creatures', 'all-creatures'],
  ['all other creatures', 'all-other-creatures'],
  ['enchanted creature', 'enchanted-creature'],
  // an Aura on a noncreature permanent (303.4).
  ['enchanted permanent', 'enchanted-permanent'],
  ['enchanted land', 'enchanted-land'],
  ['enchanted artifact', 'enchanted-artifact'],
  ['equipped creature', 'equipped-creature'],
]));

export const untilEndOfTurn = lit('until end of turn');
/** "For as long as …" about the source (611.2b): you control it, it remains on the battlefield, it remains tapped (Rust Tick), both (Old Man of the Sea). */
export const whileSource: Parser<Duration> = alt<Duration>(
  map(lit('for as long as you control SELF and SELF remains tapped'), () => ({ while: 'you-control-source-tapped' })),
  map(lit('for as long as you control SELF'), () => ({ while: 'you-control-source' })),
  map(lit('for as long as SELF remains on the battlefield'), () => ({ while: 'source-on-battlefield' })),
  map(lit('for as long as SELF remains tapped'), () => ({ while: 'source-tapped' })),
);
export const comma = lit(',');

/** "gets"/"get", "has"/"have": the verb agrees with a singular or plural subject. */
export const verb = (singular: string, plural: string): Parser<null> => alt(lit(singular), lit(plural));

// any counter kind (122.1) — "+1/+1", "-1/-1" or a named kind ("charge", "spore", "oil").
// A named kind is refused when the rules give it a meaning the engine doesn't read from a
// counter: keyword counters (122.1b), finality (122.1e), and
// kinds other rules or players' counters use (defense, lore, level, time, fade, age,
// poison, energy, experience, rad, ticket), and those whose reminder text gives them a meaning (manabond). Shield counters are read (122.1c, game/replacement/shield-counters.ts), stun counters too
// (122.1d: every untap, game/tapping.ts),
// and so are loyalty counters: a planeswalker's loyalty is their number (306.5c), which its
// loyalty costs, damage and 704.5i read; the others are marks that only the card's own text reads.
const MEANINGFUL_COUNTERS = new Set(['counter', 'counters', 'finality', 'defense', 'lore', 'level', 'time', 'fade', 'age', 'poison', 'energy', 'experience', 'rad', 'ticket', 'decayed', 'manabond', 'exalted', 'shadow', 'first', 'double', ...KEYWORDS]);
const NUMBER_WORD = /^(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|x|each|all|any|that|another|the|of|number|additional|more|less|no)$/;
export const namedCounterKind: Parser<string> = token((t) => (t.k === 'word' && !MEANINGFUL_COUNTERS.has(t.raw) && !NUMBER_WORD.test(t.raw) ? t.raw : null));
export const counterKind: Parser<CounterName> = alt<CounterName>(
  token((t) => (t.k === 'pt' && t.signed && Math.abs(t.power) === 1 && t.power === t.toughness ? (t.raw.startsWith('+') ? '+1/+1' : '-1/-1') : null)),
  namedCounterKind,
);

export const counterWord = alt(lit('counter'), lit('counters'));

export { seq };

/** A creature type in the plural ("Demons", "Walls", "Elves"), as protection and blocking restrictions name them. */
export const creatureTypePlural: Parser<string> = token((t) => (t.k === 'word' ? (TYPE_BY_PLURAL.get(t.raw) ?? null) : null));

/** A fixed mana cost after "pays" or "Ward": generic and colored symbols, no X (whose value such a line never sets). */
export const fixedManaCost: Parser<string[]> = map(
  many1(token((t) => (t.k === 'sym' && /^(\d+|[WUBRGC])$/.test(t.raw) ? t.raw : null))),
  (s) => parseManaSymbols(s.map((x) => `{${x}}`).join('')),
);

/** A mana cost as printed after a keyword ("Kicker {2}{G}", "Ninjutsu {1}{U}"): mana symbols, {X} included, no {T}. */
export const manaCost: Parser<string[]> = map(many1(token((t) => (t.k === 'sym' && t.raw !== 'T' ? t.raw : null))), (s) => parseManaSymbols(s.map((x) => `{${x}}`).join('')));
