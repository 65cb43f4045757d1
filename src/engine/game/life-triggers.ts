// "Whenever you gain life" (119.9): one trigger per life-gain event, none for 0 life.
import { characteristics } from './characteristics.ts';
import type { Game } from './state.ts';
import { emblemTriggers } from './emblems.ts';

export function lifeGained(game: Game, who: string, amount: number): void {
  if (amount <= 0) return;
  for (const perm of game.battlefield) {
    if (perm.controller !== who) continue;
    const c = characteristics(game, perm);
    for (const a of c.abilities) {
      if (a.kind !== 'triggered' || a.trigger.event !== 'you-gain-life') continue;
      game.pendingTriggers.push({ controller: who, source: { id: perm.id, name: c.name, controller: perm.controller, colors: c.colors, keywords: [...c.keywords], types: c.types, subtypes: c.subtypes }, ability: a, reason: `${who} gained life`, event: { player: who, amount } });
    }
  }
  // 114.4: an emblem's "whenever you gain life" triggers from the command zone.
  for (const t of emblemTriggers(game, (a, owner) => owner === who && a.trigger.event === 'you-gain-life', `${who} gained life`)) game.pendingTriggers.push({ ...t, event: { player: who, amount } });
}
