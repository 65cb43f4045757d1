// The rules engine's entry points: replay a scenario and explain it.
import { builtinCards } from './cards/index.ts';
import type { CardSpec } from './game/definitions.ts';
import type { ScenarioLike } from './game/setup.ts';
import { replay } from './replay.ts';
import { parseScenario, type Scenario } from './scenario/schema.ts';
import type { ExplainOptions, ExplainResult } from './types.ts';

export type { ExplainResult, TraceEntry, FinalState, Step, ExplainOptions } from './types.ts';

const builtin = (name: string): CardSpec | undefined => (Object.hasOwn(builtinCards, name) ? (builtinCards[name] as CardSpec) : undefined);

/** Replays a validated scenario (see parseScenario) and returns the trace and the final state. */
export function explain(scenario: Scenario | ScenarioLike, opts: ExplainOptions = {}): ExplainResult {
  return replay(scenario as ScenarioLike, builtin, opts);
}

/** YAML/JSON text or a parsed object → validated scenario → explanation. */
export function explainInput(input: string | unknown, opts: ExplainOptions = {}): ExplainResult {
  return explain(parseScenario(input), opts);
}
