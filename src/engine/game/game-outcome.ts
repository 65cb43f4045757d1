// An effect that states a player loses or wins the game (104.3e, 104.2b): it happens as the
// effect is carried out, not as a state-based action. "You can't lose the game" beats it for
// that player, and "your opponents can't win the game" for that player's opponents (101.2). A
// player who loses leaves the game as the state-based actions do it (game/sba.ts); a win ends it.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { rulesStatics, cantLose } from './restrictions.ts';
import { checkGameEnd } from './sba.ts';
import { trace, type Game } from './state.ts';

/** The card whose "your opponents can't win the game" keeps `who` from winning, if any. */
function cantWin(game: Game, who: string): string | undefined {
  return rulesStatics(game, 'cant-lose').find(({ source, effect }) => effect.opponentsCantWin && source.controller !== who)?.source.card.def.name;
}

/** "PLAYER loses the game" (104.3e), for one player still in it. */
export function loseTheGame(game: Game, who: string, source: string): void {
  const p = game.players.find((x) => x.name === who);
  if (!p || p.lost || game.ended) return;
  const by = cantLose(game, who);
  if (by) {
    trace(game, 'effect', say('sba.cantLose', { player: who, by }), cite('cantBeatCan', 'loseByEffect'));
    return;
  }
  p.lost = true;
  trace(game, 'loses', say('effect.losesGame', { player: who, source }), cite('loseByEffect'));
  checkGameEnd(game);
}

/** "PLAYER wins the game" (104.2b): the game ends at once with that player the winner (104.1). */
export function winTheGame(game: Game, who: string, source: string): void {
  const p = game.players.find((x) => x.name === who);
  if (!p || p.lost || game.ended) return;
  const by = cantWin(game, who);
  if (by) {
    trace(game, 'effect', say('effect.cantWin', { player: who, by }), cite('cantBeatCan', 'winByEffect'));
    return;
  }
  game.ended = true;
  game.winner = who;
  trace(game, 'game-over', say('effect.winsGame', { player: who, source }), cite('winByEffect'));
}
