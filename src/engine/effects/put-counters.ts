// The "put-counters" effect: how it resolves and which rules it cites.
import type { Game, Permanent } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, permanentById, pt, ptLayers, say, trace } from './shared.ts';

export const putCountersEffect: EffectModule<'put-counters'> = {
  resolve(game, _item, effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (perm) putCounters(game, perm, effect.counter, effect.count);
  },
};

/** Puts counters on a permanent (122.1) and says what its P/T became (613.4c). */
export function putCounters(game: Game, perm: Permanent, counter: string, count: number): void {
  perm.counters[counter] = (perm.counters[counter] ?? 0) + count;
  // cov-statics: a named counter (charge, spore…) changes no characteristic: say how many it has now.
  if (counter !== '+1/+1' && counter !== '-1/-1') {
    trace(game, 'counters', say('effect.namedCountersPut', { count, counter: say('term.counter', { counter: counter }), object: perm.card.def.name, total: perm.counters[counter] }), cite('counters'));
    return;
  }
  trace(game, 'counters', say('effect.countersPut', { count, counter: say('term.counter', { counter: counter }), object: perm.card.def.name, pt: pt(game, perm.id) }), cite('counters', ...ptLayers(game, perm.id, 'layerModifyPT')));
}
