// Shuffling a library (701.24a), apart from library.ts so that the zone moves of events.ts can shuffle
// a card into its owner's library (Darksteel Colossus's replacement) without an import cycle.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { player, trace, type Game } from './state.ts';

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
