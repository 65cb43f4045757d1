// CORS for browsers: any origin may read the API (it is public, read-only data, and no
// credentials are involved). Written here rather than with hono/cors because that one sets
// its headers on c.res before the handler runs, which makes hono build and then merge two
// Response objects per request and cost about half the throughput of a rule lookup.
import type { MiddlewareHandler } from 'hono';

const ALLOW_METHODS = 'GET, HEAD, POST, DELETE, OPTIONS';
const EXPOSE_HEADERS = 'ETag, X-Request-Id, Mcp-Session-Id, Mcp-Protocol-Version';
const MAX_AGE = '86400';

/** The headers of every non-preflight response (the response cache adds them itself). */
export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': EXPOSE_HEADERS,
} as const;

/** The same as pairs, made once rather than per request. */
const CORS_ENTRIES = Object.entries(CORS_HEADERS);

export const cors: MiddlewareHandler = async (c, next) => {
  for (const [name, value] of CORS_ENTRIES) c.header(name, value);
  // A preflight: say what is allowed and stop here.
  if (c.req.method === 'OPTIONS' && c.req.header('Access-Control-Request-Method')) {
    c.header('Access-Control-Allow-Methods', ALLOW_METHODS);
    const requested = c.req.header('Access-Control-Request-Headers');
    if (requested) {
      c.header('Access-Control-Allow-Headers', requested.split(',').map((h) => h.trim()).join(', '));
      c.header('Vary', 'Access-Control-Request-Headers');
    }
    c.header('Access-Control-Max-Age', MAX_AGE);
    return c.body(null, 204);
  }
  await next();
};
