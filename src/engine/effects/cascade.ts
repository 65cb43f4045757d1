// The "cascade", "cast-from-exile" and "suspend-tick" effects: cascade's trigger (702.85a),
// rebound's delayed trigger (702.88a), madness's trigger (702.35a) and suspend's triggers
// (702.62a) resolving, through game/cast-resolving.ts.
import type { EffectModule } from './module.ts';
import { castFromExile, removeTimeCounter, resolveCascade } from '../game/cast-resolving.ts';

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

export const suspendTickEffect: EffectModule<'suspend-tick'> = {
  resolve(game, item, effect) {
    removeTimeCounter(game, item.controller, effect.cardId, item.source);
  },
};
