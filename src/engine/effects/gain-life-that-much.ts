// "you gain that much life": the amount the trigger event named (the damage dealt, 603.2c).
import type { EffectModule } from './module.ts';
import { gainLife } from './shared.ts';

export const gainLifeThatMuchEffect: EffectModule<'gain-life-that-much'> = {
  resolve(game, item) {
    const amount = item.event?.amount ?? 0;
    if (amount > 0) gainLife(game, item.controller, amount, ` (${item.source.name})`);
  },
};
