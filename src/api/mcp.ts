// The MCP server (Model Context Protocol): the same lookups as the REST routes, as tools an
// LLM assistant can call so it quotes real rules instead of inventing them; the scenario
// format and the card-data notes as resources it can read before writing a scenario; and
// instructions saying which tool answers what. Served two ways: streamable HTTP at /mcp
// (stateless — a fresh server and transport per request, as the SDK recommends when no
// session state is kept) and stdio (`judge mcp`, src/cli/commands/mcp.ts).
//
// Every tool is read-only and answers twice: structured content matching its output schema
// (the REST route's JSON) and a compact text rendering for a model to read.
import { readFile } from 'node:fs/promises';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Context } from 'hono';
import { z } from 'zod';
import { JudgeError } from '../errors.ts';
import { editionsFor, readQuery, searchOf, type SearchResult } from '../search/index.ts';
import { documentInfo } from '../tree/documents.ts';
import type { DocumentId, RuleView } from '../tree/types.ts';
import { sectionText } from './rule-text.ts';
import { explainAnswer } from './engine.ts';
import type { ApiDeps } from './router.ts';
import { cardAnswer, CardReportSchema } from './routes/cards.ts';
import { EXPLAIN_BUDGET, bodyText } from './routes/explain.ts';
import { ExplainResponseSchema, GlossaryHitSchema, MAX_LIMIT, RuleViewSchema, SearchHitSchema } from './schemas.ts';
import { DEFAULT_LIMIT, page, RANKED, searchPage } from './shapes.ts';

/** How many rules one lookup_rule answer holds unless told: a rule and its subrules usually fit. */
const LOOKUP_PAGE = 30;

export const INSTRUCTIONS = `Magic: The Gathering Comprehensive Rules (English en-2026-08-07 by default; Italian and Portuguese too), the tournament documents judges use beside them — the Magic Tournament Rules (MTR) and the Infraction Procedure Guide (IPG) — and a rules engine.
- lookup_rule: when you know the rule number ("702.19c", "601.2a-d") or the keyword/term it defines ("trample" gives 702.19). Quote the text it returns rather than from memory. For the MTR or the IPG give edition "mtr" or "ipg" and a section ("4.2", "2.1") or an infraction's name ("Missed Trigger"): the answer has its penalty and its parts (Definition, Philosophy, Additional Remedy, Upgrade…).
- search_rules: when you do not know the number: words or a question ("what happens when a creature with deathtouch and trample attacks"). In English it searches the CR, the MTR and the IPG together (each result names its document): "missed trigger penalty", "drew an extra card", "slow play".
- glossary: the definition of a game term, in any of the three languages.
- card: a card by name (its Oracle text, which of its lines the engine understands, the rules its abilities point at), before writing a scenario with it.
- explain_scenario: to work out what happens on a concrete board. Read the resource judge://docs/scenario-format first and write the scenario in that YAML format; cards may be named from the card pool (any real card, by name) or defined inline (see judge://docs/card-data). The answer lists each step with the rules that drive it.
All tools are read-only. Errors come back as tool errors naming what was wrong, often with "did you mean" suggestions.`;

const edition = z
  .string()
  .max(64)
  .optional()
  .describe('Edition id, or a document for its newest edition ("mtr": the Magic Tournament Rules, "ipg": the Infraction Procedure Guide); default the latest English Comprehensive Rules. Example: "en-2026-08-07", "it-2020-07-03", "pt-classic", "ipg"');
const lang = z.enum(['en', 'it', 'pt']).optional().describe('Language, for its latest edition: "en", "it" or "pt"; without edition, a rule number is the current English one, answered as its counterpart in that language (702.111b in Italian is menace, 702.110b). Example: "it"');

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** Files shipped with the package (docs/, cards/), found from here in src/api and dist/api. */
const RESOURCES = [
  {
    name: 'scenario-format',
    uri: 'judge://docs/scenario-format',
    file: '../../docs/scenario-format.md',
    title: 'Scenario format',
    description: 'How to write a scenario for explain_scenario: players, zones, cards, actions, expectations (YAML or JSON).',
  },
  {
    name: 'card-data',
    uri: 'judge://docs/card-data',
    file: '../../cards/README.md',
    title: 'Card data',
    description: 'The card pool the explainer knows by name (Oracle text), its source and its known gaps.',
  },
] as const;

function ruleText(v: RuleView): string {
  if (v.parts || v.edition.match(/^(mtr|ipg)-/)) return sectionText(v, v.edition.split('-')[0] as DocumentId);
  const head = `${v.number}${v.title ? ` ${v.title}` : ''}`;
  const examples = v.examples.map((e) => `  Example: ${e}`).join('\n');
  return [`${head}${v.text ? ` — ${v.text}` : ''}`, examples].filter(Boolean).join('\n');
}

