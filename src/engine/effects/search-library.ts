// "Search your library for a basic land card, reveal it, put it into your hand, then shuffle" /
// "…, put it onto the battlefield tapped, then shuffle" (701.23a search, 701.24a shuffle): the
// search of effects/search-to-hand.ts, the card going where the sentence says.
import type { EffectModule } from './module.ts';
import { searchLibrary } from './search-to-hand.ts';
import { cite, player, putOntoBattlefield, say, trace } from './shared.ts';

export const searchLibraryEffect: EffectModule<'search-library'> = {
  resolve(game, item, effect) {
    const who = item.controller;
    searchLibrary(game, item, effect.find, [], (card) => {
      if (effect.to === 'hand') {
        player(game, who).hand.push(card);
        trace(game, 'search', say('effect.searchFinds', { player: who, card: card.def.name }), cite('search'));
        return;
      }
      const perm = putOntoBattlefield(game, card, who, { tapped: effect.tapped === true });
      trace(game, 'search', say('effect.searchToBattlefield', { player: who, card: card.def.name, tapped: effect.tapped === true }), cite('search', 'enteredUnderControl'), { object: perm.id });
    });
  },
};
