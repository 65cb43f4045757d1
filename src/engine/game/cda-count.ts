// What a characteristic-defining "… equal to …" counts (604.3): "card types among cards in all
// graveyards" here, any other amount through game/refs.ts with permanents seen as they stand
// after layer 5 (`view`) — the grammar accepts only amounts that read no power or toughness
// (oracle/entries/statics.ts), so a count never recurses into another power/toughness.
import type { CdaCount } from '../oracle/ast.ts';
import type { Characteristics } from './characteristics.ts';
import { countForStatic } from './static-conditions.ts';
import type { Game, Permanent } from './state.ts';

/** The card types (205.2a), not supertypes or subtypes: "card types among cards" counts these. */
const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'];

export function countFor(game: Game, what: CdaCount, controller: string, sourceId: string, view: (p: Permanent) => Characteristics): number {
  if (what === 'card-types-in-all-graveyards') {
    const all = game.players.flatMap((p) => p.graveyard);
    return CARD_TYPES.filter((t) => all.some((c) => c.def.types.includes(t))).length;
  }
  return countForStatic(game, controller, sourceId, what, view);
}
