// cov-faces: level up's effect, "put a level counter on this permanent" (702.87a): on the
// ability's source if it is still on the battlefield. What the counters mean is read by the level
// symbols' static abilities (711.2a-b, oracle/entries/leveler.ts) whenever they apply.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { copiable } from '../game/layers.ts';
import { trace } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { permanentById } from './shared.ts';
import { putCounters } from './shared.ts';

export const levelCounterEffect: EffectModule<'level-counter'> = {
  resolve(game, item) {
    const self = permanentById(game, item.source.id);
    if (!self) return;
    putCounters(game, self, 'level', 1, { quiet: true });
    const level = self.counters.level ?? 0;
    // The level symbol that now applies (711.2a-b), or none yet: the printed P/T (711.5).
    const bands = copiable(self).abilities.flatMap((a) => (a.kind === 'static' && a.condition?.kind === 'level' ? [a.condition] : []));
    const band = bands.find((b) => level >= b.min && (b.max === undefined || level <= b.max));
    const bandRule = !bands.length ? [] : !band ? (['levelBelow'] as const) : band.max === undefined ? (['levelPlus'] as const) : (['levelRange'] as const);
    trace(game, 'counters', say('leveler.levelUp', { object: self.card.def.name, level }), cite('levelUp', 'counters', ...bandRule), { object: self.id });
  },
};
