// cov-tail: "you gain that much life" — the amount its trigger event named (Spirit Link: the
// damage the creature dealt), gained by the ability's controller (119.3).
import type { EffectModule } from './module.ts';
import { gainLife } from './shared.ts';

export const gainLifeThatMuchEffect: EffectModule<'gain-life-that-much'> = {
  resolve(game, item) {
    const amount = item.event?.amount ?? 0;
    if (amount > 0) gainLife(game, item.controller, amount, { source: item.source.name });
  },
};
