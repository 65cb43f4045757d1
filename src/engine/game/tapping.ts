// Tapping and untapping (701.26): "becomes tapped / untapped" is an event only when it happens — a
// permanent that enters tapped doesn't "become" tapped (603.2e). Every place the game taps or
// untaps a permanent reports it here: mana payment, {T} and "tap an untapped creature" costs,
// attacking, tap and untap effects, regeneration, the untap step.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { raise } from './stream.ts';
import { trace, type Game, type Permanent } from './state.ts';

export function becameTapped(game: Game, perm: Permanent, tapped: boolean): void {
  // "For as long as CARDNAME remains tapped" is over as it untaps, for good (611.2b).
  if (!tapped) game.floating = game.floating.filter((f) => f.duration?.kind !== 'while-tapped' || f.duration.sourceId !== perm.id);
  raise(game, { kind: tapped ? 'becomes-tapped' : 'becomes-untapped', object: perm.id });
}

/** 122.1d: a permanent with a stun counter that would become untapped loses a stun counter instead; true when that happened. */
export function stunInsteadOfUntap(game: Game, perm: Permanent): boolean {
  if ((perm.counters.stun ?? 0) <= 0) return false;
  perm.counters.stun! -= 1;
  trace(game, 'replaced', say('replace.stun', { object: perm.card.def.name, left: perm.counters.stun! }), cite('stun'));
  return true;
}
