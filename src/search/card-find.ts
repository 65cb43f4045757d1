// Finding the cards a question names, over the whole pool (card-index.ts): in any case
// ("kalitas traitor of ghet"), in the forums' [[brackets]], misspelled within a few edits
// ("Kalitass, Traitor of Gheth"), by the short name of a legendary card ("Kalitas"; "Thalia"
// names two cards: the first by name is read and the others are shown as the choice), in
// the plural ("Shapeshifters"). What keeps the question's own words from being read as
// cards: a one-word name counts only when capitalised, three letters or more, not a stop
// word and not a word the rules use ("Equipment", "Flying", "Who"); a name of lower-case
// words counts only when two of them are neither stop words nor all words the rules use
// ("rest in peace" is Rest in Peace, "control magic" is two rules words); and never a
// rules term or player phrase ("mana burn", "first strike"). In brackets, anything goes.
import { foldName } from '../cards/store.ts';
import type { CardFacts, CardIndex } from './card-index.ts';
import { stopWords } from './stopwords.ts';

export interface NamedCard {
  /** The name as the question wrote it. */
  name: string;
  /** Where in the query (the search cuts it out of the text). */
  start: number;
  end: number;
  /** The card read (one), with its facts. */
  cards: CardFacts[];
  /** Other cards the same short name could mean ("Thalia"), shown as the choice made. */
  alternatives: string[];
  /** How it was read: exactly (in any case), by a short name, or as a near spelling. */
  how: 'exact' | 'short' | 'near';
}

/** What tells the question's own words from card names. */
export interface CardGuards {
  /** The edition's rules use this folded word. */
  isRulesWord(folded: string): boolean;
  /** This folded phrase is a rules term (a title, a glossary term) or a player phrase. */
  isRulesPhrase(folded: string): boolean;
}

const MAX_NAME_WORDS = 8;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const CAPITAL = /^\p{Lu}/u;
/** A word that folds to itself in lower case (most of them: foldName's other steps are for
 *  accents and apostrophes). */
const PLAIN = /^[A-Za-z0-9]+$/;
/** Between the words of one name there is no sentence end or bracket. */
const BREAK = /[.!?;:()[\]"“”]/;
/** Small words inside capitalised names ("Traitor of Ghet", "Rest in Peace"). */
const CONNECTORS = new Set(['of', 'the', 'and', 'in', 'to', 'from', 'a', 'an', 'on', 'with', 'for', 'at', 'into', 'by']);

interface Word {
  text: string;
  folded: string;
  start: number;
  end: number;
  capital: boolean;
  bracketed: boolean;
}

export function findCards(query: string, index: CardIndex, guards: CardGuards): NamedCard[] {
  const brackets = [...query.matchAll(/\[\[([^\]]+)\]\]/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, inner: m[1]! }));
  const found: NamedCard[] = [];
  for (const b of brackets) {
    const read = readName(index, foldName(b.inner), true);
    if (read) found.push({ name: b.inner.trim(), start: b.start, end: b.end, ...read });
  }
  const words: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(query); m; m = WORD.exec(query)) {
    const start = m.index;
    if (brackets.some((b) => b.start <= start && start < b.end)) continue;
    words.push({ text: m[0], folded: PLAIN.test(m[0]) ? m[0].toLowerCase() : foldName(m[0]), start, end: start + m[0].length, capital: CAPITAL.test(m[0]), bracketed: false });
  }
  for (let i = 0; i < words.length; ) {
    const read = exactAt(query, words, i, index, guards) ?? nearAt(query, words, i, index, guards, i === 0 || BREAK.test(query.slice(words[i - 1]!.end, words[i]!.start)));
    if (!read) {
      i++;
      continue;
    }
    found.push(read.card);
    i += read.words;
  }
  return sameCardsAgain(found.sort((a, b) => a.start - b.start));
}

/** A question names a card in full, then by part of its name ("Protean Hulk … the Hulk",
 *  "Kalitas, Traitor of Ghet … Kalitas"): the part means that card, not another card the
 *  part also names. */
function sameCardsAgain(found: NamedCard[]): NamedCard[] {
  const full = found.filter((n) => n.how === 'exact').map((n) => n.cards[0]!);
  return found.map((n) => {
    if (n.how === 'exact') return n;
    const part = foldName(n.name);
    const same = full.find((card) => card.name !== n.cards[0]!.name && ` ${foldName(card.name)} `.includes(` ${part} `));
    return same ? { ...n, cards: [same], alternatives: [], how: 'short' as const } : n;
  });
}

/** The name spelled exactly (any case) by the words from `i`, longest first. */
function exactAt(query: string, words: Word[], i: number, index: CardIndex, guards: CardGuards): { card: NamedCard; words: number } | undefined {
  const folded = words[i]!.folded;
  const space = folded.indexOf(' ');
  const head = space < 0 ? folded : folded.slice(0, space);
  const longest = Math.max(index.longestFrom(head), head.endsWith('s') ? index.longestFrom(head.slice(0, -1)) : 0);
  // Most words of a question begin no card's name: nothing more to read there.
  if (!longest) return undefined;
  for (let n = Math.min(MAX_NAME_WORDS, longest, span(query, words, i)); n >= 1; n--) {
    const run = words.slice(i, i + n);
    // What the guards never allow is not looked up (most runs of a lower-case question);
    // then the name (a binary search), and the guards only for a name found.
    if (!mayName(run)) continue;
    const read = readName(index, run.map((w) => w.folded).join(' '), false);
    if (read && read.how !== 'near' && allowed(run, guards)) return { card: { name: query.slice(run[0]!.start, run[n - 1]!.end), start: run[0]!.start, end: run[n - 1]!.end, ...read }, words: n };
  }
  return undefined;
}

