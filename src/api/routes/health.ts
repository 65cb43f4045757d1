// GET /health for load balancers: cheap, and only "ok" once editions are loaded.
import { createRoute } from '@hono/zod-openapi';
import { HealthSchema, errorResponses } from '../schemas.ts';
import { newRouter, type ApiDeps } from '../router.ts';

const route = createRoute({
  method: 'get',
  path: '/health',
  operationId: 'getHealth',
  tags: ['meta'],
  summary: 'Liveness and readiness',
  responses: {
    200: { description: 'Serving', content: { 'application/json': { schema: HealthSchema } } },
    ...errorResponses(),
  },
});

export function healthRoutes({ library }: ApiDeps) {
  const started = Date.now();
  const editions = library.editions().length;
  return newRouter().openapi(route, (c) =>
    c.json({ status: 'ok' as const, editions, uptimeSeconds: Math.round((Date.now() - started) / 1000) }, 200),
  );
}
