// The "pump-self" effect ("CARDNAME gets +1/+0 until end of turn"): the source, layer 7c (613.4c).
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, permanentById, sign , say } from './shared.ts';

export const pumpSelfEffect: EffectModule<'pump-self'> = {
  resolve(game, item, effect) {
    const self = permanentById(game, item.source.id);
    if (self) changeUntilEndOfTurn(game, self, item.source.name, { layer: '7c', power: effect.power, toughness: effect.toughness }, say('what.gets', { change: `${sign(effect.power)}/${sign(effect.toughness)}` }), 'layerModifyPT');
  },
};
