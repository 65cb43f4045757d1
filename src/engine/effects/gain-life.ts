// The "gain-life" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { gainLife, noteDefault, say } from './shared.ts';

export const gainLifeEffect: EffectModule<'gain-life'> = {
  resolve(game, item, effect, _target) {
    const src = item.source;
    if (effect.optional) noteDefault(game, say('default.youMay', { source: src.name, player: item.controller, what: 'gain-life' }));
    gainLife(game, item.controller, effect.amount, { source: src.name });
  },
};
