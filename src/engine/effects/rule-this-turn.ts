// "Players can't gain life this turn", "Damage can't be prevented this turn" (Skullcrack): a rule
// for the rest of the turn, read where the game asks whether life can be gained (119.7) and
// whether damage can be prevented (615.12) — game/restrictions.ts; "You may play an additional land this turn"
// (305.2): more land plays for the spell's controller, read by game/costs.ts landsAllowed until the turn ends.
import type { EffectModule } from './module.ts';
import { cite, trace, say } from './shared.ts';

export const ruleThisTurnEffect: EffectModule<'rule-this-turn'> = {
  resolve(game, item, effect) {
    if (effect.rule === 'additional-land') {
      const n = effect.count ?? 1;
      game.extraLandsThisTurn = { ...game.extraLandsThisTurn, [item.controller]: (game.extraLandsThisTurn?.[item.controller] ?? 0) + n };
      trace(game, 'effect', say('effect.additionalLands', { source: item.source.name, player: item.controller, n }), cite('oneLand'));
      return;
    }
    if (!game.rulesThisTurn.includes(effect.rule)) game.rulesThisTurn.push(effect.rule);
    trace(game, 'effect', say('effect.ruleThisTurn', { source: item.source.name, rule: effect.rule }), cite(effect.rule === 'damage-unpreventable' ? 'unpreventable' : 'cantGainLife'));
  },
};
