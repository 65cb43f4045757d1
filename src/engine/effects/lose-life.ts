// The "lose-life" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { loseLife, opponents } from './shared.ts';

export const loseLifeEffect: EffectModule<'lose-life'> = {
  resolve(game, item, effect, target) {
    const src = item.source;
    if (effect.target && target?.kind === 'player') loseLife(game, target.name, effect.amount, { source: src.name });
    else if (!effect.target) for (const o of opponents(game, item.controller)) loseLife(game, o.name, effect.amount, { source: src.name });
  },
};
