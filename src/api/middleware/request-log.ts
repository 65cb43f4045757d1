// What the server tells about each request: one record per request, tagged with the request
// id (taken from X-Request-Id when the client sends a sane one, otherwise generated
// (middleware/request-id.ts), and echoed back in the response) so a client's complaint can
// be matched to the server's log, and labelled with its route (not its path, so metrics
// keep a bounded set of labels). The records go to observers the runtime adapter supplies
// (server.ts: pino's levelled JSON log and the Prometheus metrics); this file stays free of
// Node APIs like the rest of the app.
import type { MiddlewareHandler } from 'hono';

/** Where log lines go (stdout for `judge serve`, an array in tests). */
export type LogSink = (line: string) => void;

export interface RequestRecord {
  id?: string;
  method: string;
  /** The route pattern ("/v1/rules/{number}"), "web" for the web app's files, "other". */
  route: string;
  path: string;
  status: number;
  ms: number;
}

export interface RequestObserver {
  /** A request began (for figures such as explains in flight). */
  started?(route: string): void;
  finished(record: RequestRecord): void;
}

const ROUTES: Array<[RegExp, string]> = [
  [/^\/v1\/rules\/[^/]+\/?$/, '/v1/rules/{number}'],
  [/^\/v1\/glossary\/[^/]+\/?$/, '/v1/glossary/{term}'],
  [/^\/(v1\/(editions|toc|search|glossary|explain)|health|ready|metrics|mcp|openapi\.json|docs)\/?$/, ''],
];

/** The route a path belongs to, as metrics label it. */
export function routeOf(path: string): string {
  for (const [pattern, route] of ROUTES) if (pattern.test(path)) return route || path.replace(/\/$/, '');
  return path === '/' || /^\/(assets|data|r)\//.test(path) || path === '/sw.js' ? 'web' : 'other';
}

export function record(id: string | undefined, method: string, path: string, status: number, started: number, route = routeOf(path)): RequestRecord {
  return { id, method, route, path, status, ms: Math.round((performance.now() - started) * 10) / 10 };
}

export function requestLog(observer: RequestObserver): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const path = c.req.path;
    const route = routeOf(path); // once: its patterns are tried in turn
    observer.started?.(route);
    await next();
    observer.finished(record(c.get('requestId'), c.req.method, path, c.res.status, started, route));
  };
}
