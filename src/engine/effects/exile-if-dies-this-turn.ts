// "If that creature would die this turn, exile it instead." (Magma Spray, Lava Coil): the
// resolving spell leaves a replacement effect on its target until end of turn (614.1a, 514.2),
// applied by game/replacement/zone.ts. It applies whether or not this spell's damage kills it.
import type { EffectModule } from './module.ts';
import { JudgeError } from '../../errors.ts';
import { characteristics, cite, permanentById, say, trace } from './shared.ts';

export const exileIfDiesThisTurnEffect: EffectModule<'exile-if-dies-this-turn'> = {
  resolve(game, item, _effect, target) {
    if (target?.kind !== 'permanent' || !permanentById(game, target.id)) return;
    game.exileIfDies.push({ objectId: target.id, sourceName: item.source.name });
    trace(game, 'effect', say('effect.exileIfDiesThisTurn', { object: permanentById(game, target.id)!.card.def.name }), cite('replacement'));
  },
};

/**
 * "If a creature dealt damage this way would die this turn, exile it instead" (Anger of the
 * Gods, Fiery Cannonade's kin): the same replacement on every creature the spell dealt damage
 * to. A spell deals damage only as it resolves, so "dealt damage by this source this turn" is
 * "dealt damage this way"; an ability's source may have dealt damage before, so it is refused.
 */
export const exileDamagedIfDiesEffect: EffectModule<'exile-damaged-if-dies'> = {
  resolve(game, item) {
    if (item.kind !== 'spell') throw new JudgeError('not_implemented', `${item.source.name}: "a creature dealt damage this way" is read only on a spell; on an ability its source's earlier damage can't be told apart`);
    for (const [id, sources] of Object.entries(game.damagedBy)) {
      const p = permanentById(game, id);
      if (!p || !sources.includes(item.source.id) || !characteristics(game, p).types.includes('Creature')) continue;
      game.exileIfDies.push({ objectId: id, sourceName: item.source.name });
      trace(game, 'effect', say('effect.exileIfDiesThisTurn', { object: p.card.def.name }), cite('replacement'));
    }
  },
};
