// Graft's trigger resolving (702.58a): the intervening "if this permanent has a +1/+1 counter on
// it" is checked again (603.4); then its controller may move one of them onto the creature that
// entered, if that creature is still on the battlefield. Declining is `choose: {graft: false}`;
// by default the counter is moved.
import type { EffectModule } from './module.ts';
import { putCounters } from './shared.ts';
import { characteristics, cite, noteDefault, permanentById, say, takeChoice, trace } from './shared.ts';

export const graftMoveEffect: EffectModule<'graft-move'> = {
  resolve(game, item) {
    const self = permanentById(game, item.source.id);
    const to = item.event?.object ? permanentById(game, item.event.object) : undefined;
    if (!self || !(self.counters['+1/+1'] ?? 0)) {
      trace(game, 'note', say('effect.graftNoCounter', { source: item.source.name }), cite('interveningIf', 'graft'));
      return;
    }
    if (!to) return;
    const wanted = takeChoice(game, item.controller, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'graft' in v ? Boolean((v as { graft: unknown }).graft) : undefined));
    if (wanted === false) return;
    if (wanted === undefined) noteDefault(game, say('default.graftMoves', { source: item.source.name, player: item.controller, keyword: say('term.keyword', { keyword: 'graft' }) }));
    self.counters = { ...self.counters, '+1/+1': self.counters['+1/+1']! - 1 };
    trace(game, 'counters', say('effect.graftMoves', { source: characteristics(game, self).name, object: characteristics(game, to).name }), cite('graft'));
    putCounters(game, to, '+1/+1', 1, { by: item.controller });
  },
};
