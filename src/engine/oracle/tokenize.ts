// Oracle text → tokens. One line of rules text becomes words, numbers, mana symbols,
// power/toughness figures, punctuation and one SELF token for every way a card names itself
// (its name, its short name before a comma, "this creature", "this land"…). Reminder text in
// parentheses is read and dropped here: it explains rules, it never adds any.

import { SUBTYPES_OF } from './subtypes.ts';

export type Token =
  | { k: 'word'; raw: string }
  /** Digits or a number word ("three"); `signed` for "+1" / "-2" (loyalty costs). */
  | { k: 'num'; raw: string; n: number; signed: boolean }
  /** `byName`: the card named itself by its name (or short name) rather than "this creature": inside a
   *  quoted ability another object gains, "this creature" is that object and the name is still the card (113.2c). */
  | { k: 'self'; raw: 'SELF'; byName?: true; /** "this creature" → "creature": how a quoted ability's text is told again. */ noun?: string }
  /** One mana or tap symbol, upper case, without braces: "T", "2", "G", "W/U", "X". */
  | { k: 'sym'; raw: string }
  /** "+2/+2", "-1/-1", "3/3", "*\/1+*": a power/toughness figure or change. */
  | { k: 'pt'; raw: string; power: number; toughness: number; signed: boolean }
  /** "•" opens one mode of a modal spell or ability (700.2). */
  | { k: 'punct'; raw: ',' | '.' | ':' | ';' | '—' | '"' | '•' | /** a quotation inside a quotation: 'ABILITY' (oracle/quoted.ts) */ "'" };

const PLANESWALKER_TYPES: ReadonlySet<string> = new Set(SUBTYPES_OF.Planeswalker);

const NUMBER_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, twenty: 20,
}));

/**
 * A character card says "he" / "she" for itself where another card says "it" ("Put a +1/+1 counter on
 * Hercules. He gains vigilance …", "return her to the battlefield under her owner's control"): read as
 * "it" / "its", so the one pronoun reader (oracle/pronouns.ts) decides what it names. "Her" is "it"
 * at the end of a clause or before the words that follow an object ("return her to", "on her and"),
 * else "its" (her owner's hand, her power, her sneak cost).
 */
const GENDERED: Readonly<Record<string, string>> = { he: 'it', she: 'it', him: 'it', his: 'its', himself: 'itself', herself: 'itself' };
const AFTER_HER = new Set(['to', 'and', 'or', 'deal', 'deals', 'for', 'on', 'this', 'from', 'with', 'into', 'onto', 'until', 'at', 'if', 'unless', 'as', 'in', 'equal', 'is', 'gets', 'gains', 'has', 'loses']);

/** Nouns a card uses to refer to itself ("this creature", "this Equipment"), 201.5. */
const SELF_NOUNS = 'creature|land|artifact|enchantment|spell|permanent|equipment|aura|vehicle|planeswalker|card|token|saga|class|room|battle|emblem|scheme';
const SELF_MARK = '\u0000';
const NAME_MARK = '\u0002';
const NOUN_END = '\u0003';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Patterns by card name: a pass over many lines of one card (or of the placeholder CARDNAME)
// compiles its pattern once. Emptied when full.
const selfPatterns = new Map<string, RegExp>();
function selfPattern(cardName: string): RegExp {
  let p = selfPatterns.get(cardName);
  if (!p) {
    if (selfPatterns.size >= 2000) selfPatterns.clear();
    selfPatterns.set(cardName, (p = selfPatternOf(cardName)));
  }
  return p;
}

/** Whether the words at [at, end) of `text`, a planeswalker type that is also a card's short name, name the type rather than the card:
 *  after "each" / "a" / "another" / "other" or before "planeswalker" ("each Garruk you control", "a Gideon planeswalker", 205.3j). */
export function namesPlaneswalkerType(text: string, at: number, end: number): boolean {
  return PLANESWALKER_TYPES.has(text.slice(at, end)) && (/(?:^|\W)(?:each|a|another|other|named) $/.test(text.slice(Math.max(0, at - 8), at)) || text.startsWith(' planeswalker', end));
}

/** The ways a card names itself (201.5c, a shortened name is the full name): its full name and,
 *  for "Kalitas, Traitor of Ghet", "Kalitas"; for a name without a comma that opens with a
 *  planeswalker type ("Ajani Vengeant", "Sorin the Mirthless"), that first word — the character's
 *  name, the one way such a card shortens its own ("Ajani deals 3 damage to any target"). */
export function selfNames(cardName: string): string[] {
  const names = [cardName];
  const short = cardName.split(', ')[0]!;
  if (short !== cardName && short.length > 2) names.push(short);
  else {
    const first = cardName.split(' ')[0]!;
    if (first !== cardName && PLANESWALKER_TYPES.has(first)) names.push(first);
  }
  return names;
}

