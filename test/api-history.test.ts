// GET /v1/diff and GET /v1/rules/{number}/history over a real socket on the real library,
// every response checked against the OpenAPI description; and the `judge diff` and
// `judge history` commands, one process each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedGetter, startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';
import { runJudge } from './helpers/judge-cli.ts';

let server: ApiTestServer;
const problems: string[] = [];

let get: Awaited<ReturnType<typeof checkedGetter>>;

beforeAll(async () => {
  server = await startApiTestServer();
  get = await checkedGetter(server, problems);
});

afterAll(async () => {
  await server?.close();
  expect(problems).toEqual([]);
});

describe('GET /v1/diff', () => {
  it('lists added, removed, moved and changed rules with word changes', async () => {
    const { status, body } = await get('/v1/diff?from=en-2024-07-30&to=en-2024-11-08');
    expect(status).toBe(200);
    expect(body.removed.map((r: { number: string }) => r.number)).toContain('509.2');
    expect(body.moved).toContainEqual({ from: '509.4', to: '509.2' });
    const c = body.changed.find((x: { from: string }) => x.from === '510.1c');
    expect(c.changes.some((w: { kind: string; text: string }) => w.kind === 'removed' && /damage assignment order/.test(w.text))).toBe(true);
  });

  it('names the bad parameter or edition', async () => {
    const missing = await get('/v1/diff?from=en-2024-07-30');
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toMatch(/to/);
    const unknown = await get('/v1/diff?from=en-2024-07-31&to=en-2024-11-08');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toMatch(/unknown edition "en-2024-07-31"/);
    const italian = await get('/v1/diff?from=it-2020-07-03&to=en-2024-11-08');
    expect(italian.status).toBe(400);
    expect(italian.body.error.message).toMatch(/it-2020-07-03 is not an English release/);
  });
});

describe('GET /v1/rules/{number}/counterpart', () => {
  it('follows identity, not the number, and says why there is none', async () => {
    const menace = await get('/v1/rules/702.111b/counterpart?to=it-2020-07-03');
    expect(menace.body).toMatchObject({ from: { edition: 'en-2026-08-07', number: '702.111b' }, edition: 'it-2020-07-03', number: '702.110b', via: 'chain' });
    const back = await get('/v1/rules/702.110a/counterpart?edition=it-2020-07-03&to=en-2026-08-07');
    expect(back.body).toMatchObject({ number: '702.111a' });
    const battles = await get('/v1/rules/310.1/counterpart?to=it-2020-07-03');
    expect(battles.body).toMatchObject({ number: null, reason: 'added after en-2020-07-03' });
    const trample = await get('/v1/rules/trample/counterpart?to=pt-classic');
    expect(trample.body).toMatchObject({ from: { number: '702.19' }, number: '502.9' });
    const assigning = await get('/v1/rules/702.19b/counterpart?to=pt-classic');
    expect(assigning.body).toMatchObject({ number: '502.9b', stale: { since: 'en-2003-03-15', changedIn: expect.arrayContaining(['en-2023-04-14']) } });
    expect((await get('/v1/rules/702.111b/counterpart?to=xx-1')).status).toBe(404);
  });
});

