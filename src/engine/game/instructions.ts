// The one loop over a list of instructions (608.2c: in the order written), for the stack's resolution
// (game/resolve.ts) and for every list nested in a group (effects/group.ts): each instruction gets
// the target or the scope its references are read in from a `Slots` lookup — the ability's target
// slots at the top, the group's one target inside a group — and "exile it, then return that card to
// the battlefield" reads what the instruction before acted on, where it is now (400.7); a delayed
// triggered ability carries it (603.7c).
import { isFoldedVerb, type Effect, type FoldedVerb } from '../oracle/ast.ts';
import { resolveEffect } from './effect-registry.ts';
import { actingOn } from './followed.ts';
import type { Candidate } from './match.ts';
import { scopeOf, type Scope } from './refs.ts';
import type { Game, StackItem, TargetRef } from './state.ts';
import { noteGraveyardLeaves } from './graveyard-leaves.ts';

/** Where one instruction finds what it names. */
export interface Slots {
  /** A verb: the scope its references are read in (its own target slots, "it" the slot chosen before), and the target it is handed. */
  verb(e: FoldedVerb): { scope: Scope; target?: TargetRef };
  /** Any other instruction: its chosen target and scope; null when it is skipped (its slot empty or its target illegal, said by the lookup). */
  other(e: Effect): { target?: TargetRef; scope?: Scope } | null;
}

export interface ListOptions {
  /** What the instruction before the list acted on ("If you do, return that card …" after the optional instruction). */
  previous?: Candidate[];
  /** Whether to follow what each verb acts on (only needed when a later instruction names it, `namesPrevious`). */
  follow: boolean;
  /** An instruction the caller carries out itself (a spell that moves its own card, resolve.ts). */
  own?: (e: Effect) => boolean;
}

/** Carries out the instructions in order; returns what the last one acted on (for "if you do, … that card"). */
export function resolveList(game: Game, item: StackItem, effects: readonly Effect[], slots: Slots, options: ListOptions): Candidate[] | undefined {
  let previous = options.previous;
  for (const [i, e] of effects.entries()) {
    if (options.own?.(e)) continue;
    if (e.type === 'delayed') {
      // 603.7c: the delayed ability carries what the instruction before it acted on.
      resolveEffect(game, item, e, undefined, { ...scopeOf(item), ...(previous ? { previous } : {}) });
      continue;
    }
    // One phrase's slots ("exile up to three target cards") are one instruction: their cards leave together (603.2c).
    const more = slotOfPhrase(e, effects[i + 1]);
    if (more) heldLeaves++;
    try {
      if (isFoldedVerb(e)) {
        const { scope: own, target } = slots.verb(e);
        const scope: Scope = { ...own, ...(previous ? { previous } : {}) };
        if (options.follow) previous = actingOn(game, e, scope, () => resolveEffect(game, item, e, target, scope));
        else resolveEffect(game, item, e, target, scope);
      } else {
        previous = undefined;
        const at = slots.other(e);
        if (at) resolveEffect(game, item, e, at.target, at.scope);
      }
    } finally {
      if (more) heldLeaves--;
    }
    // The cards this instruction took out of graveyards left at the same time (603.2c).
    if (!heldLeaves) noteGraveyardLeaves(game);
  }
  return previous;
}

/** While above 0, an instruction is one slot of a phrase whose later slots are still to come. */
let heldLeaves = 0;
/** Whether `e` and `next` are two slots of one "up to N target …" phrase (the same target description). */
function slotOfPhrase(e: Effect, next: Effect | undefined): boolean {
  if (e.type !== 'group' || next?.type !== 'group' || !e.target || !next.target || !e.target.count) return false;
  return e.target === next.target || JSON.stringify(e.target) === JSON.stringify(next.target);
}
