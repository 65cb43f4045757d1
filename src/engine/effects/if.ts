// The `if` verb: "If you control a Wizard, draw a card.", "If you attacked this turn, …
// Otherwise, …" — the condition is checked as the instruction is carried out (608.2c, in the
// order written), on the game as it is then; the instructions it governs follow only when it holds,
// the "otherwise" ones only when it doesn't. An `if` that replaces an earlier sentence ("… If this
// spell was kicked, it deals 4 damage instead", oracle/entries/instead.ts) carries that sentence's
// one target, chosen on the stack whichever way it goes; its instructions act on it, and their
// "that creature" / "it" is the slot chosen last before them (the scope resolve.ts gives).
import { isFoldedVerb, verbTargetRefs, type Effect } from '../oracle/ast.ts';
import { resolveEffect } from '../game/effect-registry.ts';
import { holds, stackContext } from '../game/triggers/conditions.ts';
import type { Scope } from '../game/refs.ts';
import type { TargetRef } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, say, trace } from './shared.ts';

export const ifEffect: EffectModule<'if'> = {
  resolve(game, item, effect, target, given) {
    // "If that's another creature": the target chosen last before it (608.2c).
    const last = given?.slots?.[given.lastSlot ?? -1] ?? target;
    const yes = holds(effect.condition, { ...stackContext(game, item), ...(last && last.kind !== 'player' ? { target: last.id } : {}) });
    trace(game, 'note', say('effect.ifCondition', { source: item.source.name, holds: yes }), cite('followInstructions', ...(effect.keyword ? [effect.keyword] : [])));
    for (const e of (yes ? effect.then : effect.otherwise) ?? []) resolveEffect(game, item, e, ...governed(e, target, given));
  },
};

/** What one governed instruction reads its references in: a verb, the scope with the `if`'s target for its own target reference; any other effect, the target itself. */
export function governed(e: Effect, target: TargetRef | undefined, given: Scope | undefined): [TargetRef | undefined, Scope | undefined] {
  if (!isFoldedVerb(e) || !given) return [target, undefined];
  return [undefined, { ...given, targets: new Map(verbTargetRefs(e).map((r) => [r, target ? [target] : []])) }];
}
