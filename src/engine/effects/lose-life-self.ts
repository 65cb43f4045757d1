// The "lose-life-self" effect ("You lose N life"): the controller of the spell or ability loses it.
import type { EffectModule } from './module.ts';
import { loseLife } from './shared.ts';

export const loseLifeSelfEffect: EffectModule<'lose-life-self'> = {
  resolve(game, item, effect) {
    loseLife(game, item.controller, effect.amount, { source: item.source.name });
  },
};
