// "CARDNAME deals N damage to each creature with (without) flying [and each player]" (Hurricane,
// Earthquake): the creatures are the ones with (without) flying as the effect resolves (608.2h);
// all the damage is dealt at once.
import type { EffectModule } from './module.ts';
import { characteristics, dealDamage } from './shared.ts';

export const damageEachFlyingEffect: EffectModule<'damage-each-flying'> = {
  resolve(game, item, effect) {
    const src = item.source;
    // 107.3: X is the value chosen as the spell was cast.
    const amount = effect.amount === 'X' ? (item.x ?? 0) : effect.amount;
    const events = game.battlefield
      .filter((p) => {
        const c = characteristics(game, p);
        return c.types.includes('Creature') && c.keywords.has('flying') === (effect.flying === 'with');
      })
      .map((p) => ({ type: 'damage' as const, source: src, to: { kind: 'permanent' as const, id: p.id } as { kind: 'permanent'; id: string } | { kind: 'player'; name: string }, amount, combat: false }));
    if (effect.players) for (const p of game.players) if (!p.lost) events.push({ type: 'damage', source: src, to: { kind: 'player', name: p.name }, amount, combat: false });
    if (amount <= 0) return;
    dealDamage(game, events);
  },
};
