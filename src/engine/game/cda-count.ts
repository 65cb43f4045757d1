// What a characteristic-defining "… equal to the number of …" counts (604.3). Only zones
// outside the battlefield are counted, so the value never depends on another permanent's
// characteristics (and a derivation never recurses through one).
import type { CdaCount } from '../oracle/ast.ts';
import { player, type Game } from './state.ts';

/** The card types (205.2a), not supertypes or subtypes: "card types among cards" counts these. */
const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'];

export function countFor(game: Game, what: CdaCount, controller: string): number {
  const all = game.players.flatMap((p) => p.graveyard);
  switch (what) {
    case 'card-types-in-all-graveyards':
      return CARD_TYPES.filter((t) => all.some((c) => c.def.types.includes(t))).length;
    case 'creature-cards-in-all-graveyards':
      return all.filter((c) => c.def.types.includes('Creature')).length;
    case 'creature-cards-in-your-graveyard':
      return player(game, controller).graveyard.filter((c) => c.def.types.includes('Creature')).length;
    case 'cards-in-your-graveyard':
      return player(game, controller).graveyard.length;
    case 'cards-in-your-hand':
      return player(game, controller).hand.length;
  }
}
