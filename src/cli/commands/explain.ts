// `judge explain FILE [--lang L] [--edition ID] [--json] [--check]`: replay a scenario
// (../shared/scenario-format.md) and say which rules fire, in order. FILE may be `-` for
// stdin. By default the trace is rendered as numbered steps with each cited rule's text
// in the chosen edition; --json prints the raw result; --check compares the final state
// with the scenario's `expect` and exits 1 naming each expectation that failed.
import { readFile } from 'node:fs/promises';
import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';
import { checkExpectations, type ExpectationResult } from '../../engine/scenario/check.ts';
import { checkRulesKey, rulesKeysOf, rulesSelector } from '../../engine/scenario/rules-key.ts';
import { parseScenario, type Scenario } from '../../engine/scenario/schema.ts';
import type { ExplainResult } from '../../engine/types.ts';
import type { EditionSelector, RulesLibrary } from '../../library/types.ts';

interface ExplainOptions {
  lang?: string;
  edition?: string;
  json?: boolean;
  check?: boolean;
}

interface EngineModule {
  explain(scenario: Scenario): ExplainResult;
}
interface RenderModule {
  renderExplanation(result: ExplainResult, library?: RulesLibrary, sel?: EditionSelector): string;
  annotateCitations?(result: ExplainResult, library: RulesLibrary, sel?: EditionSelector): unknown;
  localizeResult?(result: ExplainResult, library?: RulesLibrary, sel?: EditionSelector): ExplainResult;
}

// Loaded when the command runs, so other subcommands do not pay for the engine or the rules.
const ENGINE_MODULE = '../../engine/index.ts';
const RENDER_MODULE = '../../engine/render.ts';
const LIBRARY_MODULE = '../../library/index.ts';

async function readScenarioText(file: string): Promise<string> {
  if (file === '-') {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    // A directory is the wrong kind of argument (bad input, exit 2), not a missing file.
    if (code === 'EISDIR') throw new JudgeError('bad_request', `cannot read scenario ${file}: it is a directory; give a scenario file (YAML or JSON), or - for standard input`);
    const reason = code === 'ENOENT' ? 'no such file' : (err as Error).message;
    throw new JudgeError('not_found', `cannot read scenario ${file}: ${reason}`);
  }
}

/** --edition/--lang win; otherwise the scenario's own `rules:` (a language code or an edition id). */
function editionSelector(opts: ExplainOptions, scenario: Scenario): EditionSelector {
  if (opts.edition || opts.lang) return { edition: opts.edition, lang: opts.lang };
  return rulesSelector(scenario.rules);
}

async function openRules(rulesDirs: string[]): Promise<RulesLibrary | undefined> {
  try {
    const { openLibrary } = (await import(/* @vite-ignore */ LIBRARY_MODULE)) as {
      openLibrary(opts?: { rulesDirs?: string[] }): Promise<RulesLibrary>;
    };
    return await openLibrary({ rulesDirs });
  } catch (err) {
    if (err instanceof JudgeError) throw err;
    process.stderr.write(`judge: the rules could not be loaded (${(err as Error).message}); citations are shown by number only\n`);
    return undefined;
  }
}

async function loadRenderer(): Promise<RenderModule | undefined> {
  try {
    return (await import(/* @vite-ignore */ RENDER_MODULE)) as RenderModule;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw err;
  }
}

export function formatChecks(checks: ExpectationResult[], file: string, hasExpect: boolean): string {
  const failed = checks.filter((c) => !c.ok);
  const lines = failed.length
    ? [`${file}: ${failed.length} of ${checks.length} expectations failed`, ...failed.map((c) => `  ✗ ${c.key}: ${c.message}`)]
    : [`${file}: all ${checks.length} expectations hold`];
  if (!hasExpect) lines.push(`  (the scenario has no expect: only checked that the replay ran to the end)`);
  return lines.join('\n') + '\n';
}

// Numbered steps with bare rule numbers: used only when the engine's renderer is missing.
function plainRendering(result: ExplainResult): string {
  const lines = result.trace.map((entry, i) => `${i + 1}. [${entry.step}] ${entry.text}${entry.rules.length ? ` (${entry.rules.join(', ')})` : ''}`);
  if (result.error) lines.push(`Illegal action: ${result.error.message} (${result.error.rules.join(', ')})`);
  return lines.join('\n') + '\n';
}

export function register(program: Command): void {
  program
    .command('explain')
    .argument('<file>', 'scenario file, or - to read it from stdin')
    .option('--lang <lang>', 'tell the steps and cite rule texts in this language (its latest edition)')
    .option('--edition <id>', 'cite rule texts from this edition')
    .option('--json', 'print the trace and the final state as JSON')
    .option('--check', "compare the result with the scenario's expect; exit 1 naming each failed expectation")
    .action(async (file: string, opts: ExplainOptions, command: Command) => {
      const scenario = parseScenario(await readScenarioText(file));
      const { rules: rulesDirs } = command.optsWithGlobals() as { rules?: string[] };
      let library: RulesLibrary | undefined;
      const openOnce = async () => (library ??= await openRules(rulesDirs ?? []));
      // The scenario's own `rules:` must name an edition there is, even when --lang or --edition wins.
      if (scenario.rules && (await openOnce())) checkRulesKey(scenario.rules, rulesKeysOf(library!.editions()));
      // So must --lang and --edition: an unknown one is said, not cited from as "not in ?".
      const asked = editionSelector(opts, scenario);
      if ((asked.lang || asked.edition) && (await openOnce())) library!.resolveEdition(asked);
      const { explain } = (await import(/* @vite-ignore */ ENGINE_MODULE)) as EngineModule;
      const result = explain(scenario);
      const checks = opts.check ? checkExpectations(scenario.expect, result) : undefined;

      if (opts.json) {
        // Steps are told in English unless another language or edition was asked for.
        const sel = editionSelector(opts, scenario);
        const renderer = sel.lang || sel.edition ? await loadRenderer() : undefined;
        const told = renderer?.localizeResult ? renderer.localizeResult(result, await openOnce(), sel) : result;
        process.stdout.write(JSON.stringify(checks ? { ...told, checks } : told, null, 2) + '\n');
      } else if (checks) {
        process.stdout.write(formatChecks(checks, file === '-' ? 'stdin' : file, scenario.expect !== undefined));
      } else {
        const renderer = await loadRenderer();
        const rendering = renderer ? renderer.renderExplanation(result, await openOnce(), editionSelector(opts, scenario)) : plainRendering(result);
        process.stdout.write(rendering.endsWith('\n') ? rendering : rendering + '\n');
      }
      if (checks?.some((c) => !c.ok)) process.exitCode = 1;
    });
}
