// Entry point of the `judge` command: one commander program, one module per subcommand
// in ./commands. Each module registers itself; errors a user can cause arrive here as
// JudgeError and become a one-line message and an exit code, never a stack trace.
import { Command, CommanderError } from 'commander';
import { JudgeError } from '../errors.ts';
import { loadCommands } from './commands/index.ts';

export interface GlobalOptions {
  /** Extra rules folders given with --rules (repeatable). */
  rules: string[];
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

export async function buildProgram(argv: string[] = []): Promise<Command> {
  const program = new Command('judge')
    .description('Magic: The Gathering Comprehensive Rules: lookup, search and explanations')
    .option('--rules <dir>', 'an extra folder of rules texts to ingest (repeatable)', collect, [])
    .showHelpAfterError()
    .exitOverride();
  for (const command of await loadCommands(argv)) command.register(program);
  return program;
}

export function exitCodeFor(err: unknown): number {
  if (err instanceof JudgeError) return err.code === 'not_found' ? 1 : 2;
  return 3;
}

export function formatError(err: JudgeError): string {
  let message = `judge: ${err.message}`;
  for (const d of err.details ?? []) message += `\n  at ${d.path}: ${d.message}`;
  if (err.suggestions?.length) message += `\n  did you mean: ${err.suggestions.join(', ')}?`;
  return message;
}

export async function main(argv: string[]): Promise<number> {
  const program = await buildProgram(argv);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) return err.exitCode === 0 ? 0 : 2;
    if (err instanceof JudgeError) {
      process.stderr.write(formatError(err) + '\n');
      return exitCodeFor(err);
    }
    process.stderr.write(`judge: internal error: ${(err as Error)?.stack ?? String(err)}\n`);
    return 3;
  }
}
