// Every subcommand of `judge`, one module each, loaded only when it is the one asked for:
// `judge serve` must not pay for the ingest, the engine and the search modules at start-up.
import type { Command } from 'commander';

type Module = { register(program: Command): void };

export const commandModules: Record<string, () => Promise<Module>> = {
  ingest: () => import('./ingest.ts'),
  report: () => import('./report.ts'),
  rule: () => import('./rule.ts'),
  mtr: () => import('./mtr.ts'),
  ipg: () => import('./ipg.ts'),
  search: () => import('./search.ts'),
  glossary: () => import('./glossary.ts'),
  explain: () => import('./explain.ts'),
  serve: () => import('./serve.ts'),
  fetch: () => import('./fetch.ts'),
  mcp: () => import('./mcp.ts'),
  completion: () => import('./completion.ts'),
  card: () => import('./card.ts'),
  cards: () => import('./cards.ts'),
  diff: () => import('./diff.ts'),
  history: () => import('./history.ts'),
};

/** The subcommand named in argv (skipping global options), or null for help and typos. */
export function requestedCommand(argv: string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--rules') i++;
    else if (!arg.startsWith('-')) return arg in commandModules ? arg : null;
  }
  return null;
}

/** The modules to register: just the requested one, or all of them for help and errors. */
export async function loadCommands(argv: string[]): Promise<Module[]> {
  const name = requestedCommand(argv);
  const names = name ? [name] : Object.keys(commandModules);
  return Promise.all(names.map((n) => commandModules[n]!()));
}
