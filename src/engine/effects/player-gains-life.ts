// The "player-gains-life" effect: "Target player gains N life" (119.3).
import type { EffectModule } from './module.ts';
import { gainLife } from './shared.ts';

export const playerGainsLifeEffect: EffectModule<'player-gains-life'> = {
  resolve(game, item, effect, target) {
    if (target?.kind === 'player') gainLife(game, target.name, effect.amount, { source: item.source.name });
  },
};
