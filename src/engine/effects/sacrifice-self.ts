// The "sacrifice-self" effect: "Sacrifice this creature [unless you pay {2}]" (701.21a,
// 118.12a). The controller of the ability chooses whether to pay (payment.ts); a source that
// has already left the battlefield can't be sacrificed. Evoke's trigger is one (702.74a).
import type { EffectModule } from './module.ts';
import { offerPayment } from './payment.ts';
import { cite, leaveBattlefield, permanentById, say } from './shared.ts';

export const sacrificeSelfEffect: EffectModule<'sacrifice-self'> = {
  resolve(game, item, effect) {
    const perm = permanentById(game, item.source.id);
    if (!perm || perm.controller !== item.controller) return;
    // cov-statics: the depletion lands' "If there are no depletion counters on this land, sacrifice it."
    if (effect.ifNoCounters && (perm.counters[effect.ifNoCounters] ?? 0) > 0) return;
    if (effect.unlessPays && offerPayment(game, item.controller, { mana: effect.unlessPays }, item.source.name, item.source.name)) return;
    leaveBattlefield(game, [{ object: perm, to: 'graveyard', why: say('why.sacrificed', {}), rules: cite('sacrifice', ...(effect.unlessPays ? (['unlessPays'] as const) : []), ...(perm.evoked ? (['evoke'] as const) : [])) }]);
  },
};
