// The rules engine's entry points: replay a scenario and explain it.
import { JudgeError } from '../errors.ts';
import { cardStore } from '../cards/store.ts';
import { findCard } from './cards/index.ts';
import type { CardSpec } from './game/definitions.ts';
import { replay } from './replay.ts';
import { wireEngine } from './wiring.ts';
import { parseScenario, type Scenario } from './scenario/schema.ts';
import type { ExplainOptions, ExplainResult } from './types.ts';

// The core (game/) names no effect and no mechanic: they are installed once (wiring.ts).
wireEngine();

export type { ExplainResult, TraceEntry, FinalState, Step, ExplainOptions } from './types.ts';

/** Replays a validated scenario (see parseScenario) and returns the trace and the final state. */
export function explain(scenario: Scenario, opts: ExplainOptions = {}): ExplainResult {
  // The card pool is read once per process (a fraction of a second), before the replay's
  // time budget starts, so the first explanation is not cut short by it; one explanation reads
  // every name it does not define from that one pool (a real card of it, else a built-in one).
  const store = cardStore();
  const builtin = (name: string): CardSpec | undefined => findCard(name, {}, store) as CardSpec | undefined;
  try {
    return replay(scenario, builtin, opts);
  } catch (e) {
    if (e instanceof JudgeError) throw e;
    // An engine bug must still reach the user as a clear message, never as a stack trace.
    throw new JudgeError('not_implemented', `the engine could not replay this scenario (${e instanceof Error ? e.message : String(e)}); this is an engine limitation or bug`);
  }
}

/** YAML/JSON text or a parsed object → validated scenario → explanation. */
export function explainInput(input: string | unknown, opts: ExplainOptions = {}): ExplainResult {
  return explain(parseScenario(input), opts);
}
