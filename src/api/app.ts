// The HTTP API as a hono app, built from a RulesLibrary: runtime-neutral (no Node APIs
// here — server.ts is the Node adapter), so it can also run on edge runtimes.
//
// Answers already in the response cache are served in front of the app (answerFromCache).
// Inside, order matters: logging wraps everything (so even rejected requests are logged
// with an id), then request id, CORS, compression, the limits, and the routes. Errors
// from anywhere end in onError, which speaks the API's one error format.
import type { Context, Handler, Hono } from 'hono';
import { JudgeError } from '../errors.ts';
import type { RulesLibrary } from '../library/types.ts';
import type { Compression } from '../http/encoding.ts';
import { defaultEngine, type EngineSource } from './engine.ts';
import { asJudgeError, errorResponse } from './errors.ts';
import { answerFromCache, ResponseCache } from './middleware/cache.ts';
import { cors, CORS_HEADERS } from './middleware/cors.ts';
import { bodyLimitMiddleware, urlLimit } from './middleware/limits.ts';
import type { OriginPolicy } from './middleware/origin.ts';
import { requestId } from './middleware/request-id.ts';
import { record, requestLog, type RequestObserver } from './middleware/request-log.ts';
import type { Readiness } from './readiness.ts';
import { newRouter, type ApiDeps, type ApiEnv } from './router.ts';
import { cardsRoutes } from './routes/cards.ts';
import { registerDocs } from './routes/docs.ts';
import { editionsRoutes } from './routes/editions.ts';
import { explainRoutes } from './routes/explain.ts';
import { glossaryRoutes } from './routes/glossary.ts';
import { healthRoutes } from './routes/health.ts';
import { historyRoutes } from './routes/history.ts';
import { rulesRoutes } from './routes/rules.ts';
import { searchRoutes } from './routes/search.ts';
import { tocRoutes } from './routes/toc.ts';

export interface AppOptions {
  library: RulesLibrary;
  /** Where explanations come from; default: src/engine, loaded on first use. */
  engine?: EngineSource;
  /** Told of every request (the adapter's log and metrics); default: nobody. */
  observer?: RequestObserver;
  /** The Prometheus text for GET /metrics; without it there is no /metrics. */
  metrics?: () => Promise<string>;
  /** Response compression, supplied by the runtime adapter (server.ts: brotli/gzip). */
  compression?: Compression;
  /** The web app (src/web: `/`, /assets/, /data/), mounted at the root. Supplied by the
   *  adapter because it reads its files from disk. */
  web?: Hono;
  /** How many answers the response cache keeps (0 turns it off; the benchmark compares). */
  cacheEntries?: number;
  /** Whether to send this server traffic (GET /ready); without it, always. */
  readiness?: Readiness;
  /** The program's version, part of every ETag (the adapter reads it from package.json). */
  version?: string;
  /** Browser origins /mcp answers (./middleware/origin.ts); default any. */
  mcpOrigins?: OriginPolicy;
}

export function createApp({ library, engine = defaultEngine(), observer, metrics, compression, web, cacheEntries, readiness, version, mcpOrigins = () => true }: AppOptions) {
  const deps: ApiDeps = { library, engine, cache: new ResponseCache(cacheEntries, version, undefined, undefined, compression), readiness };
  const app = newRouter();

  if (observer) app.use(requestLog(observer));
  app.use(requestId);
  app.use(cors);
  if (compression) app.use(compression.middleware);
  app.use(urlLimit);

  app.route('/', healthRoutes(deps));
  app.route('/', editionsRoutes(deps));
  app.route('/', rulesRoutes(deps));
  app.route('/', tocRoutes(deps));
  app.route('/', searchRoutes(deps));
  app.route('/', glossaryRoutes(deps));
  app.route('/', explainRoutes(deps));
  app.route('/', cardsRoutes(deps));
  app.route('/', historyRoutes(deps));
  registerDocs(app);
  if (metrics) app.get('/metrics', async (c) => c.text(await metrics(), 200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' }));
  app.on(['GET', 'POST', 'DELETE'], '/mcp', bodyLimitMiddleware, mcpRoute(deps, mcpOrigins, version));
  if (web) app.route('/', web);

  const allowedMethods = methodsByPath(app.routes);
  app.notFound((c) => {
    const allowed = allowedMethods(c.req.path);
    if (allowed.length) {
      c.header('Allow', allowed.join(', '));
      return errorResponse(
        c,
        new JudgeError('method_not_allowed', `${c.req.method} is not allowed on ${c.req.path}; use ${allowed.join(' or ')}`),
      );
    }
    return errorResponse(c, new JudgeError('not_found', `no such endpoint: ${c.req.method} ${c.req.path} (see /docs)`));
  });

  app.onError((err, c) => {
    const judgeError = asJudgeError(err);
    if (judgeError) return errorResponse(c, judgeError);
    // Only a bug gets here; the fuzz test checks that no client input does.
    console.error(`[${c.get('requestId') ?? '-'}] internal error on ${c.req.method} ${c.req.path}:`, err);
    return c.json({ error: { code: 'internal_error', message: 'internal error; it has been logged' } }, 500);
  });

  // Answers already in the response cache leave before the app runs at all.
  const route = app.fetch;
  app.fetch = (request, env, ctx) => {
    const started = performance.now();
    const cached = answerFromCache(request, deps.cache, compression);
    if (!cached) return route(request, env, ctx);
    observer?.finished(record(cached.requestId, request.method, cached.path, cached.response.status, started));
    return cached.response;
  };
  return app;
}

/**
 * /mcp: the Origin check the MCP specification asks for, then the SDK's transport, whose
 * own Response gets the headers every other answer has (CORS, the request id). The SDK
 * takes a quarter of a second to import: it is loaded on the first /mcp request rather
 * than make every start of the server wait for it.
 */
function mcpRoute(deps: ApiDeps, allowed: OriginPolicy, version?: string): Handler<ApiEnv> {
  let handler: Promise<(c: Context) => Promise<Response>> | undefined;
  return async (c) => {
    const origin = c.req.header('Origin');
    if (origin !== undefined && !allowed(origin)) {
      const message = `Forbidden: requests from the origin ${origin} are not accepted here (see JUDGE_ALLOWED_ORIGINS in the README)`;
      return c.json({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }, 403);
    }
    handler ??= import('./mcp.ts').then((m) => m.mcpHandler(deps, version));
    const answer = await (await handler)(c);
    const headers = new Headers(answer.headers);
    for (const [name, value] of Object.entries(CORS_HEADERS)) headers.set(name, value);
    headers.set('X-Request-Id', c.get('requestId'));
    return new Response(answer.body, { status: answer.status, statusText: answer.statusText, headers });
  };
}

/** For the 405 answer: which methods the app serves on a path it does not serve with the
 *  request's method. */
function methodsByPath(routes: Array<{ method: string; path: string }>) {
  const patterns = routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({
      method: r.method,
      regex: new RegExp(
        '^' +
          r.path
            .replace(/[.+?^$()[\]\\|]/g, '\\$&')
            .replace(/:[^/{]+(\{[^}]*\})?/g, '[^/]+')
            .replace(/\*/g, '.*') +
          '/?$',
      ),
    }));
  return (path: string): string[] => {
    const methods = new Set(patterns.filter((p) => p.regex.test(path)).map((p) => p.method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  };
}
