// The rules engine (src/engine/, another module) as the API sees it: loaded lazily on the
// first explain request (it is large, and most servers never explain anything), and
// answered with 501 by builds without it. On Node the server runs it in a worker pool
// (explain-pool.ts, see poolEngine); elsewhere it runs in the request's own thread.
import { JudgeError } from '../errors.ts';
import type { RulesLibrary, EditionSelector } from '../library/types.ts';
import type { ExplainResult } from '../engine/types.ts';
import type { CitedRule } from '../engine/render.ts';
import { languagesAndLatest, rulesKeysOf, rulesSelector } from '../engine/scenario/rules-key.ts';
import { precheck, type ExplainJob } from './scenario-input.ts';

export interface Engine {
  /** Parses the scenario's text, validates and replays it, all within the job's budget. */
  explain(job: ExplainJob): Promise<ExplainResult>;
  /** The texts of the rules a result cites, in the chosen edition. */
  annotateCitations?(result: ExplainResult, library: RulesLibrary, sel: EditionSelector): CitedRule[];
  /** The result with its steps told in the language of the chosen edition. */
  localize?(result: ExplainResult, library: RulesLibrary, sel: EditionSelector): ExplainResult;
  /** A refused scenario's problems told in the language of the chosen edition. */
  localizeError?(error: unknown, library: RulesLibrary, sel: EditionSelector): unknown;
  /** The CLI's numbered steps (the MCP tool's compact text). */
  render?(result: ExplainResult, library: RulesLibrary, sel: EditionSelector): string;
  /** Gets whatever the engine runs on ready (the worker pool's threads), before a server reports ready. */
  warm?(): Promise<void>;
  /** Stops whatever the engine runs on (the worker pool); called on shutdown. */
  close?(graceMs?: number): Promise<void>;
}

/** Returns the engine, or null when there is none in this build. */
export type EngineSource = (() => Promise<Engine | null>) & { close?(graceMs?: number): Promise<void> };

function isMissingModule(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND';
}

/** Imports once, mapping a missing module to null. A module that is there but fails to
 *  load is a bug and is reported as such. */
function lazyEngine(load: () => Promise<Engine>): EngineSource {
  let loading: Promise<Engine | null> | undefined;
  const source: EngineSource = () => {
    loading ??= load().catch((err) => {
      if (isMissingModule(err)) return null;
      throw err;
    });
    return loading;
  };
  source.close = async (graceMs) => {
    const engine = loading && (await loading.catch(() => null));
    await engine?.close?.(graceMs);
  };
  return source;
}

/** Citation texts and the numbered-steps rendering: they run in the calling thread, on a result. */
async function renderers(): Promise<Pick<Engine, 'annotateCitations' | 'render' | 'localize' | 'localizeError'>> {
  const { annotateCitations, renderExplanation, localizeResult, localizeError } = await import('../engine/render.ts');
  return {
    annotateCitations,
    localize: localizeResult,
    localizeError,
    render: renderExplanation,
  };
}

/** The engine from src/engine in the calling thread: for runtimes without worker threads. */
export function defaultEngine(): EngineSource {
  return lazyEngine(async () => {
    const [{ explainInput }, { runExplainJob }, render] = await Promise.all([
      import('../engine/index.ts'),
      import('./scenario-input.ts'),
      renderers(),
    ]);
    return { explain: async (job) => runExplainJob(job, explainInput), ...render };
  });
}

/** The engine in a pool of worker threads (Node): see explain-pool.ts. */
export function poolEngine(options?: import('./explain-pool.ts').ExplainPoolOptions): EngineSource {
  return lazyEngine(async () => {
    // Citations come from the engine's render module: a build without the engine fails here, with null.
    const [{ ExplainPool }, render] = await Promise.all([import('./explain-pool.ts'), renderers()]);
    const pool = new ExplainPool(options);
    return { explain: (job) => pool.run(job), ...render, warm: () => pool.warm(), close: (graceMs) => pool.close(graceMs) };
  });
}

/** One explanation as the API answers it: the size limits checked here (precheck), the
 *  replay in a worker, then told in the chosen edition's language with the cited rules'
 *  texts. */
export async function explainAnswer(source: EngineSource, input: ExplainJob, library: RulesLibrary, sel: EditionSelector) {
  const job = { ...input, rulesKeys: rulesKeysOf(library.editions()) };
  precheck(job);
  checkCitedEdition(library, sel, job.rulesKeys);
  const explainer = await requireEngine(source);
  const replayed = await explainer.explain(job).catch((e: unknown) => {
    throw explainer.localizeError?.(e, library, sel) ?? e;
  });
  // The reader's ?edition= or ?lang= wins; otherwise the edition the scenario names.
  const cited = sel.edition || sel.lang ? sel : { ...sel, ...rulesSelector(replayed.rules) };
  const result = explainer.localize?.(replayed, library, cited) ?? replayed;
  const citations = explainer.annotateCitations?.(result, library, cited);
  return { explainer, result, sel: cited, answer: { ...result, ...(citations === undefined ? {} : { citations }) } };
}

/** The edition an explanation is asked to cite, checked before the replay as a rule lookup
 *  checks it: unknown is a 404 with suggestions, an edition and another language a 400, and a
 *  tournament document (MTR, IPG) a 400 — the engine cites the Comprehensive Rules. */
function checkCitedEdition(library: RulesLibrary, sel: EditionSelector, rulesKeys: readonly string[]): void {
  if (!sel.edition && !sel.lang) return;
  const edition = library.resolveEdition(sel);
  if (edition.kind === 'policy') {
    const examples = languagesAndLatest(rulesKeys).latest;
    throw new JudgeError('bad_request', `${edition.id} is a tournament document, and explanations cite the Comprehensive Rules: give a rules edition (${examples.join(', ')}) or a language (lang=it)`, { suggestions: examples });
  }
}

export async function requireEngine(source: EngineSource): Promise<Engine> {
  const engine = await source();
  if (!engine) {
    throw new JudgeError('not_implemented', 'explanations are not available yet: the rules engine is not part of this build');
  }
  return engine;
}
