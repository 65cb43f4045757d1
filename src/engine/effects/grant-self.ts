// The "grant-self" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, permanentById, trace , say } from './shared.ts';

export const grantSelfEffect: EffectModule<'grant-self'> = {
  resolve(game, item, effect, _target) {
    const src = item.source;
    const self = permanentById(game, src.id);
    if (!self) return;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: self.id, sourceName: src.name, change: { layer: '6', keyword: effect.keyword } });
    trace(game, 'effect', say('effect.gainsKeyword', { object: self.card.def.name, keyword: say('term.keyword', { keyword: effect.keyword }) }), cite('layerAbility', 'untilEndOfTurn'));
  },
};
