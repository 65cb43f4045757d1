// The "damage-that-much" effect: "it deals that much damage to target planeswalker that player
// controls" — the amount and the player are those its trigger event named (Questing Beast).
import type { EffectModule } from './module.ts';
import { dealDamage } from './shared.ts';

export const damageThatMuchEffect: EffectModule<'damage-that-much'> = {
  resolve(game, item, _effect, target) {
    const amount = item.event?.amount ?? 0;
    if (target && amount > 0) dealDamage(game, [{ type: 'damage', source: item.source, to: target, amount, combat: false }]);
  },
};