function selfPatternOf(cardName: string): RegExp {
  const names = selfNames(cardName);
  // A name is matched as printed (a card named "Fear" or "Lifelink" is not the keyword "fear" in
  // "Enchanted creature has fear") and as whole words; "this creature" in either case.
  const anyCase = (w: string): string => w.replace(/[a-z]/gi, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`);
  // A planeswalker type used as a short name is the type, not the card, after "each" / "a" / "another" and before "planeswalker"
  // ("put a loyalty counter on each Garruk you control", "as long as you control a Gideon planeswalker", 205.3j).
  const asType = (n: string): string => (PLANESWALKER_TYPES.has(n) ? '(?<!(?:each|a|another|other|named) )' : '');
  const typeAfter = (n: string): string => (PLANESWALKER_TYPES.has(n) ? '(?! planeswalker)' : '');
  const alternatives = [...names.map((n) => `(?<![A-Za-z])${asType(n)}${escape(n)}(?![A-Za-z])${typeAfter(n)}`), `${anyCase('this')} (?:${SELF_NOUNS.split('|').map(anyCase).join('|')})\\b`];
  return new RegExp(`(?:${alternatives.join('|')})`, 'g');
}

// A single quotation mark opens a quotation inside a quotation where it starts an ability
// ("have '{T}: Draw a card.'") and closes it after the ability's full stop; an apostrophe
// inside or after a word ("opponents'", "don't") is part of the word.
const TOKEN = /\u0000[a-z]*\u0003|\u0002|(?<![A-Za-z])'(?=[{A-Z])|(?<=\.)'|\{[^}]+\}|[+\-]?(?:\d+|X|\*)\/[+\-]?(?:\d+|X|\*)|[+\-]\d+|-X\b|\d+|'s\b|[A-Za-z][A-Za-z-]*(?:'(?!s\b)[A-Za-z]+)*|[,.:;—"•]/g;

const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
/** "+2", "-1": a figure written with its sign. */
const signed = (s: string): boolean => s.charCodeAt(0) === 0x2b || s.charCodeAt(0) === 0x2d;

function ptNumber(s: string): number {
  const n = Number(s.replace('+', ''));
  return Number.isNaN(n) ? 0 : n;
}

/** Tokens of one line; the empty list when the line is only reminder text. */
export function tokenize(line: string, cardName: string): Token[] {
  // (each replacement only where the line has its character: most lines have none of them)
  let text = line.includes('(') ? line.replace(/\([^)]*\)/g, ' ') : line;
  if (text.includes('−') || text.includes('–')) text = text.replace(/[−–]/g, '-');
  if (text.includes('’')) text = text.replace(/[’]/g, "'");
  text = text.replace(selfPattern(cardName), (m) => (/^this /i.test(m) ? `${SELF_MARK}${m.slice(5).toLowerCase()}${NOUN_END}` : NAME_MARK));
  const tokens: Token[] = [];
  let hers: number[] | undefined;
  // (an exec loop, not matchAll: no iterator and no copy of the pattern per line)
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    const raw = m[0];
    if (raw.length === 3 && raw.toLowerCase() === 'her') (hers ??= []).push(tokens.length);
    tokens.push(tokenOf(raw));
  }
  if (hers) for (const i of hers) if (tokens[i + 1]?.k === 'word' && !AFTER_HER.has(tokens[i + 1]!.raw)) tokens[i] = tokenOf('its');
  return tokens;
}

/**
 * Tokens by the text they are read from: a token is plain data nobody changes, so the pool's 800,000
 * words are a few thousand objects, made once — and every `raw` of a word is the one string the
 * grammar's own phrases were read into (`phraseTokens` reads through here too), so comparing a
 * token with a phrase's word is comparing two references. Emptied when full (the same tokens again).
 */
const TOKENS = new Map<string, Token>();
const TOKENS_KEPT = 50_000;
function tokenOf(raw: string): Token {
  let t = TOKENS.get(raw);
  if (t === undefined) {
    if (TOKENS.size >= TOKENS_KEPT) TOKENS.clear();
    TOKENS.set(raw, (t = readToken(raw)));
  }
  return t;
}
/** One word in lower case, the same string for every token of it (`tokenOf`). */
const WORDS = new Map<string, string>();
function wordOf(word: string): string {
  const known = WORDS.get(word);
  if (known !== undefined) return known;
  if (WORDS.size >= TOKENS_KEPT) WORDS.clear();
  WORDS.set(word, word);
  return word;
}

/** The token one match of TOKEN stands for ("her" is "it" here; `tokenize` makes it "its" where it must be). */
function readToken(raw: string): Token {
  const c = raw.charCodeAt(0);
  if (c === 0 /* SELF_MARK */) return raw.length > 2 ? { k: 'self', raw: 'SELF', noun: raw.slice(1, -1) } : { k: 'self', raw: 'SELF' };
  if (raw === NAME_MARK) return { k: 'self', raw: 'SELF', byName: true };
  if (c === 0x7b /* { */) return { k: 'sym', raw: raw.slice(1, -1).toUpperCase() };
  if (raw.includes('/')) {
    const [p, t] = raw.split('/') as [string, string];
    return { k: 'pt', raw, power: ptNumber(p), toughness: ptNumber(t), signed: signed(p) };
  }
  // (the pattern reads digits only as a whole number, "+1" or "-2": never a digit and letters)
  if (isDigit(c) || ((c === 0x2b || c === 0x2d) && raw.length > 1 && isDigit(raw.charCodeAt(1)))) return { k: 'num', raw, n: ptNumber(raw), signed: c === 0x2b || c === 0x2d };
  if (raw.length === 1 && PUNCTUATION.has(raw)) return { k: 'punct', raw: raw as ',' };
  const word = wordOf(raw.toLowerCase());
  const n = NUMBER_WORDS.get(word);
  if (n !== undefined) return { k: 'num', raw: word, n, signed: false };
  if (word.length <= 8 && Object.hasOwn(GENDERED, word)) return { k: 'word', raw: wordOf(GENDERED[word]!) };
  return { k: 'word', raw: word === 'her' ? wordOf('it') : word };
}
const PUNCTUATION: ReadonlySet<string> = new Set([',', '.', ':', ';', '—', '"', '•', "'"]);

/** Tokens of a grammar phrase written as text ("until end of turn", "SELF can't block"). */
export function phraseTokens(phrase: string): string[] {
  return tokenize(phrase.replace(/\bSELF\b/g, SELF_MARK + NOUN_END), '\u0001').map((t) => t.raw);
}
