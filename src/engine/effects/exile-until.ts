// "Exile target … until SELF leaves the battlefield" (610.3) and the linked "return the exiled
// card" (607.2a): the one-shot halves; the return as the source leaves is game/exile-until.ts's.
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { EffectModule } from './module.ts';
import { leaveBattlefield, putOntoBattlefield } from '../game/events.ts';
import { permanentById, player, trace } from '../game/state.ts';

export const exileUntilLeavesEffect: EffectModule<'exile-until-leaves'> = {
  resolve(game, item, _effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    if (!permanentById(game, item.source.id)) {
      trace(game, 'effect', say('effect.exileUntilSourceGone', { source: item.source.name }), cite('exileUntil', item.trigger ? 'exileUntilAlreadyLeft' : 'exileUntilAlreadyLeftActivated'));
      return;
    }
    const card = perm.card;
    leaveBattlefield(game, [{ object: perm, to: 'exile', why: say('why.exiled', {}), rules: cite('exile', 'exileUntil') }]);
    // A token ceases to exist in exile (111.8) and a replacement may have sent the card elsewhere: nothing to bring back.
    if (card.token || !player(game, card.owner).exile.includes(card)) return;
    game.exiledUntil = [...(game.exiledUntil ?? []), { sourceId: item.source.id, cardId: card.id }];
    trace(game, 'effect', say('effect.exiledUntil', { card: card.def.name, source: item.source.name }), cite('exileUntil'));
  },
};

/**
 * "When this creature leaves the battlefield, return the exiled card to the battlefield under its
 * owner's control" (Journey to Nowhere, Fiend Hunter): the cards the same permanent's linked
 * ability exiled and that are still in exile (607.2a; one that left exile is a new object, 400.7).
 * If this trigger resolves before the exile does (the source left in response), nothing is
 * remembered yet, and the card exiled later stays exiled.
 */
export const returnExiledEffect: EffectModule<'return-exiled'> = {
  resolve(game, item, effect) {
    const ids = game.exiledWith?.[item.source.id] ?? [];
    if (game.exiledWith) game.exiledWith = Object.fromEntries(Object.entries(game.exiledWith).filter(([k]) => k !== item.source.id));
    let any = false;
    for (const id of ids) {
      const owner = game.players.find((p) => p.exile.some((c) => c.id === id));
      if (!owner) continue;
      const card = owner.exile.find((c) => c.id === id)!;
      owner.exile = owner.exile.filter((c) => c !== card);
      any = true;
      if (effect.to === 'hand') {
        player(game, card.owner).hand.push(card);
        trace(game, 'zone-change', say('effect.exiledCardReturns', { card: card.def.name, source: item.source.name, to: 'hand', owner: card.owner }), cite('linkedExiled'));
      } else {
        const back = putOntoBattlefield(game, card, card.owner);
        trace(game, 'zone-change', say('effect.exiledCardReturns', { card: card.def.name, source: item.source.name, to: 'battlefield', owner: card.owner }), cite('linkedExiled', 'exileUntilOwner', 'newObject'), { object: back.id });
      }
    }
    if (!any) trace(game, 'effect', say('effect.noExiledCard', { source: item.source.name }), cite('linkedExiled'));
  },
};