/** A capitalised run of words ("Kalitass, Traitor of Gheth") read as the nearest name
 *  within its typo budget: two capitalised words or more, or one long one, not starting a
 *  sentence, that the rules do not use. */
function nearAt(query: string, words: Word[], i: number, index: CardIndex, guards: CardGuards, sentenceStart: boolean): { card: NamedCard; words: number } | undefined {
  const first = words[i]!;
  if (!first.capital || isStop(first)) return undefined;
  let n = 1;
  const limit = span(query, words, i);
  while (n < limit && n < MAX_NAME_WORDS && (words[i + n]!.capital || (CONNECTORS.has(words[i + n]!.folded) && i + n + 1 < words.length && words[i + n + 1]!.capital && n + 1 < limit))) n++;
  for (; n >= 1; n--) {
    const run = words.slice(i, i + n);
    if (!run[run.length - 1]!.capital) continue;
    const capitals = run.filter((w) => w.capital).length;
    const text = run.map((w) => w.folded).join(' ');
    // One word, capitalised only because a sentence starts with it ("Despite", "Thanks"), is
    // an English word far more often than a misspelt card.
    if (capitals < 2 && (sentenceStart || text.length < 7 || guards.isRulesWord(text))) continue;
    if (guards.isRulesPhrase(text)) continue;
    const budget = nameBudget(text);
    if (!budget) continue;
    const near = index.nearest(text, budget);
    if (near) return { card: { name: query.slice(run[0]!.start, run[n - 1]!.end), start: run[0]!.start, end: run[n - 1]!.end, ...chosen(index, near.ids, 'near') }, words: n };
  }
  return undefined;
}

/** How many words from `i` may belong to one name: up to a sentence end or a bracket. */
function span(query: string, words: Word[], i: number): number {
  let n = 1;
  while (i + n < words.length && !BREAK.test(query.slice(words[i + n - 1]!.end, words[i + n]!.start))) n++;
  return n;
}

/** What `allowed` asks first, without the guards: a capitalised word, or two words that
 *  are not stop words. */
function mayName(run: Word[]): boolean {
  let content = 0;
  for (const w of run) {
    if (w.capital) return true;
    if (!isStop(w) && ++content >= 2) return true;
  }
  return false;
}

/** A stop word, also with a contraction or possessive ("What's", "Who'd": the card What
 *  was read in "What's the infraction and how do we fix it?"). */
function isStop(w: Word): boolean {
  if (stopWords.en.has(w.folded)) return true;
  const cut = w.text.search(/['’]/);
  return cut > 0 && stopWords.en.has(w.text.slice(0, cut).toLowerCase());
}

/** Whether a run of unbracketed words may be a card name at all (see the guards above). */
function allowed(run: Word[], guards: CardGuards): boolean {
  const text = run.map((w) => w.folded).join(' ');
  if (guards.isRulesPhrase(text)) return false;
  if (run.length === 1) {
    const w = run[0]!;
    return w.capital && w.folded.length >= 3 && !isStop(w) && !guards.isRulesWord(w.folded);
  }
  if (run.some((w) => w.capital) && !run.every((w) => isStop(w))) return true;
  const content = run.filter((w) => !isStop(w));
  return content.length >= 2 && !content.every((w) => guards.isRulesWord(w.folded));
}

/** A folded name read as a card: a full name, a short one, a plural; near spellings only
 *  when `near` (the bracketed case; capitalised runs have nearAt). */
function readName(index: CardIndex, key: string, near: boolean): Omit<NamedCard, 'name' | 'start' | 'end'> | undefined {
  for (const k of key.endsWith('s') ? [key, key.slice(0, -1)] : [key]) {
    const full = index.full(k);
    if (full) return chosen(index, full, 'exact');
    const short = index.short(k);
    if (short) return chosen(index, short, 'short');
  }
  if (!near) return undefined;
  const budget = nameBudget(key);
  const found = budget ? index.nearest(key, budget) : undefined;
  return found ? chosen(index, found.ids, 'near') : undefined;
}

/** The first card by name among those a name could mean, and the others as the choice. */
function chosen(index: CardIndex, ids: readonly number[], how: NamedCard['how']): Omit<NamedCard, 'name' | 'start' | 'end'> {
  const sorted = [...ids].sort((a, b) => index.nameOf(a).localeCompare(index.nameOf(b)));
  return { cards: [index.card(sorted[0]!)], alternatives: sorted.slice(1).map((id) => index.nameOf(id)), how };
}

/** Edits allowed in a name of this length: none under 5 letters, one to nine, two to
 *  fifteen, three beyond (long legendary names). */
function nameBudget(text: string): number {
  const length = text.replace(/ /g, '').length;
  return length < 5 ? 0 : length < 10 ? 1 : length < 16 ? 2 : 3;
}
