// The "regenerate-self" effect ("Regenerate this creature."): a shield on the ability's source.
import type { EffectModule } from './module.ts';
import { addRegenerationShield } from './regenerate.ts';
import { permanentById } from './shared.ts';

export const regenerateSelfEffect: EffectModule<'regenerate-self'> = {
  resolve(game, item) {
    const self = permanentById(game, item.source.id);
    if (self) addRegenerationShield(game, self);
  },
};
