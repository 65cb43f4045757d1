// cov-tail: the "to-library" effect ("Put target creature on top of its owner's library",
// "… into its owner's library second from the top"): the permanent goes to its owner's library
// (400.3) at that position, or at the bottom if the library has fewer cards (401.7). A token
// put there ceases to exist when state-based actions are next checked (704.5d).
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, targetedPermanent, say } from './shared.ts';

export const toLibraryEffect: EffectModule<'to-library'> = {
  resolve(game, _item, effect, target) {
    const object = targetedPermanent(game, target);
    if (!object) return;
    leaveBattlefield(game, [{ object, to: 'library', position: effect.position, why: say('why.leaves', {}), rules: cite('ownersZone', ...(effect.position > 1 ? (['libraryPosition'] as const) : [])) }]);
  },
};
