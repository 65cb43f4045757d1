// The `if` verb: "If you control a Wizard, draw a card.", "If you attacked this turn, …
// Otherwise, …" — the condition is checked as the instruction is carried out (608.2c, in the
// order written), on the game as it is then; the instructions it governs follow only when it holds,
// the "otherwise" ones only when it doesn't. Its inner instructions name no target
// (oracle/entries/conditional-effects.ts), so nothing was chosen for them on the stack.
import { resolveEffect } from '../game/effect-registry.ts';
import { holds, stackContext } from '../game/triggers/conditions.ts';
import type { EffectModule } from './module.ts';
import { cite, say, trace } from './shared.ts';

export const ifEffect: EffectModule<'if'> = {
  resolve(game, item, effect) {
    const yes = holds(effect.condition, stackContext(game, item));
    trace(game, 'note', say('effect.ifCondition', { source: item.source.name, holds: yes }), cite('followInstructions'));
    for (const e of (yes ? effect.then : effect.otherwise) ?? []) resolveEffect(game, item, e, undefined);
  },
};
