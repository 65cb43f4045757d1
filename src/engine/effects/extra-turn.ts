// Extra turns (500.7) and skipped steps or phases (614.10: "That player skips their next untap step"): "Take an extra turn after this one", "Target player takes an extra turn
// after this one", "Take two extra turns after this one". Each turn is added directly after this
// one, one at a time and players in APNAP order (101.4); the most recently added is taken first
// (game/turn.ts takes them from the end of `Game.extraTurns`).
import { playersOf } from '../game/refs.ts';
import type { EffectModule } from './module.ts';
import { amountNow, verbScope } from './verb-scope.ts';
import { cite, say, trace } from './shared.ts';

export const extraTurnEffect: EffectModule<'extra-turn'> = {
  resolve(game, item, effect, target, given) {
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
