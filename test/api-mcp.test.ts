// The MCP endpoint with the SDK's own client over streamable HTTP, on the real library:
// the tools exist, answer with real rule texts, and report client mistakes as tool errors.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
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

  it('search_rules returns numbered results with marked snippets', async () => {
    const result = await client.callTool({ name: 'search_rules', arguments: { query: 'trample', limit: 3 } });
    expect(result.isError).toBeFalsy();
    const lines = textOf(result).split('\n');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join('\n')).toContain('«');
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

  it('explain_scenario replays a scenario and cites the rules', async () => {
    const scenario = readFileSync(path.join(REPO_ROOT, '../shared/eval/scenarios-dev/d01-untap-upkeep-draw.yaml'), 'utf8');
    const result = await client.callTool({ name: 'explain_scenario', arguments: { scenario } });
    expect(result.isError).toBeFalsy();
    const explained = JSON.parse(textOf(result));
    expect(explained.trace.length).toBeGreaterThan(0);
    expect(explained.citations.some((c: { number: string; text?: string }) => c.number === '504.1' && c.text)).toBe(true);
  });

  it('explain_scenario reports an invalid scenario with its paths', async () => {
    const result = await client.callTool({ name: 'explain_scenario', arguments: { scenario: 'players: 3' } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/invalid_scenario[\s\S]*at players/);
  });
});
