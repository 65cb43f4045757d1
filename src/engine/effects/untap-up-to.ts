// cov-tail: "Untap up to N lands" (Peregrine Drake): no targets; as it resolves the controller
// picks up to N lands (608.2d) — a scenario's `choose: {untap: [NAME, …]}` — or, without one,
// the tapped lands they control in battlefield order (a documented default), and each is
// untapped (701.26b).
import type { EffectModule } from './module.ts';
import { setTapped } from './tap.ts';
import { characteristics, choiceNames, cite, noteDefault, takeChoice, say } from './shared.ts';

export const untapUpToEffect: EffectModule<'untap-up-to'> = {
  resolve(game, item, effect) {
    const fitting = game.battlefield.filter((p) => characteristics(game, p).types.includes(effect.cardType));
    const chosen = takeChoice(game, item.controller, (v) => {
      const names = choiceNames(v, 'untap');
      if (!names || names.length > effect.count) return undefined;
      const left = [...fitting];
      const picked = names.map((n) => {
        const i = left.findIndex((p) => p.id === n || p.card.def.name.toLowerCase() === n.toLowerCase());
        return i < 0 ? undefined : left.splice(i, 1)[0];
      });
      return picked.every((p) => p) ? picked : undefined;
    });
    if (!chosen) noteDefault(game, say('default.untapUpTo', { source: item.source.name, player: item.controller, n: effect.count, type: say('term.cardType', { type: effect.cardType }) }));
    const which = chosen ?? fitting.filter((p) => p.tapped && p.controller === item.controller).slice(0, effect.count);
    for (const perm of which) if (perm) setTapped(game, perm, false, cite('effectChoices', 'untapPermanent'));
  },
};
