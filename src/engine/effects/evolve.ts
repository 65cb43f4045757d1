// Evolve's trigger resolving (702.100a): its intervening "if" was checked again as it began to
// resolve (603.4, game/resolve.ts) — on the entering creature as it is now or as it last existed
// (608.2h) — so a +1/+1 counter is put on this creature.
import type { EffectModule } from './module.ts';
import { putCounters } from './shared.ts';
import { permanentById } from './shared.ts';

export const evolveEffect: EffectModule<'evolve'> = {
  resolve(game, item) {
    const self = permanentById(game, item.source.id);
    if (self) putCounters(game, self, '+1/+1', 1);
  },
};
