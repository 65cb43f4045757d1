// "This creature escapes with N +1/+1 counters on it." (702.138c): if the permanent escaped (its
// spell was cast with escape, 702.138b), it enters with those counters — a replacement effect on
// entering (614.1c), applied with the others without asking, since their order changes nothing.
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { characteristics } from '../characteristics.ts';
import { trace } from '../state.ts';
import type { Candidate, EnterEvent, ReplacementKind } from './event.ts';
import { putCounters } from '../counters.ts';

export const escapedEntersWith: ReplacementKind<EnterEvent> = {
  candidates(game, event) {
    const perm = event.object;
    if (!perm.escaped) return [];
    return characteristics(game, perm).abilities.flatMap((a): Candidate<EnterEvent>[] =>
      a.kind !== 'escape-counters'
        ? []
        : [{
            key: `escapes-with:${perm.id}:${a.line}`,
            sourceName: perm.card.def.name,
            commutes: true,
            apply(g, e) {
              const put = putCounters(g, e.object, a.counter, a.count, { enters: true });
              trace(g, 'replaced', say('replace.escapedWith', { object: e.object.card.def.name, count: put, counter: say('term.counter', { counter: a.counter }) }), cite('escapedWith', 'entersWithReplacement'));
              return e;
            },
          }],
    );
  },
};
