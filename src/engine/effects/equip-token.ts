// For Mirrodin! (702.163a: "create a 2/2 red Rebel creature token, then attach this Equipment to
// it") and job select (702.182a: "create a 1/1 colorless Hero creature token, then attach this
// Equipment to it"): living weapon's trigger with another token (effects/living-weapon.ts).
import type { EffectModule } from './module.ts';
import { createThenAttach } from './living-weapon.ts';

export const equipTokenEffect: EffectModule<'equip-token'> = {
  resolve(game, item, effect) {
    if (effect.keyword === 'for-mirrodin') createThenAttach(game, item, { power: 2, toughness: 2, colors: ['red'], subtypes: ['Rebel'] }, 'forMirrodin');
    else createThenAttach(game, item, { power: 1, toughness: 1, colors: [], subtypes: ['Hero'] }, 'jobSelect');
  },
};
