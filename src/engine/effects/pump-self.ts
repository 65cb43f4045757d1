// The "pump-self" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, permanentById, trace, pt, ptLayers, sign } from './shared.ts';

export const pumpSelfEffect: EffectModule<'pump-self'> = {
  resolve(game, item, effect, _target) {
    const src = item.source;
    const self = permanentById(game, src.id);
    if (!self) return;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: self.id, sourceName: src.name, change: { layer: '7c', power: effect.power, toughness: effect.toughness } });
    trace(game, 'effect', `${self.card.def.name} gets ${sign(effect.power)}/${sign(effect.toughness)} until end of turn (now ${pt(game, self.id)})`, cite(...ptLayers(game, self.id, 'layerModifyPT'), 'untilEndOfTurn'));
  },
};
