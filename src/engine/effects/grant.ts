// The "grant" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, cite, nextTimestamp, nextTurnOf, permanentById, trace, say } from './shared.ts';

export const grantEffect: EffectModule<'grant'> = {
  resolve(game, item, effect, target) {
    const src = item.source;
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    const until = nextTurnOf(effect, item);
    if (until) return changeUntilEndOfTurn(game, perm, src.name, { layer: '6', keyword: effect.keyword }, say('what.gains', { keyword: say('term.keyword', { keyword: effect.keyword }) }), 'layerAbility', until);
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src.name, change: { layer: '6', keyword: effect.keyword } });
    trace(game, 'effect', say('effect.gainsKeyword', { object: perm.card.def.name, keyword: say('term.keyword', { keyword: effect.keyword }) }), cite('layerAbility', 'untilEndOfTurn'));
  },
};
