// cov-altcast: remembers that a player lost life this turn (spectacle, 702.137a): every loss of
// life is an event — damage (120.3a), "loses N life", paying life (119.4: paying life is losing it).
import { onEvent } from './stream.ts';
import { player } from './state.ts';

export function installLifeLost(): void {
  onEvent('loses-life', (game, e) => {
    if (e.amount > 0) player(game, e.player).lostLifeTurn = game.turn;
  });
}
