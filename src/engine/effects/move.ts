// Returning permanents to their owners' hands (400.3: a card goes to its owner's hand, whoever
// controlled it): "return target creature to its owner's hand", "return it …", "return all
// nonland permanents to their owners' hands", "return this creature …", "return enchanted
// creature …". Every permanent named leaves at the same time; a token goes too and then ceases
// to exist (704.5d). The `move` verb's other destinations are still legacy effects.
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, say } from './shared.ts';
import { permanentsNamed, verbScope } from './verb-scope.ts';

export const moveEffect: EffectModule<'move'> = {
  resolve(game, item, effect, target, given) {
    const { permanents, rules } = permanentsNamed(game, item, [effect.objects], verbScope(item, effect, target, given));
    if (permanents.length) leaveBattlefield(game, permanents.map((p) => ({ object: p, to: effect.to, why: say('why.returnedToHand', {}), rules: [...rules, ...cite('followInstructions')] })));
  },
};
