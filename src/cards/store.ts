// The card pool by name. Names are folded (case, accents, punctuation) so that a player's
// "kalitas traitor of ghet" finds "Kalitas, Traitor of Ghet"; a face name finds its face,
// and the whole name of a multi-faced card ("Fire // Ice") finds its faces.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { Index } from 'flexsearch';
import { dataDirectory, REPO_ROOT } from '../library/data.ts';
import { closestNames } from './suggest.ts';
import type { OracleCard } from './types.ts';

export type { OracleCard } from './types.ts';

/** The snapshot that ships with the project (see cards/README.md). */
export const SHIPPED_CARDS = path.join(REPO_ROOT, 'cards', 'oracle-cards.json.gz');

/** Where `judge cards import` and `judge cards fetch` write the store; read in preference to the
 *  snapshot. The same data folder as the rules cache (and its fallback for a read-only install). */
export function cardsDataFile(): string {
  return path.join(dataDirectory(), 'cards.json.gz');
}

/** Lower case, no accents, punctuation and runs of spaces folded to one space. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}/]+/gu, ' ')
    .trim();
}

/** "fire ice" finds "Fire // Ice": the slashes of a whole name are not typed. */
const withoutSlashes = (s: string) => s.replace(/\s*\/\/\s*/g, ' ');

/** One line of an autocomplete answer: a card, or a multi-faced card by its whole name. */
export interface CardSummary {
  name: string;
  typeLine: string;
  manaCost: string | null;
}

// Lower ranks answer a name first: a one-faced card, then a face with text, then the rest.
function rank(card: OracleCard, key: string): number {
  if (card.faceOf && foldName(card.faceOf) === key) return 0; // a whole name's faces, in order
  if (!card.faceOf) return 1;
  return card.oracleText === null ? 3 : 2;
}

export class CardStore {
  readonly cards: readonly OracleCard[];
  /** Where the cards came from: the snapshot, or the file `judge cards import` read. */
  readonly source: string;
  private readonly byName = new Map<string, OracleCard[]>();

  constructor(cards: OracleCard[], source = 'cards given in code') {
    this.cards = cards;
    this.source = source;
    for (const card of cards) {
      this.add(foldName(card.name), card);
      if (card.faceOf) this.add(foldName(card.faceOf), card);
    }
  }

  private add(key: string, card: OracleCard): void {
    const list = this.byName.get(key);
    if (!list) this.byName.set(key, [card]);
    else if (!list.includes(card)) {
      // A name shared by a card and a face of another ("Lightning Bolt", also half of a
      // Strixhaven two-part card with no text of its own): the card itself answers first.
      const at = list.findIndex((other) => rank(card, key) < rank(other, key));
      list.splice(at < 0 ? list.length : at, 0, card);
    }
  }

  /** The card (or, for a whole multi-faced name, its faces in order) a name stands for. */
  lookup(name: string): OracleCard[] {
    return this.byName.get(foldName(name)) ?? [];
  }

  /** One card for a name: the face named, or the front face of a whole multi-faced name. */
  get(name: string): OracleCard | undefined {
    return this.lookup(name)[0];
  }

  /** Every folded name the store answers to. */
  names(): IterableIterator<string> {
    return this.byName.keys();
  }

  /** The printed name a folded key stands for ("fire ice" → "Fire // Ice"). */
  displayName(key: string): string {
    const cards = this.byName.get(key) ?? [];
    const whole = cards[0]?.faceOf;
    return whole && foldName(whole) === key ? whole : (cards[0]?.name ?? key);
  }

  /** Up to `max` printed names close to one the store does not know, for "did you mean". */
  suggest(name: string, max = 3): string[] {
    return closestNames(foldName(name), this.byName.keys(), max).map((key) => this.displayName(key));
  }

  private typeahead?: { index: Index; keys: string[] };

