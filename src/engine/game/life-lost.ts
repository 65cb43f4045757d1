// Remembers that a player lost life this turn, and how much (spectacle, 702.137a; "the life you lost this turn"). Every way of losing
// life calls it: damage (120.3a), "loses N life", paying life (119.4: paying life is losing it).
import { player, type Game } from './state.ts';

export function noteLifeLost(game: Game, who: string, amount: number): void {
  if (amount <= 0) return;
  const p = player(game, who);
  p.lostLifeTurn = game.turn;
  p.lifeLost = { turn: game.turn, amount: (p.lifeLost?.turn === game.turn ? p.lifeLost.amount : 0) + amount };
}

/** The life a player gained this turn ("if you gained life this turn", "the life you gained this turn"). */
export function noteLifeGained(game: Game, who: string, amount: number): void {
  if (amount <= 0) return;
  const p = player(game, who);
  p.lifeGained = { turn: game.turn, amount: (p.lifeGained?.turn === game.turn ? p.lifeGained.amount : 0) + amount };
}
