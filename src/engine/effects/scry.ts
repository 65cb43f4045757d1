// The "scry" effect (701.22a): look at the top N cards, put any of them on the bottom in any
// order and the rest on top in any order. Scry 0 is no scry event (701.22b).
import type { EffectModule } from './module.ts';
import { names, sortTopCards } from './library-top.ts';
import { cite, player, say, trace } from './shared.ts';

export const scryEffect: EffectModule<'scry'> = {
  resolve(game, item, effect) {
    const p = player(game, item.controller);
    if (effect.amount <= 0) return;
    const looked = p.library.slice(0, effect.amount);
    const { top, away } = sortTopCards(game, p.name, looked, 'bottom', { action: 'scry', n: effect.amount });
    p.library = [...top, ...p.library.slice(looked.length), ...away];
    trace(game, 'library', say('effect.scry', { player: p.name, n: effect.amount, top: names(top), bottom: names(away) }), cite('scry'));
  },
};
