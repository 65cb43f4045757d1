// "[You may] return target creature card from your graveyard to the battlefield [tapped]": the
// card becomes a new permanent under the control of the player who put it there (110.2, 400.7).
import type { EffectModule } from './module.ts';
import { takeTargetCard } from './graveyard-card.ts';
import { cite, putOntoBattlefield, say, trace } from './shared.ts';

export const reanimateEffect: EffectModule<'reanimate'> = {
  resolve(game, item, effect, target) {
    const found = takeTargetCard(game, item, effect.optional, target);
    if (!found) return;
    const perm = putOntoBattlefield(game, found.card, item.controller, { tapped: effect.tapped === true });
    trace(game, 'zone-change', say('effect.returnedToBattlefield', { card: found.card.def.name, player: found.owner, controller: item.controller, tapped: effect.tapped === true }), cite('followInstructions', 'newObject', 'enteredUnderControl'), { object: perm.id });
  },
};
