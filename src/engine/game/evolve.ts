// Evolve (702.100a): "Whenever a creature you control enters, if that creature's power is
// greater than this creature's power and/or that creature's toughness is greater than this
// creature's toughness, put a +1/+1 counter on this creature." The "if" is an intervening
// condition (603.4): checked as the creature enters, here, and again as the trigger resolves
// (effects/evolve.ts), on the entering creature as it is then or as it last existed (608.2h).
import type { Ability } from '../oracle/ast.ts';
import { characteristics, type Characteristics } from './characteristics.ts';
import { sourceInfo } from './events.ts';
import type { Game, Permanent } from './state.ts';
import { say } from '../messages/message.ts';

/** Whether a creature with these P/T makes one with `mine` evolve. */
export function evolves(entering: { power?: number; toughness?: number }, mine: { power?: number; toughness?: number }): boolean {
  return (entering.power ?? 0) > (mine.power ?? 0) || (entering.toughness ?? 0) > (mine.toughness ?? 0);
}

/** The evolve triggers of the other creatures of the entering creature's controller. */
export function evolveTriggers(game: Game, entering: Permanent, c: Characteristics): void {
  if (!c.types.includes('Creature')) return;
  for (const other of game.battlefield) {
    if (other === entering || other.controller !== entering.controller) continue;
    const oc = characteristics(game, other);
    if (!oc.types.includes('Creature')) continue;
    for (const a of oc.abilities) {
      if (a.kind !== 'evolve' || !evolves(c, oc)) continue;
      const ability: Extract<Ability, { kind: 'triggered' }> = { kind: 'triggered', trigger: { event: 'creature-enters', other: true, yours: true }, effects: [{ type: 'evolve' }], text: a.text, line: a.line };
      game.pendingTriggers.push({ controller: other.controller, source: sourceInfo(game, other, oc), ability, reason: say('reason.enteredUnder', { object: c.name, power: c.power ?? 0, toughness: c.toughness ?? 0, player: entering.controller }), event: { object: entering.id } });
    }
  }
}
