// The "untap" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, permanentById, trace } from './shared.ts';

export const untapEffect: EffectModule<'untap'> = {
  resolve(game, _item, effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (perm) {
      perm.tapped = false;
      trace(game, 'effect', `${perm.card.def.name} becomes untapped`, cite('tap'));
    }
  },
};
