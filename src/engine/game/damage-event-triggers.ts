// cov-mechanics: "Whenever this creature deals damage" / "is dealt damage" and the same of the
// creature an Aura or Equipment is attached to. Damage dealt at the same time is one event: the
// ability triggers once, for the total (603.2c; Armadillo Cloak's ruling), as damage is dealt (120.4b).
import type { Trigger } from '../oracle/ast.ts';
import { characteristics } from './characteristics.ts';
import { sourceInfo, type DamageDealt } from './events.ts';
import type { Game } from './state.ts';
import { say } from '../messages/message.ts';

type DamageTrigger = Extract<Trigger, { event: 'damage-event' }>;

export function queueDamageEventTriggers(game: Game, dealt: DamageDealt[], combat: boolean): void {
  if (!game.battlefield.some((p) => p.card.def.abilities.some((a) => a.kind === 'triggered' && a.trigger.event === 'damage-event'))) return;
  const totals = { deals: new Map<string, number>(), dealt: new Map<string, number>() };
  for (const d of dealt) {
    if (d.amount <= 0) continue;
    totals.deals.set(d.source.id, (totals.deals.get(d.source.id) ?? 0) + d.amount);
    if (d.to.kind === 'permanent') totals.dealt.set(d.to.id, (totals.dealt.get(d.to.id) ?? 0) + d.amount);
  }
  for (const perm of game.battlefield) {
    const c = characteristics(game, perm);
    for (const ab of c.abilities) {
      if (ab.kind !== 'triggered' || ab.trigger.event !== 'damage-event') continue;
      const t = ab.trigger as DamageTrigger;
      if (t.combat && !combat) continue;
      const creature = t.who === 'self' ? perm.id : perm.attachedTo;
      const amount = creature ? totals[t.side].get(creature) : undefined;
      if (!creature || !amount) continue;
      const name = game.battlefield.find((p) => p.id === creature)?.card.def.name ?? say('term.theCreature', {});
      game.pendingTriggers.push({ controller: perm.controller, source: sourceInfo(game, perm, c), ability: ab, reason: say('reason.damage', { object: name, side: t.side, amount, combat }), event: { amount } });
    }
  }
}
