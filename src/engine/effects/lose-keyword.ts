// The "lose-keyword" effect ("Target creature loses flying until end of turn"): an
// ability-removing effect in layer 6 (613.1f), ordered by timestamp against the effects that
// grant the same keyword (613.7): a later "gains flying" gives it back.
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, say, targetedPermanent, trace } from './shared.ts';

export const loseKeywordEffect: EffectModule<'lose-keyword'> = {
  resolve(game, item, effect, target) {
    const perm = targetedPermanent(game, target);
    if (!perm) return;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: '6', loses: effect.keyword } });
    trace(game, 'effect', say('effect.untilEndOfTurn', { object: perm.card.def.name, what: say('layer.loseKeyword', { keyword: say('term.keyword', { keyword: effect.keyword }) }), pt: '' }), cite('layerAbility', 'untilEndOfTurn'));
  },
};
