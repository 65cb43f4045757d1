// Destroying (701.8): "destroy target creature", "destroy it", "destroy all creatures. They
// can't be regenerated." Every object named is destroyed at the same time (701.8a: dies
// triggers see each other; indestructible ones stay, regeneration shields apply unless the
// instruction says they can't be regenerated, 701.19c).
import type { EffectModule } from './module.ts';
import { cite, destroy, say } from './shared.ts';
import { permanentsNamed, verbScope } from './verb-scope.ts';

export const destroyEffect: EffectModule<'destroy'> = {
  resolve(game, item, effect, target, given) {
    const { permanents, rules } = permanentsNamed(game, item, [effect.objects], verbScope(item, effect, target, given));
    if (permanents.length) destroy(game, permanents.map((p) => ({ object: p, why: say('why.destroyed', {}), rules: [...rules, ...cite('destroy')], ...(effect.noRegeneration ? { noRegeneration: true } : {}) })));
  },
};
