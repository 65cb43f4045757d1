// The server the browser tests drive: the API app with the web app mounted, on the real
// library, on a loopback port. One is shared by the browser test files of a run
// (test/e2e/browser-setup.ts starts it on first demand, in vitest's own process): it warms
// up as `judge serve` does (explain workers, card pool, search indexes) in the background
// while the first tests run, since between them the files use all of it.
import { poolEngine } from '../../src/api/engine.ts';
import { startServer, type RunningServer } from '../../src/api/server.ts';
import { testLibrary } from './library.ts';

/** The explain budget (3 s of wall clock per job) is tested in reliability-explain; here a CI
 *  machine running every test file at once must not turn a slow answer into a refusal. */
export async function startWebServer(): Promise<RunningServer> {
  return startServer({ port: 0, library: await testLibrary(), warm: true, engine: poolEngine({ timeoutMs: 30_000, maxWaitMs: 30_000 }) });
}
