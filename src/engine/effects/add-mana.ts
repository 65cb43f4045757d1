// The "add-mana" effect: how it resolves and which rules it cites; firebending's mana lasts until end of combat (702.189a).
import type { EffectModule } from './module.ts';
import { player } from './shared.ts';
import { addManaUntilEndOfCombat } from '../game/mana-pools.ts';

export const addManaEffect: EffectModule<'add-mana'> = {
  resolve(game, item, effect, _target) {
    const p = player(game, item.controller);
    if (effect.untilEndOfCombat) addManaUntilEndOfCombat(p, effect.mana);
    else p.manaPool.push(...effect.mana);
  },
};
