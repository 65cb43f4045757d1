// Tribute N (702.104a): "As this creature enters, choose an opponent. That player may put an
// additional N +1/+1 counters on it as it enters." Its controller chooses the opponent (the first
// one, a documented default when there are several); that player pays with `choose: {tribute: true}`
// or declines with `{tribute: false}` — without one, they don't pay (a documented default: "may").
// Whether it was paid is kept on the permanent for "if tribute wasn't paid" (702.104b).
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { noteDefault, opponents, takeChoice, trace } from '../state.ts';
import { enteringChoices } from './enter-choice.ts';
import type { EnterEvent, ReplacementKind } from './event.ts';
import { putCounters } from '../counters.ts';

export const entersWithTribute: ReplacementKind<EnterEvent> = {
  candidates(game, event) {
    return enteringChoices(game, event, 'tribute', (g, e, a, name) => {
      const foes = opponents(g, e.object.controller).filter((p) => !p.lost);
      const foe = foes[0];
      if (!foe) return;
      if (foes.length > 1) noteDefault(g, say('default.tributeOpponent', { card: name, player: e.object.controller, opponent: foe.name, keyword: say('term.keyword', { keyword: 'tribute' }) }));
      const paid = takeChoice(g, foe.name, (v) => (v && typeof v === 'object' && !Array.isArray(v) && 'tribute' in v ? Boolean((v as { tribute: unknown }).tribute) : undefined));
      if (paid === undefined) noteDefault(g, say('default.tributeNotPaid', { card: name, opponent: foe.name, keyword: say('term.keyword', { keyword: 'tribute' }) }));
      if (paid) putCounters(g, e.object, '+1/+1', a.n, { enters: true });
      e.object.tributePaid = paid === true;
      trace(g, 'replaced', say('replace.tribute', { object: name, player: foe.name, n: a.n, paid: paid === true }), cite('entersWithReplacement', 'entersChoice', 'tribute'));
    });
  },
};
