// The rules engine's entry points: replay a scenario and explain it.
import { replay } from './replay.ts';
import type { ScenarioLike } from './game/setup.ts';
import type { CardSpec } from './game/definitions.ts';
import type { ExplainOptions, ExplainResult } from './types.ts';

export type { ExplainResult, TraceEntry, FinalState, Step, ExplainOptions } from './types.ts';

let builtinLookup: (name: string) => CardSpec | undefined = () => undefined;

/** Lets the built-in card library (src/engine/cards/) answer for names a scenario does not define. */
export function setBuiltinCards(lookup: (name: string) => CardSpec | undefined): void {
  builtinLookup = lookup;
}

export function explain(scenario: ScenarioLike, opts: ExplainOptions = {}): ExplainResult {
  return replay(scenario, builtinLookup, opts);
}
