// One log line per request, tagged with the request id (taken from X-Request-Id when the
// client sends a sane one, otherwise generated (middleware/request-id.ts), and echoed
// back in the response) so a client's complaint can be matched to the server's log.
import type { MiddlewareHandler } from 'hono';

export type LogSink = (line: string) => void;

/** One request's log line. */
export function logLine(id: string | undefined, method: string, path: string, status: number, started: number): string {
  return JSON.stringify({ time: new Date().toISOString(), id, method, path, status, ms: Math.round((performance.now() - started) * 10) / 10 });
}

export function requestLog(log: LogSink): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log(logLine(c.get('requestId'), c.req.method, c.req.path, c.res.status, started));
  };
}
