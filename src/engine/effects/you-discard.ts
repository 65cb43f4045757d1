// The "you-discard" effect: "… then discard a card" — the ability's controller discards, choosing (701.9b).
import { discardCards } from '../game/discard.ts';
import type { EffectModule } from './module.ts';

export const youDiscardEffect: EffectModule<'you-discard'> = {
  resolve(game, item, effect) {
    discardCards(game, item.controller, effect.amount, item.source.name);
  },
};
