// The "put-counters" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, permanentById, trace, pt, ptLayers } from './shared.ts';

export const putCountersEffect: EffectModule<'put-counters'> = {
  resolve(game, _item, effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    perm.counters[effect.counter] = (perm.counters[effect.counter] ?? 0) + effect.count;
    trace(game, 'counters', `${effect.count} ${effect.counter} counter${effect.count > 1 ? 's are' : ' is'} put on ${perm.card.def.name} (now ${pt(game, perm.id)})`, cite('counters', ...ptLayers(game, perm.id, 'layerModifyPT')));
  },
};
