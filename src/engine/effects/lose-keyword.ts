// The "lose-keyword" effect ("Target creature loses flying until end of turn"): an
// ability-removing effect in layer 6 (613.1f), ordered by timestamp against the effects that
// grant the same keyword (613.7): a later "gains flying" gives it back.
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, nextTurnOf, say, targetedPermanent } from './shared.ts';

export const loseKeywordEffect: EffectModule<'lose-keyword'> = {
  resolve(game, item, effect, target) {
    const perm = targetedPermanent(game, target);
    if (!perm) return;
    changeUntilEndOfTurn(game, perm, item.source.name, { layer: '6', loses: effect.keyword }, say('layer.loseKeyword', { keyword: say('term.keyword', { keyword: effect.keyword }) }), 'layerAbility', nextTurnOf(effect, item));
  },
};
