// Vanishing's and fading's upkeep abilities. Vanishing (702.63a): remove a time counter; "when
// the last time counter is removed from this permanent, sacrifice it" is a trigger of its own
// (game/triggers/keywords.ts), on the counter's removal.
// Fading (702.32a): remove a fade counter; if you can't, sacrifice the permanent.
import type { EffectModule } from './module.ts';
import { raise } from '../game/stream.ts';
import { cite, leaveBattlefield, permanentById, say, trace } from './shared.ts';

export const counterUpkeepEffect: EffectModule<'counter-upkeep'> = {
  resolve(game, item, effect) {
    const perm = permanentById(game, item.source.id);
    if (!perm) return;
    const kind = effect.keyword === 'vanishing' ? 'time' : 'fade';
    const code = effect.keyword === 'vanishing' ? 'vanishing' : 'fading';
    const had = perm.counters[kind] ?? 0;
    if (had === 0) {
      if (effect.keyword === 'fading') leaveBattlefield(game, [{ object: perm, to: 'graveyard', why: say('why.sacrificed', {}), rules: cite('sacrifice', code) }]);
      return;
    }
    perm.counters[kind] = had - 1;
    trace(game, 'counters', say('effect.counterRemoved', { object: perm.card.def.name, counter: say('term.counter', { counter: kind }), left: had - 1 }), cite(code, 'counters'));
    raise(game, { kind: 'counters-removed', object: perm.id, counter: kind, amount: 1, left: had - 1 });
  },
};
