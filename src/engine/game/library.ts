// What happens to a library as a whole: milling (701.17a: the top N cards go to the owner's
// graveyard, as many as there are, 701.17b; each through "would be put into a graveyard from
// anywhere" replacements, Rest in Peace) and shuffling (701.24a). Used by effects, dredge and faces.
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

export { shuffleLibrary, UNKNOWN } from './shuffle.ts';
