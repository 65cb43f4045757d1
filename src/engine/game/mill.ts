// Milling (701.17a): the top N cards of a player's library go to their graveyard, each through
// the "would be put into a graveyard" replacements (Rest in Peace); a player with fewer cards
// mills as many as possible (701.17b). No choice is involved.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { putCardIntoGraveyard } from './events.ts';
import { player, trace, type Game } from './state.ts';

export function mill(game: Game, who: string, amount: number): void {
  const p = player(game, who);
  const milled = p.library.splice(0, amount);
  trace(game, 'library', say('effect.mill', { player: who, n: milled.length, cards: milled.map((c) => c.def.name).join(', ') }), cite('mill', ...(milled.length < amount ? (['millAsManyAsPossible'] as const) : [])));
  for (const c of milled) putCardIntoGraveyard(game, c);
}
