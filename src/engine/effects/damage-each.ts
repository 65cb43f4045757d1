// The "damage-each" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { dealDamage, characteristics } from './shared.ts';

export const damageEachEffect: EffectModule<'damage-each'> = {
  resolve(game, item, effect, _target) {
    const src = item.source;
    const events = game.battlefield
      .filter((p) => effect.creatures && characteristics(game, p).types.includes('Creature'))
      .map((p) => ({ type: 'damage' as const, source: src, to: { kind: 'permanent' as const, id: p.id }, amount: effect.amount, combat: false }));
    if (effect.players) for (const p of game.players) if (!p.lost) events.push({ type: 'damage', source: src, to: { kind: 'player', name: p.name } as never, amount: effect.amount, combat: false });
    dealDamage(game, events);
  },
};
