// Cards named in a question, and what they bring to the search. A player asks "Can Kalitas
// exile my creature if Thalia…": the card names carry the question, but the rules never
// print them. What the rules do print is what the cards *do*: a replacement ("would …
// instead"), a trigger ("whenever"), a change of control… Each kind of ability found in a
// card's Oracle text becomes a few words of rules vocabulary, and two cards with the same kind
// of ability (two replacement effects, two triggers) make it an interaction question with
// words of its own ("two or more replacement effects … chooses").
//
// Names come from the shipped card pool (src/cards), read once on first use (~0.4 s).
import { foldName, shippedCards, type CardStore, type OracleCard } from '../cards/store.ts';

/** One kind of ability, recognised in Oracle text, and the rules words that speak of it. */
interface AbilityKind {
  kind: string;
  test: RegExp;
  /** Over the card's type line, when the kind depends on what the card is. */
  types?: RegExp;
  /** A kind most cards have (a {T} ability) counts only when the question is about it. */
  askedBy?: RegExp;
  /** Rules vocabulary for one card with this kind of ability. */
  words: string;
  /** For two or more named cards with it: the rules on their interaction. */
  together?: string;
}

// Tested against the Oracle text with the card's own name replaced by "this". Order matters
// only for reading. The words are English: the card pool's Oracle text is English, and a
// query over another edition is carried across by the search's translation.
export const ABILITY_KINDS: readonly AbilityKind[] = [
  {
    kind: 'replacement',
    test: /\binstead\b|\benters? (?:the battlefield )?tapped\b|\benters with\b|\bas (?:this|it) enters\b|\bskip\b/i,
    words: 'replacement effect instead modified event',
    together: 'two or more replacement effects apply affected player controller chooses one to apply',
  },
  { kind: 'prevention', test: /\bprevent\b/i, words: 'prevention effect prevent damage', together: 'two or more prevention effects apply affected player chooses' },
  {
    kind: 'leaves-trigger',
    test: /\bwhen(?:ever)?\b[^.]*\b(?:dies|die|leaves the battlefield|put into a graveyard from the battlefield)\b/i,
    words: 'leaves-the-battlefield abilities trigger look back in time',
  },
  {
    kind: 'trigger',
    test: /(?:^|\n|\. )(?:when|whenever|at the beginning|at end)\b/i,
    words: 'triggered ability triggers',
    together: 'triggered abilities controlled put on the stack in any order they choose APNAP order',
  },
  { kind: 'no-trigger', test: /don't cause abilities to trigger|can't trigger/i, words: 'abilities don\'t trigger triggered ability event' },
  { kind: 'control', test: /\bgains? control\b|\bexchange control\b|\bunder your control\b/i, words: 'control-changing effects layer 2 control' },
  {
    kind: 'type-change',
    test: /\bin addition to its other (?:land )?types\b|\b(?:are|is) (?:a |an )?(?:\d+\/\d+ )?(?:\w+ )?(?:creatures?|lands?|swamps?|mountains?|islands?|forests?|plains)\b/i,
    words: 'type-changing effects layer 4',
  },
  { kind: 'ability-loss', test: /\bloses? all abilities\b|\bhas the full text\b/i, words: 'ability-adding ability-removing effects layer 6' },
  { kind: 'uncounterable', test: /can't be countered/i, words: "can't be countered" },
  // A copy of a spell keeps the choices made for it (kicker, X, modes); a copy of a permanent
  // takes its copiable values.
  { kind: 'copy-spell', test: /\bcop(?:y|ies) (?:target |that |it |each |the )?(?:\w+ )?(?:instant|sorcery|spell)/i, words: 'copy of a spell copies all decisions made when casting it' },
  { kind: 'copy', test: /\bcop(?:y|ies)\b/i, words: 'copy copiable values' },
  // A creature's {T} ability (mana or not) waits for summoning sickness to wear off.
  { kind: 'tap-ability', types: /\bCreature\b/, test: /(?:^|\n)[^:\n]*\{T\}[^:\n]*:/, askedBy: /\btap|\bmana\b|summoning|\bsick|\bhaste/i, words: 'creature tap symbol activated ability controlled continuously since most recent turn began' },
  { kind: 'mana-ability', test: /(?:^|\n)[^:\n]*:[^\n]*\badd \{/i, askedBy: /\bmana\b/i, words: 'mana ability' },
  // What the card is matters as much as what it says: an Aura is attached (Equipment says
  // so with its Equip keyword).
  { kind: 'aura', types: /\bAura\b/, test: /./, words: 'Aura attached enchant' },
  { kind: 'draw', test: /\bdraws? (?:a|two|three|seven|\w+) cards?\b/i, words: 'draw a card library' },
];

export interface NamedCard {
  /** The card's name as printed. */
  name: string;
  /** Where in the query the name was found (the cut text drops it). */
  start: number;
  end: number;
  cards: OracleCard[];
}

export interface CardTerms {
  /** Rules words for what one card does, with the card they come from. */
  perCard: Array<{ card: string; words: string }>;
  /** Rules words for two or more cards with the same kind of ability. */
  together: Array<{ cards: string[]; words: string }>;
}

const MAX_NAME_WORDS = 8;

interface NameIndex {
  /** Folded full names (and face names) → the card name as printed. */
  full: Map<string, string>;
  /** Folded names before the comma of a legendary name ("kalitas") → full names. */
  short: Map<string, string[]>;
  /** The first folded word of every key above → the most words a key beginning with it
   *  has: a query word that begins no name is passed over, and at one that does only spans
   *  as long as its longest name are built. */
  first: Map<string, number>;
}

let names: NameIndex | undefined;

/** The card pool's names, folded, built once. */
function nameIndex(store: CardStore = shippedCards()): NameIndex {
  if (names) return names;
  const full = new Map<string, string>();
  const short = new Map<string, string[]>();
  const first = new Map<string, number>();
  const firstWord = (key: string) => {
    const words = key.split(' ');
    first.set(words[0]!, Math.max(first.get(words[0]!) ?? 0, words.length));
  };
  for (const card of store.cards) {
    const key = foldName(card.name);
    full.set(key, card.name);
    firstWord(key);
    const comma = card.name.indexOf(',');
    if (comma > 0 && !card.name.includes('//')) {
      const key = foldName(card.name.slice(0, comma));
      const list = short.get(key) ?? [];
      if (!list.includes(card.name)) list.push(card.name);
      short.set(key, list);
      firstWord(key);
    }
  }
  return (names = { full, short, first });
}

interface Word {
  text: string;
  start: number;
  end: number;
  /** foldName(text), worked out only for a word that may begin a name. */
  folded: string | undefined;
}

const CAPITAL = /^\p{Lu}/u;
const PLAIN_WORD = /^[A-Za-z0-9'’]+$/;

/** foldName for one word of a query; a plain ASCII word needs only lower case and its
 *  apostrophes dropped, not foldName's Unicode normalisation and passes. */
function foldWord(text: string): string {
  if (!PLAIN_WORD.test(text)) return foldName(text);
  const lower = text.toLowerCase();
  return lower.includes("'") || lower.includes('’') ? lower.replace(/['’]/g, '') : lower;
}

/** Card names in a question, longest first at each word. A name written in [[brackets]]
 *  (the forums' card syntax) always counts. Otherwise a name must begin with a capital
 *  letter, and a one-word name ("Sleep", "Kalitas") must not be a word the rules use
 *  (`isRulesWord`: "Equipment", "Flying") — the two guards that keep "a wrath of god" and
 *  "Equipment on Slicer" reading right. A plural ("Shapeshifters") finds its card. */
export function findCards(query: string, isRulesWord: (folded: string) => boolean): NamedCard[] {
  const hasBrackets = query.includes('[[');
  if (!hasBrackets && !ANY_CAPITAL.test(query)) return [];
  const index = nameIndex();
  const bracketed = hasBrackets ? [...query.matchAll(/\[\[([^\]]+)\]\]/g)].map((m) => ({ start: m.index, end: m.index + m[0].length })) : [];
  const words: Word[] = [];
  WORD.lastIndex = 0;
  for (let m = WORD.exec(query); m; m = WORD.exec(query)) words.push({ text: m[0], start: m.index, end: m.index + m[0].length, folded: undefined });
  const found: NamedCard[] = [];
  for (let i = 0; i < words.length; ) {
    const head = words[i]!;
    const capital = CAPITAL.test(head.text);
    if (!capital && !within(bracketed, head.start, head.end)) {
      i++;
      continue;
    }
    const headKey = foldedOf(head).split(' ', 1)[0]!;
    // A word may hold two ("Death-Mask"), and a plural stands for the name's last word.
    const longest = Math.max(index.first.get(headKey) ?? 0, headKey.endsWith('s') ? (index.first.get(headKey.slice(0, -1)) ?? 0) : 0);
    if (!longest) {
      i++;
      continue;
    }
    let matched = 0;
    for (let n = Math.min(MAX_NAME_WORDS, longest, words.length - i); n >= 1 && !matched; n--) {
      const start = head.start;
      const end = words[i + n - 1]!.end;
      const named = within(bracketed, start, end);
      if (!named && !capital) continue;
      let key = foldedOf(head);
      for (let k = 1; k < n; k++) key += ' ' + foldedOf(words[i + k]!);
      for (const k of key.endsWith('s') ? [key, key.slice(0, -1)] : [key]) {
        const shortNames = index.short.get(k);
        const printed = index.full.get(k);
        if (!printed && !shortNames) continue;
        if (n === 1 && !named && isRulesWord(k)) continue;
        const store = shippedCards();
        const cardNames = printed ? [printed] : shortNames!;
        found.push({ name: query.slice(start, end), start, end, cards: cardNames.flatMap((name) => store.lookup(name).slice(0, 1)) });
        matched = n;
        break;
      }
    }
    i += matched || 1;
  }
  return found;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const ANY_CAPITAL = /\p{Lu}/u;

function within(spans: Array<{ start: number; end: number }>, start: number, end: number): boolean {
  for (const b of spans) if (b.start <= start && end <= b.end) return true;
  return false;
}

function foldedOf(w: Word): string {
  return (w.folded ??= foldWord(w.text));
}

/** The rules words a card's Oracle text earns, by kind of ability; with the question, only
 *  the kinds it is about among those that ask (see AbilityKind.askedBy). */
export function abilityKinds(card: OracleCard, question?: string): AbilityKind[] {
  const text = (card.oracleText ?? '').replaceAll(card.name, 'this').replace(/\([^)]*\)/g, '');
  return ABILITY_KINDS.filter((k) => (!k.types || k.types.test(card.typeLine)) && (!k.askedBy || question === undefined || k.askedBy.test(question)) && k.test.test(text));
}

/** Rules words for the named cards: each card's keywords and kinds of ability, and the
 *  interaction words for a kind that two or more of the named cards share. */
export function cardTerms(named: NamedCard[], question?: string): CardTerms {
  const perCard: CardTerms['perCard'] = [];
  const byKind = new Map<AbilityKind, Set<string>>();
  for (const n of named) {
    for (const card of n.cards) {
      const kinds = abilityKinds(card, question);
      const words = [...card.keywords, ...kinds.map((k) => k.words)].join(' ');
      if (words) perCard.push({ card: card.name, words });
      for (const k of kinds) byKind.set(k, (byKind.get(k) ?? new Set()).add(card.name));
    }
  }
  const together: CardTerms['together'] = [];
  // Two cards of one name ("Thalia" stands for several) are not an interaction.
  const mentions = (cards: Set<string>) => new Set(named.filter((n) => n.cards.some((c) => cards.has(c.name))).map((n) => n.start)).size;
  for (const [kind, cards] of byKind) if (kind.together && mentions(cards) >= 2) together.push({ cards: [...cards], words: kind.together });
  return { perCard, together };
}
