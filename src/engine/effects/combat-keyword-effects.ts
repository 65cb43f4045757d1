// The effects of keyword triggers whose words name combat: rampage (702.23a–b), melee
// (702.121a), renown (702.112a). Each reads the combat as it is when the trigger resolves
// (afflict's "defending player loses N life" is the lose-life verb).
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, cite, permanentById, say, sign, trace } from './shared.ts';
import { putCounters } from './shared.ts';

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
