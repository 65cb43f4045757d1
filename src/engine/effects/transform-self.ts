// cov-transform: "Transform this creature" (701.27a): the ability's source turns over, once —
// not if it has transformed since the ability was put on the stack (701.27f), and not if it left
// the battlefield (a new object, 400.7).
import { transformPermanent } from '../game/transform.ts';
import type { EffectModule } from './module.ts';
import { cite, permanentById, say, trace } from './shared.ts';

export const transformSelfEffect: EffectModule<'transform-self'> = {
  resolve(game, item) {
    const self = permanentById(game, item.source.id);
    if (!self) {
      trace(game, 'effect', say('effect.noEffect', { object: item.source.name, why: 'gone' }), cite('newObject'));
      return;
    }
    transformPermanent(game, self, '', item.source.transforms ?? 0);
  },
};
