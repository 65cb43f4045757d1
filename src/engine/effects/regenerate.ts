// The "regenerate" effect ("Regenerate target creature."): a regeneration shield (701.19a).
import type { Game, Permanent } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, permanentById, trace , say } from './shared.ts';

/** 701.19a: each resolution makes its own shield; two activations replace two destructions. */
export function addRegenerationShield(game: Game, who: Permanent): void {
  game.regenerationShields.push(who.id);
  trace(game, 'effect', say('effect.regenerationShield', { object: who.card.def.name }), cite('regenerate', 'regenerationReplaces'));
}

export const regenerateEffect: EffectModule<'regenerate'> = {
  resolve(game, _item, _effect, target) {
    const who = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (who) addRegenerationShield(game, who);
  },
};
