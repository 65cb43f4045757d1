// The "switch-pt" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, permanentById, trace, pt, ptLayers } from './shared.ts';

export const switchPtEffect: EffectModule<'switch-pt'> = {
  resolve(game, item, effect, target) {
    const src = item.source;
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src.name, change: { layer: '7d' } });
    trace(game, 'effect', `${perm.card.def.name}'s power and toughness are switched until end of turn (now ${pt(game, perm.id)})`, cite(...ptLayers(game, perm.id, 'layerSwitchPT'), 'untilEndOfTurn'));
  },
};
