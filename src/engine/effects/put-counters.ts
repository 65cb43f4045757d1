// Putting counters (122.1, 122.6): "put a +1/+1 counter on target creature", "… on each
// creature you control", "… on it", "put X charge counters on this artifact", "put a +1/+1
// counter on target creature for each creature in your party". Every recipient is a
// reference (game/refs.ts) read as the instruction is carried out, the number too (608.2h);
// a permanent that is no longer there gets none.
import type { Game, Permanent } from '../game/state.ts';
import type { ObjectRef } from '../oracle/vocabulary.ts';
import type { EffectModule } from './module.ts';
import { cite, trace, pt, ptLayers, say } from './shared.ts';
import { amountNow, permanentsNamed, verbScope } from './verb-scope.ts';

export const putCountersEffect: EffectModule<'put-counters'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const { permanents: on } = permanentsNamed(game, item, effect.on as ObjectRef[], scope);
    if (on.length === 0) return;
    const n = amountNow(game, effect.amount, scope);
    if (n > 0) for (const perm of on) putCounters(game, perm, effect.counter, n);
  },
};

/** Puts counters on a permanent (122.1) and says what its P/T became (613.4c). */
export function putCounters(game: Game, perm: Permanent, counter: string, count: number): void {
  perm.counters[counter] = (perm.counters[counter] ?? 0) + count;
  // cov-statics: a named counter (charge, spore…) changes no characteristic: say how many it has now.
  if (counter !== '+1/+1' && counter !== '-1/-1') {
    trace(game, 'counters', say('effect.namedCountersPut', { count, counter, object: perm.card.def.name, total: perm.counters[counter] }), cite('counters'));
    return;
  }
  trace(game, 'counters', say('effect.countersPut', { count, counter, object: perm.card.def.name, pt: pt(game, perm.id) }), cite('counters', ...ptLayers(game, perm.id, 'layerModifyPT')));
}
