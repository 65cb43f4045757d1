// POST /v1/explain: a scenario (JSON or YAML, see ../shared/scenario-format.md) in, the
// engine's step-by-step trace and final state out, with the cited rules' texts.
import { createRoute } from '@hono/zod-openapi';
import { JudgeError } from '../../errors.ts';
import { requireEngine } from '../engine.ts';
import { bodyLimitMiddleware } from '../middleware/limits.ts';
import { EditionQuery, ExplainResponseSchema, errorResponses } from '../schemas.ts';
import { newRouter, type ApiDeps } from '../router.ts';

/** Every explanation runs within this budget, so no scenario can hold a worker for long. */
export const EXPLAIN_BUDGET = { steps: 20_000, ms: 2_000 };

const JSON_TYPES = new Set(['application/json']);
const YAML_TYPES = new Set(['application/yaml', 'text/yaml', 'application/x-yaml', 'text/x-yaml']);

const route = createRoute({
  method: 'post',
  path: '/v1/explain',
  operationId: 'explainScenario',
  tags: ['explain'],
  summary: 'Replay a scenario and explain each step with the rules it applies',
  middleware: [bodyLimitMiddleware] as const,
  request: {
    query: EditionQuery,
    body: {
      required: true,
      description: 'A scenario, as described in scenario-format.md',
      // Plain JSON schemas (not zod) on purpose: the body is parsed and validated by the
      // engine, which names the failing paths; this only documents it.
      content: {
        'application/json': { schema: { type: 'object' } },
        'application/yaml': { schema: { type: 'string' } },
        'text/yaml': { schema: { type: 'string' } },
      },
    },
  },
  responses: {
    200: { description: 'The replay', content: { 'application/json': { schema: ExplainResponseSchema } } },
    ...errorResponses(400, 404, 413, 415, 422, 501),
  },
});

async function parseBody(mediaType: string, text: string): Promise<unknown> {
  if (text.trim() === '') throw new JudgeError('bad_request', 'request body is empty: send a scenario');
  if (JSON_TYPES.has(mediaType)) {
    try {
      return JSON.parse(text);
    } catch (err) {
      throw new JudgeError('bad_request', `request body is not valid JSON: ${(err as Error).message}`);
    }
  }
  const YAML = (await import('yaml')).default; // imported on first use: it slows the server's start
  const doc = YAML.parseDocument(text, { prettyErrors: true });
  if (doc.errors.length) {
    const first = doc.errors[0];
    const line = first.linePos?.[0].line;
    throw new JudgeError('bad_request', `request body is not valid YAML${line ? ` (line ${line})` : ''}: ${first.message.split('\n')[0]}`, {
      details: doc.errors.slice(0, 5).map((e) => ({ path: `body${e.linePos ? `:${e.linePos[0].line}` : ''}`, message: e.message.split('\n')[0] })),
    });
  }
  return doc.toJS({ maxAliasCount: 100 });
}

export function explainRoutes({ library, engine }: ApiDeps) {
  return newRouter().openapi(route, async (c) => {
    const mediaType = (c.req.header('Content-Type') ?? '').split(';')[0].trim().toLowerCase();
    if (!JSON_TYPES.has(mediaType) && !YAML_TYPES.has(mediaType)) {
      throw new JudgeError(
        'unsupported_media_type',
        `Content-Type ${mediaType ? `"${mediaType}"` : '(none)'} is not accepted: send application/json, application/yaml or text/yaml`,
      );
    }
    const scenario = await parseBody(mediaType, await c.req.text());
    const explainer = await requireEngine(engine);
    const sel = c.req.valid('query');
    const result = explainer.explainInput(scenario, { budget: EXPLAIN_BUDGET }) as Record<string, unknown>;
    const citations = explainer.annotateCitations?.(result, library, sel);
    return c.json({ ...result, ...(citations === undefined ? {} : { citations }) } as never, 200);
  });
}
