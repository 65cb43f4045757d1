// A scenario as the API receives it (the text of a request body or of the MCP tool's
// argument) up to the engine's input: parsed as JSON or YAML within limits that stop
// alias bombs and deep nesting, then handed to the engine with what remains of the time
// budget. Runs wherever the explanation runs — inside an explain worker (explain-worker.ts)
// on Node, in the request's own thread elsewhere — so parsing counts against the budget too.
import YAML from 'yaml';
import { JudgeError } from '../errors.ts';
import { limitProblems } from '../engine/scenario/limits.ts';
import { checkRulesKey } from '../engine/scenario/rules-key.ts';

export type ScenarioFormat = 'json' | 'yaml';

/** One explanation to run: the scenario's text, how it is written, and its budget. */
export interface ExplainJob {
  text: string;
  format: ScenarioFormat;
  budget: { steps: number; ms: number };
  /** The editions and languages the scenario's `rules:` may name (`rulesKeysOf`); unset: not checked. */
  rulesKeys?: string[];
}

/** A small real scenario (combat with trample, lifelink, a state-based action, YAML) run
 *  once by each explain worker as it starts and once through the whole explain path before
 *  a server reports ready, so that no client's first explanation pays for the first run
 *  of the engine's code. */
export const WARM_UP_JOB: ExplainJob = {
  format: 'yaml',
  budget: { steps: 20_000, ms: 10_000 },
  text: `turn: {active: Alice, step: declare-attackers}
players:
  - {name: Alice, battlefield: [Verdant Colossus]}
  - {name: Bob, battlefield: [Pike Guard]}
cards:
  Verdant Colossus: {type: "Creature — Elemental", cost: "{3}{G}{W}", pt: 5/5, text: "Trample\\nLifelink"}
  Pike Guard: {type: "Creature — Human Soldier", cost: "{2}{W}", pt: 2/3}
actions:
  - {player: Alice, attack: {Verdant Colossus: Bob}}
  - {player: Bob, block: {Pike Guard: Verdant Colossus}}
  - {until: main2}
`,
};

/** YAML aliases a scenario may use (a "billion laughs" document needs far more). */
export const MAX_YAML_ALIASES = 100;
/** How deeply arrays and mappings may nest; real scenarios use 5 or 6 levels. */
export const MAX_NESTING = 32;
/** The largest answer an explanation may produce, in characters of JSON; beyond it the scenario is refused. */
export const MAX_RESULT_CHARS = 4_000_000;

/** The scenario's text → a plain value, or a 400 naming what is wrong. */
export function parseScenarioText(text: string, format: ScenarioFormat): unknown {
  if (text.trim() === '') throw new JudgeError('bad_request', 'request body is empty: send a scenario');
  let value: unknown;
  if (format === 'json') {
    try {
      value = JSON.parse(text);
    } catch (err) {
      throw new JudgeError('bad_request', `request body is not valid JSON: ${(err as Error).message}`);
    }
  } else value = parseYaml(text);
  checkNesting(value);
  return value;
}

function parseYaml(text: string): unknown {
  const doc = YAML.parseDocument(text, { prettyErrors: true });
  if (doc.errors.length) {
    const first = doc.errors[0];
    const line = first.linePos?.[0].line;
    throw new JudgeError('bad_request', `request body is not valid YAML${line ? ` (line ${line})` : ''}: ${first.message.split('\n')[0]}`, {
      details: doc.errors.slice(0, 5).map((e) => ({ path: `body${e.linePos ? `:${e.linePos[0].line}` : ''}`, message: e.message.split('\n')[0] })),
    });
  }
  try {
    return doc.toJS({ maxAliasCount: MAX_YAML_ALIASES });
  } catch (err) {
    // Alias bombs ("Excessive alias count") and unresolvable aliases surface only here;
    // a stack overflow from absurd nesting is the same client mistake.
    const message = err instanceof RangeError ? `nesting is too deep (the limit is ${MAX_NESTING} levels)` : (err as Error).message;
    throw new JudgeError('bad_request', `request body is not usable YAML: ${message} (at most ${MAX_YAML_ALIASES} aliases)`);
  }
}

/** Walks the parsed value (without recursion, so no depth can overflow the stack). */
function checkNesting(root: unknown): void {
  const stack: Array<{ value: unknown; depth: number; path: string }> = [{ value: root, depth: 0, path: '(root)' }];
  while (stack.length) {
    const { value, depth, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_NESTING) {
      throw new JudgeError('bad_request', `request body nests more than ${MAX_NESTING} levels deep (at ${path})`, {
        details: [{ path, message: `nesting is limited to ${MAX_NESTING} levels` }],
      });
    }
    const entries = Array.isArray(value) ? value.map((v, i) => [`[${i}]`, v] as const) : Object.entries(value).map(([k, v]) => [`.${k}`, v] as const);
    for (const [key, child] of entries) stack.push({ value: child, depth: depth + 1, path: path === '(root)' ? key.replace(/^\./, '') : path + key });
  }
}

/**
 * The checks that need no engine, made where the request arrives before a worker is
 * involved, for a scenario written as JSON: well-formed, nesting and size limits
 * (SCENARIO_LIMITS). A request refused here never waits for a worker, nor takes one from
 * an explanation. YAML is left to the worker: the server's main thread never parses it.
 */
export function precheck(job: ExplainJob): void {
  if (job.format === 'yaml' && !/^\s*[{[]/.test(job.text)) return;
  let value: unknown;
  try {
    value = parseScenarioText(job.text, 'json');
  } catch (err) {
    if (job.format === 'json') throw err;
    return; // YAML that only starts like JSON: the worker's parser says what is wrong
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return; // the engine names the problem
  const problems = limitProblems(value as Record<string, unknown>);
  if (problems.length) {
    const summary = problems.length === 1 ? `${problems[0]!.path}: ${problems[0]!.message}` : `${problems.length} problems`;
    throw new JudgeError('invalid_scenario', `the scenario is over a size limit: ${summary}`, { details: problems });
  }
}

/** What an engine host runs for one job: parse, validate and replay within one time budget,
 *  and refuse an answer too large to send. */
export function runExplainJob<R>(job: ExplainJob, explainInput: (input: unknown, opts: { budget: { steps: number; ms: number } }) => R): R {
  const started = Date.now();
  const scenario = parseScenarioText(job.text, job.format);
  if (job.rulesKeys) checkRulesKey((scenario as { rules?: unknown } | null)?.rules, job.rulesKeys);
  const left = Math.max(1, job.budget.ms - (Date.now() - started));
  const result = explainInput(scenario, { budget: { steps: job.budget.steps, ms: left } });
  const size = JSON.stringify(result).length;
  if (size > MAX_RESULT_CHARS) {
    throw new JudgeError('budget_exceeded', `the explanation would be ${(size / 1e6).toFixed(1)} million characters; answers are limited to ${MAX_RESULT_CHARS / 1e6} million (make the scenario smaller)`);
  }
  return result;
}
