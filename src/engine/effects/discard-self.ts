// The "discard-self" effect ("discard a card"): the ability's controller discards (701.9a)
// cards of their choice (701.9b) — a scenario `choose: {discard: [...]}` or, without one,
// the documented default: the first cards in their hand as listed.
import type { EffectModule } from './module.ts';
import { choiceNames, takeChoice, type Card } from '../game/state.ts';
import { cite, noteDefault, player, say, trace } from './shared.ts';

export const discardSelfEffect: EffectModule<'discard-self'> = {
  resolve(game, item, effect) {
    const p = player(game, item.controller);
    const n = Math.min(effect.amount, p.hand.length);
    const picked = takeChoice(game, p.name, (v) => {
      if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
      const wanted = choiceNames(v, 'discard');
      if (!wanted || wanted.length !== n) return undefined;
      const pool = [...p.hand];
      const cards: Card[] = [];
      for (const w of wanted) {
        const i = pool.findIndex((c) => c.def.name.toLowerCase() === w.toLowerCase() || c.id === w);
        if (i < 0) return undefined;
        cards.push(...pool.splice(i, 1));
      }
      return cards;
    });
    const discarded = picked ?? p.hand.slice(0, n);
    if (!picked && n > 0 && p.hand.length > n) noteDefault(game, `${p.name} discards the first ${n === 1 ? 'card' : `${n} cards`} in their hand as listed (${item.source.name})`);
    p.hand = p.hand.filter((c) => !discarded.includes(c));
    p.graveyard.push(...discarded);
    trace(game, 'discard', say('effect.discard', { player: p.name, cards: discarded.map((c) => c.def.name).join(', ') }), cite('discard', 'discardChoice'));
  },
};
