// cov-statics: state triggers (603.8): "When you control no Islands, sacrifice this creature."
// Checked every time the 117.5 loop runs (priority.ts), so the ability triggers as soon as the
// state is true; it doesn't trigger again while it is waiting to go on the stack or on the stack
// (603.8: "won't trigger again until the ability has resolved, has been countered, or has
// otherwise left the stack").
import { characteristics } from './characteristics.ts';
import { sourceInfo } from './events.ts';
import { trace, type Game } from './state.ts';
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { landTypeMessage } from '../messages/terms.ts';

export function queueStateTriggers(game: Game): void {
  for (const p of game.battlefield) {
    const c = characteristics(game, p);
    for (const a of c.abilities) {
      if (a.kind !== 'triggered' || a.trigger.event !== 'control-none') continue;
      const landType = a.trigger.landType;
      const waiting = game.pendingTriggers.some((t) => t.source.id === p.id && t.ability.text === a.text) || game.stack.some((s) => s.trigger && s.source.id === p.id && s.text === a.text);
      if (waiting) continue;
      const has = game.battlefield.some((x) => x.controller === p.controller && characteristics(game, x).subtypes.includes(landType));
      if (has) continue;
      const what = landTypeMessage(landType, true);
      trace(game, 'trigger', say('trigger.stateTrue', { object: c.name, player: p.controller, what }), cite('stateTrigger'));
      game.pendingTriggers.push({ controller: p.controller, source: sourceInfo(game, p, c), ability: a, reason: say('reason.controlsNone', { player: p.controller, what }) });
    }
  }
}
