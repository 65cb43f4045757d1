// "If that creature would die this turn, exile it instead." (Magma Spray, Lava Coil): the
// resolving spell leaves a replacement effect on its target until end of turn (614.1a, 514.2),
// applied by game/replacement/zone.ts. It applies whether or not this spell's damage kills it.
import type { EffectModule } from './module.ts';
import { cite, permanentById, say, trace } from './shared.ts';

export const exileIfDiesThisTurnEffect: EffectModule<'exile-if-dies-this-turn'> = {
  resolve(game, item, _effect, target) {
    if (target?.kind !== 'permanent' || !permanentById(game, target.id)) return;
    game.exileIfDies.push({ objectId: target.id, sourceName: item.source.name });
    trace(game, 'effect', say('effect.exileIfDiesThisTurn', { object: permanentById(game, target.id)!.card.def.name }), cite('replacement'));
  },
};
