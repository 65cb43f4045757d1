// A card of the Oracle card pool (src/cards) as the engine defines cards: the printed
// characteristics a scenario's `cards:` block would give for it.
import type { OracleCard } from '../../cards/types.ts';
import type { CardDefinition } from './definition.ts';

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
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`\\b${escape(short)}\\b(?!${escape(card.name.slice(comma))})`, 'g'), card.name);
}

export function definitionOf(card: OracleCard): NamedDefinition {
  const def: NamedDefinition = { name: card.name, type: card.typeLine, text: oracleTextOf(card) };
  if (card.manaCost) def.cost = card.manaCost;
  if (card.power !== null && card.toughness !== null) def.pt = `${card.power}/${card.toughness}`;
  if (card.loyalty !== null && /^\d+$/.test(card.loyalty)) def.loyalty = Number(card.loyalty);
  else if (card.loyalty === 'X') def.loyalty = 'X';
  return def;
}
