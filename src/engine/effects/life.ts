// Gaining and losing life (119.3): "you gain 3 life", "each opponent loses 2 life", "target
// player gains X life", "you gain that much life", "its controller gains life equal to its
// power" — the players and the amount are references, read as the instruction is carried out
// (608.2h); several players in APNAP order (101.4). "…, you gain 8 life instead" replaces the
// instruction's own event first (614.15, 616.1a): Boon Reflection then doubles 8, not 4.
import { playersOf } from '../game/refs.ts';
import type { EffectModule } from './module.ts';
import { amountNow, verbScope } from './verb-scope.ts';
import { gainLife, loseLife, player } from './shared.ts';
import { holds, stackContext } from '../game/triggers/conditions.ts';

export const gainLifeEffect: EffectModule<'gain-life'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const instead = effect.instead && holds(effect.instead.condition, stackContext(game, item)) ? effect.instead : undefined;
    for (const who of playersOf(game, effect.players, scope)) {
      const n = amountNow(game, effect.amount, { ...scope, acting: who });
      const self = instead ? [{ key: `self:${item.id}`, sourceName: item.source.name, text: instead.text, amount: amountNow(game, instead.amount, { ...scope, acting: who }) }] : [];
      if (n > 0 || self.length) gainLife(game, who, n, { source: item.source.name }, self);
    }
  },
};

export const loseLifeEffect: EffectModule<'lose-life'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    for (const who of playersOf(game, effect.players, scope)) {
      const n = amountNow(game, effect.amount, { ...scope, acting: who });
      if (n <= 0) continue;
      const before = player(game, who).life;
      loseLife(game, who, n, { source: item.source.name });
      item.lifeLostThisWay = (item.lifeLostThisWay ?? 0) + before - player(game, who).life;
    }
  },
};
