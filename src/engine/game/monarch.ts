// The monarch (725): a designation one player at a time may have. Becoming the monarch takes it
// from the player who had it (725.3); its two inherent triggered abilities have no source and are
// controlled by the monarch as they trigger (725.2): "At the beginning of the monarch's end step,
// that player draws a card" and "Whenever a creature deals combat damage to the monarch, its
// controller becomes the monarch".
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Effect } from '../oracle/ast.ts';
import { trace, type Game, type SourceInfo } from './state.ts';

/** 725.2: the inherent triggers have no source; the trace and the stack name them "the monarch". */
const NO_SOURCE = (controller: string): SourceInfo => ({ id: 'the-monarch', name: 'the monarch', controller, colors: [], keywords: [] });

/** `stolen`: by the monarch's own combat damage trigger (725.2). */
export function becomeMonarch(game: Game, who: string, stolen = false): void {
  const before = game.monarch;
  const rules = cite('monarch', ...(stolen ? (['monarchTriggers'] as const) : []), 'monarchOne');
  if (before === who) {
    trace(game, 'note', say('monarch.already', { player: who }), rules);
    return;
  }
  game.monarch = who;
  trace(game, 'designation', say('monarch.becomes', { player: who, before: before ?? '' }), rules);
}

function queue(game: Game, controller: string, text: string, effects: Effect[], reason: string): void {
  trace(game, 'note', say('monarch.triggers', { player: controller, text }), cite('monarchTriggers'));
  game.pendingTriggers.push({ controller, source: NO_SOURCE(controller), ability: { kind: 'triggered', trigger: { event: 'end-step', whose: 'your' }, effects, text, line: 0 }, reason });
}

/** The monarch's end step: "that player draws a card" triggers (725.2). */
export function queueMonarchEndStep(game: Game): void {
  if (game.monarch !== game.active) return;
  queue(game, game.monarch, 'At the beginning of the monarch’s end step, that player draws a card.', [{ type: 'draw', players: { ref: 'you' }, amount: 1 }], `${game.monarch} is the monarch and their end step began`);
}

/** A creature dealt combat damage to the monarch: its controller becomes the monarch when the trigger resolves (725.2). */
export function queueMonarchStolen(game: Game, damaged: string, creatureController: string, creature: string): void {
  if (!game.monarch || game.monarch !== damaged) return;
  queue(game, game.monarch, 'Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.', [{ type: 'become-monarch', player: creatureController }], `${creature} dealt combat damage to ${damaged}, the monarch`);
}
