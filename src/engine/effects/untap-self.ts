// The "untap-self" effect: "Untap this creature" (701.26b).
import type { EffectModule } from './module.ts';
import { permanentById } from './shared.ts';
import { setTapped } from './tap.ts';

export const untapSelfEffect: EffectModule<'untap-self'> = {
  resolve(game, item) {
    const perm = permanentById(game, item.source.id);
    if (perm?.tapped) setTapped(game, perm, false);
  },
};
