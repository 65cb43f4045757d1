// cov-tail: the "dig" effect ("Look at the top N cards of your library. Put M of them into your
// hand and the rest into your graveyard / on the bottom of your library in any order."): the
// player picks the M cards as it resolves (608.2d) — a scenario's `choose: {hand: [NAME, …]}` —
// or, without one, the first M from the top (a documented default). The rest go to the
// graveyard, each through the graveyard replacements, or to the bottom in the order they were
// (the player's order, 401.4).
import type { EffectModule } from './module.ts';
import { choiceNames, cite, noteDefault, player, putCardIntoGraveyard, say, takeChoice, trace } from './shared.ts';

export const digEffect: EffectModule<'dig'> = {
  resolve(game, item, effect) {
    const p = player(game, item.controller);
    const seen = p.library.splice(0, effect.look);
    const keep = Math.min(effect.take, seen.length);
    const chosen = takeChoice(game, item.controller, (v) => {
      const names = v && typeof v === 'object' && !Array.isArray(v) && 'hand' in v ? choiceNames(v, 'hand') : undefined;
      if (!names || names.length !== keep) return undefined;
      const pool = [...seen];
      const picked = names.map((n) => {
        const i = pool.findIndex((c) => c.id === n || c.def.name.toLowerCase() === n.toLowerCase());
        return i < 0 ? undefined : pool.splice(i, 1)[0];
      });
      return picked.every((c) => c) ? picked.map((c) => c!) : undefined;
    });
    if (!chosen && keep < seen.length) noteDefault(game, say('default.digFirst', { source: item.source.name, player: item.controller, n: keep }));
    const toHand = chosen ?? seen.slice(0, keep);
    const rest = seen.filter((c) => !toHand.includes(c));
    p.hand.push(...toHand);
    trace(game, 'library', say('effect.dig', { player: item.controller, n: seen.length, hand: toHand.map((c) => c.def.name).join(', '), rest: rest.map((c) => c.def.name).join(', '), to: effect.rest }), cite('effectChoices', ...(effect.rest === 'bottom' && rest.length > 1 ? (['libraryOrder'] as const) : [])));
    if (effect.rest === 'bottom') p.library.push(...rest);
    else for (const c of rest) putCardIntoGraveyard(game, c);
  },
};
