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
});
