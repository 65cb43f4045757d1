// The "draw" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, drawCards } from './shared.ts';

export const drawEffect: EffectModule<'draw'> = {
  resolve(game, item, effect, _target) {
    drawCards(game, item.controller, effect.amount, cite('draw'));
  },
};
