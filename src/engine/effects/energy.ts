// Energy (107.14): "you get {E}{E}" puts energy counters on the controller (122.1); paying
// {E} removes one (the put-counters verb on a player, and pay); the balance both read.
import type { Game } from '../game/state.ts';
import { cite, player, say, trace } from './shared.ts';

export const energyOf = (game: Game, who: string): number => player(game, who).counters?.energy ?? 0;

/** Adds (or, negative, removes) energy counters; the counters object is replaced, never mutated (snapshots share it). */
export function changeEnergy(game: Game, who: string, by: number): void {
  const p = player(game, who);
  p.counters = { ...p.counters, energy: energyOf(game, who) + by };
  trace(game, 'counters', say('effect.energy', { player: who, change: by, total: energyOf(game, who) }), cite('energy', 'counters'));
}

