// "If that creature would die this turn, exile it instead." (Magma Spray, Lava Coil) and "If a
// creature dealt damage this way would die this turn, exile it instead" (Anger of the Gods): the
// resolving spell leaves a replacement effect on each object named until end of turn (614.1a,
// 514.2), applied by game/replacement/zone.ts whether or not this spell's damage kills it. A spell
// deals damage only as it resolves, so "dealt damage by this source this turn" is "dealt damage this
// way"; an ability's source may have dealt damage before, so there it is refused.
import { JudgeError } from '../../errors.ts';
import type { EffectModule } from './module.ts';
import { cite, say, trace } from './shared.ts';
import { permanentsNamed, verbScope } from './verb-scope.ts';

export const exileIfDiesEffect: EffectModule<'exile-if-dies'> = {
  resolve(game, item, effect, target, given) {
    if (effect.objects.ref === 'all' && effect.objects.filter.dealtDamageBySelf && item.kind !== 'spell') throw new JudgeError('not_implemented', `${item.source.name}: "a creature dealt damage this way" is read only on a spell; on an ability its source's earlier damage can't be told apart`);
    for (const p of permanentsNamed(game, item, [effect.objects], verbScope(item, effect, target, given)).permanents) {
      game.exileIfDies.push({ objectId: p.id, sourceName: item.source.name });
      trace(game, 'effect', say('effect.exileIfDiesThisTurn', { object: p.card.def.name }), cite('replacement'));
    }
  },
};
