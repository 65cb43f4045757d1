// The "prevent-combat-damage" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, trace , say } from './shared.ts';

export const preventCombatDamageEffect: EffectModule<'prevent-combat-damage'> = {
  resolve(game, _item, effect, _target) {
    game.preventCombatDamage = true;
    trace(game, 'effect', say('effect.preventAllCombatDamage', {}), cite('prevention'));
  },
};
