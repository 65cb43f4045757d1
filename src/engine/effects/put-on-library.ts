// "Put target creature on top of its owner's library": the permanent leaves the battlefield for
// its owner's library (a token ceases to exist there, 704.5d), on top.
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, permanentById } from './shared.ts';

export const libraryTopEffect: EffectModule<'library-top'> = {
  resolve(game, _item, _effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (perm) leaveBattlefield(game, [{ object: perm, to: 'library-top', why: "is put on top of its owner's library", rules: cite('followInstructions') }]);
  },
};
