// A card of the Oracle card pool (src/cards) as the engine defines cards: the printed
// characteristics a scenario's `cards:` block would give for it.
import type { OracleCard } from '../../cards/types.ts';
import type { CardDefinition } from './definition.ts';
import { SUBTYPES_OF } from '../oracle/subtypes.ts';

const PLANESWALKER_TYPES: ReadonlySet<string> = new Set(SUBTYPES_OF.Planeswalker);
/** A planeswalker type used as the short name is the type after "each" / "a" / "another" / "other" and before "planeswalker" ("each Garruk you control", 205.3j): left as printed (oracle/tokenize.ts reads it the same way). */
const namesType = (text: string, at: number, end: number): boolean => /(?:^|\W)(?:each|a|another|other) $/.test(text.slice(Math.max(0, at - 8), at)) || text.startsWith(' planeswalker', end);

/** A definition that also carries the card's printed name (a scenario may spell it folded). */
export type NamedDefinition = CardDefinition & { name: string };

/**
 * The Oracle text with a legendary card's short name ("Kalitas" in "Kalitas, Traitor of
 * Ghet") written out in full, so the parser reads both as the card itself.
 */
export function oracleTextOf(card: OracleCard): string {
  const text = card.oracleText ?? '';
  const comma = card.name.indexOf(', ');
  if (comma <= 0 || !/\bLegendary\b/.test(card.typeLine)) return text;
  const short = card.name.slice(0, comma);
  const rest = card.name.slice(comma);
  // A string search, as the pattern /\bSHORT\b(?!REST)/g would match: a whole pass over the pool
  // meets thousands of legendary names, and compiling a pattern for each costs more than reading them.
  let out = '';
  let from = 0;
  for (let at = text.indexOf(short); at >= 0; at = text.indexOf(short, at + 1)) {
    const end = at + short.length;
    if (at < from || !wordEdge(text, at) || !wordEdge(text, end) || text.startsWith(rest, end) || (PLANESWALKER_TYPES.has(short) && namesType(text, at, end))) continue;
    out += text.slice(from, at) + card.name;
    from = end;
  }
  return from === 0 ? text : out + text.slice(from);
}

/** `\b` at `i`: a word character (`\w`) on one side and not on the other. */
function wordEdge(text: string, i: number): boolean {
  const w = (c: string | undefined): boolean => c !== undefined && /\w/.test(c);
  return w(text[i - 1]) !== w(text[i]);
}

export function definitionOf(card: OracleCard): NamedDefinition {
  const def: NamedDefinition = { name: card.name, type: card.typeLine, text: oracleTextOf(card) };
  if (card.manaCost) def.cost = card.manaCost;
  if (card.power !== null && card.toughness !== null) def.pt = `${card.power}/${card.toughness}`;
  if (card.loyalty !== null && /^\d+$/.test(card.loyalty)) def.loyalty = Number(card.loyalty);
  else if (card.loyalty === 'X') def.loyalty = 'X';
  return def;
}
