// GET /health (liveness: the process answers) and GET /ready (readiness: send it traffic):
// /health is 200 from the first moment to the last; /ready is 503 while the server warms
// up (see ../readiness.ts) and again from the moment it is told to stop.
import { createRoute } from '@hono/zod-openapi';
import { HealthSchema, ReadySchema, errorResponses } from '../schemas.ts';
import { newRouter, type ApiDeps } from '../router.ts';

const health = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  tags: ['meta'],
  summary: 'Liveness: the server answers',
  description: 'Always 200 while the process runs, warming or stopping included; a load balancer routes by `GET /ready`.',
  responses: {
    200: { description: 'Alive', content: { 'application/json': { schema: HealthSchema } } },
    ...errorResponses(),
  },
});

const ready = createRoute({
  method: 'get',
  path: '/ready',
  operationId: 'getReady',
  tags: ['meta'],
  summary: 'Readiness: send this server traffic',
  description:
    '200 once the explain workers, the card pool and the default editions\' search indexes are ready, so no request waits for them; 503 before that (`status: "warming"`, with what it still waits for) and from the moment the server is told to stop (`status: "stopping"`, SIGTERM), while it still answers the requests it gets.',
  responses: {
    200: { description: 'Ready', content: { 'application/json': { schema: ReadySchema } } },
    503: { description: 'Warming up or stopping: send requests elsewhere', content: { 'application/json': { schema: ReadySchema } } },
    ...errorResponses(),
  },
});

export function healthRoutes({ library, readiness }: ApiDeps) {
  const started = Date.now();
  const editions = library.editions().length;
  const uptimeSeconds = () => Math.round((Date.now() - started) / 1000);
  return newRouter()
    .openapi(health, (c) => c.json({ status: 'ok' as const, editions, uptimeSeconds: uptimeSeconds() }, 200))
    .openapi(ready, (c) => {
      const state = readiness?.state ?? 'ready';
      if (state === 'ready') return c.json({ status: state, editions, uptimeSeconds: uptimeSeconds() }, 200);
      c.header('Retry-After', '1');
      return c.json({ status: state, editions, uptimeSeconds: uptimeSeconds(), ...(state === 'warming' ? { waitingFor: [...readiness!.pending] } : {}) }, 503);
    });
}
