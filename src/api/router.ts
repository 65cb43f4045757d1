// What every route module gets: the library and the engine, and a router whose request
// validation failures become the API's 400 error body (naming the bad parameter).
import { OpenAPIHono } from '@hono/zod-openapi';
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
