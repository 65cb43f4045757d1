// The "switch-pt" effect ("Switch target creature's power and toughness"): layer 7d (613.4d).
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, targetedPermanent , say } from './shared.ts';

export const switchPtEffect: EffectModule<'switch-pt'> = {
  resolve(game, item, _effect, target) {
    const perm = targetedPermanent(game, target);
    if (perm) changeUntilEndOfTurn(game, perm, item.source.name, { layer: '7d' }, say('what.switches', {}), 'layerSwitchPT');
  },
};
