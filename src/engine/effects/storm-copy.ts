// The "storm-copy" effect: storm's (replicate's, casualty's) trigger resolving (702.40a), through
// game/storm.ts: the trigger's event named the spell cast.
import type { EffectModule } from './module.ts';
import { putStormCopies } from '../game/storm.ts';

export const stormCopyEffect: EffectModule<'storm-copy'> = {
  resolve(game, item, effect) {
    putStormCopies(game, item.controller, item.event?.stackId, effect.keyword ?? 'storm');
  },
};
