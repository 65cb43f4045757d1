// "Whenever CARDNAME becomes tapped / untapped" (603.2e: only when the event happens — a
// permanent that enters tapped doesn't "become" tapped). Every place the game taps or untaps
// a permanent reports it here: mana payment, {T} and "tap an untapped creature" costs,
// attacking, tap and untap effects, regeneration, the untap step.
import { characteristics } from './characteristics.ts';
import { sourceInfo } from './events.ts';
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { trace, type Game, type Permanent } from './state.ts';

export function becameTapped(game: Game, perm: Permanent, tapped: boolean): void {
  const c = characteristics(game, perm);
  for (const a of c.abilities) {
    if (a.kind !== 'triggered' || a.trigger.event !== (tapped ? 'becomes-tapped' : 'becomes-untapped')) continue;
    game.pendingTriggers.push({ controller: perm.controller, source: sourceInfo(game, perm, c), ability: a, reason: say('reason.tapped', { object: c.name, tapped }) });
  }
}

/** 122.1d: a permanent with a stun counter that would become untapped loses a stun counter instead; true when that happened. */
export function stunInsteadOfUntap(game: Game, perm: Permanent): boolean {
  if ((perm.counters.stun ?? 0) <= 0) return false;
  perm.counters.stun! -= 1;
  trace(game, 'replaced', say('replace.stun', { object: perm.card.def.name, left: perm.counters.stun! }), cite('stun'));
  return true;
}
