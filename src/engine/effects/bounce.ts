// The "bounce" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, permanentById, say } from './shared.ts';

export const bounceEffect: EffectModule<'bounce'> = {
  resolve(game, _item, _effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (perm) leaveBattlefield(game, [{ object: perm, to: 'hand', why: say('why.returnedToHand', {}), rules: cite('followInstructions') }]);
  },
};
