// "Exile target card from a graveyard" (406.2): the card moves from its owner's graveyard to
// exile; a card no longer there was an illegal target and nothing happens (608.2b).
import { cardInGraveyard } from '../game/targets.ts';
import type { EffectModule } from './module.ts';
import { cite, player, say, trace } from './shared.ts';

export const exileCardEffect: EffectModule<'exile-card'> = {
  resolve(game, _item, _effect, target) {
    if (target?.kind !== 'card') return;
    const found = cardInGraveyard(game, target.id);
    if (!found) return;
    const owner = player(game, found.owner);
    owner.graveyard.splice(owner.graveyard.indexOf(found.card), 1);
    owner.exile.push(found.card);
    trace(game, 'zone-change', say('effect.cardExiled', { card: found.card.def.name, player: found.owner }), cite('exileZone'));
  },
};
