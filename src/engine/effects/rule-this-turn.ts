// "Players can't gain life this turn", "Damage can't be prevented this turn" (Skullcrack): a rule
// for the rest of the turn, read where the game asks whether life can be gained (119.7) and
// whether damage can be prevented (615.12) — game/restrictions.ts.
import type { EffectModule } from './module.ts';
import { cite, trace, say } from './shared.ts';

export const ruleThisTurnEffect: EffectModule<'rule-this-turn'> = {
  resolve(game, item, effect) {
    if (!game.rulesThisTurn.includes(effect.rule)) game.rulesThisTurn.push(effect.rule);
    trace(game, 'effect', say('effect.ruleThisTurn', { source: item.source.name, rule: effect.rule }), cite(effect.rule === 'damage-unpreventable' ? 'unpreventable' : 'cantGainLife'));
  },
};
