// The "pump" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, permanentById, trace, pt, ptLayers, sign } from './shared.ts';

export const pumpEffect: EffectModule<'pump'> = {
  resolve(game, item, effect, target) {
    const src = item.source;
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src.name, change: { layer: '7c', power: effect.power, toughness: effect.toughness } });
    trace(game, 'effect', `${perm.card.def.name} gets ${sign(effect.power)}/${sign(effect.toughness)} until end of turn (now ${pt(game, perm.id)})`, cite(...ptLayers(game, perm.id, 'layerModifyPT'), 'untilEndOfTurn'));
  },
};
