// GET /v1/glossary/{term}: a glossary entry by headword or alias, in any language;
// GET /v1/glossary?q=: entries whose headword or text matches. Both answer a page at a time.
import { createRoute, z } from '@hono/zod-openapi';
import { JudgeError } from '../../errors.ts';
import { page, RANKED } from '../shapes.ts';
import { EditionQuery, GlossaryHitSchema, PageFields, errorResponses, pageQuery, textQuery } from '../schemas.ts';
import { newRouter, type ApiDeps } from '../router.ts';

const termRoute = createRoute({
  method: 'get',
  path: '/v1/glossary/{term}',
  operationId: 'getGlossaryEntry',
  tags: ['glossary'],
  summary: 'A glossary entry by term (headword, alias or English headword)',
  request: {
    params: z.object({
      term: z
        .string()
        .min(1)
        .max(100)
        .openapi({ param: { name: 'term', in: 'path' }, example: 'trample', description: 'A glossary headword or alias, in any language (case and accents do not matter)' }),
    }),
    query: EditionQuery.extend(pageQuery(RANKED)),
  },
  responses: {
    200: {
      description: 'Matching entries (one per language without `lang` or `edition`)',
      content: {
        'application/json': { schema: z.object({ term: z.string(), ...PageFields, results: z.array(GlossaryHitSchema) }) },
      },
    },
    ...errorResponses(400, 404),
  },
});

const searchRoute = createRoute({
  method: 'get',
  path: '/v1/glossary',
  operationId: 'searchGlossary',
  tags: ['glossary'],
  summary: 'Search the glossary',
  request: {
    query: textQuery('damage'),
  },
  responses: {
    200: {
      description: 'Matching entries, best first',
      content: {
        'application/json': { schema: z.object({ query: z.string(), ...PageFields, results: z.array(GlossaryHitSchema) }) },
      },
    },
    ...errorResponses(400, 404, 413),
  },
});

export function glossaryRoutes({ library }: ApiDeps) {
  return newRouter()
    .openapi(termRoute, (c) => {
      const { term } = c.req.valid('param');
      const { limit, offset, ...sel } = c.req.valid('query');
      const results = library.glossary(term, sel);
      if (results.length === 0) throw new JudgeError('not_found', `no glossary entry "${term}"`);
      return c.json({ term, ...page(results, offset, limit) }, 200);
    })
    .openapi(searchRoute, (c) => {
      const { q, limit, offset, ...sel } = c.req.valid('query');
      return c.json({ query: q, ...page(library.glossarySearch(q, { ...sel, limit: RANKED }), offset, limit) }, 200);
    });
}
