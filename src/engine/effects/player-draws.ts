// The "player-draws" effect: "Target player draws N cards" (121.1).
import type { EffectModule } from './module.ts';
import { cite, drawCards } from './shared.ts';

export const playerDrawsEffect: EffectModule<'player-draws'> = {
  resolve(game, _item, effect, target) {
    if (target?.kind === 'player') drawCards(game, target.name, effect.amount, cite('draw'));
  },
};
