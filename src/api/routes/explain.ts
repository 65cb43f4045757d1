// POST /v1/explain: a scenario (JSON or YAML, see ../shared/scenario-format.md) in, the
// engine's step-by-step trace and final state out, with the cited rules' texts.
import { readFileSync } from 'node:fs';
import { createRoute } from '@hono/zod-openapi';
import { JudgeError } from '../../errors.ts';
import { explainAnswer } from '../engine.ts';
import { bodyLimitMiddleware } from '../middleware/limits.ts';
import { EditionQuery, ExplainResponseSchema, errorResponses } from '../schemas.ts';
import { newRouter, type ApiDeps } from '../router.ts';

const SCENARIO_SCHEMA = JSON.parse(readFileSync(new URL('../scenario.schema.json', import.meta.url), 'utf8')) as Record<string, unknown>;

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
      // The body is parsed and validated by the engine, which names the failing paths; this
      // documents it with the JSON Schema made from the engine's own zod schema (see
      // scripts/scenario-schema.ts), without loading the engine when the server starts.
      content: {
        'application/json': { schema: SCENARIO_SCHEMA },
        'application/yaml': { schema: { type: 'string', description: 'The same scenario as YAML' } },
        'text/yaml': { schema: { type: 'string', description: 'The same scenario as YAML' } },
      },
    },
  },
  responses: {
    200: { description: 'The replay', content: { 'application/json': { schema: ExplainResponseSchema } } },
    ...errorResponses(400, 404, 413, 415, 422, 429, 501),
  },
});

/** The body as text; bytes that are not UTF-8 are a 400 naming where they start, not
 *  replacement characters the parser would then complain about somewhere else. */
export async function bodyText(request: Request): Promise<string> {
  const bytes = new Uint8Array(await request.arrayBuffer());
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const lenient = new TextDecoder('utf-8').decode(bytes);
    const at = new TextEncoder().encode(lenient.slice(0, lenient.indexOf('\uFFFD'))).length;
    throw new JudgeError('bad_request', `request body is not valid UTF-8 (byte ${at} starts a bad sequence); send UTF-8 text`);
  }
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
    const text = await bodyText(c.req.raw);
    const format = JSON_TYPES.has(mediaType) ? 'json' : 'yaml';
    const { answer } = await explainAnswer(engine, { text, format, budget: EXPLAIN_BUDGET }, library, c.req.valid('query'));
    return c.json(answer as never, 200);
  });
}
