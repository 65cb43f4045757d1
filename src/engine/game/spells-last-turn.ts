// how many spells each player cast during the previous turn, for the werewolves'
// "if no spells were cast last turn" / "if a player cast two or more spells last turn" (603.4)
// and day and night (731.2). A turn the replay played is counted from `game.spellsCast`; the turn
// before the scenario starts is known only when the scenario says it (`turn.spellsLastTurn`),
// otherwise the replay is refused rather than guessed.
import { ScenarioReferenceError } from './illegal.ts';
import type { Game } from './state.ts';
import { say, type Text } from '../messages/message.ts';
import { onEvent } from './stream.ts';

/** As a turn ends: what it was (its active player and the spells cast in it), for the next turn. */
function rememberLastTurn(game: Game): void {
  const counts: Record<string, number> = Object.fromEntries(game.players.map((p) => [p.name, 0]));
  for (const s of game.spellsCast ?? []) if (s.turn === game.turn) counts[s.player] = (counts[s.player] ?? 0) + 1;
  game.spellsLastTurn = counts;
  game.lastTurnActive = game.active;
}

/** Spells cast last turn by player; refused when the replay can't know them. */
export function spellsLastTurn(game: Game, forWhat: Text): Record<string, number> {
  if (game.spellsLastTurn) return game.spellsLastTurn;
  throw new ScenarioReferenceError(
    say('scenario.spellsLastTurn', { what: forWhat }),
    '',
  );
}

export function installSpellsLastTurn(): void {
  onEvent('step-ends', (game, e) => {
    if (e.step === 'cleanup') rememberLastTurn(game);
  });
}
