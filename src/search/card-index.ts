// The card pool's names and what each card does, for finding cards in a question: built
// once from the pool (src/cards), saved beside the search indexes, and read from there by
// every later search — a search never reads the 12 MB pool to know a name. Two files: the
// names, folded ahead (read by every search), and per card its keywords and the kinds of
// ability its Oracle text holds (card-kinds.ts; read when a question names a card).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { foldName, SHIPPED_CARDS, shippedCards } from '../cards/store.ts';
import { abilityKinds } from './card-kinds.ts';
import { buildFingerprint } from './index-store.ts';
import { editDistance } from './typo.ts';

export interface CardFacts {
  name: string;
  keywords: string[];
  /** Every kind of ability its text holds (which ones a question is about: card-terms.ts). */
  kinds: string[];
}

/** A folded name → the cards it names (a face name, or a whole "Fire // Ice"). */
type Names = Map<string, number[]>;

/** The names part, as saved: card names, and folded names → card numbers. */
interface SavedNames {
  names: string[];
  full: Array<[string, number[]]>;
  short: Array<[string, number[]]>;
}

export class CardIndex {
  /** Folded full names and face names. */
  readonly full: Names;
  /** Folded names before the comma of a legendary name ("kalitas") → those cards. */
  readonly short: Names;
  /** The first folded word of every name above → the most words a name beginning with it has. */
  readonly first = new Map<string, number>();
  private trigrams?: Map<string, string[]>;
  private factsRead?: ReadonlyArray<Omit<CardFacts, 'name'>>;

  constructor(
    private readonly names: readonly string[],
    saved: Pick<SavedNames, 'full' | 'short'>,
    private readonly readFacts: () => ReadonlyArray<Omit<CardFacts, 'name'>>,
  ) {
    this.full = new Map(saved.full);
    this.short = new Map(saved.short);
    for (const key of [...this.full.keys(), ...this.short.keys()]) {
      const words = key.split(' ');
      this.first.set(words[0]!, Math.max(this.first.get(words[0]!) ?? 0, words.length));
    }
  }

  /** The index of these cards (folding every name). */
  static of(cards: readonly CardFacts[]): CardIndex {
    const saved = namesOf(cards);
    return new CardIndex(saved.names, saved, () => cards);
  }

  /** A card's name by its number. */
  nameOf(id: number): string {
    return this.names[id]!;
  }

  /** A card by its number, with its facts (read on first use). */
  card(id: number): CardFacts {
    this.factsRead ??= this.readFacts();
    return { name: this.names[id]!, ...this.factsRead[id]! };
  }

  /** The name nearest to a folded text within `budget` edits (full names, then short
   *  ones), or undefined. Candidates are the names sharing trigrams with the text. */
  nearest(text: string, budget: number): { key: string; ids: number[]; distance: number } | undefined {
    const grams = trigramsOf(text);
    const shared = new Map<string, number>();
    for (const g of grams) for (const key of this.trigramIndex().get(g) ?? []) shared.set(key, (shared.get(key) ?? 0) + 1);
    // Each edit spoils at most three trigrams.
    const needed = Math.max(1, grams.size - 3 * budget);
    let best: { key: string; ids: number[]; distance: number } | undefined;
    for (const [key, count] of shared) {
      if (count < needed) continue;
      const distance = editDistance(text, key, budget);
      if (distance > budget || (best && (distance > best.distance || (distance === best.distance && key.length >= best.key.length)))) continue;
      best = { key, ids: (this.full.get(key) ?? this.short.get(key))!, distance };
    }
    return best;
  }

  private trigramIndex(): Map<string, string[]> {
    if (this.trigrams) return this.trigrams;
    const index = new Map<string, string[]>();
    for (const key of [...this.full.keys(), ...this.short.keys()]) {
      for (const g of trigramsOf(key)) {
        const keys = index.get(g);
        if (keys) keys.push(key);
        else index.set(g, [key]);
      }
    }
    return (this.trigrams = index);
  }
}

/** Card names folded into the lookups the finder reads. */
function namesOf(cards: readonly CardFacts[]): SavedNames {
  const full: Names = new Map();
  const short: Names = new Map();
  const add = (names: Names, key: string, id: number) => {
    if (!key) return;
    const ids = names.get(key);
    if (!ids) names.set(key, [id]);
    else if (!ids.includes(id)) ids.push(id);
  };
  cards.forEach((card, id) => {
    add(full, foldName(card.name), id);
    for (const face of card.name.split(' // ')) if (face !== card.name) add(full, foldName(face), id);
    const comma = card.name.indexOf(',');
    if (comma > 0 && !card.name.includes('//')) add(short, foldName(card.name.slice(0, comma)), id);
  });
  return { names: cards.map((c) => c.name), full: [...full], short: [...short] };
}

function trigramsOf(text: string): Set<string> {
  const padded = ` ${text} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** Every card of the shipped pool with its facts (reads the pool: ~0.4 s). */
export function cardFactsOfPool(): CardFacts[] {
  const seen = new Set<string>();
  const out: CardFacts[] = [];
  for (const card of shippedCards().cards) {
    if (seen.has(card.name)) continue;
    seen.add(card.name);
    out.push({ name: card.name, keywords: card.keywords, kinds: abilityKinds(card).map((k) => k.kind) });
  }
  return out;
}

let loaded: { dir: string | undefined; index: CardIndex } | undefined;

/** The card index: from the search cache when saved there for this pool and this code,
 *  else built from the pool (and saved). */
export function cardIndex(cacheDir?: string): CardIndex {
  if (loaded && loaded.dir === cacheDir) return loaded.index;
  const base = cacheDir ? savedBase(cacheDir) : undefined;
  let index: CardIndex | undefined;
  if (base && existsSync(`${base}.names.json`)) {
    try {
      const saved = JSON.parse(readFileSync(`${base}.names.json`, 'utf8')) as SavedNames;
      index = new CardIndex(saved.names, saved, () => {
        try {
          return JSON.parse(readFileSync(`${base}.facts.json`, 'utf8')) as Array<Omit<CardFacts, 'name'>>;
        } catch {
          return cardFactsOfPool().map(({ name: _name, ...facts }) => facts); // damaged: from the pool
        }
      });
    } catch {
      index = undefined; // damaged: built again
    }
  }
  if (!index) {
    const cards = cardFactsOfPool();
    index = CardIndex.of(cards);
    if (base) save(base, cards);
  }
  loaded = { dir: cacheDir, index };
  return index;
}

function save(base: string, cards: CardFacts[]): void {
  try {
    mkdirSync(path.dirname(base), { recursive: true });
    for (const [file, data] of [
      [`${base}.facts.json`, cards.map(({ name: _name, ...facts }) => facts)],
      [`${base}.names.json`, namesOf(cards)],
    ] as const) {
      writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(data));
      renameSync(`${file}.${process.pid}.tmp`, file);
    }
    // Saved for another pool or by other code: not read again.
    const mine = path.basename(base);
    for (const name of readdirSync(path.dirname(base))) if (name.startsWith('cards.') && !name.startsWith(`${mine}.`) && name.endsWith('.json')) unlinkSync(path.join(path.dirname(base), name));
  } catch {
    // a read-only cache: built again next time
  }
}

/** Named by the pool file's size and time and the code's fingerprint. */
function savedBase(dir: string): string {
  const { size, mtimeMs } = statSync(SHIPPED_CARDS);
  return path.join(dir, `cards.${size}-${Math.round(mtimeMs)}.${buildFingerprint()}`);
}
