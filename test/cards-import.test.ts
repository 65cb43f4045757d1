// Importing the card pool: real cards cut from the shipped snapshot, written out in
// Scryfall's and MTGJSON's shapes, read back through the streaming importer and the
// `judge cards import|fetch` commands; a malformed file leaves the previous store in place.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCardFile } from '../src/cards/import.ts';
import { CardStore, cardStore, readStoreFile } from '../src/cards/store.ts';
import type { OracleCard } from '../src/cards/types.ts';
import { REPO_ROOT } from '../src/library/data.ts';
import { AWKWARD, asMtgjson, asScryfall, sampleCards } from './helpers/card-samples.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'judge-cards-'));
const judge = (...args: string[]) => run('node', [path.join(REPO_ROOT, 'bin/judge.js'), ...args], { cwd: REPO_ROOT, env: { ...process.env, JUDGE_DATA_DIR: dataDir } });

const groups = sampleCards();
const expected = groups.flat();
const scryfallFile = path.join(dataDir, 'oracle-cards-sample.json');
const mtgjsonFile = path.join(dataDir, 'AtomicCards-sample.json.gz');
writeFileSync(scryfallFile, JSON.stringify(asScryfall(groups)));
writeFileSync(mtgjsonFile, gzipSync(JSON.stringify(asMtgjson(groups))));

// Scryfall keeps keywords on the card, not per face: compare them per card.
const withoutKeywords = ({ keywords: _, ...rest }: OracleCard) => rest;

let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/bulk-data/oracle-cards') res.end(JSON.stringify({ object: 'bulk_data', type: 'oracle_cards', download_uri: `${base}/file/oracle-cards.json` }));
    else if (req.url === '/file/oracle-cards.json') res.end(readFileSync(scryfallFile));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => server.close());

describe('card import', () => {
  it('the sample is a few hundred real cards with the awkward ones in it', () => {
    expect(groups.length).toBeGreaterThan(250);
    expect(expected.some((c) => c.typeLine.includes('—'))).toBe(true);
    for (const name of AWKWARD) expect(new CardStore(expected).get(name), name).toBeDefined();
  });

  it("reads Scryfall's bulk shape: every card and face as it was", async () => {
    const result = await readCardFile(scryfallFile);
    expect(result.format).toBe('scryfall');
    expect(result.skipped).toEqual([]);
    expect(result.cards.map(withoutKeywords)).toEqual(expected.map(withoutKeywords));
    const store = new CardStore(result.cards);
    expect(store.lookup('Fire // Ice').map((c) => c.name)).toEqual(['Fire', 'Ice']);
    expect(store.get('insectile aberration')).toMatchObject({ faceOf: 'Delver of Secrets // Insectile Aberration', power: '3', toughness: '2' });
    expect(store.get('adewale breaker of chains')?.name).toBe('Adéwalé, Breaker of Chains');
    expect(store.get('Kalitas, Traitor of Ghet')?.typeLine).toBe('Legendary Creature — Vampire Warrior');
  });

  it("reads MTGJSON's AtomicCards shape, gzip-compressed, keywords per face", async () => {
    const result = await readCardFile(mtgjsonFile);
    expect(result.format).toBe('mtgjson');
    expect(result.cards).toEqual(expected);
    expect(new CardStore(result.cards).get('stomp')).toMatchObject({ faceOf: 'Bonecrusher Giant // Stomp', typeLine: 'Instant — Adventure' });
  });

  it('judge cards import writes the store under data/, which replaces the snapshot; a malformed file changes nothing', async () => {
    const { stdout } = await judge('cards', 'import', mtgjsonFile);
    expect(stdout).toMatch(new RegExp(`imported ${expected.length} cards \\(mtgjson format\\)`));
    const storeFile = path.join(dataDir, 'cards.json.gz');
    const before = readFileSync(storeFile);
    expect(readStoreFile(storeFile).cards).toEqual(expected);

    const broken = path.join(dataDir, 'broken.json');
    writeFileSync(broken, JSON.stringify(asScryfall(groups)).slice(0, 5000));
    await expect(judge('cards', 'import', broken)).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/broken\.json: not valid JSON after \d+ entries/) });
    const notCards = path.join(dataDir, 'not-cards.json');
    writeFileSync(notCards, 'hello');
    await expect(judge('cards', 'import', notCards)).rejects.toMatchObject({ code: 2, stderr: expect.stringMatching(/not-cards\.json: not a card file/) });
    expect(readFileSync(storeFile).equals(before)).toBe(true);

    // The imported store is the pool every command now reads: the coverage covers the sample.
    const coverage = JSON.parse((await judge('cards', 'coverage', '--json')).stdout);
    expect(coverage.cards.total).toBe(groups.length);
  });

  it('a hand-broken store under data/ falls back to the snapshot and says so', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'judge-cards-broken-'));
    writeFileSync(path.join(dir, 'cards.json.gz'), 'not gzip');
    const previous = process.env.JUDGE_DATA_DIR;
    process.env.JUDGE_DATA_DIR = dir;
    try {
      const store = cardStore();
      expect(store.source).toMatch(/shipped snapshot.*cards\.json\.gz is unreadable/);
      expect(store.get('Questing Beast')).toBeDefined();
    } finally {
      if (previous === undefined) delete process.env.JUDGE_DATA_DIR;
      else process.env.JUDGE_DATA_DIR = previous;
    }
  });

  it('keeps the good entries of a file and names the ones that are not cards', async () => {
    const file = path.join(dataDir, 'partly.json');
    writeFileSync(file, JSON.stringify([...asScryfall(groups.slice(0, 3)), { object: 'card', name: 'No Type' }, 42]));
    const result = await readCardFile(file);
    expect(result.cards).toHaveLength(groups.slice(0, 3).flat().length);
    expect(result.skipped).toEqual([
      { entry: '[3]', problem: '"No Type" has no type line' },
      { entry: '[4]', problem: 'not a card object' },
    ]);
  });

  it("judge cards fetch downloads Scryfall's bulk file through its bulk-data entry (a stand-in server for the internet)", async () => {
    const { stdout } = await judge('cards', 'fetch', '--url', `${base}/bulk-data/oracle-cards`, '--json');
    expect(JSON.parse(stdout)).toEqual({ imported: expected.length, format: 'scryfall', source: `${base}/file/oracle-cards.json`, file: path.join(dataDir, 'cards.json.gz'), skipped: [] });
    expect(readStoreFile(path.join(dataDir, 'cards.json.gz')).source).toBe(`${base}/file/oracle-cards.json`);
    await expect(judge('cards', 'fetch', '--url', 'http://127.0.0.1:9/bulk-data/oracle-cards')).rejects.toMatchObject({ code: 4, stderr: expect.stringMatching(/cannot reach http:\/\/127\.0\.0\.1:9/) });
  });
});
