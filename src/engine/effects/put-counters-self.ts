// The "put-counters-self" effect ("put a +1/+1 counter on this creature / on it"): the ability's
// source, if it is still on the battlefield (a counter can't be put on a card that left it).
import type { EffectModule } from './module.ts';
import { putCounters } from './shared.ts';
import { permanentById } from './shared.ts';

export const putCountersSelfEffect: EffectModule<'put-counters-self'> = {
  resolve(game, item, effect) {
    const self = permanentById(game, item.source.id);
    if (self) putCounters(game, self, effect.counter, effect.count);
  },
};
