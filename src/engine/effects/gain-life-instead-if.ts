// "You gain 4 life. If a creature died this turn, you gain 8 life instead." (Life Goes On): the
// second sentence replaces the first's own event, a self-replacement effect (614.15) that
// applies before any other replacement (616.1a) — so Boon Reflection then doubles 8, not 4.
import { gainLifeEvent } from '../game/events.ts';
import type { EffectModule } from './module.ts';
import { cite, trace, say } from './shared.ts';

export const gainLifeInsteadIfEffect: EffectModule<'gain-life-instead-if'> = {
  resolve(game, item, effect) {
    const holds = effect.condition === 'creature-died-this-turn' && game.diedThisTurn > 0;
    const self = holds ? [{ key: `self:${item.id}`, sourceName: item.source.name, text: `if a creature died this turn, you gain ${effect.insteadAmount} life instead`, amount: effect.insteadAmount }] : [];
    gainLifeEvent(game, { type: 'gain-life', player: item.controller, amount: effect.amount, applied: [], self }, (amount, life) => trace(game, 'life', say('life.gain', { player: item.controller, amount, source: item.source.name, life }), cite('lifeChange')));
  },
};
