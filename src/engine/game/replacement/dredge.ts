// Dredge N (702.52a): "As long as you have at least N cards in your library, if you would draw
// a card, you may instead mill N cards and return this card from your graveyard to your hand."
// It works from the graveyard, so the candidates are the drawing player's graveyard cards
// with dredge, not permanents. A draw is one card at a time (121.6b), so each draw may be
// dredged once. Whether to dredge is the player's choice: `choose: {dredge: NAME}` names the
// card; without one the player draws (a documented default — the ability says "you may").
import { cite } from '../../citations.ts';
import { mill } from '../library.ts';
import { say } from '../../messages/message.ts';
import { noteDefault, player, takeChoice, trace } from '../state.ts';
import type { Candidate, DrawEvent, ReplacementKind } from './event.ts';

export const dredgeInstead: ReplacementKind<DrawEvent> = {
  candidates(game, event) {
    const p = player(game, event.player);
    return p.graveyard.flatMap((card): Candidate<DrawEvent>[] => {
      const a = card.def.abilities.find((x) => x.kind === 'dredge');
      // 702.52b: with fewer than N cards in the library, dredge can't be used.
      if (a?.kind !== 'dredge' || p.library.length < a.n) return [];
      return [{ key: `dredge:${card.id}`, sourceName: card.def.name, apply(g, e) {
        const wants = takeChoice(g, e.player, (v) => {
          if (!v || typeof v !== 'object' || !('dredge' in v)) return undefined;
          const d = (v as { dredge: unknown }).dredge;
          return d === false ? false : typeof d === 'string' && d.toLowerCase() === card.def.name.toLowerCase() ? true : undefined;
        });
        if (!wants) {
          if (wants === undefined) noteDefault(g, say('default.dredgeDraws', { card: card.def.name, player: e.player, keyword: say('term.keyword', { keyword: 'dredge' }) }));
          return e;
        }
        const owner = player(g, e.player);
        trace(g, 'replaced', say('replace.dredge', { player: e.player, card: card.def.name, n: a.n }), cite('dredge', 'drawReplaced'));
        mill(g, e.player, a.n);
        owner.graveyard.splice(owner.graveyard.indexOf(card), 1);
        owner.hand.push(card);
        return e.count > 1 ? { ...e, count: e.count - 1 } : null;
      } }];
    });
  },
};
