// "Target creature blocks this creature this turn if able" (a requirement, 509.1c) and "Target
// creature can't block this creature this turn" (a restriction, 509.1b): a rule the target obeys
// about the ability's source until the turn ends (514.2).
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, say, targetedPermanent, trace } from './shared.ts';

export const blockSourceRuleEffect: EffectModule<'block-source-rule'> = {
  resolve(game, item, effect, target) {
    const perm = targetedPermanent(game, target);
    if (!perm) return;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: 'rules', restriction: effect.rule, attacker: item.source.id } });
    const must = effect.rule === 'must-block';
    trace(game, 'effect', say('effect.blockSourceRule', { object: perm.card.def.name, source: item.source.name, must }), cite(must ? 'blockRequirements' : 'blockRestrictions', 'untilEndOfTurn'));
  },
};