describe('GET /v1/rules/{number}: translations by identity', () => {
  it('pairs no Italian rule with 310.1 (battles, 2023), and the Italian menace with 702.111b', async () => {
    const battles = await get('/v1/rules/310.1?edition=en-2026-08-07');
    expect(battles.body.aligned.find((a: { lang: string }) => a.lang === 'it')).toEqual({ edition: 'it-2020-07-03', lang: 'it', text: '', missing: 'added after en-2020-07-03', matches: 'en-2020-07-03' });
    const menace = await get('/v1/rules/702.111b?edition=en-2026-08-07');
    expect(menace.body.aligned.find((a: { lang: string }) => a.lang === 'it')).toMatchObject({ number: '702.110b', matches: 'en-2020-07-03' });
    // ?lang=it alone reads the number as the current English rule's.
    const asked = await get('/v1/rules/702.111b?lang=it');
    expect(asked.body).toMatchObject({ edition: 'it-2020-07-03', number: '702.110b', counterpartOf: { edition: 'en-2026-08-07', number: '702.111b' } });
  });

  it('reads a range and a searched number asked with ?lang the same way: the English rules, each as its counterpart', async () => {
    const range = await get('/v1/rules/702.111a-c?lang=it');
    expect(range.body.results.map((r: { number: string; counterpartOf: { number: string } }) => [r.number, r.counterpartOf.number])).toEqual([['702.110a', '702.111a'], ['702.110b', '702.111b'], ['702.110c', '702.111c']]);
    const searched = await get('/v1/search?q=702.111b&lang=it');
    expect(searched.body.results[0]).toMatchObject({ number: '702.110b', edition: 'it-2020-07-03' });
    // An edition named keeps its own numbering: Italian 702.111b is renown there.
    const own = await get('/v1/search?q=702.111b&edition=it-2020-07-03');
    expect(own.body.results[0]).toMatchObject({ number: '702.111b' });
    expect(own.body.results[0].snippet).toMatch(/rinomat/i);
  });

  it('answers 400 when an edition and a language disagree, rather than ignoring one', async () => {
    const both = await get('/v1/rules/702.19?lang=it&edition=en-2026-08-07');
    expect(both.status).toBe(400);
    expect(both.body.error.message).toMatch(/en-2026-08-07 is in "en", not "it"/);
  });
});

describe('GET /v1/rules/{number}/history', () => {
  it('follows menace back through its renumbering', async () => {
    const { status, body } = await get('/v1/rules/702.111b/history');
    expect(status).toBe(200);
    expect(body.entries).toContainEqual(expect.objectContaining({ event: 'moved', number: '702.111b', previousNumber: '702.110b' }));
  });

  it('reads an Italian number through the English release it translates', async () => {
    const { body } = await get('/v1/rules/702.110b/history?edition=it-2020-07-03');
    expect(body).toMatchObject({ edition: 'en-2020-07-03', number: '702.110b' });
  });

  it('answers 404 for a rule that is not there and 400 for a range', async () => {
    expect((await get('/v1/rules/702.999z/history')).status).toBe(404);
    const range = await get('/v1/rules/601.2a-d/history');
    expect(range.status).toBe(400);
    expect(range.body.error.message).toMatch(/not one rule number/);
  });
});

// Each command is a process reading the cached trees it needs: slower than a request.
describe('judge diff and judge history', { timeout: 180_000 }, () => {
  const judge = (...args: string[]) => runJudge(args);

  it('judge diff shows the moves and the changed words', async () => {
    const { code, stdout } = await judge('diff', 'en-2024-07-30', 'en-2024-11-08');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^en-2024-07-30 → en-2024-11-08 \(consecutive releases\): \d+ added, \d+ removed, \d+ moved, \d+ changed/);
    // Two releases apart, the ones between are named.
    const wide = await judge('diff', 'en-2023-04-14', 'en-2024-11-08');
    expect(wide.stdout).toMatch(/^en-2023-04-14 → en-2024-11-08 \(6 releases between them: en-2023-10-13 … en-2024-07-30\)/);
    expect(stdout).toMatch(/ {2}509\.4 → 509\.2\n/);
    expect(stdout).toMatch(/\[-according to the damage assignment order/);
  });

  it('judge history --json gives the entries; a bad edition is a one-line error', async () => {
    const { code, stdout } = await judge('history', '702.111b', '--json');
    expect(code).toBe(0);
    const h = JSON.parse(stdout);
    expect(h.entries.some((e: { previousNumber?: string }) => e.previousNumber === '702.110b')).toBe(true);
    // The classic Portuguese text, through the English release of its numbering (en-2003-03-15).
    const pt = JSON.parse((await judge('history', '502.9a', '--edition', 'pt-classic', '--json')).stdout);
    expect(pt).toMatchObject({ edition: 'en-2003-03-15', number: '502.9a' });
    expect(pt.entries.some((e: { number: string }) => e.number === '702.19a')).toBe(true);
    const bad = await judge('history', '702.19a-c');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/is not one rule number/);
  });
});
