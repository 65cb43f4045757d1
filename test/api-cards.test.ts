// GET /v1/cards/{name}, GET /v1/cards?q= and the MCP `card` tool over a real socket, on the
// real library and the shipped card pool; every response checked against the OpenAPI document.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkedGetter, startApiTestServer, type ApiTestServer } from './helpers/api-server.ts';

let server: ApiTestServer;
const problems: string[] = [];

let get: Awaited<ReturnType<typeof checkedGetter>>;

beforeAll(async () => {
  server = await startApiTestServer();
  get = await checkedGetter(server, problems);
});
afterAll(async () => {
  await server?.close();
});

describe('card routes', () => {
  it('GET /v1/cards/{name}: the card, its lines as the engine reads them, the rules it points at', async () => {
    const { res, body } = await get(`/v1/cards/${encodeURIComponent('kalitas, traitor of ghet')}`);
    expect(res.status).toBe(200);
    expect(body.name).toBe('Kalitas, Traitor of Ghet');
    expect(body.faces[0].typeLine).toBe('Legendary Creature — Vampire Warrior');
    expect(body.lines.map((l: { understood: boolean }) => l.understood)).toEqual([true, true, true]);
    expect(body.rules.map((r: { number: string }) => r.number)).toEqual(['702.15', '614', '602']);
    // An activated ability the engine does not read yet (Deathrite Shaman's are read now).
    const kavu = await get(`/v1/cards/${encodeURIComponent('Ancient Kavu')}`);
    expect(kavu.body.lines.map((l: { understood: boolean }) => l.understood)).toEqual([false]);
    expect(kavu.body.lines[0].reason).toMatch(/activated ability/);
  });

  it('a face name or the whole name of a multi-faced card shows every face', async () => {
    for (const name of ['Ice', 'Fire // Ice']) {
      const { res, body } = await get(`/v1/cards/${encodeURIComponent(name)}`);
      expect(res.status).toBe(200);
      expect(body.name).toBe('Fire // Ice');
      expect(body.faces.map((f: { name: string }) => f.name)).toEqual(['Fire', 'Ice']);
    }
  });

  it('?lang=: each rule the card points at as its counterpart there (by identity), one with none marked absent with the English kept', async () => {
    type Pointer = { number: string; title: string; edition?: string; quotedNumber?: string; absent?: { reason: string } };
    const it_ = await get('/v1/cards/Batterskull?lang=it');
    expect(it_.res.status).toBe(200);
    // Living weapon is 702.91 in the Italian text of 2020 (702.92 now): paired through the releases, not by number.
    expect(it_.body.rules).toEqual([
      expect.objectContaining({ number: '702.92', quotedNumber: '702.91', title: 'Arma vivente', edition: 'it-2020-07-03' }),
      expect.objectContaining({ number: '702.6', title: 'Equipaggiare', edition: 'it-2020-07-03' }),
      expect.objectContaining({ number: '602', title: 'Attivare Abilità Attivate', edition: 'it-2020-07-03' }),
    ]);
    const pt = await get('/v1/cards/Batterskull?lang=pt');
    expect(pt.res.status).toBe(200);
    const [weapon, equip, activated] = pt.body.rules as Pointer[];
    expect(weapon).toMatchObject({ number: '702.92', title: 'Living Weapon', absent: { reason: 'added after en-2003-03-15' } });
    expect(equip).toMatchObject({ number: '702.6', title: 'Equip', absent: { reason: 'added after en-2003-03-15' } });
    expect(activated).toMatchObject({ number: '602', quotedNumber: '403', title: 'Habilidades Ativadas', edition: 'pt-classic' });
    expect(activated!.absent).toBeUndefined();
    const angel = await get(`/v1/cards/${encodeURIComponent('Serra Angel')}?lang=pt`);
    expect(angel.body.rules[0]).toMatchObject({ number: '702.9', quotedNumber: '502.4', title: 'Voar' });
    for (const name of ['Lightning Bolt', 'Murder']) {
      const { res, body } = await get(`/v1/cards/${encodeURIComponent(name)}?lang=pt`);
      expect(res.status, name).toBe(200);
      expect(body.name).toBe(name);
    }
  });

  it('an unknown name is a 404 with "did you mean"', async () => {
    const { res, body } = await get('/v1/cards/Questng%20Beast');
    expect(res.status).toBe(404);
    expect(body.error.message).toMatch(/no card named "Questng Beast"/);
    expect(body.error.suggestions).toEqual(['Questing Beast']);
  });

  it('GET /v1/cards?q= autocompletes names: prefixes first, then words', async () => {
    const { res, body } = await get('/v1/cards?q=kalit&limit=5');
    expect(res.status).toBe(200);
    expect(body.query).toBe('kalit');
    // Shorter names first among the prefixes.
    expect(body.results.slice(0, 2)).toEqual([
      { name: 'Kalitas, Traitor of Ghet', typeLine: 'Legendary Creature — Vampire Warrior', manaCost: '{2}{B}{B}' },
      { name: 'Kalitas, Bloodchief of Ghet', typeLine: 'Legendary Creature — Vampire Warrior', manaCost: '{5}{B}{B}' },
    ]);
    const faces = await get('/v1/cards?q=fire%20ice');
    expect(faces.body.results[0]).toEqual({ name: 'Fire // Ice', typeLine: 'Instant // Instant', manaCost: '{1}{R} // {1}{U}' });
    const words = await get('/v1/cards?q=beast&limit=50');
    expect(words.body.results.map((r: { name: string }) => r.name)).toContain('Questing Beast');
    // A name holding the query as a whole word before one where it begins a longer word (a
    // tester's report: "bolt" listed Boltwave before Lightning Bolt).
    const bolt = (await get('/v1/cards?q=bolt&limit=50')).body.results.map((r: { name: string }) => r.name);
    expect(bolt.indexOf('Lightning Bolt')).toBeGreaterThanOrEqual(0);
    expect(bolt.indexOf('Lightning Bolt')).toBeLessThan(bolt.indexOf('Boltwave'));
    expect(bolt[0]).toMatch(/^Bolt\b/);
    const bad = await get('/v1/cards?limit=5');
    expect(bad.res.status).toBe(400);
    expect(bad.body.error.message).toMatch(/q/);
  });

  it('every response matched the OpenAPI document', () => {
    expect(problems).toEqual([]);
  });
});