  /** Autocomplete, best first: names holding the query as a whole word ("bolt": Bolt
   *  Bend, then Lightning Bolt), then names with a word it begins (Boltwave) — in each, the
   *  names it starts before those it stands inside, shorter names first — then near matches. */
  complete(query: string, limit = 10): CardSummary[] {
    const q = withoutSlashes(foldName(query));
    if (!q) return [];
    this.typeahead ??= this.buildTypeahead();
    const { index, keys } = this.typeahead;
    const found = (index.search(q, { limit: Math.max(100, limit), suggest: true }) as number[]).map((id) => keys[id]!);
    // Tiers: 0 a whole word at the start, 1 a whole word inside, 2 a word's beginning at the
    // start, 3 a word's beginning inside, 4 near.
    const tiers: string[][] = [[], [], [], [], []];
    for (const key of found) tiers[matchTier(withoutSlashes(key), q)]!.push(key);
    const byLength = (a: string, b: string) => a.length - b.length || a.localeCompare(b);
    return [...tiers.slice(0, 4).flatMap((t) => t.sort(byLength)), ...tiers[4]!].slice(0, limit).map((key) => this.summary(key));
  }

  private buildTypeahead(): { index: Index; keys: string[] } {
    const keys = [...this.byName.keys()];
    const index = new Index({ tokenize: 'forward', encoder: 'Normalize', resolution: 1 });
    keys.forEach((key, id) => index.add(id, withoutSlashes(key)));
    return { index, keys };
  }

  private summary(key: string): CardSummary {
    const cards = this.byName.get(key)!;
    const name = this.displayName(key);
    const faces = name === cards[0]!.faceOf ? cards : [cards[0]!];
    return {
      name,
      typeLine: faces.map((c) => c.typeLine).join(' // '),
      manaCost: faces.some((c) => c.manaCost) ? faces.map((c) => c.manaCost ?? '').join(' // ') : null,
    };
  }
}

/** How a folded name holds a folded query, for `complete`: 0 as a whole word at the start,
 *  1 as a whole word further on, 2 as the beginning of its first word, 3 of a later word,
 *  4 not at a word's beginning (a near match). */
function matchTier(name: string, q: string): number {
  let tier = 4;
  for (let at = name.indexOf(q); at >= 0; at = name.indexOf(q, at + 1)) {
    if (at > 0 && /[\p{L}\p{N}]/u.test(name[at - 1]!)) continue;
    const whole = !/[\p{L}\p{N}]/u.test(name[at + q.length] ?? ' ');
    tier = Math.min(tier, (whole ? 0 : 2) + (at === 0 ? 0 : 1));
  }
  return tier;
}

/** What `judge cards import` writes: the cards and where they came from, gzip-compressed. */
export interface StoreFile {
  format: 'judge-cards/1';
  source: string;
  imported: string;
  cards: OracleCard[];
}

let shipped: CardStore | undefined;
let imported: { file: string; mtimeMs: number; store: CardStore } | undefined;

/** The shipped snapshot, read once (about 12 MB of JSON, ~0.2 s). */
export function shippedCards(): CardStore {
  shipped ??= new CardStore(readCardsFile(SHIPPED_CARDS), 'cards/oracle-cards.json.gz (shipped snapshot, June 2026)');
  return shipped;
}

/** The card pool in use: the imported store under data/ when there is one, else the snapshot. */
export function cardStore(): CardStore {
  const file = cardsDataFile();
  if (!existsSync(file)) return shippedCards();
  const { mtimeMs } = statSync(file);
  if (imported?.file !== file || imported.mtimeMs !== mtimeMs) {
    let store: CardStore;
    try {
      const stored = readStoreFile(file);
      store = new CardStore(stored.cards, `${stored.source} (imported ${stored.imported.slice(0, 10)})`);
    } catch (err) {
      // Imports replace the file atomically, so only a hand-edited file gets here: answer
      // from the snapshot and say so wherever the source is shown.
      store = new CardStore([...shippedCards().cards], `${shippedCards().source}; ${file} is unreadable (${(err as Error).message})`);
    }
    imported = { file, mtimeMs, store };
  }
  return imported.store;
}

/** The snapshot's plain array of entries. */
export function readCardsFile(file: string): OracleCard[] {
  const bytes = readFileSync(file);
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  return JSON.parse(text) as OracleCard[];
}

export function readStoreFile(file: string): StoreFile {
  const parsed = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as StoreFile;
  if (parsed.format !== 'judge-cards/1' || !Array.isArray(parsed.cards)) throw new Error(`${file} is not a card store written by judge cards import`);
  return parsed;
}
