// The tournament documents through every interface but the browser: `judge mtr` / `judge ipg`
// (the shortcut for `judge rule N --edition …`, with the API's JSON), `judge search` across
// the documents, `judge report`; GET /v1/rules and /v1/search and /v1/editions over a real
// socket, each answer checked against the OpenAPI description; MCP's lookup_rule and
// search_rules with the SDK's own client.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiChecker, startApiTestServer, type ApiTestServer, type OpenApiDocument } from './helpers/api-server.ts';
import { runJudge } from './helpers/judge-cli.ts';

let server: ApiTestServer;
let check: ReturnType<typeof openApiChecker>;
let client: Client;
const problems: string[] = [];

async function get(urlPath: string) {
  const res = await fetch(server.url + urlPath);
  const body = await res.json();
  problems.push(...check('GET', urlPath, res.status, body, res.headers.get('content-type')));
  return { res, body };
}

beforeAll(async () => {
  server = await startApiTestServer();
  check = openApiChecker(server.library, (await (await fetch(`${server.url}/openapi.json`)).json()) as OpenApiDocument);
  client = new Client({ name: 'policy-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
});

afterAll(async () => {
  await client?.close();
  await server?.close();
  expect(problems).toEqual([]);
});

describe('judge mtr, judge ipg, judge search, judge report', () => {
  it('shows IPG 2.1, Missed Trigger, with its penalty, its parts and its links', async () => {
    const r = await runJudge(['ipg', '2.1']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('IPG 2.1. Game Play Error — Missed Trigger (penalty: No Penalty)');
    const headings = r.stdout.split('\n').filter((l) => /^(Definition|Examples|Philosophy|Additional Remedy)$|^Upgrade: /.test(l)).map((l) => l.replace(/:.*/, ''));
    expect(headings).toEqual(['Definition', 'Examples', 'Philosophy', 'Additional Remedy', 'Upgrade']);
    expect(r.stdout).toContain('  A. Knight of Infamy (a 2/1 creature with exalted) attacks alone.');
    expect(r.stdout).toMatch(/\[ipg-2024-09-23\] parent 2 · previous 2 · next 2\.2/);
    expect(r.stdout).toMatch(/cites: 2\.5, 4\.8, MTR 4\.3/);
  });

  it('shows MTR 4.2, Tournament Shortcuts, and answers by name and appendix', async () => {
    const r = await runJudge(['mtr', '4.2']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe('MTR 4.2. Tournament Shortcuts');
    expect((await runJudge(['ipg', 'hidden', 'card', 'error'])).stdout).toMatch(/^IPG 2\.3\. Game Play Error — Hidden Card Error \(penalty: Warning\)/);
    expect((await runJudge(['mtr', 'appendix', 'b'])).stdout).toMatch(/^MTR B\. Time Limits/);
    expect((await runJudge(['rule', 'MTR', '4.2'])).stdout.split('\n')[0]).toBe('MTR 4.2. Tournament Shortcuts');
  });

  it('prints exactly what GET /v1/rules/{n}?edition= answers, under --json', async () => {
    const cli = JSON.parse((await runJudge(['mtr', '4.2', '--json'])).stdout);
    const { body } = await get('/v1/rules/4.2?edition=mtr-2026-02-27');
    expect(cli).toEqual(body);
    expect(JSON.parse((await runJudge(['rule', '2.1', '--edition', 'ipg', '--json'])).stdout)).toEqual(JSON.parse((await runJudge(['ipg', '2.1', '--json'])).stdout));
  });

  it('says what was wrong: a section the document lacks, a number it cannot have, an edition of another document', async () => {
    const missing = await runJudge(['ipg', '2.12']);
    expect([missing.code, missing.stderr]).toEqual([1, expect.stringMatching(/^judge: rule 2\.12 is not in ipg-2024-09-23; did you mean: 2.*\(not_found, exit 1\)/)]);
    const malformed = await runJudge(['mtr', '4.2.3']);
    expect([malformed.code, malformed.stderr]).toEqual([2, expect.stringContaining('does not read as a section (4), subsection (4.2) or appendix (B)')]);
    const other = await runJudge(['mtr', '2.1', '--edition', 'ipg-2024-09-23']);
    expect([other.code, other.stderr]).toEqual([2, expect.stringContaining('ipg-2024-09-23 is not an edition of the Magic Tournament Rules')]);
  });

  it('searches the three documents together, naming each result’s document', async () => {
    const r = await runJudge(['search', 'missed trigger penalty', '--limit', '5']);
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n').slice(0, 5).map((l) => l.slice(0, 9).trim())).toContain('IPG 2.1');
    const json = JSON.parse((await runJudge(['search', 'outside assistance', '--json', '--limit', '5'])).stdout);
    expect(json.editions).toEqual(['en-2026-08-07', 'mtr-2026-02-27', 'ipg-2024-09-23']);
    expect(json.results.map((h: { document: string; number: string }) => `${h.document} ${h.number}`)).toEqual(expect.arrayContaining(['ipg 3.2', 'mtr 5.6']));
  });

  it('lists both documents in the report, with their coverage, anomalies and page furniture', async () => {
    const r = await runJudge(['report']);
    expect(r.stdout).toMatch(/^mtr-2026-02-27 \(rules\/mtr-2026-02-27\.txt, utf-8, paged\) coverage 1\.0000\n {2}Magic Tournament Rules \(tournament document\); no anomalies\n/m);
    expect(r.stdout).toMatch(/^ipg-2024-09-23 \(rules\/ipg-2024-09-23\.txt, utf-8, paged\) coverage 1\.0000$/m);
    expect(r.stdout).toContain('page furniture left out of the text (listed with --json): 56 page numbers, 114 dot leaders');
    const json = JSON.parse((await runJudge(['report', '--json'])).stdout);
    const ipg = json.editions.find((e: { id: string }) => e.id === 'ipg-2024-09-23');
    expect([ipg.kind, ipg.document, ipg.coverage, ipg.anomalies, ipg.furniture.length]).toEqual(['policy', 'ipg', 1, [], 67]);
  });
});

describe('the HTTP API and MCP', () => {
  it('GET /v1/rules/{n}?edition=ipg-2024-09-23 and ?edition=ipg give the section with its parts', async () => {
    const { res, body } = await get('/v1/rules/2.1?edition=ipg-2024-09-23');
    expect(res.status).toBe(200);
    expect(body).toMatchObject({ edition: 'ipg-2024-09-23', number: '2.1', penalty: 'No Penalty', title: 'Game Play Error — Missed Trigger' });
    expect(body.parts.map((p: { name: string }) => p.name)).toEqual(['Definition', 'Examples', 'Philosophy', 'Additional Remedy', 'Upgrade']);
    expect(body.refs).toContainEqual(expect.objectContaining({ document: 'mtr', edition: 'mtr-2026-02-27', targets: ['4.3'] }));
    expect((await get('/v1/rules/2.1?edition=ipg')).body).toEqual(body);
    // A number that names its document needs no edition: "IPG 2.1" is the IPG's, even asked in Italian.
    expect((await get(`/v1/rules/${encodeURIComponent('IPG 2.1')}`)).body).toEqual(body);
    expect((await get(`/v1/rules/${encodeURIComponent('ipg 2.1')}?lang=it`)).body).toEqual(body);
    const missing = await get('/v1/rules/9.9?edition=ipg-2024-09-23');
    expect([missing.res.status, missing.body.error.code]).toEqual([404, 'not_found']);
    expect((await get('/v1/rules/103.4?edition=en-2026-08-07')).body.citedIn).toEqual([{ edition: 'mtr-2026-02-27', document: 'mtr', number: '2.3' }]);
  });

  it('GET /v1/editions says which editions are tournament documents', async () => {
    const { body } = await get('/v1/editions');
    expect(body.editions.find((e: { id: string }) => e.id === 'mtr-2026-02-27')).toMatchObject({ kind: 'policy', document: 'mtr', numbering: 'policy', coverage: 1, source: { format: 'paged' } });
    expect(body.editions.find((e: { id: string }) => e.id === 'en-2026-08-07')).toMatchObject({ kind: 'rules', document: 'cr' });
  });

  it('GET /v1/search searches the documents together by default, or those an edition list names', async () => {
    const { body } = await get(`/v1/search?q=${encodeURIComponent('missed trigger penalty')}&limit=5`);
    expect(body.editions).toEqual(['en-2026-08-07', 'mtr-2026-02-27', 'ipg-2024-09-23']);
    expect(body.results[0]).toMatchObject({ number: '2.1', edition: 'ipg-2024-09-23', document: 'ipg' });
    const listed = await get(`/v1/search?q=${encodeURIComponent('slow play')}&edition=mtr,ipg&limit=3`);
    expect(listed.body.editions).toEqual(['mtr-2026-02-27', 'ipg-2024-09-23']);
    expect(listed.body.results.every((h: { document: string }) => h.document !== 'cr')).toBe(true);
    const one = await get(`/v1/search?q=trample&edition=en-2026-08-07&limit=3`);
    expect(one.body.editions).toBeUndefined();
    expect(one.body.results.every((h: { document?: string }) => !h.document)).toBe(true);
  });

  it('MCP lookup_rule answers a section of the IPG, and search_rules names the document', async () => {
    const lookup = await client.callTool({ name: 'lookup_rule', arguments: { number: '2.1', edition: 'ipg' } });
    expect(lookup.isError).toBeFalsy();
    const text = (lookup.content as Array<{ text: string }>)[0]!.text;
    expect(text).toContain('IPG 2.1. Game Play Error — Missed Trigger (penalty: No Penalty)');
    expect(text).toMatch(/\nPhilosophy\n/);
    expect((lookup.structuredContent as { rules: Array<{ parts: unknown[] }> }).rules[0]!.parts).toHaveLength(5);
    const found = await client.callTool({ name: 'search_rules', arguments: { query: 'drew an extra card', limit: 3 } });
    expect((found.content as Array<{ text: string }>)[0]!.text).toMatch(/^IPG 2\.3 Game Play Error — Hidden Card Error \(ipg-2024-09-23\)/);
  });
});
