// The "damage-each" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { dealDamage, characteristics } from './shared.ts';
import { membersOf } from './group-changes.ts';

export const damageEachEffect: EffectModule<'damage-each'> = {
  resolve(game, item, effect, _target) {
    const src = item.source;
    // cov-tail: a group's creatures as it resolves ("each attacking creature").
    const creatures = effect.group ? membersOf(game, item, effect.group) : game.battlefield.filter((p) => effect.creatures && characteristics(game, p).types.includes('Creature'));
    const events = creatures
      .map((p) => ({ type: 'damage' as const, source: src, to: { kind: 'permanent' as const, id: p.id }, amount: effect.amount, combat: false }));
    if (effect.players) for (const p of game.players) if (!p.lost) events.push({ type: 'damage', source: src, to: { kind: 'player', name: p.name } as never, amount: effect.amount, combat: false });
    dealDamage(game, events);
  },
};
