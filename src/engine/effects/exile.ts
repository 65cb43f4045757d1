// The "exile" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, permanentById } from './shared.ts';

export const exileEffect: EffectModule<'exile'> = {
  resolve(game, _item, _effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (perm) leaveBattlefield(game, [{ object: perm, to: 'exile', why: 'is exiled', rules: cite('exile') }]);
  },
};
