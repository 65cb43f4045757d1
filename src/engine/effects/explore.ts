// The "explore" effect (701.44a): reveal the top card of the library; a land goes to the hand;
// otherwise the exploring permanent gets a +1/+1 counter and the card may go to the graveyard
// (a scenario `choose: {graveyard: [CARD]}`; without one the card stays on top, the default).
import type { EffectModule } from './module.ts';
import { sortTopCards } from './library-top.ts';
import { putCounters } from './shared.ts';
import { cite, permanentById, player, putCardIntoGraveyard, say, trace } from './shared.ts';

export const exploreEffect: EffectModule<'explore'> = {
  resolve(game, item) {
    const p = player(game, item.controller);
    const top = p.library[0];
    const self = permanentById(game, item.source.id);
    const isLand = Boolean(top?.def.types.includes('Land'));
    trace(game, 'reveal', say('effect.explore', { object: item.source.name, player: p.name, card: top?.def.name ?? '', land: isLand }), cite('explore'));
    if (top && isLand) {
      p.library.shift();
      p.hand.push(top);
      return;
    }
    if (self) putCounters(game, self, '+1/+1', 1);
    if (!top) return;
    const { away } = sortTopCards(game, p.name, [top], 'graveyard', { action: 'explore', n: 1 });
    if (away.length) {
      p.library.shift();
      trace(game, 'library', say('effect.exploreToGraveyard', { player: p.name, card: top.def.name }), cite('explore'));
      putCardIntoGraveyard(game, top);
    }
  },
};
