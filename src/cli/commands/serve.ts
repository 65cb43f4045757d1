// `judge serve [--port N] [--host H]`: the HTTP API (and the web app) on the loaded
// editions. `npm start` runs this. Data is built once into data/ and loaded from there,
// so a restart is quick.
import type { Command } from 'commander';
import { JudgeError } from '../../errors.ts';
import type { RulesLibrary } from '../../library/types.ts';

const DEFAULT_PORT = 8787;
/** After SIGTERM/SIGINT (and the drain) the process is gone within this, even if closing hangs. */
const SHUTDOWN_DEADLINE_MS = 5_000;

/** $JUDGE_DRAIN_SECONDS: how long, after SIGTERM, GET /ready answers 503 while requests are
 *  still served, before the server stops accepting them (a load balancer's time to notice). */
function drainMs(value = process.env.JUDGE_DRAIN_SECONDS): number {
  if (value === undefined || value === '') return 0;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 300) throw new JudgeError('bad_request', `JUDGE_DRAIN_SECONDS must be a number of seconds from 0 to 300, not "${value}"`);
  return seconds * 1000;
}

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
    .option('-p, --port <n>', `port to listen on (default: $PORT or ${DEFAULT_PORT})`)
    .option('--host <host>', 'interface to listen on (default: $HOST or 127.0.0.1; 0.0.0.0 for all)')
    .option('--quiet', 'do not log requests')
    .action(async (opts: { port?: string; host?: string; quiet?: boolean }, command: Command) => {
      const port = opts.port !== undefined ? parsePort(opts.port, '--port') : parsePort(process.env.PORT, 'PORT');
      const drain = drainMs();
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
      // Serve until interrupted; close cleanly so in-flight requests finish, but exit within
      // a few seconds whatever happens (a stuck explain worker is terminated by close()).
      // SIGTERM (an orchestrator's stop) first drains: /ready says 503 for `drain` ms.
      let stopping = false;
      const background = new AbortController();
      const stopped = new Promise<void>((resolve) => {
        const stop = (signal: string) => {
          stopping = true;
          background.abort();
          const wait = signal === 'SIGTERM' ? drain : 0;
          process.stderr.write(`judge: ${signal}, ${wait ? `draining for ${wait / 1000} s, then ` : ''}shutting down\n`);
          server.drain();
          setTimeout(() => process.exit(1), wait + SHUTDOWN_DEADLINE_MS).unref();
          setTimeout(() => void server.close().then(resolve, resolve), wait);
        };
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      // The banner goes to stderr (stdout carries the request log's JSON lines), once the
      // server is warm: /ready answers 200 from then on.
      process.stderr.write(`judge: listening at ${server.url}, warming up (explain workers, card pool, search indexes)…\n`);
      await server.ready;
      if (stopping) return stopped;
      // Named: the non-English editions and the newest English release; the older ones counted.
      const editions = library.editions();
      const english = editions.filter((e) => e.lang === 'en' && e.kind !== 'policy');
      const named = [...editions.filter((e) => !english.includes(e)), ...english.slice(0, 1)].map((e) => e.id);
      const more = english.length > 1 ? ` and ${english.length - 1} older English releases` : '';
      process.stderr.write(
        `judge: serving ${named.join(', ') || 'no editions'}${more} at ${server.url} (docs ${server.url}/docs, MCP ${server.url}/mcp) — ready in ${Math.round(performance.now() - started)} ms\n`,
      );
      // Now that it answers: the releases not parsed yet, one at a time in a worker thread,
      // so that a history, a diff or an old edition asked for later only reads the cache.
      void library.prepareAll?.(background.signal);
      await stopped;
    });
}
