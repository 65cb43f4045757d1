// The "prevent" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import type { TargetRef } from '../game/state.ts';
import { cite, nameOf, nextTimestamp, permanentById, trace, say } from './shared.ts';

export const preventEffect: EffectModule<'prevent'> = {
  resolve(game, item, effect, target) {
    const src = item.source;
    // No target: the ability's own source ("him"), while it is still on the battlefield.
    const shielded: TargetRef | undefined = effect.target ? target : permanentById(game, src.id) ? { kind: 'permanent', id: src.id } : undefined;
    if (!shielded) return;
    const all = effect.amount === 'all';
    game.shields.push({ id: nextTimestamp(game), target: shielded, remaining: all ? Infinity : effect.amount as number, sourceName: src.name, ...(effect.thenCounters ? { thenCounters: { counter: effect.thenCounters, by: item.controller } } : {}) });
    trace(game, 'effect', all ? say('effect.preventAll', { target: nameOf(game, shielded) }) : say('effect.preventNext', { amount: effect.amount as number, target: nameOf(game, shielded) }), cite('prevention'));
  },
};
