// The "put-counters" effect: counters on the target, through game/counters.ts (122.1, 614.1a).
import type { EffectModule } from './module.ts';
import { permanentById, putCounters } from './shared.ts';

export const putCountersEffect: EffectModule<'put-counters'> = {
  resolve(game, item, effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (perm) putCounters(game, perm, effect.counter, effect.count, { by: item.controller });
  },
};
