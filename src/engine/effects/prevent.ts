// The "prevent" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, nameOf, nextTimestamp, trace , say } from './shared.ts';

export const preventEffect: EffectModule<'prevent'> = {
  resolve(game, item, effect, target) {
    const src = item.source;
    if (!target) return;
    game.shields.push({ id: nextTimestamp(game), target, remaining: effect.amount, sourceName: src.name, ...(effect.thenCounters ? { thenCounters: { counter: effect.thenCounters, by: item.controller } } : {}) });
    trace(game, 'effect', say('effect.preventNext', { amount: effect.amount, target: nameOf(game, target) }), cite('prevention'));
  },
};
