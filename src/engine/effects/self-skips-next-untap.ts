// cov-statics: the "self-skips-next-untap" effect ("This land doesn't untap during your next
// untap step."): the source skips one untap step (502.3), kept on the permanent as
// "Tap target creature. It doesn't untap …" keeps it (effects/tap-frozen.ts). "Your next untap
// step" is its controller's while control doesn't change, the only case a replay meets here.
import type { EffectModule } from './module.ts';
import { cite, permanentById, say, trace } from './shared.ts';

export const selfSkipsNextUntapEffect: EffectModule<'self-skips-next-untap'> = {
  resolve(game, item) {
    const perm = permanentById(game, item.source.id);
    if (!perm) return;
    perm.skipUntaps = (perm.skipUntaps ?? 0) + 1;
    trace(game, 'effect', say('effect.skipsNextUntap', { object: perm.card.def.name }), cite('doesntUntap'));
  },
};
