// The MCP endpoint (Model Context Protocol, streamable HTTP, stateless): the same lookups
// as the REST routes, as tools an LLM assistant can call so it quotes real rules instead
// of inventing them. Stateless means a fresh server and transport per request, which is
// what the SDK recommends when no session state is kept.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Context } from 'hono';
import YAML from 'yaml';
import { z } from 'zod';
import { JudgeError } from '../errors.ts';
import type { RuleView } from '../tree/types.ts';
import { requireEngine } from './engine.ts';
import type { ApiDeps } from './router.ts';
import { cardAnswer } from './routes/cards.ts';
import { EXPLAIN_BUDGET } from './routes/explain.ts';
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
        let parsed: unknown;
        try {
          parsed = YAML.parse(scenario); // YAML is a superset of JSON
        } catch (err) {
          throw new JudgeError('bad_request', `scenario is not valid YAML or JSON: ${(err as Error).message.split('\n')[0]}`);
        }
        const result = explainer.explainInput(parsed, { budget: EXPLAIN_BUDGET }) as Record<string, unknown>;
        const citations = explainer.annotateCitations?.(result, library, sel);
        return { ...result, ...(citations === undefined ? {} : { citations }) };
      }),
  );

  server.registerTool(
    'card',
    {
      description:
        'A Magic card by name (Oracle text, type, cost), which of its lines the rules engine understands (and why not), and the rules its keywords and abilities point at.',
      inputSchema: { name: z.string().min(1).max(200), edition, lang },
    },
    ({ name, ...sel }) => tool(() => cardAnswer(name, library, sel)),
  );

  return server;
}

export function mcpHandler(deps: ApiDeps) {
  return async (c: Context): Promise<Response> => {
    const server = buildMcpServer(deps);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  };
}
