// The "pump" effect ("Target creature gets +2/+2 until end of turn"): layer 7c (613.4c).
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, nextTurnOf, sign, targetedPermanent, say } from './shared.ts';

export const pumpEffect: EffectModule<'pump'> = {
  resolve(game, item, effect, target) {
    const perm = targetedPermanent(game, target);
    if (perm) changeUntilEndOfTurn(game, perm, item.source.name, { layer: '7c', power: effect.power, toughness: effect.toughness }, say('what.gets', { change: `${sign(effect.power)}/${sign(effect.toughness)}` }), 'layerModifyPT', nextTurnOf(effect, item));
  },
};
