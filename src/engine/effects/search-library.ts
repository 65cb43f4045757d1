// "Search your library for a basic land card, reveal it, put it into your hand, then shuffle" /
// "…, put it onto the battlefield tapped, then shuffle" / "…, then shuffle and put that card on
// top", "…, exile them, then shuffle" (701.23a search, 701.24a shuffle): the search of effects/search-to-hand.ts, each card
// found going where the sentence says.
import type { EffectModule } from './module.ts';
import { searchLibrary } from './search-to-hand.ts';
import { cite, player, putCardIntoGraveyard, putOntoBattlefield, say, trace } from './shared.ts';

export const searchLibraryEffect: EffectModule<'search-library'> = {
  resolve(game, item, effect) {
    const who = item.controller;
    const options = { count: effect.count, upTo: effect.upTo, afterShuffle: effect.to === 'top' };
    let found = 0;
    searchLibrary(game, item, effect.find, [], (card) => {
      // Cultivate: the first card found (the first one `choose: {search: [..]}` names) goes onto the battlefield, the other into the hand.
      const to = effect.to === 'battlefield-and-hand' ? (found++ === 0 ? 'battlefield' : 'hand') : effect.to;
      if (to === 'hand') {
        player(game, who).hand.push(card);
        trace(game, 'search', say('effect.searchFinds', { player: who, card: card.def.name }), cite('search'));
      } else if (to === 'top') {
        player(game, who).library.unshift(card);
        trace(game, 'search', say('effect.searchToTop', { player: who, card: card.def.name }), cite('search', 'shuffle'));
      } else if (to === 'graveyard') {
        trace(game, 'search', say('effect.searchToGraveyard', { player: who, card: card.def.name }), cite('search'));
        putCardIntoGraveyard(game, card);
      } else if (to === 'exile') {
        player(game, who).exile.push(card);
        trace(game, 'search', say('effect.searchToExile', { player: who, card: card.def.name }), cite('search'));
      } else {
        const perm = putOntoBattlefield(game, card, who, { tapped: effect.tapped === true });
        trace(game, 'search', say('effect.searchToBattlefield', { player: who, card: card.def.name, tapped: effect.tapped === true }), cite('search', 'enteredUnderControl'), { object: perm.id });
      }
    }, options);
  },
};
