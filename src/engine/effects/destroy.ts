// The "destroy" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, destroy, permanentById, say } from './shared.ts';

export const destroyEffect: EffectModule<'destroy'> = {
  resolve(game, _item, effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (perm) destroy(game, [{ object: perm, why: say('why.destroyed', {}), rules: cite('destroy'), ...(effect.noRegeneration ? { noRegeneration: true } : {}) }]);
  },
};
