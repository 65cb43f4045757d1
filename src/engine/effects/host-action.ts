// The "host-action" effect: "regenerate enchanted (equipped) creature" — the permanent the source
// is attached to (303.4b, 301.5a) as it resolves. With the source unattached or gone, there is no
// such creature and nothing happens. (Tap, untap, destroy, exile and return it to its owner's
// hand are the object verbs' `{ref: 'host'}`.)
import type { EffectModule } from './module.ts';
import { addRegenerationShield } from './regenerate.ts';
import { cite, permanentById, say, trace } from './shared.ts';

export const hostActionEffect: EffectModule<'host-action'> = {
  resolve(game, item) {
    const source = permanentById(game, item.source.id);
    const host = source?.attachedTo ? permanentById(game, source.attachedTo) : undefined;
    if (!host) {
      trace(game, 'effect', say('effect.noEffect', { object: item.source.name, why: 'gone' }), cite('newObject'));
      return;
    }
    addRegenerationShield(game, host);
  },
};
