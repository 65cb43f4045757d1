// The "damage" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { dealDamage } from './shared.ts';

export const damageEffect: EffectModule<'damage'> = {
  resolve(game, item, effect, target) {
    const src = item.source;
    if (target) {
      const amount = effect.amount === 'X' ? (item.x ?? 0) : effect.amount;
      if (amount > 0) dealDamage(game, [{ type: 'damage', source: src, to: target, amount, combat: false }]);
    }
  },
};
