// Vanishing's and fading's upkeep abilities. Vanishing (702.63a): remove a time counter; "when
// the last time counter is removed from this permanent, sacrifice it" is a trigger of its own.
// Fading (702.32a): remove a fade counter; if you can't, sacrifice the permanent.
import type { EffectModule } from './module.ts';
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
    if (effect.keyword === 'vanishing' && had === 1) {
      const ability = { kind: 'triggered' as const, trigger: { event: 'upkeep' as const, whose: 'your' as const }, effects: [{ type: 'sacrifice-self' as const }], text: 'When the last time counter is removed from this permanent, sacrifice it.', line: 0 };
      game.pendingTriggers.push({ controller: perm.controller, source: item.source, ability, reason: say('reason.lastTimeCounter', { object: perm.card.def.name }) });
    }
  },
};
