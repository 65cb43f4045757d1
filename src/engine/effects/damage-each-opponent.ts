// The "damage-each-opponent" effect: "CARDNAME deals N damage to each opponent" — one event per
// opponent, dealt at the same time (120.2).
import type { EffectModule } from './module.ts';
import { dealDamage, opponents } from './shared.ts';

export const damageEachOpponentEffect: EffectModule<'damage-each-opponent'> = {
  resolve(game, item, effect) {
    dealDamage(game, opponents(game, item.controller).map((o) => ({ type: 'damage' as const, source: item.source, to: { kind: 'player' as const, name: o.name }, amount: effect.amount, combat: false })));
  },
};
