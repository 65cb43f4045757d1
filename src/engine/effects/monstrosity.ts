// The "monstrosity" effect (701.37a): if the source isn't monstrous, put N +1/+1 counters on
// it and it becomes monstrous — a designation it keeps until it leaves the battlefield (701.37b).
import type { EffectModule } from './module.ts';
import { putCounters } from './shared.ts';
import { cite, permanentById, say, trace } from './shared.ts';

export const monstrosityEffect: EffectModule<'monstrosity'> = {
  resolve(game, item, effect) {
    const self = permanentById(game, item.source.id);
    if (!self || self.monstrous) {
      trace(game, 'effect', say('effect.noEffect', { object: item.source.name, why: self ? 'monstrous' : 'gone' }), cite('monstrosity'));
      return;
    }
    putCounters(game, self, '+1/+1', effect.amount);
    self.monstrous = true;
    trace(game, 'effect', say('effect.monstrous', { object: self.card.def.name }), cite('monstrosity'));
  },
};
