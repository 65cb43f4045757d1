// The "untap" effect ("Untap target permanent", 701.26).
import type { EffectModule } from './module.ts';
import { targetedPermanent } from './shared.ts';
import { setTapped } from './tap.ts';

export const untapEffect: EffectModule<'untap'> = {
  resolve(game, _item, _effect, target) {
    setTapped(game, targetedPermanent(game, target), false);
  },
};
