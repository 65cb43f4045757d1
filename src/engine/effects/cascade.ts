// The "cascade" and "cast-from-exile" effects: cascade's trigger (702.85a) and rebound's delayed
// trigger (702.88a) resolving, through game/cast-resolving.ts.
import type { EffectModule } from './module.ts';
import { castFromExile, resolveCascade } from '../game/cast-resolving.ts';

export const cascadeEffect: EffectModule<'cascade'> = {
  resolve(game, item, effect) {
    resolveCascade(game, item.controller, item.source.name, effect.manaValue);
  },
};

export const castFromExileEffect: EffectModule<'cast-from-exile'> = {
  resolve(game, item, effect) {
    castFromExile(game, item.controller, effect.cardId, item.source.name, effect.keyword, effect.cost);
  },
};
