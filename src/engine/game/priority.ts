// Priority (117): before anyone gets priority, the 117.5 loop runs — state-based actions as
// one batch repeated until none apply (704.3), then waiting triggers go on the stack in
// APNAP order (603.3b), and again until neither happens.
import { cite, type ReasonCode } from '../citations.ts';
import { characteristics } from './characteristics.ts';
import { performStateBasedActions } from './sba.ts';
import { trace, type Game } from './state.ts';
import { putTriggersOnStack } from './triggers.ts';
import { say } from '../messages/message.ts';


/** The 117.5 loop: SBAs and triggers until the game is stable, then `who` receives priority. */
export function givePriority(game: Game, who: string): void {
  for (;;) {
    announceStaticEffects(game);
    while (!game.ended && performStateBasedActions(game)) announceStaticEffects(game);
    if (game.ended) return;
    if (game.pendingTriggers.length === 0) break;
    putTriggersOnStack(game);
  }
  game.priority = who;
  game.passesInRow = 0;
}

/** Reports each static effect the first time it applies to an object (layers, 613); `described`:
 *  the effects already applying on the scenario's board, reported once before the first action. */
export function announceStaticEffects(game: Game, described = false): void {
  const found: Array<{ key: string; text: string; layer: string; code: ReasonCode; timestamps: boolean }> = [];
  for (const p of game.battlefield) {
    const applied = characteristics(game, p).applied;
    for (const a of applied) {
      const key = `${a.sourceId}>${p.id}>${a.layer}`;
      // Several effects in one layer apply in timestamp order (613.7).
      const timestamps = applied.filter((x) => x.layer === a.layer).length > 1;
      if (!game.announced[key]) found.push({ key, text: `${a.sourceName}: ${p.card.def.name} ${a.what}`, layer: a.layer, code: a.code, timestamps });
    }
  }
  const layerOrder = ['4', '6', '7b', '7c', '7d'];
  found.sort((a, b) => layerOrder.indexOf(a.layer) - layerOrder.indexOf(b.layer));
  for (const f of found) {
    game.announced[f.key] = true;
    const codes: ReasonCode[] = f.code === 'basicLandTypeSet' ? ['layerType', 'basicLandTypeSet'] : [f.code];
    if (f.timestamps) codes.push('timestamps');
    trace(game, 'continuous-effect', `${described ? 'on the described board, ' : ''}${f.text} (layer ${f.layer})`, cite(...codes));
  }
}

/** The priority holder passes (117.3d). All players passing in succession resolves the top of the stack or ends the step (117.4). */
export function passPriority(game: Game): 'resolve' | 'end-step' | 'next' {
  const who = game.priority!;
  game.passesInRow++;
  const inGame = game.players.filter((p) => !p.lost);
  const allPassed = game.passesInRow >= inGame.length;
  trace(game, 'pass', say('priority.pass', { player: who, then: allPassed ? (game.stack.length ? 'resolve' : 'end-step') : '' }), allPassed ? cite('pass', 'allPass') : cite('pass'));
  if (allPassed) return game.stack.length ? 'resolve' : 'end-step';
  const i = inGame.findIndex((p) => p.name === who);
  game.priority = inGame[(i + 1) % inGame.length]!.name;
  return 'next';
}
