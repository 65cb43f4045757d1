// cov-addcost: modes chosen more than once (700.2d), "you may choose both" with a commander
// (903.3d), and additional costs of spells (601.2b) read by oracle/entries/spell-costs.ts.
import { noteDefault, type Game } from './state.ts';

/**
 * A spell whose modes may repeat, with no modes named: the legal modes in printed order, starting
 * again from the first until the number is reached (700.2d: each repeat is one more copy of the mode).
 */
export function repeatedDefault(game: Game, spell: string, count: number, legal: number[]): number[] {
  const picked = Array.from({ length: count }, (_, k) => legal[k % legal.length]!);
  noteDefault(game, `${spell}: no modes given; chose ${picked.map((i) => i + 1).join(', ')} (a mode may be chosen more than once)`);
  return picked;
}

/** Why "choose both" is refused: it needs a commander on the battlefield (903.3d), and a replayed game designates none (903.3). */
export function commanderRefusal(spell: string, n: number): string {
  return `${spell}: choosing ${n} modes needs a commander under your control, and a replayed game has no commander (only a Commander game designates one); choose one mode`;
}
