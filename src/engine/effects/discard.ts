// The "discard" effect: "Target player discards N cards" (701.9a). The discarding player
// chooses (701.9b), with a `choose: {discard: [...]}` of theirs; without one, the first cards
// listed in their hand, as a documented default.
import type { EffectModule } from './module.ts';
import { choiceNames, cite, noteDefault, player, say, takeChoice, trace } from './shared.ts';

export const discardEffect: EffectModule<'discard'> = {
  resolve(game, item, effect, target) {
    if (target?.kind !== 'player') return;
    const p = player(game, target.name);
    const n = Math.min(effect.amount, p.hand.length);
    if (n === 0) {
      trace(game, 'discard', say('effect.discardsNothing', { player: p.name }), cite('discard'));
      return;
    }
    const picked = takeChoice(game, p.name, (v) => {
      const names = choiceNames(v, 'discard');
      if (!names || names.length !== n) return undefined;
      const pool = [...p.hand];
      const cards = names.map((name) => {
        const i = pool.findIndex((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
        return i < 0 ? undefined : pool.splice(i, 1)[0];
      });
      return cards.every(Boolean) ? cards.map((c) => c!) : undefined;
    });
    const cards = picked ?? p.hand.slice(0, n);
    if (!picked && n < p.hand.length) noteDefault(game, `${item.source.name}: ${p.name} discards the first ${n} card(s) listed in hand`);
    p.hand = p.hand.filter((c) => !cards.includes(c));
    p.graveyard.push(...cards);
    trace(game, 'discard', say('effect.discards', { player: p.name, cards: cards.map((c) => c.def.name).join(', ') }), cite('discard', ...(n < p.hand.length + n ? (['discardChooses'] as const) : [])));
  },
};
