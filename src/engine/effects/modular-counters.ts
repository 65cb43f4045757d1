// Modular's trigger (702.43a): "you may put a +1/+1 counter on target artifact creature for
// each +1/+1 counter on this permanent". The permanent is in the graveyard by then, so the
// count is read from its last known information (608.2h). The "you may" is the controller's
// choice as it resolves: `choose: {may: no}` declines; without one, they do it (a default).
import type { EffectModule } from './module.ts';
import { putCounters } from './shared.ts';
import { cite, noteDefault, permanentById, say, takeChoice, trace } from './shared.ts';

export const modularCountersEffect: EffectModule<'modular-counters'> = {
  resolve(game, item, effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    const chosen = takeChoice(game, item.controller, (v) => {
      if (!v || typeof v !== 'object' || !('may' in v)) return undefined;
      const word = String((v as { may: unknown }).may).toLowerCase();
      return ['yes', 'true', 'y'].includes(word) ? true : ['no', 'false', 'n'].includes(word) ? false : undefined;
    });
    if (chosen === undefined) noteDefault(game, say('default.youMay', { source: item.source.name, player: item.controller, what: 'move-counters' }));
    if (chosen === false) {
      trace(game, 'effect', say('effect.mayDeclined', { player: item.controller, source: item.source.name }), cite('effectChoices'));
      return;
    }
    const count = game.lastKnown[item.source.id]?.counters['+1/+1'] ?? 0;
    trace(game, 'note', say('effect.modularCount', { source: item.source.name, count }), cite('modular', 'lki'));
    if (count > 0) putCounters(game, perm, '+1/+1', count, { by: item.controller });
  },
};
