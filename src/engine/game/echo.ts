// Echo [cost] (702.30a): "At the beginning of your upkeep, if this permanent came under your
// control since the beginning of your last upkeep, sacrifice it unless you pay [cost]." The
// condition is an intervening "if" (603.4): it is read from `Permanent.newSinceUpkeep`, set
// whenever a permanent comes under a player's control (entering, a control change, or a
// scenario's `sick: true`) and cleared as that player's upkeep begins, so the echo is due at
// the first upkeep of its controller after it arrived and never again. The trigger resolves
// as "sacrifice it unless you pay [cost]" (effects/sacrifice-self.ts, 118.12a).
import { cite } from '../citations.ts';
import type { Ability } from '../oracle/ast.ts';
import { say } from '../messages/message.ts';
import { characteristics } from './characteristics.ts';
import { sourceInfo } from './events.ts';
import { trace, type Game } from './state.ts';

/** At the beginning of the active player's upkeep: the echo triggers that are due, then a new "last upkeep" begins for that player's permanents. */
export function echoTriggers(game: Game): void {
  for (const perm of game.battlefield) {
    if (perm.controller !== game.active) continue;
    const due = perm.newSinceUpkeep === true;
    delete perm.newSinceUpkeep;
    if (!due) continue;
    const c = characteristics(game, perm);
    for (const a of c.abilities) {
      if (a.kind !== 'echo') continue;
      const ability: Extract<Ability, { kind: 'triggered' }> = { kind: 'triggered', trigger: { event: 'upkeep', whose: 'your' }, effects: [{ type: 'sacrifice-self', unlessPays: a.mana }], text: a.text, line: a.line };
      trace(game, 'note', say('keyword.echoDue', { object: c.name, player: perm.controller }), cite('echo', 'interveningIf'));
      game.pendingTriggers.push({ controller: perm.controller, source: sourceInfo(game, perm, c), ability, reason: say('reason.upkeep', { player: game.active }) });
    }
  }
}
