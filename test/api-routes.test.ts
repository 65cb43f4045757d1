// The HTTP API over a real socket, on the real library (rules/ and the shipped releases): every
// route and every error class, each response checked against the OpenAPI description.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/library/data.ts';
import { openApiChecker, startApiTestServer, type ApiTestServer, type OpenApiDocument } from './helpers/api-server.ts';

let server: ApiTestServer;
let check: ReturnType<typeof openApiChecker>;
const problems: string[] = [];

/** Every call goes through here, so every response is validated against the document. */
async function call(method: string, urlPath: string, init: RequestInit = {}) {
  const res = await fetch(server.url + urlPath, { ...init, method });
  const text = await res.text();
  const type = res.headers.get('content-type');
  const body = type?.includes('json') && text ? JSON.parse(text) : text;
  problems.push(...check(method, urlPath, res.status, body, type));
  return { res, body };
}

beforeAll(async () => {
  server = await startApiTestServer();
  const doc = (await (await fetch(`${server.url}/openapi.json`)).json()) as OpenApiDocument;
  check = openApiChecker(server.library, doc);
});

afterAll(async () => {
  await server?.close();
});

const EN = 'en-2026-08-07';

describe('routes', () => {
  it('GET /health answers ok with the number of editions', async () => {
    const { res, body } = await call('GET', '/health');
    expect(res.status).toBe(200);
    expect(body.status).toBe('ok');
    expect(body.editions).toBeGreaterThanOrEqual(3);
  });

  it('GET /v1/editions lists the shipped Italian and Portuguese editions and the English releases', async () => {
    const { res, body } = await call('GET', '/v1/editions');
    expect(res.status).toBe(200);
    const ids = body.editions.map((e: { id: string }) => e.id);
    expect(ids).toContain('it-2020-07-03');
    expect(ids).toContain(EN);
    expect(body.editions.some((e: { lang: string }) => e.lang === 'pt')).toBe(true);
    expect(body.editions.find((e: { id: string }) => e.id === EN).source.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('GET /v1/rules/{number} returns the rule with its neighbourhood', async () => {
    const { res, body } = await call('GET', `/v1/rules/702.19c?edition=${EN}`);
    expect(res.status).toBe(200);
    expect(body.number).toBe('702.19c');
    expect(body.edition).toBe(EN);
    expect(body.parent).toBe('702.19');
    expect(body.text.toLowerCase()).toContain('trample');
    expect(body.previous).toBe('702.19b');
    expect(Array.isArray(body.citedBy)).toBe(true);
  });

  it('a rule with children comes with its subrules; a range comes as a list', async () => {
    const rule = await call('GET', `/v1/rules/702.19?edition=${EN}`);
    expect(rule.res.status).toBe(200);
    expect(rule.body.number).toBe('702.19');
    expect(rule.body.subrules.map((r: { number: string }) => r.number)).toContain('702.19c');

    const range = await call('GET', `/v1/rules/601.2a-d?edition=${EN}`);
    expect(range.res.status).toBe(200);
    expect(range.body.results.map((r: { number: string }) => r.number)).toEqual(['601.2a', '601.2b', '601.2c', '601.2d']);
  });

  it('lang=it answers from the Italian edition', async () => {
    const { res, body } = await call('GET', '/v1/rules/702.19?lang=it');
    expect(res.status).toBe(200);
    expect(body.edition).toBe('it-2020-07-03');
    expect(JSON.stringify(body)).toMatch(/Travolgere/i);
  });

  it('rule and search responses carry an ETag from the edition and answer 304 to a revalidation', async () => {
    const first = await call('GET', `/v1/rules/702.19c?edition=${EN}`);
    const etag = first.res.headers.get('etag');
    expect(etag).toMatch(/^W\/"[0-9a-f]{16}-/);
    expect(first.res.headers.get('cache-control')).toContain('immutable');
    const again = await call('GET', `/v1/rules/702.19c?edition=${EN}`, { headers: { 'If-None-Match': etag! } });
    expect(again.res.status).toBe(304);
    const other = await call('GET', `/v1/rules/702.19b?edition=${EN}`);
    expect(other.res.headers.get('etag')).not.toBe(etag);

    const search = await call('GET', '/v1/search?q=trample');
    expect(search.res.headers.get('etag')).toBeTruthy();
    expect(search.res.headers.get('cache-control')).toContain('max-age=300');
  });

  it('HEAD gives the headers without a body', async () => {
    const res = await fetch(`${server.url}/v1/rules/702.19c?edition=${EN}`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toBeTruthy();
    expect(await res.text()).toBe('');
  });

  it('GET /v1/toc lists the sections with titled rules', async () => {
    const { res, body } = await call('GET', `/v1/toc?edition=${EN}`);
    expect(res.status).toBe(200);
    expect(body.toc.length).toBeGreaterThanOrEqual(9);
    const section7 = body.toc.find((s: { number: string }) => s.number === '7');
    expect(section7.children.some((r: { number: string; title: string }) => r.number === '702' && r.title)).toBe(true);
  });

  it('GET /v1/search ranks rules with snippets and respects limit', async () => {
    const { res, body } = await call('GET', `/v1/search?q=trample&edition=${EN}&limit=3`);
    expect(res.status).toBe(200);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(3);
    expect(body.results.some((r: { number: string }) => r.number.startsWith('702.19'))).toBe(true);
    expect(body.results[0].snippet).toContain('«');
  });

  it('GET /v1/glossary/{term} finds a term, also through the English headword of a translation', async () => {
    const en = await call('GET', '/v1/glossary/trample');
    expect(en.res.status).toBe(200);
    expect(en.body.results[0].text.length).toBeGreaterThan(10);
    const it_ = await call('GET', '/v1/glossary/trample?lang=it');
    expect(it_.res.status).toBe(200);
    expect(it_.body.results.some((h: { term: string }) => /Travolgere/i.test(h.term))).toBe(true);
  });

  it('GET /v1/glossary?q= searches the glossary', async () => {
    const { res, body } = await call('GET', '/v1/glossary?q=damage&limit=5');
    expect(res.status).toBe(200);
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(5);
  });

  it('GET /openapi.json documents every route and GET /docs renders it without a CDN', async () => {
    const { body: doc } = await call('GET', '/openapi.json');
    for (const p of ['/health', '/v1/editions', '/v1/rules/{number}', '/v1/toc', '/v1/search', '/v1/glossary/{term}', '/v1/glossary', '/v1/explain']) {
      expect(doc.paths[p], p).toBeTruthy();
    }
    const { res, body: html } = await call('GET', '/docs');
    expect(res.status).toBe(200);
    expect(html).toContain('/openapi.json');
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="https?:/);
  });

  it('GET / is the web app, mounted by the server', async () => {
    const { res, body } = await call('GET', '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(body).toMatch(/<html/i);
  });
});

describe('explain', () => {
  const scenario = (name: string) => readFileSync(path.join(REPO_ROOT, 'test/scenarios-dev', name), 'utf8');

  it('POST /v1/explain replays a YAML scenario, with the cited rules in the edition asked for', async () => {
    const { res, body } = await call('POST', '/v1/explain?lang=it', {
      body: scenario('d07-trample-lifelink.yaml'),
      headers: { 'Content-Type': 'application/yaml' },
    });
    expect(res.status).toBe(200);
    expect(body.ok).toBe(true);
    expect(body.trace.length).toBeGreaterThan(0);
    const cited = new Set(body.citations.map((c: { number: string }) => c.number));
    for (const t of body.trace) for (const rule of t.rules) expect(cited.has(rule), rule).toBe(true);
    const declareAttackers = body.citations.find((c: { number: string }) => c.number === '508.1');
    expect(declareAttackers.edition).toBe('it-2020-07-03');
    expect(declareAttackers.text).toMatch(/attaccanti/i);
    // Told in Italian through the message keys, which stay in the body for clients with their own wording.
    for (const t of body.trace) expect(t.message.key).toMatch(/^[a-z]+\.[A-Za-z]+$/);
    expect(body.trace.find((t: { message: { key: string } }) => t.message.key === 'combat.attacks').text).toMatch(/attacca .* e diventa TAPpat/);
  });

  it('POST /v1/explain?lang=pt tells the illegal action in Portuguese, with its key and arguments', async () => {
    const { body } = await call('POST', '/v1/explain?lang=pt', { body: scenario('d08-error-menace-single-block.yaml'), headers: { 'Content-Type': 'application/yaml' } });
    expect(body.ok).toBe(false);
    expect(body.error.messageKey).toMatch(/^[a-z]+\.[A-Za-z]+$/);
    expect(body.error.message).toMatch(/ameaça/);
    expect(body.error.message).not.toMatch(/\b(can't|blocked|creature)\b/);
  });

  it('accepts the same scenario as JSON', async () => {
    const YAML = (await import('yaml')).default;
    const json = JSON.stringify(YAML.parse(scenario('d01-untap-upkeep-draw.yaml')));
    const { res, body } = await call('POST', '/v1/explain', { body: json, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(200);
    expect(body.state.players.find((p: { name: string }) => p.name === 'Alice').life).toBe(21);
  });

  it('an illegal action is a result (ok: false, the forbidding rules), not an error', async () => {
    const { res, body } = await call('POST', '/v1/explain', {
      body: scenario('d08-error-menace-single-block.yaml'),
      headers: { 'Content-Type': 'text/yaml' },
    });
    expect(res.status).toBe(200);
    expect(body.ok).toBe(false);
    expect(body.error.rules.length).toBeGreaterThan(0);
    // One numbering: the index in `actions` from 0, as validation paths count; the sentence counts from 1.
    const at = body.error.action as number;
    const actions = ((await import('yaml')).default.parse(scenario('d08-error-menace-single-block.yaml')) as { actions: unknown[] }).actions;
    expect(at).toBeGreaterThan(0);
    expect(at).toBeLessThan(actions.length);
    expect(body.error.path).toBe(`actions[${at}]`);
    expect(body.trace.find((t: { message: { key: string } }) => t.message.key === 'action.illegal').text).toMatch(new RegExp(`^action ${at + 1} is illegal`));
  });

  it('a life total out of range is refused naming the range, not as "not a whole number"', async () => {
    const body = JSON.stringify({ players: [{ name: 'Alice', life: 1e308 }, { name: 'Bob' }], actions: [] });
    const { res, body: answer } = await call('POST', '/v1/explain', { body, headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(422);
    expect(answer.error.message).toContain('players[0].life: a life total of 1e+308 (from -1000000 to 1000000)');
    expect(answer.error.message).not.toContain('whole number');
  });

  it('415 for another content type, 400 for broken JSON or YAML, 413 for a huge body', async () => {
    const wrongType = await call('POST', '/v1/explain', { body: scenario('d01-untap-upkeep-draw.yaml'), headers: { 'Content-Type': 'text/plain' } });
    expect(wrongType.res.status).toBe(415);
    expect(wrongType.body.error.message).toContain('application/yaml');

    const badJson = await call('POST', '/v1/explain', { body: '{"players": [', headers: { 'Content-Type': 'application/json' } });
    expect(badJson.res.status).toBe(400);
    expect(badJson.body.error.message).toContain('JSON');

    const badYaml = await call('POST', '/v1/explain', { body: 'players: [a, b\nturn: {', headers: { 'Content-Type': 'text/yaml' } });
    expect(badYaml.res.status).toBe(400);
    expect(badYaml.body.error.message).toMatch(/YAML \(line \d+\)/);

    const huge = await call('POST', '/v1/explain', { body: `title: "${'x'.repeat(100_000)}"`, headers: { 'Content-Type': 'application/yaml' } });
    expect(huge.res.status).toBe(413);
    expect(huge.body.error.code).toBe('too_large');
    // The unread body is read and dropped after the answer, so the connection goes on
    // (test/api-transport.test.ts: a client that writes it all before reading).
    const big = await call('POST', '/v1/explain', { body: 'x'.repeat(3_000_000), headers: { 'Content-Type': 'application/yaml' } });
    expect(big.res.status).toBe(413);
    for (let i = 0; i < 3; i++) expect((await call('GET', '/health')).res.status).toBe(200);
  });

  it('422 with the failing paths for a scenario that does not validate', async () => {
    const { res, body } = await call('POST', '/v1/explain', {
      body: JSON.stringify({ players: 'nobody', actions: 7 }),
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(res.status).toBe(422);
    expect(body.error.code).toBe('invalid_scenario');
    expect(body.error.details.map((d: { path: string }) => d.path)).toContain('players');
  });

  it('422 at path rules for a scenario whose rules: names no edition, naming the languages and editions', async () => {
    const bolt = (rules: string) => `title: Bolt\nrules: ${rules}\nturn: {active: Alice, step: main1}\nplayers:\n  - {name: Alice, battlefield: [Mountain], hand: [Lightning Bolt]}\n  - {name: Bob}\nactions:\n  - {player: Alice, cast: Lightning Bolt, targets: [Bob]}\n`;
    for (const rules of ['xx-1999', 'xx']) {
      const { res, body } = await call('POST', '/v1/explain', { body: bolt(rules), headers: { 'Content-Type': 'application/yaml' } });
      expect(res.status, rules).toBe(422);
      expect(body.error.code).toBe('invalid_scenario');
      expect(body.error.details).toEqual([{ path: 'rules', message: expect.stringContaining(`unknown edition "${rules}": name a language (en, it, pt) or an edition id such as en-2026-08-07, it-2020-07-03, pt-classic`) }]);
    }
    for (const rules of ['it', 'IT', 'pt-classic', EN]) {
      const { res } = await call('POST', '/v1/explain', { body: bolt(rules), headers: { 'Content-Type': 'application/yaml' } });
      expect(res.status, rules).toBe(200);
    }
  });

  it('refuses to cite an edition there is not, a tournament document, or an edition in another language', async () => {
    const body = scenario('d01-untap-upkeep-draw.yaml');
    for (const [query, status, said] of [
      ['edition=zz-9999', 404, /unknown edition "zz-9999"/],
      ['edition=mtr', 400, /tournament document/],
      ['edition=en-2026-08-07&lang=it', 400, /not both/],
    ] as const) {
      const { res, body: answer } = await call('POST', `/v1/explain?${query}`, { body, headers: { 'Content-Type': 'application/yaml' } });
      expect(res.status, query).toBe(status);
      expect(answer.error.message, query).toMatch(said);
    }
    const bare = await call('POST', '/v1/explain?edition=it', { body, headers: { 'Content-Type': 'application/yaml' } });
    expect(bare.body.error.suggestions).toContain('it-2020-07-03');
  });

  it("cites the edition the scenario's rules: names, unless the request names one", async () => {
    const text = `rules: it\n${scenario('d07-trample-lifelink.yaml')}`;
    const own = await call('POST', '/v1/explain', { body: text, headers: { 'Content-Type': 'application/yaml' } });
    expect(own.body.rules).toBe('it');
    expect(own.body.citations.find((c: { number: string }) => c.number === '508.1').edition).toBe('it-2020-07-03');
    expect(own.body.trace.find((t: { message: { key: string } }) => t.message.key === 'combat.attacks').text).toMatch(/attacca/);
    const asked = await call('POST', '/v1/explain?lang=pt', { body: text, headers: { 'Content-Type': 'application/yaml' } });
    expect(asked.body.citations.find((c: { number: string }) => c.number === '508.1').edition).toBe('pt-classic');
  });
});

describe('errors', () => {
  it('404 with suggestions for an unknown rule and an unknown edition', async () => {
    const rule = await call('GET', `/v1/rules/702.199z?edition=${EN}`);
    expect(rule.res.status).toBe(404);
    expect(rule.body.error.code).toBe('not_found');

    const edition = await call('GET', '/v1/rules/100.1?edition=en-2026-08-08');
    expect(edition.res.status).toBe(404);
    expect(edition.body.error.suggestions.length).toBeGreaterThan(0);
  });

  it('404 for an unknown glossary term', async () => {
    const { res, body } = await call('GET', '/v1/glossary/qwertyuiopasdf');
    expect(res.status).toBe(404);
    expect(body.error.code).toBe('not_found');
  });

  it('400 naming the parameter for a bad lang or limit, or a missing q', async () => {
    const lang = await call('GET', '/v1/rules/100.1?lang=fr');
    expect(lang.res.status).toBe(400);
    expect(lang.body.error.details[0].path).toBe('query.lang');
    for (const limit of ['0', '51', 'ten', '2.5']) {
      const { res, body } = await call('GET', `/v1/search?q=trample&limit=${limit}`);
      expect(res.status, limit).toBe(400);
      expect(body.error.details[0].path).toBe('query.limit');
    }
    const missing = await call('GET', '/v1/search');
    expect(missing.res.status).toBe(400);
    expect(missing.body.error.details[0].path).toBe('query.q');
    // A parameter given twice is a list, which the schema refuses (search validates in its
    // handler, synchronously, with the same schema and answers: router.ts queryRoute).
    const twice = await call('GET', '/v1/search?q=trample&q=deathtouch');
    expect(twice.res.status).toBe(400);
    expect(twice.body.error.details[0].path).toBe('query.q');
  });

  it('413 for a query string over the limit', async () => {
    const { res, body } = await call('GET', `/v1/search?q=${'trample '.repeat(200)}`);
    expect(res.status).toBe(413);
    expect(body.error.message).toContain('limit');
  });

  it('JSON 404 for unknown routes and 405 with Allow for a wrong method', async () => {
    const unknown = await call('GET', '/v1/nothing-here');
    expect(unknown.res.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
    const wrong = await call('DELETE', '/v1/rules/100.1');
    expect(wrong.res.status).toBe(405);
    expect(wrong.res.headers.get('allow')).toContain('GET');
    expect(wrong.body.error.code).toBe('method_not_allowed');
  });
});

describe('transport', () => {
  it('echoes a client X-Request-Id, generates one otherwise, and logs requests with it', async () => {
    const mine = await call('GET', '/health', { headers: { 'X-Request-Id': 'judge-test-42' } });
    expect(mine.res.headers.get('x-request-id')).toBe('judge-test-42');
    const generated = await call('GET', '/health');
    const next = await call('GET', '/health', { headers: { 'X-Request-Id': '<not sane>' } });
    const [a, b] = [generated, next].map((r) => r.res.headers.get('x-request-id'));
    expect(a).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/); // this process's prefix, a counter
    expect(b).toMatch(/^[0-9a-f]{12}-[0-9a-z]+$/);
    expect(a).not.toBe(b);
    const line = server.logLines.map((l) => JSON.parse(l)).find((l) => l.id === 'judge-test-42');
    expect(line).toMatchObject({ method: 'GET', path: '/health', status: 200 });
  });

  it('answers from the response cache with the same headers, request id and encodings', async () => {
    const url = `/v1/rules/702.19?edition=${EN}`;
    const first = await call('GET', url, { headers: { 'Accept-Encoding': 'gzip' } });
    const cached = await call('GET', url, { headers: { 'Accept-Encoding': 'gzip', 'X-Request-Id': 'cached-1' } });
    for (const name of ['etag', 'cache-control', 'content-type', 'content-encoding', 'access-control-allow-origin', 'access-control-expose-headers']) {
      expect(cached.res.headers.get(name), name).toBe(first.res.headers.get(name));
    }
    expect(cached.res.headers.get('content-encoding')).toBe('gzip');
    expect(cached.res.headers.get('x-request-id')).toBe('cached-1');
    expect(cached.body).toEqual(first.body);
    const brotli = await call('GET', url, { headers: { 'Accept-Encoding': 'br' } });
    expect(brotli.res.headers.get('content-encoding')).toBe('br');
    expect(brotli.body).toEqual(first.body);
    const revalidated = await call('GET', url, { headers: { 'If-None-Match': first.res.headers.get('etag')! } });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.res.headers.get('access-control-allow-origin')).toBe('*');
    expect(server.logLines.map((l) => JSON.parse(l)).find((l) => l.id === 'cached-1')).toMatchObject({ status: 200 });
  });

  it('compresses with brotli or gzip as the client asks', async () => {
    const br = await call('GET', `/v1/toc?edition=${EN}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.body.toc.length).toBeGreaterThan(0); // fetch decoded it
    const gz = await call('GET', `/v1/toc?edition=${EN}`, { headers: { 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    const plain = await call('GET', `/v1/toc?edition=${EN}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.res.headers.get('content-encoding')).toBeNull();
  });

  it('allows cross-origin requests and answers preflights', async () => {
    const simple = await call('GET', '/health', { headers: { Origin: 'https://example.org' } });
    expect(simple.res.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${server.url}/v1/explain`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('the OpenAPI check itself rejects a wrong body, an undocumented status and a non-error 404', () => {
    expect(check('GET', '/v1/rules/100.1', 200, { number: 100.1 }, 'application/json')).not.toEqual([]);
    expect(check('GET', '/v1/editions', 418, { error: { code: 'x', message: 'y' } }, 'application/json')).not.toEqual([]);
    expect(check('GET', '/nowhere', 404, { message: 'not found' }, 'application/json')).not.toEqual([]);
    expect(check('GET', '/v1/rules/100.1', 404, { error: { code: 'not_found', message: 'no rule' } }, 'application/json')).toEqual([]);
  });

  it('every response above conformed to the OpenAPI document', () => {
    expect(problems).toEqual([]);
  });
});
