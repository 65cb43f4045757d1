// Limits at the edge, before any route does work: the query string and the request body
// are bounded so one client cannot make the server parse megabytes.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { JudgeError } from '../../errors.ts';

export const MAX_QUERY_CHARS = 1024;
export const MAX_PATH_CHARS = 512;
export const MAX_BODY_BYTES = 64 * 1024;

export const urlLimit: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const q = url.indexOf('?');
  const queryLength = q < 0 ? 0 : url.length - q - 1;
  if (queryLength > MAX_QUERY_CHARS) {
    throw new JudgeError('too_large', `query string is ${queryLength} characters; the limit is ${MAX_QUERY_CHARS}`);
  }
  if (c.req.path.length > MAX_PATH_CHARS) {
    throw new JudgeError('too_large', `path is ${c.req.path.length} characters; the limit is ${MAX_PATH_CHARS}`);
  }
  await next();
};

export const bodyLimitMiddleware: MiddlewareHandler = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  // The rest of the body is read and dropped after this answer (src/api/node/linger.ts),
  // so a client that sends it all before reading still gets the 413.
  onError: () => {
    throw new JudgeError('too_large', `request body is over the limit of ${MAX_BODY_BYTES} bytes`);
  },
});
