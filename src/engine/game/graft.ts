// Graft N (702.58a), its triggered half: "Whenever another creature enters, if this permanent has
// a +1/+1 counter on it, you may move a +1/+1 counter from this permanent onto that creature."
// Any player's creature. The "if" is an intervening condition (603.4): checked here as the creature
// enters, and again as the trigger resolves (effects/graft-move.ts). Each instance triggers on its
// own (702.58b). The static half is an ordinary `etb-counters`.
import type { Ability } from '../oracle/ast.ts';
import { characteristics, type Characteristics } from './characteristics.ts';
import { sourceInfo } from './events.ts';
import type { Game, Permanent } from './state.ts';
import { say } from '../messages/message.ts';

export function graftTriggers(game: Game, entering: Permanent, c: Characteristics): void {
  if (!c.types.includes('Creature')) return;
  for (const other of game.battlefield) {
    if (other === entering || !(other.counters['+1/+1'] ?? 0)) continue;
    const oc = characteristics(game, other);
    for (const a of oc.abilities) {
      if (a.kind !== 'graft') continue;
      const ability: Extract<Ability, { kind: 'triggered' }> = { kind: 'triggered', trigger: { event: 'creature-enters', other: true, yours: false }, effects: [{ type: 'graft-move' }], text: a.text, line: a.line };
      game.pendingTriggers.push({ controller: other.controller, source: sourceInfo(game, other, oc), ability, reason: say('reason.entered', { object: c.name }), event: { object: entering.id } });
    }
  }
}
