// The "each-draws" effect: "Each player (each opponent) draws N cards", in APNAP order (101.4).
import type { EffectModule } from './module.ts';
import { apnapOrder, cite, drawCards } from './shared.ts';

export const eachDrawsEffect: EffectModule<'each-draws'> = {
  resolve(game, item, effect) {
    for (const p of apnapOrder(game)) {
      if (effect.who === 'each-opponent' && p.name === item.controller) continue;
      drawCards(game, p.name, effect.amount, cite('draw', 'apnapOrder'));
    }
  },
};
