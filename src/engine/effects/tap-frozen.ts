// The "tap-frozen" effect: "Tap target creature. It doesn't untap during its controller's next
// untap step." The skipped untap step is kept on the permanent (502.3) and used by the next
// untap step of its controller.
import type { EffectModule } from './module.ts';
import { cite, say, targetedPermanent, trace } from './shared.ts';
import { setTapped } from './tap.ts';

export const tapFrozenEffect: EffectModule<'tap-frozen'> = {
  resolve(game, _item, _effect, target) {
    const perm = targetedPermanent(game, target);
    if (!perm) return;
    if (!perm.tapped) setTapped(game, perm, true);
    perm.skipUntaps = (perm.skipUntaps ?? 0) + 1;
    trace(game, 'effect', say('effect.skipsNextUntap', { object: perm.card.def.name }), cite('doesntUntap'));
  },
};
