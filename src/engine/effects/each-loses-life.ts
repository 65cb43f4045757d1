// The "each-loses-life" effect: "Each player loses N life" (119.3).
import type { EffectModule } from './module.ts';
import { apnapOrder, loseLife } from './shared.ts';

export const eachLosesLifeEffect: EffectModule<'each-loses-life'> = {
  resolve(game, item, effect) {
    for (const p of apnapOrder(game)) {
      if (effect.who === 'each-opponent' && p.name === item.controller) continue;
      loseLife(game, p.name, effect.amount, { source: item.source.name });
    }
  },
};
