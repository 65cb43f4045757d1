// What a characteristic-defining "… equal to the number of …" counts (604.3). Permanents are
// counted by their types and controller as they stand after layer 4 (`view`), which no layer-7
// effect can change, so a count never recurses into another power/toughness.
import type { CdaCount } from '../oracle/ast.ts';
import { player, type Game, type Permanent } from './state.ts';

/** The card types (205.2a), not supertypes or subtypes: "card types among cards" counts these. */
const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'];

export interface PermanentView {
  types: string[];
  subtypes: string[];
  controller: string;
}

/** "Forests you control" → which type or subtype is counted, and whether only the controller's. */
const ON_BATTLEFIELD: Partial<Record<CdaCount, { type?: string; subtype?: string; yours: boolean }>> = {
  'lands-you-control': { type: 'Land', yours: true },
  'creatures-you-control': { type: 'Creature', yours: true },
  'artifacts-you-control': { type: 'Artifact', yours: true },
  'creatures-on-the-battlefield': { type: 'Creature', yours: false },
  'plains-you-control': { subtype: 'Plains', yours: true },
  'islands-you-control': { subtype: 'Island', yours: true },
  'swamps-you-control': { subtype: 'Swamp', yours: true },
  'mountains-you-control': { subtype: 'Mountain', yours: true },
  'forests-you-control': { subtype: 'Forest', yours: true },
};

export function countFor(game: Game, what: CdaCount, controller: string, view: (p: Permanent) => PermanentView): number {
  const on = ON_BATTLEFIELD[what];
  if (on) {
    return game.battlefield.filter((p) => {
      const v = view(p);
      return (on.type ? v.types.includes(on.type) : v.subtypes.includes(on.subtype!)) && (!on.yours || v.controller === controller);
    }).length;
  }
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
    case 'your-life-total':
      return player(game, controller).life;
    default:
      return 0;
  }
}
