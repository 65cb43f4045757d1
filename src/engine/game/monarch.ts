// The monarch (725): a designation one player at a time may have. Becoming the monarch takes it
// from the player who had it (725.3); its two inherent triggered abilities have no source and are
// controlled by the monarch as they trigger (725.2): "At the beginning of the monarch's end step,
// that player draws a card" and "Whenever a creature deals combat damage to the monarch, its
// controller becomes the monarch".
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability } from '../oracle/ast.ts';
import { registerTriggerSources } from './triggers/handler.ts';
import { withCode } from './triggers/keywords.ts';
import { trace, type Game, type SourceInfo } from './state.ts';

/** 725.2: the inherent triggers have no source; the trace and the stack name them "the monarch". */
const NO_SOURCE = (controller: string): SourceInfo => ({ id: 'the-monarch', name: 'the monarch', said: say('term.theMonarch', {}), controller, colors: [], keywords: [] });

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

type Triggered = Extract<Ability, { kind: 'triggered' }>;

const INHERENT: Triggered[] = [
  withCode({ kind: 'triggered', trigger: { on: 'step-begins', step: 'end', player: 'you' }, effects: [{ type: 'draw', players: { ref: 'you' }, amount: 1 }], text: 'At the beginning of the monarch’s end step, that player draws a card.', line: 0 }, 'monarchTriggers'),
  withCode({ kind: 'triggered', trigger: { on: 'deals-damage', object: { types: ['Creature'] }, combat: true, recipient: { player: 'you' } }, effects: [{ type: 'designate', designation: 'monarch', players: { ref: 'controller', of: { ref: 'event-object' } } }], text: 'Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.', line: 0 }, 'monarchTriggers'),
];

/** The monarch's two inherent triggered abilities, controlled by the monarch (725.2). */
export function installMonarch(): void {
  registerTriggerSources((game) => (game.monarch ? [{ id: 'the-monarch', controller: game.monarch, info: NO_SOURCE(game.monarch), abilities: INHERENT }] : []));
}
