// Rule identity across releases and translations: GET /v1/diff?from=&to= (what changed
// between two English releases), GET /v1/rules/{number}/history (the releases in which a
// rule appeared, changed, moved or went) and GET /v1/rules/{number}/counterpart (the same
// rule in another edition: what the web app's pickers follow).
import { createRoute, z } from '@hono/zod-openapi';
import { WordChangesSchema, errorResponses } from '../schemas.ts';
import { newRouter, type ApiDeps } from '../router.ts';

const EditionId = (example: string, description: string) => z.string().min(1).max(40).openapi({ example, description });

const ReleaseDiffSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    between: z.array(z.string()).openapi({ description: 'The releases loaded between the two, oldest first (empty: consecutive releases)' }),
    added: z.array(z.object({ number: z.string(), text: z.string() })),
    removed: z.array(z.object({ number: z.string(), text: z.string(), mergedInto: z.string().optional() })),
    moved: z.array(z.object({ from: z.string(), to: z.string() })).openapi({ description: 'Same rule, new number' }),
    changed: z.array(z.object({ from: z.string(), to: z.string(), changes: WordChangesSchema })).openapi({
      description: 'Text changed beyond renumbered references, with the word changes',
    }),
  })
  .openapi('ReleaseDiff');

const HistorySchema = z
  .object({
    edition: z.string().openapi({ description: 'The English release the number was read in' }),
    number: z.string(),
    entries: z.array(
      z.object({
        edition: z.string(),
        number: z.string(),
        event: z.enum(['present', 'added', 'changed', 'moved', 'removed']),
        previousNumber: z.string().optional(),
        after: z.string().optional().openapi({ description: 'The release loaded just before: the event happened between the two' }),
        text: z.string(),
        changes: WordChangesSchema.optional(),
      }),
    ),
  })
  .openapi('RuleHistory');

const diffRoute = createRoute({
  method: 'get',
  path: '/v1/diff',
  operationId: 'diffReleases',
  tags: ['history'],
  summary: 'What changed between two English releases: added, removed, moved and changed rules',
  request: {
    query: z.object({
      from: EditionId('en-2024-07-30', 'The older English release (edition id)'),
      to: EditionId('en-2024-11-08', 'The newer English release (edition id)'),
    }),
  },
  responses: {
    200: { description: 'The differences', content: { 'application/json': { schema: ReleaseDiffSchema } } },
    ...errorResponses(400, 404),
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/v1/rules/{number}/history',
  operationId: 'getRuleHistory',
  tags: ['history'],
  summary: 'Every English release in which the rule (or what it was numbered before) changed',
  request: {
    params: z.object({
      number: z.string().min(1).max(40).openapi({ param: { name: 'number', in: 'path' }, example: '702.111b', description: 'A rule number, as numbered in `edition`' }),
    }),
    query: z.object({ edition: EditionId('en-2026-08-07', 'The English release the number is read in; default the latest').optional() }),
  },
  responses: {
    200: { description: 'The history, oldest first', content: { 'application/json': { schema: HistorySchema } } },
    ...errorResponses(400, 404),
  },
});

const CounterpartSchema = z
  .object({
    from: z.object({ edition: z.string(), number: z.string() }),
    edition: z.string().openapi({ description: 'The edition asked about' }),
    number: z.string().nullable().openapi({ description: 'The same rule there, under its own number; null when it has none' }),
    via: z.enum(['chain', 'number']).openapi({ description: 'chain: matched through the English releases; number: paired by number alone' }),
    reason: z.string().optional().openapi({ description: 'Why there is no counterpart ("added after en-2020-07-03")' }),
    stale: z
      .object({ since: z.string(), changes: WordChangesSchema, changedIn: z.array(z.string()) })
      .optional()
      .openapi({ description: 'A translation on one side: the English text changed since its release, in these releases' }),
  })
  .openapi('Counterpart');

const counterpartRoute = createRoute({
  method: 'get',
  path: '/v1/rules/{number}/counterpart',
  operationId: 'getCounterpart',
  tags: ['history'],
  summary: 'The same rule in another edition (through rule identity, not the number)',
  request: {
    params: z.object({ number: z.string().min(1).max(40).openapi({ param: { name: 'number', in: 'path' }, example: '702.111b', description: 'A rule number (or a keyword), as numbered in `edition`' }) }),
    query: z.object({ edition: EditionId('en-2026-08-07', 'The edition the number is read in; default the latest English').optional(), to: EditionId('it-2020-07-03', 'The edition to find the same rule in') }),
  },
  responses: {
    200: { description: 'The counterpart, or null with the reason', content: { 'application/json': { schema: CounterpartSchema } } },
    ...errorResponses(400, 404),
  },
});

export function historyRoutes({ library }: ApiDeps) {
  return newRouter()
    .openapi(diffRoute, (c) => {
      const { from, to } = c.req.valid('query');
      return c.json(library.releaseDiff(from, to), 200);
    })
    .openapi(historyRoute, (c) => {
      const { number } = c.req.valid('param');
      const { edition } = c.req.valid('query');
      return c.json(library.ruleHistory(number, edition ? { edition } : {}), 200);
    })
    .openapi(counterpartRoute, (c) => {
      const { number } = c.req.valid('param');
      const { edition, to } = c.req.valid('query');
      const from = library.rule(number, edition ? { edition } : {});
      return c.json({ from: { edition: from.edition, number: from.number }, ...library.correspondingRule(from.number, { edition: from.edition }, { edition: to }) }, 200);
    });
}
