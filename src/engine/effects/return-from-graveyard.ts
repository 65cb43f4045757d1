// The "return-from-graveyard" effect: "[You may] return target creature card from your
// graveyard to your hand."
import type { EffectModule } from './module.ts';
import { takeTargetCard } from './graveyard-card.ts';
import { cite, player, say, trace } from './shared.ts';

export const returnFromGraveyardEffect: EffectModule<'return-from-graveyard'> = {
  resolve(game, item, effect, target) {
    const found = takeTargetCard(game, item, effect.optional, target);
    if (!found) return;
    player(game, found.owner).hand.push(found.card);
    trace(game, 'zone-change', say('effect.returnedToHand', { card: found.card.def.name, player: found.owner }), cite('followInstructions'));
  },
};
