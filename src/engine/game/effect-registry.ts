// How the game resolves an instruction without knowing any: `effects/` registers one resolver
// (engine/index.ts wires it), and resolve.ts calls it for each instruction in order (608.2c).
// So the core never imports effects/, and effects/ is built on the core, not beside it.
import type { Effect } from '../oracle/ast.ts';
import type { Scope } from './refs.ts';
import type { Game, StackItem, TargetRef } from './state.ts';

/** What one kind of instruction does when its spell or ability resolves. */
export interface EffectModule<T extends Effect['type']> {
  /** Carries out the effect; `target` is its chosen target, already checked to be legal; a verb's
   *  references are read in `scope` (the targets its `{ref: 'target'}` stand for, the event…). */
  resolve(game: Game, item: StackItem, effect: Extract<Effect, { type: T }>, target?: TargetRef, scope?: Scope): void;
}

export type EffectResolver = (game: Game, item: StackItem, effect: Effect, target?: TargetRef, scope?: Scope) => void;

let resolver: EffectResolver | null = null;

/** Installs the resolver of every instruction (effects/index.ts's, from engine/index.ts). */
export function registerEffectResolver(fn: EffectResolver): void {
  resolver = fn;
}

/** Carries out one instruction through the registered resolver; a verb gets the scope its references are read in. */
export function resolveEffect(game: Game, item: StackItem, effect: Effect, target?: TargetRef, scope?: Scope): void {
  if (!resolver) throw new Error('no effect resolver is registered: import the engine through src/engine/index.ts');
  resolver(game, item, effect, target, scope);
}
