// One slot of "up to N target …" (601.2c): what is done to the object chosen for it is the inner
// effect, resolved with that target. resolve.ts skips a slot nobody was chosen for.
import type { EffectModule } from './module.ts';
import { resolveEffect } from '../game/effect-registry.ts';

export const upToEffect: EffectModule<'up-to'> = {
  resolve(game, item, effect, target) {
    if (target) for (const inner of effect.effects) resolveEffect(game, item, inner, target);
  },
};
