// The rules engine (src/engine/, another module) as the API sees it: loaded lazily on the
// first explain request, so the API works — and answers 501 for explain — before the
// engine exists, and picks it up without changes once it does.
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
}

/** Returns the engine, or null when there is none in this build. */
export type EngineSource = () => Promise<Engine | null>;

// Variables keep TypeScript from resolving modules that may not exist yet.
const ENGINE_MODULE = '../engine/index.ts';
const RENDER_MODULE = '../engine/render.ts';

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
      let index: Record<string, unknown>;
      try {
        index = await import(/* @vite-ignore */ ENGINE_MODULE);
      } catch (err) {
        if (isMissingModule(err)) return null;
        throw err;
      }
      if (typeof index.explainInput !== 'function') return null;
      let annotate = index.annotateCitations;
      if (typeof annotate !== 'function') {
        try {
          annotate = (await import(/* @vite-ignore */ RENDER_MODULE)).annotateCitations;
        } catch (err) {
          if (!isMissingModule(err)) throw err;
        }
      }
      return {
        explainInput: index.explainInput as Engine['explainInput'],
        annotateCitations: typeof annotate === 'function' ? (annotate as Engine['annotateCitations']) : undefined,
      };
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
