// cov-tail: "Whenever CARDNAME deals damage" and "Whenever enchanted creature deals damage"
// (Spirit Link): they trigger once for each batch of damage a source deals at the same time
// (combat damage to several creatures is one event, 510.2), checked right after it is dealt
// (603.2), and "that much" is the total it dealt (the trigger's event amount).
import { characteristics } from './characteristics.ts';
import { sourceInfo, type DamageDealt } from './events.ts';
import { permanentById, type Game } from './state.ts';

export function queueDealtDamageTriggers(game: Game, dealt: DamageDealt[]): void {
  const totals = new Map<string, number>();
  for (const d of dealt) if (d.amount > 0) totals.set(d.source.id, (totals.get(d.source.id) ?? 0) + d.amount);
  for (const [id, amount] of totals) {
    const source = permanentById(game, id);
    if (!source) continue;
    const name = characteristics(game, source).name;
    for (const perm of game.battlefield) {
      if (perm !== source && perm.attachedTo !== id) continue;
      const c = characteristics(game, perm);
      for (const ab of c.abilities) {
        if (ab.kind !== 'triggered' || ab.trigger.event !== 'deals-damage' || !!ab.trigger.host !== (perm !== source)) continue;
        game.pendingTriggers.push({ controller: perm.controller, source: sourceInfo(game, perm, c), ability: ab, reason: `${name} dealt ${amount} damage`, event: { amount } });
      }
    }
  }
}