describe('MCP card tool', () => {
  it('answers with the card and the engine\'s reading of it', async () => {
    const client = new Client({ name: 'api-cards-test', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${server.url}/mcp`)));
    try {
      const result = await client.callTool({ name: 'card', arguments: { name: 'Questing Beast' } });
      const text = (result.content as Array<{ text: string }>)[0]!.text;
      expect(result.structuredContent).toMatchObject({ name: 'Questing Beast', understood: true });
      expect(text).toMatch(/^Questing Beast \{2\}\{G\}\{G\}\nLegendary Creature — Beast/);
      // A card with a line the engine can't read says which and why. A Contraption's "crank" is
      // not in the Comprehensive Rules, so the engine leaves it unread on purpose.
      const unread = await client.callTool({ name: 'card', arguments: { name: 'Accessories to Murder' } });
      expect(unread.structuredContent).toMatchObject({ name: 'Accessories to Murder', understood: false });
      expect((unread.content as Array<{ text: string }>)[0]!.text).toMatch(/not understood: /);
      const unknown = await client.callTool({ name: 'card', arguments: { name: 'Questng Beast' } });
      expect(unknown.isError).toBe(true);
      expect((unknown.content as Array<{ text: string }>)[0]!.text).toMatch(/did you mean: Questing Beast/);
    } finally {
      await client.close();
    }
  });
});
