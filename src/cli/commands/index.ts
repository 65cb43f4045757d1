// Every subcommand of `judge`: its one-line description here, its options and action in a
// module of its own, loaded only when it is the one asked for. `judge --version`, `judge
// --help` and a mistyped command load none of them (they list the descriptions below), and
// `judge serve` does not pay for the ingest, the engine or the search modules at start-up.
//
// Adding a command: one line below, and a module whose `register(program)` adds
// `program.command('NAME')` with its arguments, options and action (the description comes
// from here).
import type { Command } from 'commander';

type Module = { register(program: Command): void };

interface CommandEntry {
  description: string;
  load: () => Promise<Module>;
}

export const commandModules: Record<string, CommandEntry> = {
  ingest: { description: 'parse every rules file and shipped release into the data folder (other commands do this on demand)', load: () => import('./ingest.ts') },
  report: { description: 'per edition: source, counts, coverage and numbering anomalies', load: () => import('./report.ts') },
  rule: { description: 'look up a rule by number (a rule comes with its subrules; ranges and sections work too)', load: () => import('./rule.ts') },
  mtr: { description: 'look up the Magic Tournament Rules by section (the same as `judge rule N --edition mtr`)', load: () => import('./mtr.ts') },
  ipg: { description: 'look up the Infraction Procedure Guide by section (the same as `judge rule N --edition ipg`)', load: () => import('./ipg.ts') },
  search: {
    description: 'search the rules (English, Italian, Portuguese; a query in one language finds rules in another; without --lang or --edition, the language of the query is searched, and in English the Magic Tournament Rules and the Infraction Procedure Guide with the Comprehensive Rules; --edition takes a list: en-2026-08-07,mtr)',
    load: () => import('./search.ts'),
  },
  glossary: { description: 'look up a glossary term (every language unless --lang or --edition)', load: () => import('./glossary.ts') },
  explain: { description: 'replay a scenario (YAML or JSON; "-" for stdin) and explain which rules apply, in order', load: () => import('./explain.ts') },
  serve: { description: 'serve the HTTP API, its docs (/docs), the MCP endpoint (/mcp) and the web app', load: () => import('./serve.ts') },
  fetch: { description: "download the current English Comprehensive Rules (or those of --date) into the user's rules folder, unless the package ships them", load: () => import('./fetch.ts') },
  mcp: { description: 'serve the MCP tools (lookup_rule, search_rules, glossary, explain_scenario) and resources on stdio', load: () => import('./mcp.ts') },
  completion: { description: 'print a shell completion script (bash or zsh): judge completion bash >> ~/.bashrc', load: () => import('./completion.ts') },
  card: { description: 'show a card, which of its lines the engine understands, and the rules it points at', load: () => import('./card.ts') },
  cards: { description: 'the card pool: import, fetch, and how much of it the engine understands', load: () => import('./cards.ts') },
  diff: { description: 'what changed between two English releases: added, removed, moved and changed rules', load: () => import('./diff.ts') },
  history: { description: "a rule's history across the English releases: when it appeared, changed, moved or went", load: () => import('./history.ts') },
};

/** The subcommand named in argv (skipping global options; `help NAME` names NAME), or null
 *  for help, the version and typos. */
export function requestedCommand(argv: string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--rules') i++;
    else if (arg === 'help') continue;
    else if (!arg.startsWith('-')) return arg in commandModules ? arg : null;
  }
  return null;
}

/**
 * Adds every subcommand to `program`: the requested one (or, with `all`, each) from its
 * module, the others as their name and description only, which is all `judge --help` and
 * "unknown command … did you mean" need.
 */
export async function registerCommands(program: Command, argv: string[], all = false): Promise<void> {
  const requested = requestedCommand(argv);
  const loaded = new Map(
    await Promise.all(
      Object.entries(commandModules)
        .filter(([name]) => all || name === requested)
        .map(async ([name, entry]) => [name, await entry.load()] as const),
    ),
  );
  for (const [name, { description }] of Object.entries(commandModules)) {
    const module = loaded.get(name);
    if (module) module.register(program);
    else program.command(name);
    program.commands.find((c) => c.name() === name)!.description(description);
  }
}
