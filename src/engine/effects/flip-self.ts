// "Flip it" / "flip this creature" (710.2): the ability's source shows its flipped half, if it is
// still on the battlefield (a new object otherwise, 400.7).
import { flipPermanent } from '../game/faces.ts';
import type { EffectModule } from './module.ts';
import { cite, permanentById, say, trace } from './shared.ts';

export const flipSelfEffect: EffectModule<'flip-self'> = {
  resolve(game, item) {
    const self = permanentById(game, item.source.id);
    if (!self) return void trace(game, 'effect', say('effect.noEffect', { object: item.source.name, why: 'gone' }), cite('newObject'));
    flipPermanent(game, self);
  },
};
