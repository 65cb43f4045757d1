// The "flicker" effect: "Exile target creature you control, then return that card to the
// battlefield under your control." The card returns as a new object with no memory of the old
// one (400.7): no damage, counters, effects or targets carry over. A token exiled this way
// ceases to exist and does not return (111.8).
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, permanentById, player, putOntoBattlefield, say, trace } from './shared.ts';

export const flickerEffect: EffectModule<'flicker'> = {
  resolve(game, item, effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    const card = perm.card;
    leaveBattlefield(game, [{ object: perm, to: 'exile', why: say('why.exiled', {}), rules: cite('exile') }]);
    const exile = player(game, card.owner).exile;
    const i = exile.indexOf(card);
    if (i < 0 || card.token) return;
    exile.splice(i, 1);
    const controller = effect.returnTo === 'owner' ? card.owner : item.controller;
    const back = putOntoBattlefield(game, card, controller);
    trace(game, 'zone-change', say('effect.returnsAsNewObject', { card: card.def.name, controller, id: back.id }), cite('newObject', 'permanentEnters'), { object: back.id });
  },
};
