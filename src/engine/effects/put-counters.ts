// Putting counters (122.1, 122.6): "put a +1/+1 counter on target creature", "… on each
// creature you control", "… on it", "put X charge counters on this artifact", "put a +1/+1
// counter on target creature for each creature in your party". Every recipient is a
// reference (game/refs.ts) read as the instruction is carried out, the number too (608.2h);
// a permanent that is no longer there gets none. The counters go on through game/counters.ts,
// so the replacement effects that watch them apply (614.1a: Hardened Scales, Doubling Season).
import type { ObjectRef } from '../oracle/vocabulary.ts';
import type { EffectModule } from './module.ts';
import { putCounters } from './shared.ts';
import { amountNow, permanentsNamed, verbScope } from './verb-scope.ts';
import { chosenPermanents } from './chosen-permanents.ts';

export const putCountersEffect: EffectModule<'put-counters'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const refs = effect.on as ObjectRef[];
    const on = [...refs.flatMap((r) => (r.ref === 'chosen' ? chosenPermanents(game, r, scope) : [])), ...permanentsNamed(game, item, refs, scope).permanents];
    if (on.length === 0) return;
    const n = amountNow(game, effect.amount, scope);
    if (n > 0) for (const perm of on) putCounters(game, perm, effect.counter, n, { by: item.controller });
  },
};
