// The "damage-players" effect ("This land deals 1 damage to you", "… to each opponent"): the
// source deals the damage to each player named, no target chosen (120.3a through dealDamage).
import { apnap } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { dealDamage, opponents } from './shared.ts';

export const damagePlayersEffect: EffectModule<'damage-players'> = {
  resolve(game, item, effect) {
    const who = effect.players === 'you' ? [item.controller] : effect.players === 'each-opponent' ? opponents(game, item.controller).map((p) => p.name) : apnap(game).map((p) => p.name);
    if (effect.amount > 0) dealDamage(game, who.map((name) => ({ type: 'damage' as const, source: item.source, to: { kind: 'player' as const, name }, amount: effect.amount, combat: false })));
  },
};
