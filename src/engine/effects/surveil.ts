// The "surveil" effect (701.25a): look at the top N cards, put any of them into your
// graveyard and the rest on top in any order. Surveil 0 is no surveil event (701.25c).
import type { EffectModule } from './module.ts';
import { names, sortTopCards } from './library-top.ts';
import { cite, player, putCardIntoGraveyard, say, trace } from './shared.ts';

export const surveilEffect: EffectModule<'surveil'> = {
  resolve(game, item, effect) {
    const p = player(game, item.controller);
    if (effect.amount <= 0) return;
    const looked = p.library.slice(0, effect.amount);
    const { top, away } = sortTopCards(game, p.name, looked, 'graveyard', { action: 'surveil', n: effect.amount });
    p.library = [...top, ...p.library.slice(looked.length)];
    trace(game, 'library', say('effect.surveil', { player: p.name, n: effect.amount, top: names(top), graveyard: names(away) }), cite('surveil'));
    for (const c of away) putCardIntoGraveyard(game, c);
  },
};
