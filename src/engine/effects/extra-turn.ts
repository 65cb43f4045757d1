// Extra turns (500.7): "Take an extra turn after this one", "Target player takes an extra turn
// after this one", "Take two extra turns after this one". Each turn is added directly after this
// one, one at a time and players in APNAP order (101.4); the most recently added is taken first
// (game/turn.ts takes them from the end of `Game.extraTurns`). With `skip`, the other change to the
// turn structure (614.10): "That player skips their next untap step" — kept in `Game.skips` until
// game/turn.ts uses it up.
import { playersOf } from '../game/refs.ts';
import type { EffectModule } from './module.ts';
import { amountNow, verbScope } from './verb-scope.ts';
import { cite, say, trace } from './shared.ts';

export const extraTurnEffect: EffectModule<'extra-turn'> = {
  resolve(game, item, effect, target, given) {
    if (effect.addPhases) {
      // 500.8: the phases come directly after the current one; added again after the same phase, the newest first.
      // "After this main phase" outside a main phase adds nothing.
      const main = game.step === 'main1' || game.step === 'main2';
      if (effect.afterMain && !main) {
        trace(game, 'effect', say('effect.noAdditionalCombat', { card: item.source.name }), cite('extraPhase'));
        return;
      }
      game.extraPhases = [...(effect.addPhases === 'combat-and-main' ? (['combat', 'main'] as const) : (['combat'] as const)), ...(game.extraPhases ?? [])];
      trace(game, 'effect', say('effect.additionalCombat', { main: effect.addPhases === 'combat-and-main' }), cite('extraPhase', ...(effect.addPhases === 'combat-and-main' ? (['postcombatMain'] as const) : [])));
      return;
    }
    const scope = verbScope(item, effect, target, given);
    for (const who of playersOf(game, effect.players, scope)) {
      const n = amountNow(game, effect.amount, { ...scope, acting: who });
      if (n <= 0) continue;
      if (effect.skip) {
        // 614.10: the player's next such step or phase won't happen ("this turn": only one in this turn).
        const what = effect.skip;
        game.skips = [...(game.skips ?? []), ...Array.from({ length: n }, () => ({ player: who, what, ...(effect.thisTurn ? { turn: game.turn } : {}) }))];
        trace(game, 'effect', say('effect.willSkip', { player: who, what, thisTurn: effect.thisTurn === true }), cite('skipStep'));
        continue;
      }
      game.extraTurns = [...(game.extraTurns ?? []), ...Array.from({ length: n }, () => who)];
      trace(game, 'effect', say('effect.extraTurn', { player: who, n }), cite('extraTurn'));
    }
  },
};
