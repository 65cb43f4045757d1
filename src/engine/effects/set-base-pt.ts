// The "set-base-pt" effect ("has base power and toughness 1/1 until end of turn"): layer 7b (613.4b).
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, nextTurnOf, targetedPermanent, say } from './shared.ts';

export const setBasePtEffect: EffectModule<'set-base-pt'> = {
  resolve(game, item, effect, target) {
    const perm = targetedPermanent(game, target);
    if (perm) changeUntilEndOfTurn(game, perm, item.source.name, { layer: '7b', power: effect.power, toughness: effect.toughness }, say('what.basePT', { power: effect.power, toughness: effect.toughness }), 'layerSetPT', nextTurnOf(effect, item));
  },
};
