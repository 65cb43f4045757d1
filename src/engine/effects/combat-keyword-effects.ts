// The effects of keyword triggers whose words name combat: afflict
// (702.130a), rampage (702.23a–b). Each reads the combat as it is when the trigger resolves.
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, cite, loseLife, permanentById, say, sign, trace } from './shared.ts';
import { putCounters } from './shared.ts';

export const thatPlayerLosesLifeEffect: EffectModule<'that-player-loses-life'> = {
  resolve(game, item, effect) {
    if (item.event?.player) loseLife(game, item.event.player, effect.amount, { source: item.source.name });
  },
};

/** Renown N (702.112a): the intervening "if it isn't renowned" is checked again on resolution (603.4). */
export const renownEffect: EffectModule<'renown'> = {
  resolve(game, item, effect) {
    const perm = permanentById(game, item.source.id);
    if (!perm || perm.renowned) return;
    const put = putCounters(game, perm, '+1/+1', effect.n, { quiet: true });
    perm.renowned = true;
    trace(game, 'counters', say('effect.renowned', { object: perm.card.def.name, count: put }), cite('renown', 'counters'));
  },
};

/** Melee (702.121a): +1/+1 per opponent attacked with a creature, counted as attackers were declared (a planeswalker is not its controller). */
export const meleeEffect: EffectModule<'melee'> = {
  resolve(game, item) {
    const perm = permanentById(game, item.source.id);
    const n = (game.combat.playersAttacked ?? []).filter((p) => p !== item.controller).length;
    if (!perm || n === 0) return;
    changeUntilEndOfTurn(game, perm, item.source.name, { layer: '7c', power: n, toughness: n }, say('what.gets', { change: `${sign(n)}/${sign(n)}` }), 'layerModifyPT');
  },
};

export const rampageEffect: EffectModule<'rampage'> = {
  resolve(game, item, effect) {
    const perm = permanentById(game, item.source.id);
    const beyond = game.combat.blockers.filter((b) => b.attacker === item.source.id).length - 1;
    if (!perm || beyond <= 0) return;
    const n = effect.n * beyond;
    changeUntilEndOfTurn(game, perm, item.source.name, { layer: '7c', power: n, toughness: n }, say('what.gets', { change: `${sign(n)}/${sign(n)}` }), 'layerModifyPT');
  },
};
