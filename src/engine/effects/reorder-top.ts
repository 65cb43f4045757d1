// The "reorder-top" effect ("look at the top N cards of your library, then put them back in
// any order"): a scenario `choose: {top: [...]}` orders them; by default they keep their order.
import type { EffectModule } from './module.ts';
import { names, sortTopCards } from './library-top.ts';
import { cite, player, say, trace } from './shared.ts';

export const reorderTopEffect: EffectModule<'reorder-top'> = {
  resolve(game, item, effect) {
    const p = player(game, item.controller);
    const looked = p.library.slice(0, effect.amount);
    const { top } = sortTopCards(game, p.name, looked, null, { action: 'reorder', n: effect.amount });
    p.library = [...top, ...p.library.slice(looked.length)];
    trace(game, 'library', say('effect.reorder', { player: p.name, cards: names(top) }), cite('effectChoices'));
  },
};
