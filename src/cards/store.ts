// The card pool by name. Names are folded (case, accents, punctuation) so that a player's
// "kalitas traitor of ghet" finds "Kalitas, Traitor of Ghet"; a face name finds its face,
// and the whole name of a multi-faced card ("Fire // Ice") finds its faces.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { OracleCard } from './types.ts';

export type { OracleCard } from './types.ts';

/** The snapshot that ships with the project (see cards/README.md). */
export const SHIPPED_CARDS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../cards/oracle-cards.json.gz');

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

export class CardStore {
  readonly cards: readonly OracleCard[];
  private readonly byName = new Map<string, OracleCard[]>();

  constructor(cards: OracleCard[]) {
    this.cards = cards;
    for (const card of cards) {
      this.add(foldName(card.name), card);
      if (card.faceOf) this.add(foldName(card.faceOf), card);
    }
  }

  private add(key: string, card: OracleCard): void {
    const list = this.byName.get(key);
    if (!list) this.byName.set(key, [card]);
    else if (!list.includes(card)) list.push(card);
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
}

let shipped: CardStore | undefined;

/** The shipped snapshot, read once (about 12 MB of JSON, ~0.2 s). */
export function shippedCards(): CardStore {
  shipped ??= new CardStore(readCardsFile(SHIPPED_CARDS));
  return shipped;
}

export function readCardsFile(file: string): OracleCard[] {
  const bytes = readFileSync(file);
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  return JSON.parse(text) as OracleCard[];
}
