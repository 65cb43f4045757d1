// The "discard" effect: "Target player discards N cards" (701.9a). The discarding player
// chooses (701.9b), with a `choose: {discard: [...]}` of theirs; without one, the first cards
// listed in their hand, as a documented default.
import type { EffectModule } from './module.ts';
import { discardCards } from '../game/discard.ts';
import { apnapOrder } from './shared.ts';

export const discardEffect: EffectModule<'discard'> = {
  resolve(game, item, effect, target) {
    if (target?.kind === 'player') discardCards(game, target.name, effect.amount, item.source.name);
  },
};

/** "Each player (each opponent) discards N cards": in APNAP order, each choosing (101.4, 701.9b). */
export const eachDiscardsEffect: EffectModule<'each-discards'> = {
  resolve(game, item, effect) {
    for (const p of apnapOrder(game)) if (effect.who === 'each-player' || p.name !== item.controller) discardCards(game, p.name, effect.amount, item.source.name);
  },
};

/** "That player discards N cards": the player the trigger's event named (dealt combat damage). */
export const thatPlayerDiscardsEffect: EffectModule<'that-player-discards'> = {
  resolve(game, item, effect) {
    if (item.event?.player) discardCards(game, item.event.player, effect.amount, item.source.name);
  },
};
