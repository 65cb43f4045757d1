// GET /v1/search: ranked rules and glossary entries with highlighted snippets.
import { createRoute, z } from '@hono/zod-openapi';
import { CACHE_CONTROL, cachedJson } from '../middleware/cache.ts';
import { RANKED, searchAnswer } from '../shapes.ts';
import { CardReadSchema, PageFields, SearchHitSchema, errorResponses, textQuery } from '../schemas.ts';
import { newRouter, queryRoute, type ApiDeps } from '../router.ts';
import { editionsFor, prepareAcross, readQuery, searchOf } from '../../search/index.ts';

const Query = textQuery('trample');

const route = createRoute({
  method: 'get',
  path: '/v1/search',
  operationId: 'searchRules',
  tags: ['search'],
  summary: 'Search the rules: words, questions, card names, rule numbers',
  description:
    'Without `edition` or `lang`, the query is searched in the default edition of the language it is written in ("atropelar" in the Portuguese rules) — in English, the Comprehensive Rules together with the newest Magic Tournament Rules and Infraction Procedure Guide ("missed trigger penalty" finds IPG 2.1), each result naming its `document`; `edition` takes one id or a comma-separated list ("en-2026-08-07,mtr-2026-02-27"; a document name stands for its newest edition: "mtr"). A rule number, range or "section 7" is looked up; "MTR 4.2" or "IPG 2.1" in that document. Card names in the question (in any case, in [[brackets]], misspelt by a few letters, or by a legendary card\'s short name) are read from the card pool and listed in `cards`; what the cards do re-ranks the results the question\'s words found (`cards` on a result says which cards lifted it). A query that is a glossary term also returns the entry (`type: "glossary"`).',
  request: { query: Query },
  responses: {
    200: {
      description: 'Results, best first',
      content: {
        'application/json': {
          schema: z.object({
            query: z.string(),
            edition: z.string(),
            editions: z.array(z.string()).optional().openapi({ description: 'Every edition searched, when there were several (the first is `edition`)' }),
            cards: z.array(CardReadSchema).optional().openapi({ description: 'The cards the query names, as the search read them (only when it names any)' }),
            ...PageFields,
            ranked: z.number().int().openapi({ description: `How many of the \`total\` results the search ranks and pages through, at most ${RANKED}: \`offset\` stays below it and \`next\` is null at its end even when \`total\` is larger`, example: RANKED }),
            results: z.array(SearchHitSchema),
          }),
        },
      },
    },
    304: { description: 'Not modified (ETag matched)' },
    ...errorResponses(400, 404, 413),
  },
});

export function searchRoutes({ library, cache }: ApiDeps) {
  return queryRoute(newRouter(), route, (c, { q, limit, offset, ...sel }) => {
    // The query is read once (validated, taken apart, its words folded) for every step below.
    const read = readQuery(q);
    const search = searchOf(library);
    // Indexes are built off the request path: other requests are answered meanwhile. When
    // they are built (nearly always), the answer is made in this same turn.
    const answer = () => {
      const editions = editionsFor(search, library, read, sel);
      const answered = () => cachedJson(c, cache, editions.length === 1 ? editions[0]! : editions, sel.edition ? CACHE_CONTROL.ranked : CACHE_CONTROL.moving, () => searchAnswer(search, library, read, editions, offset, limit, sel));
      const building = prepareAcross(search, editions, read);
      return building ? building.then(answered) : answered();
    };
    const building = sel.edition?.includes(',') ? undefined : search.preparing(read, sel);
    return building ? building.then(answer) : answer();
  });
}
