// The "graveyard-return" effect: a graveyard ability resolving (113.6b). Its source card goes to
// its owner's hand or onto the battlefield, if it is still in the graveyard: a card that left
// and came back is a new object the ability doesn't know (400.7). Unearth (702.84a) adds haste,
// the delayed exile at the next end step, and the "would leave" replacement (game/graveyard-abilities.ts).
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, player, putOntoBattlefield, say, trace } from './shared.ts';

export const graveyardReturnEffect: EffectModule<'graveyard-return'> = {
  resolve(game, item, effect) {
    const owner = player(game, item.controller);
    const card = owner.graveyard.find((c) => c.id === item.source.id);
    if (!card) {
      trace(game, 'effect', say('effect.graveyardCardGone', { card: item.source.name }), cite('delayedNewObject', 'graveyardAbility'));
      return;
    }
    owner.graveyard.splice(owner.graveyard.indexOf(card), 1);
    if (effect.to === 'hand') {
      owner.hand.push(card);
      trace(game, 'zone-change', say('effect.returnedToHand', { card: card.def.name, player: owner.name }), cite('graveyardAbility'));
      return;
    }
    const perm = putOntoBattlefield(game, card, item.controller, { tapped: effect.to === 'battlefield-tapped' });
    if (effect.to === 'battlefield-tapped') {
      trace(game, 'zone-change', say('effect.returnedToBattlefield', { card: card.def.name, player: card.owner, controller: item.controller, tapped: true }), cite('graveyardAbility'), { object: perm.id });
      return;
    }
    perm.unearthed = true;
    game.floating.push({ timestamp: nextTimestamp(game), duration: { kind: 'indefinitely' }, objectId: perm.id, sourceName: card.def.name, change: { layer: '6', keyword: 'haste' } });
    const text = `Exile ${card.def.name} at the beginning of the next end step.`;
    game.delayed.push({ at: 'next-end-step', createdTurn: game.turn, controller: item.controller, source: item.source, effects: [{ type: 'move-later', objectId: perm.id, to: 'exile', keyword: 'unearth' }], text });
    trace(game, 'zone-change', say('effect.unearthed', { card: card.def.name }), cite('unearth', 'delayedTrigger'), { object: perm.id });
  },
};
