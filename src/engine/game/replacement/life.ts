// Replacements of life gain and card draws: "If you would gain life, you gain twice that much
// life instead", a spell's own "… you gain 8 life instead" (a self-replacement, 614.15), and
// "If you would draw a card, draw two cards instead" (121.6). Two doublers make four times as
// much: each applies once to the event (614.5).
import { cite } from '../../citations.ts';
import { say } from '../../messages/message.ts';
import { trace, type Game, type Permanent } from '../state.ts';
import type { Candidate, DrawEvent, GainLifeEvent, ReplacementKind } from './event.ts';
import { replacementAbilities } from './sources.ts';

function doublers(game: Game, who: string, replaces: 'gain-life' | 'draw', kind: 'double' | 'plus-one' = 'double'): Permanent[] {
  const found = replacementAbilities(game).filter(({ perm, a }) => perm.controller === who && a.replaces === replaces && a.with === kind).map(({ perm }) => perm);
  return [...new Set(found)];
}

export const lifeGainPlusOne: ReplacementKind<GainLifeEvent> = {
  candidates(game, event) {
    if (event.amount <= 0) return [];
    return doublers(game, event.player, 'gain-life', 'plus-one').map((p): Candidate<GainLifeEvent> => ({
      key: `plus-one-life:${p.id}`,
      sourceName: p.card.def.name,
      apply(g, e) {
        trace(g, 'replaced', say('replace.lifePlusOne', { player: e.player, from: e.amount, amount: e.amount + 1, by: p.card.def.name }), cite('replacement', 'appliesOnce'));
        return { ...e, amount: e.amount + 1 };
      },
    }));
  },
};

export const selfReplacedLifeGain: ReplacementKind<GainLifeEvent> = {
  candidates(_game, event) {
    return (event.self ?? []).map((s): Candidate<GainLifeEvent> => ({
      key: s.key,
      sourceName: s.sourceName,
      self: true,
      apply(g, e) {
        trace(g, 'replaced', say('replace.selfInstead', { source: s.sourceName, text: s.text, from: e.amount, amount: s.amount }), cite('selfReplacement'));
        return { ...e, amount: s.amount };
      },
    }));
  },
};

export const doubleLifeGain: ReplacementKind<GainLifeEvent> = {
  candidates(game, event) {
    if (event.amount <= 0) return [];
    return doublers(game, event.player, 'gain-life').map((p): Candidate<GainLifeEvent> => ({
      key: `double-life:${p.id}`,
      sourceName: p.card.def.name,
      apply(g, e) {
        trace(g, 'replaced', say('replace.doubleLife', { player: e.player, from: e.amount, amount: e.amount * 2, by: p.card.def.name }), cite('replacement', 'appliesOnce'));
        return { ...e, amount: e.amount * 2 };
      },
    }));
  },
};

export const drawTwoInstead: ReplacementKind<DrawEvent> = {
  candidates(game, event) {
    return doublers(game, event.player, 'draw').map((p): Candidate<DrawEvent> => ({
      key: `draw-two:${p.id}`,
      sourceName: p.card.def.name,
      apply(g, e) {
        trace(g, 'replaced', say('replace.drawInstead', { player: e.player, from: e.count, amount: e.count * 2, by: p.card.def.name }), cite('replacement', 'drawReplaced', 'appliesOnce'));
        return { ...e, count: e.count * 2 };
      },
    }));
  },
};
