// GET /v1/editions: every loaded edition with its language, date, counts and source.
import { createRoute, z } from '@hono/zod-openapi';
import { EditionSummarySchema, errorResponses } from '../schemas.ts';
import { newRouter, type ApiDeps } from '../router.ts';

const route = createRoute({
  method: 'get',
  path: '/v1/editions',
  operationId: 'listEditions',
  tags: ['rules'],
  summary: 'The loaded editions of the Comprehensive Rules',
  responses: {
    200: {
      description: 'Editions, newest first within each language',
      content: { 'application/json': { schema: z.object({ editions: z.array(EditionSummarySchema) }) } },
    },
    ...errorResponses(),
  },
});

export function editionsRoutes({ library }: ApiDeps) {
  return newRouter().openapi(route, (c) => c.json({ editions: library.editions() }, 200));
}
