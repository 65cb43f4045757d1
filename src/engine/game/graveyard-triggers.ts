// Triggered abilities that work only while their card is in a graveyard (113.6m): "Whenever a
// Demon you control enters, return this card from your graveyard to your hand", "Whenever you
// cast a creature spell, you may pay {2}. If you do, return this card from your graveyard to the
// battlefield" (oracle/entries/graveyard-self.ts marks them `zone: 'graveyard'`). The card in its
// owner's graveyard is their source, controlled by its owner (a card in a graveyard has no
// controller; its abilities are its owner's, 113.8 / 108.4a); the one trigger handler matches
// them like a permanent's. On the battlefield they never trigger (game/triggers/keywords.ts).
import type { SourceInfo } from './state.ts';
import { cardView } from './object-view.ts';
import { graveyardTriggeredAbilities } from './triggers/keywords.ts';
import { registerTriggerSources, type TriggerSource } from './triggers/handler.ts';
import type { Game } from './state.ts';

function graveyardCards(game: Game): TriggerSource[] {
  const out: TriggerSource[] = [];
  for (const p of game.players) {
    if (p.lost) continue;
    for (const card of p.graveyard) {
      const abilities = graveyardTriggeredAbilities(card.def.abilities);
      if (!abilities.length) continue;
      const info: SourceInfo = { id: card.id, name: card.def.name, controller: p.name, colors: card.def.colors, keywords: [], types: card.def.types, subtypes: card.def.subtypes };
      out.push({ id: card.id, controller: p.name, info, view: cardView(card, card.id, p.name), abilities, rules: ['graveyardSelfAbility'] });
    }
  }
  return out;
}

export function installGraveyardTriggers(): void {
  registerTriggerSources(graveyardCards);
}
