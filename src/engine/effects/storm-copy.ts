// The "storm-copy" effect: storm's trigger resolving (702.40a), through game/storm.ts.
import type { EffectModule } from './module.ts';
import { putStormCopies } from '../game/storm.ts';

export const stormCopyEffect: EffectModule<'storm-copy'> = {
  resolve(game, item, effect) {
    putStormCopies(game, item.controller, effect.count, effect.spellId, effect.keyword ?? 'storm');
  },
};
