// The "grant-self" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, permanentById, trace } from './shared.ts';

export const grantSelfEffect: EffectModule<'grant-self'> = {
  resolve(game, item, effect, _target) {
    const src = item.source;
    const self = permanentById(game, src.id);
    if (!self) return;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: self.id, sourceName: src.name, change: { layer: '6', keyword: effect.keyword } });
    trace(game, 'effect', `${self.card.def.name} gains ${effect.keyword} until end of turn`, cite('layerAbility', 'untilEndOfTurn'));
  },
};
