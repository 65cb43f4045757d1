// The "host-action" effect: the ability acts on the permanent its source is attached to —
// "enchanted creature" (303.4b), "equipped creature" (301.5a) — as it resolves. With the
// source unattached or gone, there is no such creature and nothing happens.
import type { EffectModule } from './module.ts';
import { addRegenerationShield } from './regenerate.ts';
import { cite, leaveBattlefield, permanentById, say, trace } from './shared.ts';

export const hostActionEffect: EffectModule<'host-action'> = {
  resolve(game, item, effect) {
    const source = permanentById(game, item.source.id);
    const host = source?.attachedTo ? permanentById(game, source.attachedTo) : undefined;
    if (!host) {
      trace(game, 'effect', say('effect.noEffect', { object: item.source.name, why: 'gone' }), cite('newObject'));
      return;
    }
    const word = source!.card.def.subtypes.includes('Aura') ? cite('enchanted') : cite('equipped');
    if (effect.action === 'regenerate') addRegenerationShield(game, host);
    else leaveBattlefield(game, [{ object: host, to: 'hand', why: "is returned to its owner's hand", rules: word }]);
  },
};
