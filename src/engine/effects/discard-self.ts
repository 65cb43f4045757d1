// The "discard-self" effect ("discard a card", "draw a card, then discard a card"): the
// ability's controller discards (701.9a) cards of their choice (701.9b) — game/discard.ts.
import { discardCards } from '../game/discard.ts';
import type { EffectModule } from './module.ts';

export const discardSelfEffect: EffectModule<'discard-self'> = {
  resolve(game, item, effect) {
    discardCards(game, item.controller, effect.amount, item.source.name);
  },
};
