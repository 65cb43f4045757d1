// The "adapt" effect (701.46a): if the source has no +1/+1 counters on it, put N +1/+1
// counters on it; otherwise nothing happens (it can adapt again once they are gone).
import type { EffectModule } from './module.ts';
import { putCounters } from './shared.ts';
import { cite, permanentById, say, trace } from './shared.ts';

export const adaptEffect: EffectModule<'adapt'> = {
  resolve(game, item, effect) {
    const self = permanentById(game, item.source.id);
    if (!self || (self.counters['+1/+1'] ?? 0) > 0) {
      trace(game, 'effect', say('effect.noEffect', { object: item.source.name, why: self ? 'has-counters' : 'gone' }), cite('adapt'));
      return;
    }
    putCounters(game, self, '+1/+1', effect.amount);
  },
};
