// The "unearth-exile" effect: unearth's delayed trigger resolving (702.84a). It exiles the
// permanent the unearth returned, only if that same object is still on the battlefield (603.7c).
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, permanentById } from './shared.ts';

export const unearthExileEffect: EffectModule<'unearth-exile'> = {
  resolve(game, _item, effect) {
    const perm = permanentById(game, effect.objectId);
    if (!perm) return;
    leaveBattlefield(game, [{ object: perm, to: 'exile', why: 'is exiled by its unearth ability', rules: cite('unearth', 'delayedTrigger') }]);
  },
};
