// The "lose-abilities" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, permanentById, trace , say } from './shared.ts';

export const loseAbilitiesEffect: EffectModule<'lose-abilities'> = {
  resolve(game, item, effect, target) {
    const src = item.source;
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: src.name, change: { layer: '6', removeAll: true } });
    trace(game, 'effect', say('effect.losesAllAbilities', { object: perm.card.def.name }), cite('layerAbility', 'untilEndOfTurn'));
  },
};
