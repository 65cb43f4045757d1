// Whether the server should be sent traffic (GET /ready), as distinct from whether it is
// alive (GET /health). A fresh server answers at once but warms up first — explain workers
// started, the card pool read, the default editions' search indexes built — so that no
// client's first request pays for it; and once it is told to stop (SIGTERM) it says so, so
// a load balancer sends the next requests to another replica while this one finishes.
import { cardStore } from '../cards/store.ts';
import { searchOf } from '../search/index.ts';
import { explainAnswer } from './engine.ts';
import type { ApiDeps } from './router.ts';
import { WARM_UP_JOB } from './scenario-input.ts';

export type ReadyState = 'warming' | 'ready' | 'stopping';

export class Readiness {
  state: ReadyState = 'warming';
  /** What warming is still waiting for, for the 503 answer. */
  readonly pending = new Set<string>();

  /** Runs the steps side by side, each begun on a turn of the event loop of its own, then
   *  turns ready, unless stopping meanwhile. A step's first part runs on this thread
   *  (reading the card pool, loading an index) and blocks it: begun in the same turn, those
   *  parts ran back to back and /health, which must answer from the moment the socket
   *  listens, waited for all of them (half a second and more after listening); begun a turn
   *  apart, a probe waits at most for one. A step that fails leaves its route to fail on
   *  its own (and say why) rather than hold the server out of service. */
  async warm(steps: Record<string, () => Promise<unknown>>): Promise<void> {
    for (const name of Object.keys(steps)) this.pending.add(name);
    const running: Array<Promise<void>> = [];
    for (const [name, step] of Object.entries(steps)) {
      await new Promise((resolve) => setImmediate(resolve)); // let waiting requests in first
      running.push(
        step().then(
          () => void this.pending.delete(name),
          () => void this.pending.delete(name), // the route that needs it reports the failure
        ),
      );
    }
    await Promise.all(running);
    if (this.state === 'warming') this.state = 'ready';
  }

  stop(): void {
    this.state = 'stopping';
  }
}

/** What a server warms before it reports ready: the explain workers (and the main thread's
 *  half of an explanation), the card pool, and the search over the default editions (the
 *  indexes, the card names it recognises). */
export function warmSteps({ library, engine }: Pick<ApiDeps, 'library' | 'engine'>): Record<string, () => Promise<unknown>> {
  return {
    'explain workers': async () => {
      await (await engine())?.warm?.();
      // and the main thread's half of an explanation: telling it, quoting the rules it cites
      await explainAnswer(engine, WARM_UP_JOB, library, {});
    },
    'card pool': async () => {
      cardStore(); // after the workers have started (warm() begins each step a turn later): this read blocks
    },
    'search indexes': async () => {
      const search = searchOf(library);
      await search.prepare('trample');
      search.search('Grizzly Bears trample', { limit: 1 });
    },
  };
}
