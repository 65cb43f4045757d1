// Encore's effect (702.141a): "For each opponent, create a token that's a copy of this card that
// attacks that opponent this turn if able. The tokens gain haste. Sacrifice them at the beginning
// of the next end step." The card was exiled as the cost, so each token copies its printed
// characteristics (707.2); the attack requirement is game/encore.ts, the haste lasts as long as
// the token (611.2a, no duration named), and the delayed sacrifice is mobilize's (603.7).
import type { Card, Permanent } from '../game/state.ts';
import { delayOn } from '../game/delayed.ts';
import type { EffectModule } from './module.ts';
import { findCard } from './token-copy-of-card.ts';
import { cite, newId, nextTimestamp, opponents, putOntoBattlefield, say, trace } from './shared.ts';

export const encoreEffect: EffectModule<'encore'> = {
  resolve(game, item, effect) {
    const original = findCard(game, effect.cardId);
    if (!original) return;
    const made: Permanent[] = [];
    for (const foe of opponents(game, item.controller).filter((p) => !p.lost)) {
      const card: Card = { id: newId(game, original.def.name), owner: item.controller, token: true, def: { ...original.def, typeLine: `Token ${original.def.typeLine}` } };
      const token = putOntoBattlefield(game, card, item.controller);
      token.mustAttack = { player: foe.name, turn: game.turn };
      game.floating.push({ timestamp: nextTimestamp(game), duration: { kind: 'indefinitely' }, objectId: token.id, sourceName: original.def.name, change: { layer: '6', keyword: 'haste' } });
      trace(game, 'create', say('effect.encoreToken', { player: item.controller, card: original.def.name, opponent: foe.name, id: token.id }), cite('encore', 'create', 'tokens'), { object: token.id });
      made.push(token);
    }
    const text = `Sacrifice the tokens created by ${original.def.name}'s encore at the beginning of the next end step.`;
    delayOn(game, 'next-end-step', made, { type: 'sacrifice', objects: { ref: 'previous' } }, { controller: item.controller, source: item.source, text, keyword: 'encore' });
  },
};
