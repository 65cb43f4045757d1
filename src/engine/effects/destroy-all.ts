// The "destroy-all" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, destroy, characteristics, say } from './shared.ts';

export const destroyAllEffect: EffectModule<'destroy-all'> = {
  resolve(game, _item, effect, _target) {
    // All at once (701.8a): indestructible ones stay, regeneration shields apply, dies triggers see each other.
    const type = { creatures: 'Creature', artifacts: 'Artifact', enchantments: 'Enchantment' }[effect.what];
    const all = game.battlefield.filter((p) => characteristics(game, p).types.includes(type));
    destroy(game, all.map((p) => ({ object: p, why: say('why.destroyed', {}), rules: cite('destroy'), ...(effect.noRegeneration ? { noRegeneration: true } : {}) })));
  },
};
