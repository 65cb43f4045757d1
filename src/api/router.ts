// What every route module gets: the library and the engine, and a router whose request
// validation failures become the API's 400 error body (naming the bad parameter).
import { OpenAPIHono, type RouteConfig, type z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import type { RulesLibrary } from '../library/types.ts';
import type { EngineSource } from './engine.ts';
import type { ResponseCache } from './middleware/cache.ts';
import type { Readiness } from './readiness.ts';
import { validationError } from './errors.ts';

export type ApiEnv = { Variables: RequestIdVariables };

export interface ApiDeps {
  library: RulesLibrary;
  engine: EngineSource;
  /** Serialised rule, toc and search answers, by ETag. */
  cache: ResponseCache;
  /** Whether to send this server traffic (GET /ready); without it, always. */
  readiness?: Readiness;
}

export function newRouter(): OpenAPIHono<ApiEnv> {
  return new OpenAPIHono<ApiEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error, result.target);
    },
  });
}

/**
 * A GET route whose only input is its query string, for the routes answered most often:
 * documented from its zod schema as `openapi()` documents it (the OpenAPI document is the
 * same), and validated by the same schema, with the same 400 answers — but in the handler,
 * synchronously. `openapi()`'s validator middleware parses asynchronously and awaits a hook
 * and a middleware step: hops through the microtask queue that cost a search more than zod
 * itself does.
 */
export function queryRoute<Q extends z.ZodType>(
  router: OpenAPIHono<ApiEnv>,
  route: RouteConfig & { method: 'get'; request: { query: Q } },
  handler: (c: Context<ApiEnv>, query: z.output<Q>) => Response | Promise<Response>,
): OpenAPIHono<ApiEnv> {
  router.openAPIRegistry.registerPath(route);
  router.get(route.path, (c) => handler(c, validQuery(c, route.request.query)));
  return router;
}

/** The query string as hono's validator reads it (a parameter given twice is a list, which
 *  the schema refuses), checked by `schema`; throws the API's 400 naming each bad parameter. */
export function validQuery<Q extends z.ZodType>(c: Context, schema: Q): z.output<Q> {
  const given = c.req.queries();
  const value: Record<string, string | string[]> = {};
  for (const key in given) value[key] = given[key]!.length === 1 ? given[key]![0]! : given[key]!;
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error, 'query');
  return result.data;
}
