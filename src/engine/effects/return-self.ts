// Leaves-the-battlefield abilities that bring their card back: persist and undying ("return it
// to the battlefield under its owner's control with a -1/-1 (+1/+1) counter on it", 702.79a,
// 702.93a) and "return it to its owner's hand" (Rancor). The ability finds the card only in the
// first zone it went to (603.6c): exiled instead, or gone from the graveyard, it does nothing.
import type { Card, Game, StackItem } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, player, putOntoBattlefield, say, trace } from './shared.ts';

export function cardInGraveyard(game: Game, item: StackItem): Card | undefined {
  const known = game.lastKnown[item.source.id];
  if (!known) return undefined;
  const yard = player(game, known.card.owner).graveyard;
  const card = yard.find((c) => c === known.card);
  if (!card) trace(game, 'note', say('effect.notInGraveyard', { object: known.name }), cite('ltbFindsCard'));
  else yard.splice(yard.indexOf(card), 1);
  return card;
}

export const returnSelfToBattlefieldEffect: EffectModule<'return-self-to-battlefield'> = {
  resolve(game, item, effect) {
    const card = cardInGraveyard(game, item);
    if (!card) return;
    // The counter is part of how it enters (614.1c): its enters triggers see it.
    const perm = putOntoBattlefield(game, card, card.owner, { counters: { [effect.counter]: 1 } });
    trace(game, 'zone-change', say('effect.returnsToBattlefield', { object: card.def.name, owner: card.owner, counter: say('term.counter', { counter: effect.counter }) }), cite(effect.counter === '-1/-1' ? 'persist' : 'undying', 'ltbFindsCard'), { object: perm.id });
  },
};

export const returnSelfToHandEffect: EffectModule<'return-self-to-hand'> = {
  resolve(game, item) {
    const card = cardInGraveyard(game, item);
    if (!card) return;
    player(game, card.owner).hand.push(card);
    trace(game, 'zone-change', say('effect.returnsToHand', { object: card.def.name, owner: card.owner }), cite('ltbFindsCard'));
  },
};
