// `judge serve [--port N] [--host H]`: the HTTP API (and the web app) on the loaded
// editions. `npm start` runs this. Data is built once into data/ and loaded from there,
// so a restart is quick.
import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';
import type { RulesLibrary } from '../../library/types.ts';

const DEFAULT_PORT = 8787;
/** After SIGTERM/SIGINT the process is gone within this, even if closing hangs. */
const SHUTDOWN_DEADLINE_MS = 5_000;

function parsePort(value: string | undefined, from: string): number {
  if (value === undefined || value === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new JudgeError('bad_request', `${from} must be a port number 0–65535, not "${value}"`);
  }
  return port;
}

// Imported when the command runs, so other subcommands do not pay for the server's modules.
async function loadLibrary(rulesDirs: string[]): Promise<RulesLibrary> {
  const LIBRARY_MODULE = '../../library/index.ts';
  const { openLibrary } = (await import(/* @vite-ignore */ LIBRARY_MODULE)) as {
    openLibrary(opts?: { rulesDirs?: string[]; log?: (line: string) => void }): Promise<RulesLibrary>;
  };
  return openLibrary({ rulesDirs, log: (line: string) => process.stderr.write(`${line}\n`) });
}

export function register(program: Command): void {
  program
    .command('serve')
    .description('serve the HTTP API, its docs (/docs), the MCP endpoint (/mcp) and the web app')
    .option('-p, --port <n>', `port to listen on (default: $PORT or ${DEFAULT_PORT})`)
    .option('--host <host>', 'interface to listen on (default: $HOST or 127.0.0.1; 0.0.0.0 for all)')
    .option('--quiet', 'do not log requests')
    .action(async (opts: { port?: string; host?: string; quiet?: boolean }, command: Command) => {
      const port = opts.port !== undefined ? parsePort(opts.port, '--port') : parsePort(process.env.PORT, 'PORT');
      const { rules } = command.optsWithGlobals() as { rules: string[] };
      const started = performance.now();
      // Load the rules and the server's modules at the same time: both take a few hundred ms.
      const [library, { startServer }] = await Promise.all([loadLibrary(rules ?? []), import('../../api/server.ts')]);
      const server = await startServer({
        port,
        host: opts.host ?? process.env.HOST ?? '127.0.0.1',
        library,
        log: opts.quiet ? undefined : (line) => process.stdout.write(`${line}\n`),
      });
      const editions = library.editions();
      const english = editions.filter((e) => e.lang === 'en');
      const named = [...editions.filter((e) => e.lang !== 'en'), ...english.slice(0, 1)].map((e) => e.id);
      const more = english.length > 1 ? ` and ${english.length - 1} older English releases` : '';
      process.stdout.write(
        `judge: serving ${named.join(', ') || 'no editions'}${more} at ${server.url} (docs ${server.url}/docs, MCP ${server.url}/mcp) — ready in ${Math.round(performance.now() - started)} ms\n`,
      );
      // Now that it answers: the releases not parsed yet, one at a time in a worker thread,
      // so that a history, a diff or an old edition asked for later only reads the cache.
      const background = new AbortController();
      void library.prepareAll?.(background.signal);
      // Serve until interrupted; close cleanly so in-flight requests finish, but exit within
      // a few seconds whatever happens (a stuck explain worker is terminated by close()).
      await new Promise<void>((resolve) => {
        const stop = (signal: string) => {
          process.stderr.write(`judge: ${signal}, shutting down\n`);
          background.abort();
          setTimeout(() => process.exit(1), SHUTDOWN_DEADLINE_MS).unref();
          void server.close().then(resolve, resolve);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });
}
