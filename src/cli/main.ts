// Entry point of the `judge` command: one commander program, one module per subcommand
// in ./commands, loaded only when it is the one asked for. Whatever goes wrong — a
// command's own error or the argument parser's (an unknown option, a missing argument) —
// ends here as one line on stderr with the error's code and the exit status — a stack
// trace only with --debug — or, under --json, as the HTTP API's error object on stdout, so
// a script reading JSON gets JSON either way.
import { Command, CommanderError } from 'commander';
import { JudgeError } from '../errors.ts';
import { packageVersion } from '../version.ts';
import { registerCommands, requestedCommand } from './commands/index.ts';

export interface GlobalOptions {
  /** Extra rules folders given with --rules (repeatable). */
  rules: string[];
  debug?: boolean;
}

function collect(value: string, previous: string[]): string[] {
  return [...previous, value];
}

/** The program with the subcommand argv asks for (every one, with `all`: completion needs
 *  their options). The parser's errors are thrown, not printed: main() prints them. */
export async function buildProgram(argv: string[] = [], all = false): Promise<Command> {
  const program = new Command('judge')
    .description('Magic: The Gathering Comprehensive Rules: lookup, search and explanations')
    .version(packageVersion(), '-V, --version', 'print the version')
    .option('--rules <dir>', 'an extra folder of rules texts to ingest (repeatable)', collect, [])
    .option('--debug', 'print the stack trace of an unexpected error')
    .configureOutput({ outputError: () => undefined })
    .exitOverride();
  await registerCommands(program, argv, all);
  return program;
}

/** The argument parser's complaint as a usage error: its message without commander's
 *  "error: " and "(Did you mean …?)", which become the suggestions, and where to look. */
export function usageError(err: CommanderError, argv: string[]): JudgeError {
  const lines = err.message.replace(/^error: /, '').split('\n');
  const suggestions = lines.flatMap((l) => /^\(Did you mean (.+)\?\)$/.exec(l)?.[1]?.split(/, | or /) ?? []);
  const command = requestedCommand(argv);
  return new JudgeError('bad_request', `${lines[0]}; see \`judge ${command ? `${command} ` : ''}--help\``, { suggestions });
}

export function exitCodeFor(err: unknown): number {
  if (err instanceof JudgeError) return err.code === 'not_found' ? 1 : err.code === 'unreachable' ? 4 : 2;
  return 3;
}

/** What a detail adds to the message: all of it (`; at PATH: …`), or, when the message
 *  already starts saying it (a single problem's headline), only the rest. */
function unsaid(message: string, detail: string): string {
  const at = message.indexOf(detail.slice(0, Math.min(detail.length, 40)));
  if (at < 0) return `; at ${detail}`;
  let same = 0;
  while (same < detail.length && message[at + same] === detail[same]) same++;
  return detail.slice(same);
}

/** One line: the message, where each problem is, the near misses, then code and status. */
export function formatError(err: JudgeError): string {
  let message = `judge: ${err.message}`;
  for (const d of err.details ?? []) message += unsaid(message, `${d.path}: ${d.message}`);
  if (err.suggestions?.length) message += `; did you mean: ${err.suggestions.join(', ')}?`;
  return `${message.replace(/\s*\n\s*/g, ' ')} (${err.code}, exit ${exitCodeFor(err)})`;
}

/** The HTTP API's error body (src/api/errors.ts), for --json. */
export function errorObject(err: JudgeError): { error: { code: string; message: string; suggestions?: string[]; details?: Array<{ path: string; message: string }> } } {
  return {
    error: {
      code: err.code,
      message: err.message,
      ...(err.suggestions ? { suggestions: err.suggestions } : {}),
      ...(err.details ? { details: err.details } : {}),
    },
  };
}

/** `judge … | head` closes the pipe early: that is the reader being done, not an error. */
function endQuietlyOnClosedPipe(): void {
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(0);
      throw err;
    });
  }
}

/** A system error a user can cause and fix (a port in use, a folder they cannot write). */
function asUserError(err: unknown): JudgeError | null {
  const e = err as NodeJS.ErrnoException & { port?: number; address?: string };
  if (e?.code === 'EADDRINUSE') return new JudgeError('bad_request', `port ${e.port} on ${e.address} is already in use; choose another with --port or PORT`);
  if (e?.code === 'EACCES' || e?.code === 'EPERM' || e?.code === 'EROFS') return new JudgeError('bad_request', `${e.message.split('\n')[0]}; set JUDGE_DATA_DIR to a folder you can write`);
  return null;
}

export async function main(argv: string[]): Promise<number> {
  endQuietlyOnClosedPipe();
  const json = argv.includes('--json');
  const debug = argv.includes('--debug');
  try {
    const program = await buildProgram(argv);
    await program.parseAsync(argv, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (thrown) {
    // --help and --version end here with status 0; `judge` alone has printed the help.
    if (thrown instanceof CommanderError && (thrown.exitCode === 0 || thrown.code === 'commander.help')) return thrown.exitCode === 0 ? 0 : 2;
    const err = thrown instanceof CommanderError ? usageError(thrown, argv) : thrown;
    const judgeError = err instanceof JudgeError ? err : asUserError(err);
    if (judgeError) {
      if (json) process.stdout.write(JSON.stringify(errorObject(judgeError)) + '\n');
      else process.stderr.write(formatError(judgeError) + '\n');
      if (debug) process.stderr.write(`${(err as Error).stack}\n`);
      return exitCodeFor(judgeError);
    }
    const message = (err as Error)?.message ?? String(err);
    if (json) process.stdout.write(JSON.stringify({ error: { code: 'internal_error', message } }) + '\n');
    else process.stderr.write(`judge: internal error: ${message.split('\n')[0]} (internal_error, exit 3${debug ? '' : '; --debug shows the stack'})\n`);
    if (debug) process.stderr.write(`${(err as Error)?.stack ?? ''}\n`);
    return 3;
  }
}
