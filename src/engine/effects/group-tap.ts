// cov-tail: the "group-tap" effect ("Untap all creatures you control", "Tap all creatures your
// opponents control"): every creature of the group as the effect resolves (611.2c) is tapped
// or untapped (701.26a, 701.26b).
import type { EffectModule } from './module.ts';
import { membersOf } from './group-changes.ts';
import { setTapped } from './tap.ts';
import { cite } from './shared.ts';

export const groupTapEffect: EffectModule<'group-tap'> = {
  resolve(game, item, effect) {
    for (const perm of membersOf(game, item, effect.creatures)) setTapped(game, perm, !effect.untap, effect.untap ? cite('untapPermanent') : []);
  },
};
