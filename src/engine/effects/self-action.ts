// The "self-action" effect: the ability's source acts on itself ("sacrifice it", "put it on top of
// its owner's library"). A source that left the battlefield is a
// new object (400.7), so nothing happens to it; only its controller can sacrifice it (701.21a).
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, permanentById, say, trace } from './shared.ts';

export const selfActionEffect: EffectModule<'self-action'> = {
  resolve(game, item, effect) {
    const self = permanentById(game, item.source.id);
    if (!self || (effect.action === 'sacrifice' && self.controller !== item.controller)) {
      trace(game, 'effect', say('effect.noEffect', { object: item.source.name, why: 'gone' }), cite('newObject'));
      return;
    }
    if (effect.action === 'sacrifice') leaveBattlefield(game, [{ object: self, to: 'graveyard', why: say('why.sacrificed', {}), rules: cite('sacrifice') }]);
    else leaveBattlefield(game, [{ object: self, to: 'library', position: 1, why: say('why.putOnLibrary', {}), rules: cite('followInstructions') }]);
  },
};
