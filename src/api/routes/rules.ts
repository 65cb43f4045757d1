// GET /v1/rules/{number}: one rule with its neighbourhood (and its subrules when it has
// any), or — for a range or list such as "601.2a-d" — the rules it names, a page at a time
// (`limit`, `offset`; the answer's `total` and `next`).
import { createRoute, z } from '@hono/zod-openapi';
import { CACHE_CONTROL, cachedJson } from '../middleware/cache.ts';
import { LISTED, ruleAnswer } from '../shapes.ts';
import { EditionQuery, RuleRangeSchema, RuleResponseSchema, errorResponses, pageQuery } from '../schemas.ts';
import { newRouter, type ApiDeps } from '../router.ts';

const route = createRoute({
  method: 'get',
  path: '/v1/rules/{number}',
  operationId: 'getRule',
  tags: ['rules'],
  summary: 'A rule by number ("702.19c", "702.19", "7", "601.2a-d")',
  request: {
    params: z.object({
      number: z
        .string()
        .min(1)
        .max(40)
        .openapi({
          param: { name: 'number', in: 'path' },
          example: '702.19c',
          description: 'A rule ("702.19c"; "702.19" comes with its subrules), a range ("601.2a-d"), a section ("7"), a Yawgatog id ("R70219c") or the keyword a rule defines ("trample")',
        }),
    }),
    query: EditionQuery.extend(pageQuery(LISTED)),
  },
  responses: {
    200: {
      description: 'The rule, or the list of rules a range names',
      content: { 'application/json': { schema: z.union([RuleResponseSchema, RuleRangeSchema]) } },
    },
    304: { description: 'Not modified (ETag matched)' },
    ...errorResponses(400, 404),
  },
});

export function rulesRoutes({ library, cache }: ApiDeps) {
  return newRouter().openapi(route, (c) => {
    const { number } = c.req.valid('param');
    const { limit, offset, ...sel } = c.req.valid('query');
    const edition = library.resolveEdition(sel);
    return cachedJson(c, cache, edition, sel.edition ? CACHE_CONTROL.pinned : CACHE_CONTROL.moving, () => {
      // ?lang=it without an edition: the number (or range) is the current English rules' (library.lookup by identity).
      const views = library.lookup(number, sel);
      // Nothing matched: ask for exactly one node, which throws not_found with suggestions.
      if (views.length === 0) return library.rule(number, { edition: edition.id });
      return ruleAnswer(number, edition.id, views, { offset, limit });
    });
  });
}
