// Milling (701.17a): the top N cards of a library go to its owner's graveyard; a player with
// fewer cards mills as many as possible (701.17b). Each card goes through the "would be put into
// a graveyard from anywhere" replacements (Rest in Peace). Used by the mill effect and by dredge.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { putCardIntoGraveyard } from './events.ts';
import { player, trace, type Game } from './state.ts';

export function mill(game: Game, who: string, amount: number): void {
  const p = player(game, who);
  const milled = p.library.splice(0, amount);
  trace(game, 'library', say('effect.mill', { player: who, n: milled.length, cards: milled.map((c) => c.def.name).join(', ') }), cite('mill', ...(milled.length < amount ? (['millAsManyAsPossible'] as const) : [])));
  // Each through "would be put into a graveyard from anywhere" replacements (Rest in Peace).
  for (const c of milled) putCardIntoGraveyard(game, c);
}
