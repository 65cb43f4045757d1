// The request id every response carries (X-Request-Id) and every log line names: the
// client's own when it sends a sane one, so its logs and ours meet; otherwise this
// process's random prefix and a counter, unique per process and far cheaper per request
// than a random UUID (hono's requestId default), which showed in the rule lookup's profile.
import type { Context, MiddlewareHandler } from 'hono';

const SANE_ID = /^[\w\-=]{1,255}$/;
const PROCESS_PREFIX = Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(16).padStart(2, '0')).join('');
let issued = 0;

/** The client's X-Request-Id when it is sane, else a new one. */
export function requestIdFrom(given: string | null | undefined): string {
  return given != null && SANE_ID.test(given) ? given : `${PROCESS_PREFIX}-${(++issued).toString(36)}`;
}

/** Takes or makes the request's id and records it in `c.var.requestId`. */
export function assignRequestId(c: Context): string {
  const id = requestIdFrom(c.req.header('X-Request-Id'));
  c.set('requestId', id);
  return id;
}

export const requestId: MiddlewareHandler = async (c, next) => {
  c.header('X-Request-Id', assignRequestId(c));
  await next();
};
