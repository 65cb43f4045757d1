// cov-altcast: remembers that a player lost life this turn (spectacle, 702.137a). Every way of losing
// life calls it: damage (120.3a), "loses N life", paying life (119.4: paying life is losing it).
import { player, type Game } from './state.ts';

export function noteLifeLost(game: Game, who: string, amount: number): void {
  if (amount > 0) player(game, who).lostLifeTurn = game.turn;
}
