// Reading a query before ranking it: what it holds besides words. A rule number or range
// ("702.19c", "601.2a-d") or a section or rule named by a word ("section 7", "rule 702",
// "sezione 5", "seção 5") is a lookup; mana symbols ("{1}", "{X}{R}") become the words
// the rules use for them; quoted phrases are kept for a ranking boost (never a filter);
// [[card]] brackets and other punctuation are left to the analyser and the card finder.
// Nothing here refuses a query: validate.ts holds the few limits there are.
import { JudgeError } from '../errors.ts';
import { parseRuleQuery } from './rule-query.ts';

export interface UnderstoodQuery {
  /** The whole query is a rule number, range or named section/rule: this number (or range)
   *  is looked up. A malformed number ("7021") is searched as words instead. */
  lookup: string | null;
  /** Text for the analyser: quote marks, stars and mana symbols turned into words. */
  text: string;
  /** Quoted phrases, in order (a boost for the paragraphs holding them). */
  phrases: string[];
  /** Words written with a trailing * ("trampl*"). */
  prefixes: string[];
  /** Mana symbols as typed ("{X}", "{R}"). */
  mana: string[];
}

// "section 7", "sezione 7", "seção 7", "rule 702", "regola 702", "regra 702", "CR 7".
const NAMED_NUMBER = /^(?:section|sections|sezione|sezioni|se[cç][aã]o|rule|regola|regra|cr)\s+(\d[\d.a-z\s–—-]*)$/i;

// Words for a mana symbol: the rules speak of "mana symbol", a generic cost, colours by name.
const MANA_WORDS: Record<string, string> = {
  W: 'white mana',
  U: 'blue mana',
  B: 'black mana',
  R: 'red mana',
  G: 'green mana',
  C: 'colorless mana',
  X: 'X',
  S: 'snow mana',
  T: 'tap symbol',
  Q: 'untap symbol',
  E: 'energy',
};

function manaWords(symbol: string): string {
  const inner = symbol.slice(1, -1).toUpperCase();
  if (/^\d+$/.test(inner)) return 'generic mana';
  if (inner.includes('/')) return inner.includes('P') ? 'Phyrexian mana symbol' : 'hybrid mana symbol';
  return MANA_WORDS[inner] ?? 'mana symbol';
}

const PUNCTUATION = /["“”«»*[\](){}]/;

export function understand(q: string): UnderstoodQuery {
  const named = NAMED_NUMBER.exec(q.trim());
  const lookup = [q, named?.[1]].find((text) => text !== undefined && isRuleNumber(text)) ?? null;
  // Most queries are plain words: each pattern runs only when its mark is in the query.
  const phrases: string[] = [];
  if (/["“«]/.test(q)) for (const m of q.matchAll(/["“«]([^"”»]*)["”»]/g)) if (m[1]!.trim()) phrases.push(m[1]!.trim());
  const prefixes = q.includes('*') ? [...q.matchAll(/([\p{L}\p{N}]+)\*/gu)].map((m) => m[1]!) : [];
  const mana = q.includes('{') ? [...q.matchAll(/\{[^{}\s]{1,5}\}/g)].map((m) => m[0]) : [];
  let text = q;
  if (mana.length) text = text.replace(/\{[^{}\s]{1,5}\}/g, (s) => ` ${manaWords(s)} `) + ' mana cost';
  return { lookup, text: PUNCTUATION.test(text) ? text.replace(/["“”«»*[\](){}]/g, ' ') : text, phrases, prefixes, mana };
}

function isRuleNumber(text: string): boolean {
  try {
    return parseRuleQuery(text) !== null;
  } catch (err) {
    if (err instanceof JudgeError) return false;
    throw err;
  }
}
