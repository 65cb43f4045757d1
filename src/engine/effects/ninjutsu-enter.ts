// ninjutsu's effect (702.49a, 702.49c): the card, if it is still in its owner's hand,
// is put onto the battlefield tapped and attacking what the returned creature attacked.
import { enterAttacking } from '../game/alt-costs.ts';
import type { EffectModule } from './module.ts';
import { cite, player, putOntoBattlefield, say, trace } from './shared.ts';

export const ninjutsuEnterEffect: EffectModule<'ninjutsu-enter'> = {
  resolve(game, item, effect) {
    const hand = player(game, item.controller).hand;
    const card = hand.find((c) => c.id === effect.cardId);
    if (!card) {
      trace(game, 'note', say('effect.ninjutsuGone', { card: item.source.name }), cite('ninjutsu'));
      return;
    }
    hand.splice(hand.indexOf(card), 1);
    const perm = putOntoBattlefield(game, card, item.controller, { tapped: true });
    enterAttacking(game, perm, { defender: effect.defender, ...(effect.planeswalker ? { planeswalker: effect.planeswalker } : {}) }, 'ninjutsuAttacking');
  },
};
