// One log line per request, tagged with the request id (taken from X-Request-Id when the
// client sends a sane one, otherwise generated (middleware/request-id.ts), and echoed
// back in the response) so a client's complaint can be matched to the server's log.
import type { MiddlewareHandler } from 'hono';

export type LogSink = (line: string) => void;

export function requestLog(log: LogSink): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    log(
      JSON.stringify({
        time: new Date().toISOString(),
        id: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }),
    );
  };
}
