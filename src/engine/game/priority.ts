// Priority (117): before anyone gets priority, the 117.5 loop runs — state-based actions as
// one batch repeated until none apply (704.3), then waiting triggers go on the stack in
// APNAP order (603.3b), and again until neither happens.
import { cite, type ReasonCode } from '../citations.ts';
import { anyContinuousEffects, characteristics, type Characteristics } from './characteristics.ts';
import { leaveCombatIfNotCreature, syncControl } from './control.ts';
import { LAYERS } from './layers.ts';
import { performStateBasedActions } from './sba.ts';
import { trace, type Game } from './state.ts';
import { putTriggersOnStack } from './triggers/stack.ts';
import { checkStateTriggers } from './triggers/handler.ts';
import { runPriorityChecks } from './stream.ts';
import { say } from '../messages/message.ts';
import { checkUnread } from './unread.ts';


/** The 117.5 loop: SBAs and triggers until the game is stable, then `who` receives priority. */
export function givePriority(game: Game, who: string): void {
  // Before anything new triggers or is decided: a line set aside may matter now (a card entered, was cast, moved).
  checkUnread(game);
  for (;;) {
    syncControl(game);
    // Checks the rules make any time, not as state-based actions (day and night, 702.145c–g).
    runPriorityChecks(game);
    leaveCombatIfNotCreature(game);
    announceStaticEffects(game);
    while (!game.ended && performStateBasedActions(game)) {
      syncControl(game);
      leaveCombatIfNotCreature(game);
      announceStaticEffects(game);
    }
    if (game.ended) return;
    checkStateTriggers(game); // 603.8
    if (game.pendingTriggers.length === 0) break;
    putTriggersOnStack(game);
  }
  game.priority = who;
  game.passesInRow = 0;
}

/** Reports each static effect the first time it applies to an object (layers, 613); `described`:
 *  the effects already applying on the scenario's board, reported once before the first action.
 *  An effect applied after another it depends on says so (613.8). */
export function announceStaticEffects(game: Game, described = false): void {
  // Without a continuous effect nothing is applied or stopped: no permanent needs deriving.
  if (!anyContinuousEffects(game)) return;
  const found: Array<{ key: string; object: string; a: Characteristics['applied'][number]; timestamps: boolean }> = [];
  const stopped: Characteristics['stopped'] = [];
  for (const p of game.battlefield) {
    const c = characteristics(game, p);
    const applied = c.applied;
    for (const s of c.stopped) if (!game.announced[`stopped>${s.effectId}`] && !stopped.some((x) => x.effectId === s.effectId)) stopped.push(s);
    for (const a of applied) {
      const key = `${a.sourceId}>${p.id}>${a.layer}`;
      // Several effects in one layer apply in timestamp order (613.7).
      const timestamps = applied.filter((x) => x.layer === a.layer).length > 1;
      if (!game.announced[key]) found.push({ key, object: p.card.def.name, a, timestamps });
    }
  }
  found.sort((x, y) => LAYERS.indexOf(x.a.layer) - LAYERS.indexOf(y.a.layer));
  for (const { key, object, a, timestamps } of found) {
    game.announced[key] = true;
    const codes: ReasonCode[] = a.code === 'basicLandTypeSet' ? ['layerType', 'basicLandTypeSet'] : [a.code];
    if (a.order === 'cda') codes.push('characteristicDefining', ...(a.rule ? [a.rule] : []), 'cdaFirst');
    if (a.order === 'dependency') codes.push('dependency', 'dependencyOrder');
    else if (a.order === 'loop') codes.push('dependencyOrder', 'timestamps');
    else if (timestamps) codes.push('timestamps');
    if (a.conditional) codes.push('staticCondition');
    trace(game, 'continuous-effect', say('static.applies', { described, source: a.sourceName, object, what: a.what, layer: a.layer }), cite(...codes));
    if (a.order === 'dependency') trace(game, 'continuous-effect', say('layer.dependsOn', { source: a.sourceName, object, what: a.what, layer: a.layer, on: a.after?.join(', ') ?? '' }), cite('dependency', 'dependencyOrder'));
    if (a.order === 'loop') trace(game, 'continuous-effect', say('layer.loop', { source: a.sourceName, layer: a.layer }), cite('dependencyOrder'));
  }
  for (const s of stopped) {
    game.announced[`stopped>${s.effectId}`] = true;
    trace(game, 'continuous-effect', say('layer.stopped', { described, source: s.source, layer: s.layer, on: s.after.join(', ') }), cite('dependency', 'dependencyOrder', s.layer === '4' ? 'basicLandTypeSet' : 'layerAbility'));
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
  const next = inGame[(i + 1) % inGame.length]!.name;
  // 117.5, 603.3: the next player would receive priority, so what triggered meanwhile (a mana ability's sacrifice cost,
  // 605.3b, doesn't give priority anew) goes on the stack first — and the passes in a row start over (117.4).
  if (game.pendingTriggers.length) givePriority(game, next);
  else game.priority = next;
  return 'next';
}
