// A spell's own "… you gain 8 life instead" (a self-replacement, 614.15): applied before any
// other replacement of the life gain. The other replacements of life gained and cards drawn are
// data (specs.ts: "twice that much life", "draw two cards instead").
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { trace } from '../state.ts';
import type { Candidate, GainLifeEvent, ReplacementKind } from './event.ts';

export const selfReplacedLifeGain: ReplacementKind<GainLifeEvent> = {
  candidates(_game, event) {
    return (event.self ?? []).map((s): Candidate<GainLifeEvent> => ({
      key: s.key,
      sourceName: s.sourceName,
      self: true,
      apply(g, e) {
        trace(g, 'replaced', say('replace.selfInstead', { source: s.sourceName, text: s.text, from: e.amount, amount: s.amount }), cite('selfReplacement'));
        return { ...e, amount: s.amount };
      },
    }));
  },
};
