// The "stun" effect: "tap target creature and put a stun counter on it" (122.1d: while it has
// one, untapping it removes a stun counter instead — see untapOrStun).
import type { EffectModule } from './module.ts';
import { cite, say, targetedPermanent, trace } from './shared.ts';
import { setTapped } from './tap.ts';

export const stunEffect: EffectModule<'stun'> = {
  resolve(game, _item, effect, target) {
    const perm = targetedPermanent(game, target);
    if (!perm) return;
    if (effect.tap && !perm.tapped) setTapped(game, perm, true);
    perm.counters.stun = (perm.counters.stun ?? 0) + effect.count;
    trace(game, 'counters', say('effect.stunCounters', { count: effect.count, object: perm.card.def.name }), cite('counters', 'stun'));
  },
};
