// One target's share of "CARDNAME deals N damage divided as you choose among …" (601.2d): the
// amount announced for that target as the spell or ability was put on the stack
// (game/divided-damage.ts), dealt by the source as any spell or ability damage is (120.3).
import type { EffectModule } from './module.ts';
import { dealDamage } from './shared.ts';

export const dividedDamageEffect: EffectModule<'divided-damage'> = {
  resolve(game, item, effect, target) {
    const index = target ? item.targets.findIndex((t) => JSON.stringify(t) === JSON.stringify(target)) : -1;
    const amount = index >= 0 ? (item.divided?.[index] ?? 0) : 0;
    if (target && amount > 0) dealDamage(game, [{ type: 'damage', source: item.source, to: target, amount, combat: false }]);
  },
};
