// cov-mechanics: "When this creature dies, put it on top of its owner's library" (Dark Revenant):
// the card is found only in the graveyard it went to (603.6c), then goes on top of the library.
import type { EffectModule } from './module.ts';
import { cardInGraveyard } from './return-self.ts';
import { cite, player, say, trace } from './shared.ts';

export const returnSelfToLibraryTopEffect: EffectModule<'return-self-to-library-top'> = {
  resolve(game, item) {
    const card = cardInGraveyard(game, item);
    if (!card) return;
    player(game, card.owner).library.unshift(card);
    trace(game, 'zone-change', say('effect.returnsToLibraryTop', { object: card.def.name, owner: card.owner }), cite('ltbFindsCard'));
  },
};
