// The MCP endpoint (Model Context Protocol, streamable HTTP, stateless): the same lookups
// as the REST routes, as tools an LLM assistant can call so it quotes real rules instead
// of inventing them. Stateless means a fresh server and transport per request, which is
// what the SDK recommends when no session state is kept.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Context } from 'hono';
import { z } from 'zod';
import { JudgeError } from '../errors.ts';
import type { RuleView } from '../tree/types.ts';
import { requireEngine } from './engine.ts';
import type { ApiDeps } from './router.ts';
import { EXPLAIN_BUDGET, bodyText } from './routes/explain.ts';
import { MAX_LIMIT } from './schemas.ts';

const edition = z.string().max(64).optional().describe('Edition id, e.g. "en-2026-08-07" (default: latest)');
const lang = z.enum(['en', 'it', 'pt']).optional().describe('Language: en, it or pt (its latest edition)');

function ruleText(v: RuleView): string {
  const head = `${v.number}${v.title ? ` ${v.title}` : ''}`;
  const examples = v.examples.map((e) => `  Example: ${e}`).join('\n');
  return [`${head}${v.text ? ` — ${v.text}` : ''}`, examples].filter(Boolean).join('\n');
}

/** Runs a tool body; a client mistake becomes a tool error the model can read and fix. */
async function tool(run: () => unknown | Promise<unknown>): Promise<CallToolResult> {
  try {
    const out = await run();
    return { content: [{ type: 'text', text: typeof out === 'string' ? out : JSON.stringify(out, null, 1) }] };
  } catch (err) {
    if (!(err instanceof JudgeError)) throw err;
    let text = `${err.code}: ${err.message}`;
    for (const d of err.details ?? []) text += `\n  at ${d.path}: ${d.message}`;
    if (err.suggestions?.length) text += `\n  did you mean: ${err.suggestions.join(', ')}?`;
    return { isError: true, content: [{ type: 'text', text }] };
  }
}

export function buildMcpServer({ library, engine }: ApiDeps): McpServer {
  const server = new McpServer({ name: 'mtg-judge', version: '1.0.0' });

  server.registerTool(
    'lookup_rule',
    {
      description:
        'Look up Magic: The Gathering Comprehensive Rules by number ("702.19c", "702.19" with its subrules, "601.2a-d"). Returns the exact rule text.',
      inputSchema: { number: z.string().min(1).max(40), edition, lang },
    },
    ({ number, ...sel }) =>
      tool(() => {
        const views = library.lookup(number, sel);
        if (views.length === 0) library.rule(number, sel); // throws not_found with suggestions
        return `Edition ${views[0].edition}\n\n${views.map(ruleText).join('\n\n')}`;
      }),
  );

  server.registerTool(
    'search_rules',
    {
      description: 'Full-text search of the Comprehensive Rules. Returns rule numbers with snippets (matches in «…»).',
      inputSchema: { query: z.string().min(1).max(500), edition, lang, limit: z.number().int().min(1).max(MAX_LIMIT).optional() },
    },
    ({ query, limit, ...sel }) =>
      tool(() => {
        const hits = library.search(query, { ...sel, limit: limit ?? 10 });
        if (hits.length === 0) return 'No results.';
        return hits.map((h) => `${h.number}${h.title ? ` ${h.title}` : ''} (${h.edition}): ${h.snippet}`).join('\n');
      }),
  );

  server.registerTool(
    'glossary',
    {
      description: 'Look up a term in the Comprehensive Rules glossary (any language; English headwords find translations).',
      inputSchema: { term: z.string().min(1).max(100), edition, lang },
    },
    ({ term, ...sel }) =>
      tool(() => {
        const hits = library.glossary(term, sel);
        if (hits.length === 0) throw new JudgeError('not_found', `no glossary entry "${term}"`);
        return hits.map((h) => `${h.term}${h.englishTerm ? ` (${h.englishTerm})` : ''} [${h.edition}]: ${h.text}`).join('\n\n');
      }),
  );

  server.registerTool(
    'explain_scenario',
    {
      description:
        'Replay a game scenario (YAML or JSON text in the scenario format) and return each step with the rules it applies, and the final state.',
      inputSchema: { scenario: z.string().min(1).max(64 * 1024), edition, lang },
    },
    ({ scenario, ...sel }) =>
      tool(async () => {
        const explainer = await requireEngine(engine);
        // YAML is a superset of JSON; parsing happens in the explain worker, within the budget.
        const result = (await explainer.explain({ text: scenario, format: 'yaml', budget: EXPLAIN_BUDGET })) as Record<string, unknown>;
        const citations = explainer.annotateCitations?.(result, library, sel);
        return { ...result, ...(citations === undefined ? {} : { citations }) };
      }),
  );

  return server;
}

/** JSON-RPC messages one POST may batch (the SDK allows 100). */
export const MAX_MCP_BATCH = 10;

export function mcpHandler(deps: ApiDeps) {
  return async (c: Context): Promise<Response> => {
    const body = await boundedBatch(c.req.raw);
    if (body instanceof Response) return body;
    const server = buildMcpServer(deps);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(body.request, body.options);
    } finally {
      await server.close();
    }
  };
}

/** Reads a POST's JSON-RPC body to refuse batches over MAX_MCP_BATCH (each call in one may
 *  be a whole explanation); hands the transport what it would have read itself. */
async function boundedBatch(request: Request): Promise<Response | { request: Request; options?: { parsedBody: unknown } }> {
  if (request.method !== 'POST') return { request };
  const text = await bodyText(request);
  let parsedBody: unknown;
  try {
    parsedBody = JSON.parse(text);
  } catch {
    // Malformed JSON: the transport answers it, as it always did.
    return { request: new Request(request.url, { method: 'POST', headers: request.headers, body: text }) };
  }
  if (Array.isArray(parsedBody) && parsedBody.length > MAX_MCP_BATCH) {
    const message = `Invalid Request: a batch holds ${parsedBody.length} messages; the limit is ${MAX_MCP_BATCH}`;
    return Response.json({ jsonrpc: '2.0', error: { code: -32600, message }, id: null }, { status: 400 });
  }
  return { request, options: { parsedBody } };
}
