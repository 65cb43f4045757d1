// a player's maximum hand size (402.2: normally seven), as static abilities change
// it — "Your maximum hand size is N", "… is reduced (increased) by N", "Each opponent's maximum
// hand size is reduced by N", "You (Players) have no maximum hand size". The changes apply in
// the timestamp order of their sources, so a later "is N" overrides an earlier reduction.
import type { Game } from './state.ts';
import { characteristics } from './characteristics.ts';
import { emblemsIn } from './emblems.ts';

/** The player's maximum hand size now, or null when they have none. */
export function maxHandSize(game: Game, who: string): number | null {
  let size = 7;
  // Permanents' abilities and emblems' (114.4), in timestamp order.
  const sources = [
    ...game.battlefield.map((p) => ({ controller: p.controller, timestamp: p.timestamp, abilities: () => characteristics(game, p).abilities })),
    ...emblemsIn(game).map((e) => ({ controller: e.owner, timestamp: e.timestamp, abilities: () => e.abilities })),
  ].sort((a, b) => a.timestamp - b.timestamp);
  for (const p of sources) {
    for (const a of p.abilities()) {
      if (a.kind === 'player-rule' && a.rule === 'no-max-hand-size' && p.controller === who) return null;
      if (a.kind !== 'hand-size') continue;
      const applies = a.who === 'all' || (a.who === 'you') === (p.controller === who);
      if (!applies) continue;
      if (a.none) return null;
      if (a.set !== undefined) size = a.set;
      if (a.change !== undefined) size += a.change;
    }
  }
  return Math.max(0, size);
}
