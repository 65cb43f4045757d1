// The "sacrifice-self" effect: the ability's controller sacrifices its source, if it is still
// on the battlefield under their control (701.21a; evoke's trigger, 702.74a).
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, permanentById } from './shared.ts';

export const sacrificeSelfEffect: EffectModule<'sacrifice-self'> = {
  resolve(game, item) {
    const perm = permanentById(game, item.source.id);
    // A permanent that left (even if it came back) is a new object (400.7): nothing to sacrifice.
    if (!perm || perm.controller !== item.controller) return;
    leaveBattlefield(game, [{ object: perm, to: 'graveyard', why: 'is sacrificed', rules: cite('sacrifice', 'evoke') }]);
  },
};
