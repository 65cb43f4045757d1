// "Whenever you draw a card" and "Whenever you draw your second card each turn": each card a
// player draws is one event (121.2); the count of this turn's draws says which card it was.
import { characteristics } from './characteristics.ts';
import { sourceInfo } from './events.ts';
import { emblemTriggers } from './emblems.ts';
import { noteDefault, player, type Game } from './state.ts';
import { STEPS } from '../types.ts';

export function queueDrawTriggers(game: Game, who: string): void {
  const p = player(game, who);
  const known = p.drawnThisTurn !== undefined;
  p.drawnThisTurn = (p.drawnThisTurn ?? drawnBeforeTheScenario(game, who)) + 1;
  for (const perm of game.battlefield) {
    if (perm.controller !== who) continue;
    const c = characteristics(game, perm);
    for (const a of c.abilities) {
      if (a.kind !== 'triggered' || a.trigger.event !== 'you-draw') continue;
      if (a.trigger.nth !== undefined && !known) noteDefault(game, `cards ${who} drew this turn before the scenario began: ${p.drawnThisTurn - 1} (the draw step's only)`);
      if (a.trigger.nth !== undefined && a.trigger.nth !== p.drawnThisTurn) continue;
      game.pendingTriggers.push({ controller: who, source: sourceInfo(game, perm, c), ability: a, reason: `${who} drew ${a.trigger.nth === 2 ? 'their second card this turn' : 'a card'}` });
    }
  }
  // 114.4: an emblem's "whenever you draw a card" triggers from the command zone.
  game.pendingTriggers.push(...emblemTriggers(game, (a, owner) => owner === who && a.trigger.event === 'you-draw' && a.trigger.nth === undefined, `${who} drew a card`));
}

/**
 * A scenario that starts mid-turn does not say what was drawn earlier in it: the engine
 * assumes the draw step's card only (none on turn 1, 103.8a), and says so when it matters.
 */
function drawnBeforeTheScenario(game: Game, who: string): number {
  const pastDrawStep = STEPS.indexOf(game.step) > STEPS.indexOf('draw');
  return who === game.active && pastDrawStep && game.turn > 1 ? 1 : 0;
}
