// The "add-mana" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { player } from './shared.ts';

export const addManaEffect: EffectModule<'add-mana'> = {
  resolve(game, item, effect, _target) {
    player(game, item.controller).manaPool.push(...effect.mana);
  },
};
