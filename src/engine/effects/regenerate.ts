// Regenerating (701.19a): "regenerate this creature", "regenerate target creature", "regenerate
// enchanted creature", "regenerate each creature you control": a regeneration shield on each
// permanent named as it resolves (game/refs.ts); the host is gone with its source unattached.
import type { Game, Permanent } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, trace, say } from './shared.ts';
import { permanentsNamed, verbScope } from './verb-scope.ts';

/** 701.19a: each resolution makes its own shield; two activations replace two destructions. */
export function addRegenerationShield(game: Game, who: Permanent): void {
  game.regenerationShields.push(who.id);
  trace(game, 'effect', say('effect.regenerationShield', { object: who.card.def.name }), cite('regenerate', 'regenerationReplaces'));
}

export const regenerateEffect: EffectModule<'regenerate'> = {
  resolve(game, item, effect, target, given) {
    for (const p of permanentsNamed(game, item, [effect.objects], verbScope(item, effect, target, given)).permanents) addRegenerationShield(game, p);
  },
};
