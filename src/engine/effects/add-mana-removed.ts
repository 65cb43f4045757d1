// cov-statics: the "add-mana-removed" effect ("Add {C} for each storage counter removed this
// way"): as many mana as counters its cost removed — the number chosen as it was activated, kept
// as the ability's X (game/casting.ts) — after `first` if the text adds one mana before them.
import type { EffectModule } from './module.ts';
import { player } from './shared.ts';

export const addManaRemovedEffect: EffectModule<'add-mana-removed'> = {
  resolve(game, item, effect) {
    const pool = player(game, item.controller).manaPool;
    if (effect.first) pool.push(effect.first);
    for (let i = 0; i < (item.x ?? 0); i++) pool.push(effect.mana);
  },
};
