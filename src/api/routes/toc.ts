// GET /v1/toc: sections and three-digit rules with their titles.
import { createRoute, z } from '@hono/zod-openapi';
import { CACHE_CONTROL, cachedJson } from '../middleware/cache.ts';
import { EditionQuery, TocEntrySchema, errorResponses } from '../schemas.ts';
import { newRouter, type ApiDeps } from '../router.ts';

const route = createRoute({
  method: 'get',
  path: '/v1/toc',
  operationId: 'getTableOfContents',
  tags: ['rules'],
  summary: 'Table of contents of an edition',
  request: { query: EditionQuery },
  responses: {
    200: {
      description: 'Sections, each with its rules',
      content: { 'application/json': { schema: z.object({ edition: z.string(), toc: z.array(TocEntrySchema) }) } },
    },
    304: { description: 'Not modified (ETag matched)' },
    ...errorResponses(400, 404),
  },
});

export function tocRoutes({ library, cache }: ApiDeps) {
  return newRouter().openapi(route, (c) => {
    const sel = c.req.valid('query');
    const edition = library.resolveEdition(sel);
    return cachedJson(c, cache, edition, sel.edition ? CACHE_CONTROL.pinned : CACHE_CONTROL.moving, () => ({
      edition: edition.id,
      toc: library.toc({ edition: edition.id }),
    }));
  });
}
