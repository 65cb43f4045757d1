// The "group-counters" effect ("Put a +1/+1 counter on each creature you control"): one
// placement on each creature in the group as it resolves.
import type { EffectModule } from './module.ts';
import { membersOf } from './group-changes.ts';
import { putCounters } from './shared.ts';

export const groupCountersEffect: EffectModule<'group-counters'> = {
  resolve(game, item, effect) {
    for (const perm of membersOf(game, item, effect.creatures)) putCounters(game, perm, effect.counter, effect.count, { by: item.controller });
  },
};
