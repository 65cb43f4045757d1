// An effect module owns one kind of effect's meaning: how it resolves (608.2c: the
// instructions in order), the rules its trace cites (through citations.ts). Adding a wording
// that needs a new kind of effect is adding its grammar entry and one module here.
import type { Effect } from '../oracle/ast.ts';
import type { Scope } from '../game/refs.ts';
import type { Game, StackItem, TargetRef } from '../game/state.ts';

export interface EffectModule<T extends Effect['type']> {
  /** Carries out the effect; `target` is its chosen target, already checked to be legal; a verb's
   *  references are read in `scope` (the targets its `{ref: 'target'}` stand for, the event…). */
  resolve(game: Game, item: StackItem, effect: Extract<Effect, { type: T }>, target?: TargetRef, scope?: Scope): void;
}
