// Remembers that a player lost or gained life this turn, and how much (spectacle, 702.137a; "the
// life you lost / gained this turn", read by refs.ts): every loss of life is an event on the
// stream — damage (120.3a), "loses N life", paying life (119.4: paying life is losing it).
import { onEvent } from './stream.ts';
import { player } from './state.ts';

export function installLifeLost(): void {
  onEvent('loses-life', (game, e) => {
    if (e.amount <= 0) return;
    const p = player(game, e.player);
    p.lostLifeTurn = game.turn;
    p.lifeLost = { turn: game.turn, amount: (p.lifeLost?.turn === game.turn ? p.lifeLost.amount : 0) + e.amount };
  });
  onEvent('gains-life', (game, e) => {
    if (e.amount <= 0) return;
    const p = player(game, e.player);
    p.lifeGained = { turn: game.turn, amount: (p.lifeGained?.turn === game.turn ? p.lifeGained.amount : 0) + e.amount };
  });
}
