// The MCP server with the SDK's own client, over streamable HTTP (/mcp) and over stdio
// (`judge mcp`), on the real library: every tool is listed, described and read-only, answers
// with real rule texts as structured content and text, reports client mistakes as tool
// errors; the scenario format is a resource.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';
import { startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';

let server: ApiTestServer;
let client: Client;

beforeAll(async () => {
  server = await startApiTestServer();
  client = new Client({ name: 'api-mcp-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});

afterAll(async () => {
  await client?.close();
  await server?.close();
});

function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  return (result.content as Array<{ type: string; text: string }>).map((c) => c.text).join('\n');
}

describe('MCP tools', () => {
  it('lists the five tools with input schemas', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(['card', 'explain_scenario', 'glossary', 'lookup_rule', 'search_rules']);
    const lookup = tools.find((t) => t.name === 'lookup_rule')!;
    expect(lookup.inputSchema.required).toContain('number');
  });

  it('lookup_rule quotes the rule text of the edition asked for', async () => {
    const result = await client.callTool({ name: 'lookup_rule', arguments: { number: '702.19c', edition: 'en-2026-08-07' } });
    expect(result.isError).toBeFalsy();
    const text = textOf(result);
    expect(text).toContain('en-2026-08-07');
    expect(text).toMatch(/702\.19c[^\n]*trample/i);
  });

  it('lookup_rule in Italian, and a not-found with suggestions as a tool error', async () => {
    const italian = await client.callTool({ name: 'lookup_rule', arguments: { number: '702.19', lang: 'it' } });
    expect(textOf(italian)).toMatch(/Travolgere/i);
    const missing = await client.callTool({ name: 'lookup_rule', arguments: { number: '702.199z' } });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('not_found');
  });

  it('reads a number asked in a language as the current English rule, as GET /v1/rules does: 702.111b in Italian is menace, never renown', async () => {
    const one = await client.callTool({ name: 'lookup_rule', arguments: { number: '702.111b', lang: 'it' } });
    expect(textOf(one)).toMatch(/702\.110b[^\n]*minacciare/i);
    expect(textOf(one)).not.toMatch(/rinomat/i);
    const range = await client.callTool({ name: 'lookup_rule', arguments: { number: '702.111a-c', lang: 'it' } });
    expect((range.structuredContent as { rules: Array<{ number: string }> }).rules.map((r) => r.number)).toEqual(['702.110a', '702.110b', '702.110c']);
    const searched = await client.callTool({ name: 'search_rules', arguments: { query: '702.111b', lang: 'it' } });
    expect(textOf(searched)).toMatch(/702\.110b/);
    expect(textOf(searched)).not.toMatch(/rinomat/i);
    // With the edition named, its own numbering.
    const own = await client.callTool({ name: 'lookup_rule', arguments: { number: '702.111b', edition: 'it-2020-07-03' } });
    expect(textOf(own)).toMatch(/rinomat/i);
  });

  it('lookup_rule pages a long answer: a section comes a page at a time, with the offset of the next', async () => {
    const first = await client.callTool({ name: 'lookup_rule', arguments: { number: '702', limit: 5 } });
    expect(first.isError).toBeFalsy();
    const head = first.structuredContent as { rules: Array<{ number: string }>; total: number; next: number | null };
    expect(head.rules).toHaveLength(5);
    expect(head.total).toBeGreaterThan(5);
    expect(head.next).toBe(5);
    expect(textOf(first)).toMatch(/call again with offset 5/);
    const second = await client.callTool({ name: 'lookup_rule', arguments: { number: '702', limit: 5, offset: 5 } });
    const tail = second.structuredContent as { rules: Array<{ number: string }> };
    expect(tail.rules[0]!.number).not.toBe(head.rules[0]!.number);
    expect(tail.rules.map((r) => r.number)).not.toContain(head.rules[4]!.number);
  });

  it('search_rules returns numbered results with marked snippets, a page at a time like lookup_rule', async () => {
    const result = await client.callTool({ name: 'search_rules', arguments: { query: 'trample', limit: 3 } });
    expect(result.isError).toBeFalsy();
    const [results, more] = textOf(result).split('\n\n');
    expect(results!.split('\n')).toHaveLength(3);
    expect(results).toContain('«');
    const head = result.structuredContent as { total: number; offset: number; next: number | null; results: Array<{ number: string }> };
    expect(head).toMatchObject({ offset: 0, next: 3 });
    expect(head.total).toBeGreaterThan(3);
    expect(more).toBe(`(3 of ${head.total} results shown; call again with offset 3 for the next page.)`);
    const tail = (await client.callTool({ name: 'search_rules', arguments: { query: 'trample', limit: 3, offset: 3 } })).structuredContent as typeof head;
    expect(tail).toMatchObject({ offset: 3, total: head.total });
    expect(tail.results.map((r) => r.number)).not.toContain(head.results[0]!.number);
    // The same page as GET /v1/search gives.
    const rest = (await (await fetch(`${server.url}/v1/search?q=trample&limit=3&offset=3`)).json()) as typeof head;
    expect(tail.results.map((r) => r.number)).toEqual(rest.results.map((r) => r.number));
  });

  it('glossary finds the Italian entry from its English headword', async () => {
    const result = await client.callTool({ name: 'glossary', arguments: { term: 'trample', lang: 'it' } });
    expect(result.isError).toBeFalsy();
    expect(textOf(result)).toMatch(/Travolgere/i);
  });

  it('invalid arguments are refused with a message, not a crash', async () => {
    const result = await client.callTool({ name: 'search_rules', arguments: { query: 'trample', limit: 500 } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/limit/i);
  });

  it('explain_scenario replays a scenario: the trace and citations as structured content, numbered steps as text', async () => {
    const scenario = readFileSync(path.join(REPO_ROOT, 'test/scenarios-dev/d01-untap-upkeep-draw.yaml'), 'utf8');
    const result = await client.callTool({ name: 'explain_scenario', arguments: { scenario } });
    expect(result.isError).toBeFalsy();
    const explained = result.structuredContent as { trace: unknown[]; citations: Array<{ number: string; text?: string }> };
    expect(explained.trace.length).toBeGreaterThan(0);
    expect(explained.citations.some((c) => c.number === '504.1' && c.text)).toBe(true);
    const text = textOf(result);
    expect(text).toMatch(/^1\. \[/m);
    expect(text).toContain('504.1');
    expect(text.length).toBeLessThan(JSON.stringify(explained).length / 2);
  });

  it('explain_scenario takes the scenario as an object too, and refuses an edition it cannot cite', async () => {
    const YAML = (await import('yaml')).default;
    const scenario = YAML.parse(readFileSync(path.join(REPO_ROOT, 'test/scenarios-dev/d01-untap-upkeep-draw.yaml'), 'utf8')) as Record<string, unknown>;
    const asObject = await client.callTool({ name: 'explain_scenario', arguments: { scenario } });
    expect(asObject.isError).toBeFalsy();
    expect(textOf(asObject)).toContain('504.1');
    for (const [edition, said] of [['zz-1', /not_found: unknown edition "zz-1"/], ['ipg', /bad_request: ipg-\S+ is a tournament document/]] as const) {
      const refused = await client.callTool({ name: 'explain_scenario', arguments: { scenario, edition } });
      expect(refused.isError, edition).toBe(true);
      expect(textOf(refused)).toMatch(said);
    }
  });

  it('explain_scenario reports an invalid scenario with its paths', async () => {
    const result = await client.callTool({ name: 'explain_scenario', arguments: { scenario: 'players: 3' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/invalid_scenario[\s\S]*at players/);
  });
});

const SCENARIO = readFileSync(path.join(REPO_ROOT, 'src/web/public/examples/d07-trample-lifelink.yaml'), 'utf8');
/** One valid call per tool: what every transport must answer. */
const CALLS: Record<string, { arguments: Record<string, unknown>; expect: RegExp }> = {
  lookup_rule: { arguments: { number: 'trample' }, expect: /^702\.19 Trample/m },
  search_rules: { arguments: { query: 'trample', limit: 3 }, expect: /^702\.19/ },
  glossary: { arguments: { term: 'trample', lang: 'en' }, expect: /^Trample \[en-2026-08-07\]/ },
  explain_scenario: { arguments: { scenario: SCENARIO }, expect: /^1\. \[declare-attackers\]/m },
  card: { arguments: { name: 'glorious anthem' }, expect: /^Glorious Anthem \{1\}\{W\}\{W\}\nEnchantment/ },
};

/** Lists every tool (described, read-only, with an output schema), calls each, reads the
 *  scenario-format resource; the same checks for every transport. */
async function exerciseEveryTool(mcp: Client): Promise<void> {
  expect(mcp.getInstructions()).toMatch(/explain_scenario/);
  const { tools } = await mcp.listTools();
  expect(tools.map((t) => t.name).sort()).toEqual(Object.keys(CALLS).sort());
  for (const t of tools) {
    expect(t.annotations?.readOnlyHint, t.name).toBe(true);
    expect(t.outputSchema?.type, t.name).toBe('object');
    for (const [name, prop] of Object.entries(t.inputSchema.properties ?? {})) {
      expect((prop as { description?: string }).description, `${t.name}.${name}`).toMatch(/Example/);
    }
    const result = await mcp.callTool({ name: t.name, arguments: CALLS[t.name]!.arguments });
    expect(result.isError, t.name).toBeFalsy();
    expect(result.structuredContent, t.name).toBeTypeOf('object');
    expect(textOf(result), t.name).toMatch(CALLS[t.name]!.expect);
  }
  const { resources } = await mcp.listResources();
  expect(resources.map((r) => r.uri).sort()).toEqual(['judge://docs/card-data', 'judge://docs/scenario-format']);
  const format = await mcp.readResource({ uri: 'judge://docs/scenario-format' });
  expect((format.contents[0] as { text: string }).text).toMatch(/^# Scenario format/);
}

describe('every MCP tool and resource', () => {
  it('over streamable HTTP (/mcp)', async () => {
    await exerciseEveryTool(client);
  });

  it('over stdio (judge mcp)', async () => {
    const stdio = new Client({ name: 'api-mcp-stdio-test', version: '1.0.0' });
    await stdio.connect(new StdioClientTransport({ command: 'node', args: ['bin/judge.js', 'mcp'], cwd: REPO_ROOT, stderr: 'ignore' }));
    try {
      await exerciseEveryTool(stdio);
    } finally {
      await stdio.close();
    }
  });
});
