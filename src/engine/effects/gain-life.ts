// The "gain-life" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { gainLife, noteDefault } from './shared.ts';

export const gainLifeEffect: EffectModule<'gain-life'> = {
  resolve(game, item, effect, _target) {
    const src = item.source;
    if (effect.optional) noteDefault(game, `${src.name}: "you may" — ${item.controller} chooses to gain the life`);
    gainLife(game, item.controller, effect.amount, ` (${src.name})`);
  },
};
