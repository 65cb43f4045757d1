// The rules engine (src/engine/, another module) as the API sees it: loaded lazily on the
// first explain request (it is large, and most servers never explain anything), and
// answered with 501 by builds without it.
import { JudgeError } from '../errors.ts';
import type { RulesLibrary, EditionSelector } from '../library/types.ts';

export interface ExplainOptions {
  budget?: { steps?: number; ms?: number };
}

export interface Engine {
  /** Validates a scenario (YAML/JSON text or an already-parsed object) and replays it. */
  explainInput(input: unknown, opts?: ExplainOptions): unknown;
  /** The texts of the rules a result cites, in the chosen edition. */
  annotateCitations?(result: unknown, library: RulesLibrary, sel: EditionSelector): unknown;
  /** The CLI's numbered steps (the MCP tool's compact text). */
  render?(result: unknown, library: RulesLibrary, sel: EditionSelector): string;
}

/** Returns the engine, or null when there is none in this build. */
export type EngineSource = () => Promise<Engine | null>;

function isMissingModule(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND';
}

/** The engine from src/engine, imported once; null when the module is not there. A module
 *  that is there but fails to load is a bug and is reported as such. */
export function defaultEngine(): EngineSource {
  let loading: Promise<Engine | null> | undefined;
  return () => {
    loading ??= (async () => {
      try {
        const [{ explainInput }, { annotateCitations, renderExplanation }] = await Promise.all([
          import('../engine/index.ts'),
          import('../engine/render.ts'),
        ]);
        return {
          explainInput: (input, opts) => explainInput(input, opts),
          annotateCitations: (result, library, sel) => annotateCitations(result as never, library, sel),
          render: (result, library, sel) => renderExplanation(result as never, library, sel),
        };
      } catch (err) {
        if (isMissingModule(err)) return null;
        throw err;
      }
    })();
    return loading;
  };
}

export async function requireEngine(source: EngineSource): Promise<Engine> {
  const engine = await source();
  if (!engine) {
    throw new JudgeError('not_implemented', 'explanations are not available yet: the rules engine is not part of this build');
  }
  return engine;
}
