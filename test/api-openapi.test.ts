// /openapi.json as a client generator reads it: `@redocly/cli lint` (its recommended rules)
// finds no error and no warning, every operation has a unique operationId; and the keyword
// lookup the way judges do it over HTTP (/v1/rules/trample → 702.19).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';
import { startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';
import { runJudge } from './helpers/judge-cli.ts';

const exec = promisify(execFile);
let server: ApiTestServer;
let tmp: string;

beforeAll(async () => {
  server = await startApiTestServer();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'judge-openapi-'));
});

afterAll(async () => {
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe('the OpenAPI document', () => {
  it('passes `redocly lint` with 0 errors and 0 warnings', async () => {
    const file = path.join(tmp, 'openapi.json');
    await writeFile(file, await (await fetch(`${server.url}/openapi.json`)).text());
    const redocly = path.join(REPO_ROOT, 'node_modules', '.bin', 'redocly');
    const { stdout } = await exec(redocly, ['lint', file, '--format=json'], { env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } }).catch((err) => err as { stdout: string });
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as { totals: { errors: number; warnings: number }; problems: Array<{ ruleId: string; message: string }> };
    expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('names every operation, once, and types the explain result', async () => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.components.schemas.ExplainResult?.properties?.state).toEqual({ $ref: '#/components/schemas/FinalState' });
    expect(doc.components.schemas.FinalState?.properties).toHaveProperty('battlefield');
  });

  it('describes every parameter of every operation', async () => {
    const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string; description?: string }> }>>;
    };
    const parameters = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).flatMap(([method, op]) => (op.parameters ?? []).map((p) => ({ at: `${method} ${path} ${p.in} ${p.name}`, description: p.description }))),
    );
    expect(parameters.length).toBeGreaterThan(20);
    expect(parameters.filter((p) => !p.description?.trim()).map((p) => p.at)).toEqual([]);
  });
});

describe('looking up the way judges do, over HTTP', () => {
  it('/v1/rules/trample answers with the defining rule 702.19, /v1/rules/R70219c with 702.19c', async () => {
    const trample = (await (await fetch(`${server.url}/v1/rules/trample`)).json()) as { number: string; title: string };
    expect(trample.number).toBe('702.19');
    expect(trample.title).toBe('Trample');
    const compact = (await (await fetch(`${server.url}/v1/rules/R70219c`)).json()) as { number: string };
    expect(compact.number).toBe('702.19c');
  });
});

describe('paging every list', () => {
  it('/v1/search and /v1/glossary take offset and answer with total and next', async () => {
    const get = async (url: string) => (await (await fetch(`${server.url}${url}`)).json()) as { total: number; offset: number; next: number | null; results: Array<{ number?: string; term?: string }> };
    const first = await get('/v1/search?q=trample&limit=3');
    const second = await get('/v1/search?q=trample&limit=3&offset=3');
    expect(first).toMatchObject({ offset: 0, next: 3 });
    expect(second).toMatchObject({ offset: 3, total: first.total });
    const six = await get('/v1/search?q=trample&limit=6');
    expect(six.results.map((r) => r.number)).toEqual([...first.results, ...second.results].map((r) => r.number));
    const last = await get(`/v1/search?q=trample&limit=3&offset=${first.total - 1}`);
    expect(last).toMatchObject({ next: null });
    expect(last.results).toHaveLength(1);
    const glossary = await get('/v1/glossary?q=damage&limit=2&offset=2');
    expect(glossary).toMatchObject({ offset: 2 });
    expect(glossary.total).toBeGreaterThan(2);
    const tooFar = await fetch(`${server.url}/v1/search?q=trample&offset=100`);
    expect(tooFar.status).toBe(400);
    expect(((await tooFar.json()) as { error: { message: string } }).error.message).toContain('offset');
  });

  it('/v1/search counts every match in `total` and says in `ranked` where paging stops', async () => {
    type Answer = { total: number; ranked: number; offset: number; next: number | null; results: Array<{ number: string }> };
    const get = async (url: string) => (await (await fetch(`${server.url}${url}`)).json()) as Answer;
    // "damage" is in far more than 100 rules: the count is not cut at the ranked list's end.
    const cr = await get('/v1/search?q=damage&edition=en-2026-08-07&limit=10');
    expect(cr.total).toBeGreaterThan(150);
    expect(cr).toMatchObject({ ranked: 100, next: 10 });
    const tail = await get('/v1/search?q=damage&limit=10&offset=95');
    expect(tail.total).toBeGreaterThan(cr.total); // the CR, the MTR and the IPG together
    expect(tail).toMatchObject({ ranked: 100, offset: 95, next: null });
    expect(tail.results).toHaveLength(5);
    // A list shorter than the cap ranks all of it.
    const few = await get('/v1/search?q=trample&limit=3');
    expect(few.ranked).toBe(few.total);
  });

  it('/v1/rules pages a range and /v1/glossary/{term} its entries, as the CLI does with --limit and --offset', async () => {
    type Page = { total: number; offset: number; next: number | null; results: Array<{ number?: string; term?: string; edition: string }> };
    const get = async (url: string) => (await (await fetch(`${server.url}${url}`)).json()) as Page & { query?: string; edition?: string; term?: string };
    const range = await get('/v1/rules/702.2-20?limit=5&offset=5');
    expect(range).toMatchObject({ query: '702.2-20', edition: 'en-2026-08-07', total: 19, offset: 5, next: 10 });
    expect(range.results.map((r) => r.number)).toEqual(['702.7', '702.8', '702.9', '702.10', '702.11']);
    const end = await get('/v1/rules/702.2-20?limit=5&offset=15');
    expect(end).toMatchObject({ next: null });
    expect(end.results.map((r) => r.number)).toEqual(['702.17', '702.18', '702.19', '702.20']);
    expect((await get('/v1/rules/601.2a-d')).results.map((r) => r.number)).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);

    const all = await get('/v1/glossary/trample');
    expect(all).toMatchObject({ term: 'trample', offset: 0, next: null });
    expect(all.total).toBe(all.results.length);
    expect(all.total).toBeGreaterThan(1); // one entry per language
    const second = await get('/v1/glossary/trample?limit=1&offset=1');
    expect(second).toMatchObject({ total: all.total, offset: 1, next: all.total > 2 ? 2 : null });
    expect(second.results).toEqual([all.results[1]]);

    // The CLI prints the very same JSON.
    const [cliRange, cliGlossary] = await Promise.all([
      runJudge(['rule', '702.2-20', '--limit', '5', '--offset', '5', '--json']),
      runJudge(['glossary', 'trample', '--limit', '1', '--offset', '1', '--json']),
    ]);
    expect(JSON.parse(cliRange.stdout)).toEqual(range);
    expect(JSON.parse(cliGlossary.stdout)).toEqual(second);

    const tooFar = await fetch(`${server.url}/v1/rules/702.2-20?offset=2000`);
    expect(tooFar.status).toBe(400);
    expect(((await tooFar.json()) as { error: { message: string } }).error.message).toContain('offset');
  });
});
