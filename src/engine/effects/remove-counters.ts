// Removing counters (122.1): "remove a
// -1/-1 counter from this creature", "remove all +1/+1 counters from it", "remove all counters from
// target permanent". Each permanent the reference names loses up to that many (a permanent with
// fewer loses what it has); the number is read as the instruction is carried out (608.2h). A card
// in exile keeps its time counters as `game.suspended` (702.62b): suspend's upkeep ability "remove
// a time counter from it" (702.62a) takes one from its own card there (game/cast-resolving.ts).
import type { ObjectRef } from '../oracle/vocabulary.ts';
import { removeCounters } from '../game/counters.ts';
import { removeTimeCounter } from '../game/cast-resolving.ts';
import type { EffectModule } from './module.ts';
import { amountNow, permanentsNamed, verbScope } from './verb-scope.ts';

export const removeCountersEffect: EffectModule<'remove-counters'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const { permanents } = permanentsNamed(game, item, effect.from as ObjectRef[], scope);
    const n = effect.amount === 'all' ? 'all' : amountNow(game, effect.amount, scope);
    for (const perm of permanents) removeCounters(game, perm, effect.counter, n);
    // The source card suspended in exile (its intervening "if this card is suspended" checked again on resolution, 603.4).
    if (effect.counter === 'time' && n !== 'all' && effect.from.some((r) => r.ref === 'self') && game.suspended?.[item.source.id] !== undefined) for (let i = 0; i < n; i++) removeTimeCounter(game, item.controller, item.source.id);
  },
};
