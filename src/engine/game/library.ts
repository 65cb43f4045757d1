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

/** A card nobody can name: what a shuffled library holds, and what a scenario's library count stands for. */
export const UNKNOWN = 'Unknown Card';

/** A player shuffles their library (701.24a): after it nobody knows the order, so the cards in it become unknown ones. */
export function shuffleLibrary(game: Game, who: string): void {
  const p = player(game, who);
  if (new Set(p.library.map((c) => c.def.name)).size > 1) {
    const unknown = { ...p.library[0]!.def, name: UNKNOWN, typeLine: '', supertypes: [], types: [], subtypes: [], manaCost: null, colors: [], abilities: [] };
    p.library = p.library.map((c) => ({ ...c, def: unknown }));
  }
  trace(game, 'shuffle', say('effect.shuffle', { player: who }), cite('shuffle'));
}