/** Runs a tool body; a client mistake becomes a tool error the model can read and fix. */
async function tool(run: () => { structured: Record<string, unknown>; text: string } | Promise<{ structured: Record<string, unknown>; text: string }>): Promise<CallToolResult> {
  try {
    const { structured, text } = await run();
    return { structuredContent: structured, content: [{ type: 'text', text }] };
  } catch (err) {
    if (!(err instanceof JudgeError)) throw err;
    let text = `${err.code}: ${err.message}`;
    for (const d of err.details ?? []) text += `\n  at ${d.path}: ${d.message}`;
    if (err.suggestions?.length) text += `\n  did you mean: ${err.suggestions.join(', ')}?`;
    return { isError: true, content: [{ type: 'text', text }] };
  }
}

export function buildMcpServer({ library, engine }: Pick<ApiDeps, 'library' | 'engine'>, version = '1.0.0'): McpServer {
  const server = new McpServer({ name: 'mtg-judge', version }, { instructions: INSTRUCTIONS });

  for (const r of RESOURCES) {
    server.registerResource(r.name, r.uri, { title: r.title, description: r.description, mimeType: 'text/markdown' }, async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'text/markdown', text: await readFile(new URL(r.file, import.meta.url), 'utf8') }],
    }));
  }

  server.registerTool(
    'lookup_rule',
    {
      title: 'Look up a rule',
      description:
        'Look up Magic: The Gathering Comprehensive Rules by number ("702.19c"; "702.19" comes with its subrules; ranges "601.2a-d"; Yawgatog ids "R70219c") or by the keyword or glossary term a rule defines ("trample" → 702.19); with edition "mtr" or "ipg", a section of the Magic Tournament Rules or the Infraction Procedure Guide ("4.2", "2.1", "Appendix B") or an infraction by name ("Hidden Card Error"). Returns the exact text.',
      inputSchema: {
        number: z.string().min(1).max(40).describe('A rule number, range, or the keyword/term it defines; a section of the MTR or IPG with edition "mtr"/"ipg". Examples: "702.19c", "601.2a-d", "trample", "2.1"'),
        edition,
        lang,
        limit: z.number().int().min(1).max(MAX_LIMIT).optional().describe(`How many rules one answer holds, 1–${MAX_LIMIT} (default ${LOOKUP_PAGE}); a rule with many subrules or a long range comes a page at a time. Example: 20`),
        offset: z.number().int().min(0).optional().describe('Where the page starts: the `next` of the previous answer. Example: 20'),
      },
      outputSchema: { edition: z.string(), rules: z.array(RuleViewSchema), total: z.number(), offset: z.number(), next: z.number().nullable() },
      annotations: { title: 'Look up a rule', ...READ_ONLY },
    },
    ({ number, limit, offset, ...sel }) =>
      tool(() => {
        const views = library.lookup(number, sel);
        if (views.length === 0) library.rule(number, sel); // throws not_found with suggestions
        // A section ("7") or a long range would flood a model's context: one page at a time.
        const at = page(views, offset ?? 0, limit ?? LOOKUP_PAGE);
        const more = at.next === null ? '' : `\n\n(${at.results.length} of ${at.total} rules shown; call again with offset ${at.next} for the next page.)`;
        const edition = views[0].edition;
        return { structured: { edition, rules: at.results, total: at.total, offset: at.offset, next: at.next }, text: `Edition ${edition}\n\n${at.results.map(ruleText).join('\n\n')}${more}` };
      }),
  );

  server.registerTool(
    'search_rules',
    {
      title: 'Search the rules',
      description:
        'Full-text search of the Comprehensive Rules — in English together with the Magic Tournament Rules and the Infraction Procedure Guide — best first, a page at a time (like lookup_rule). Returns rule and section numbers with snippets (matches in «…») and the document of each; follow up with lookup_rule (edition "mtr"/"ipg" for those documents) for the full text.',
      inputSchema: {
        query: z.string().min(1).max(500).describe('Words, a "quoted phrase" or a question. Examples: "trample deathtouch", "can I respond to a land being played"'),
        edition,
        lang,
        limit: z.number().int().min(1).max(MAX_LIMIT).optional().describe(`How many results one answer holds, 1–${MAX_LIMIT} (default ${DEFAULT_LIMIT}). Example: 5`),
        offset: z.number().int().min(0).max(RANKED - 1).optional().describe(`Where the page starts: the \`next\` of the previous answer (at most ${RANKED} results are ranked). Example: 10`),
      },
      outputSchema: { query: z.string(), edition: z.string(), editions: z.array(z.string()).optional(), results: z.array(SearchHitSchema), total: z.number(), ranked: z.number(), offset: z.number(), next: z.number().nullable() },
      annotations: { title: 'Search the rules', ...READ_ONLY },
    },
    ({ query, limit, offset, ...sel }) =>
      tool(() => {
        // As GET /v1/search: the query read once, ranked up to the page's end, the rest counted.
        const read = readQuery(query);
        const search = searchOf(library);
        const editions = editionsFor(search, library, read, sel);
        const shown = searchPage(search, library, read, editions, offset ?? 0, limit ?? DEFAULT_LIMIT, sel);
        const named = (h: SearchResult) => (h.document && h.document !== 'cr' ? `${documentInfo(h.document).short} ${h.number}` : h.number);
        const more = shown.next !== null ? `\n\n(${shown.results.length} of ${shown.total} results shown; call again with offset ${shown.next} for the next page.)` : shown.ranked < shown.total ? `\n\n(${shown.total} results in all; only the best ${shown.ranked} are ranked.)` : '';
        const text = shown.results.length ? shown.results.map((h) => `${named(h)}${h.title ? ` ${h.title}` : ''} (${h.edition}): ${h.snippet}`).join('\n') + more : 'No results.';
        return { structured: { query, edition: editions[0]!.id, ...(editions.length > 1 ? { editions: editions.map((e) => e.id) } : {}), ...shown }, text };
      }),
  );

  server.registerTool(
    'glossary',
    {
      title: 'Glossary',
      description: 'Look up a term in the Comprehensive Rules glossary (any language; English headwords find the translations).',
      inputSchema: {
        term: z.string().min(1).max(100).describe('A glossary headword or alias, in any language. Examples: "trample", "Travolgere", "active player"'),
        edition,
        lang,
      },
      outputSchema: { term: z.string(), results: z.array(GlossaryHitSchema) },
      annotations: { title: 'Glossary', ...READ_ONLY },
    },
    ({ term, ...sel }) =>
      tool(() => {
        const hits = library.glossary(term, sel);
        if (hits.length === 0) throw new JudgeError('not_found', `no glossary entry "${term}"`);
        const text = hits.map((h) => `${h.term}${h.englishTerm ? ` (${h.englishTerm})` : ''} [${h.edition}]: ${h.text}`).join('\n\n');
        return { structured: { term, results: hits }, text };
      }),
  );

  server.registerTool(
    'explain_scenario',
    {
      title: 'Explain a scenario',
      description:
        'Replay a game scenario and say which rules apply, in order: numbered steps citing the rules, then the final board. The scenario is YAML or JSON in the format of the resource judge://docs/scenario-format; an illegal action is reported with the rule that forbids it.',
      inputSchema: {
        scenario: z
          .union([z.string().min(1).max(64 * 1024), z.record(z.string(), z.unknown())])
          .describe(
            'The scenario: YAML or JSON text, or the same as an object (judge://docs/scenario-format). Example: "turn: {active: Alice, step: declare-attackers}\\nplayers:\\n  - {name: Alice, battlefield: [Grizzly Bears]}\\n  - {name: Bob}\\nactions:\\n  - {player: Alice, attack: {Grizzly Bears: Bob}}\\n  - {until: end-of-combat}"',
          ),
        edition,
        lang,
      },
      outputSchema: ExplainResponseSchema.shape,
      annotations: { title: 'Explain a scenario', ...READ_ONLY },
    },
    ({ scenario, ...sel }) =>
      tool(async () => {
        // YAML is a superset of JSON; parsing happens in the explain worker, within the budget.
        const input = typeof scenario === 'string' ? { text: scenario, format: 'yaml' as const } : { text: JSON.stringify(scenario), format: 'json' as const };
        const { explainer, result, answer, sel: cited } = await explainAnswer(engine, { ...input, budget: EXPLAIN_BUDGET }, library, sel);
        const text = explainer.render?.(result, library, cited) ?? JSON.stringify(result);
        return { structured: answer, text };
      }),
  );

  server.registerTool(
    'card',
    {
      title: 'A card by name',
      description:
        'A Magic card by name (Oracle text, type, cost), which of its lines the rules engine understands (and why not), and the rules its keywords and abilities point at.',
      inputSchema: {
        name: z.string().min(1).max(200).describe('A card name; case, accents and punctuation do not matter, a face name finds its face. Examples: "Kalitas, Traitor of Ghet", "questing beast", "Fire // Ice"'),
        edition,
        lang,
      },
      outputSchema: CardReportSchema.shape,
      annotations: { title: 'A card by name', ...READ_ONLY },
    },
    ({ name, ...sel }) =>
      tool(async () => {
        const card = await cardAnswer(name, library, sel);
        const faces = card.faces.map((f) => [`${f.name} ${f.manaCost ?? ''}`.trim(), f.typeLine, f.oracleText ?? ''].filter(Boolean).join('\n'));
        const unknown = card.lines.filter((l) => !l.understood).map((l) => `not understood: ${l.text}${l.reason ? ` (${l.reason})` : ''}`);
        const rules = card.rules.map((r) => `${r.number} ${r.title}: ${r.why}`);
        const text = [...faces, card.understood ? 'The engine understands every line.' : [card.problem ?? '', ...unknown].filter(Boolean).join('\n'), rules.length ? `Rules: ${rules.join('; ')}` : '']
          .filter(Boolean)
          .join('\n\n');
        return { structured: card as unknown as Record<string, unknown>, text };
      }),
  );

  return server;
}

/** JSON-RPC messages one POST may batch (the SDK allows 100). */
export const MAX_MCP_BATCH = 10;

export function mcpHandler(deps: ApiDeps, version?: string) {
  return async (c: Context): Promise<Response> => {
    const body = await boundedBatch(c.req.raw);
    if (body instanceof Response) return body;
    const server = buildMcpServer(deps, version);
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
