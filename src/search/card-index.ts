// The card pool's names and what each card does, for finding cards in a question: built
// once from the pool (src/cards), saved beside the search indexes, and read from there by
// every later search — a search never reads the 12 MB pool to know a name. Per card: its
// name, its keywords and the kinds of ability its Oracle text holds (card-kinds.ts).
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
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

export class CardIndex {
  /** Folded full names and face names. */
  readonly full: Names = new Map();
  /** Folded names before the comma of a legendary name ("kalitas") → those cards. */
  readonly short: Names = new Map();
  /** The first folded word of every name above → the most words a name beginning with it has. */
  readonly first = new Map<string, number>();
  private trigrams?: Map<string, string[]>;

  constructor(readonly cards: readonly CardFacts[]) {
    cards.forEach((card, id) => {
      this.add(this.full, foldName(card.name), id);
      for (const face of card.name.split(' // ')) if (face !== card.name) this.add(this.full, foldName(face), id);
      const comma = card.name.indexOf(',');
      if (comma > 0 && !card.name.includes('//')) this.add(this.short, foldName(card.name.slice(0, comma)), id);
    });
  }

  private add(names: Names, key: string, id: number): void {
    if (!key) return;
    const ids = names.get(key);
    if (ids) {
      if (!ids.includes(id)) ids.push(id);
    } else names.set(key, [id]);
    const words = key.split(' ');
    this.first.set(words[0]!, Math.max(this.first.get(words[0]!) ?? 0, words.length));
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
  const file = cacheDir ? savedIndexFile(cacheDir) : undefined;
  let facts: CardFacts[] | undefined;
  if (file && existsSync(file)) {
    try {
      facts = JSON.parse(readFileSync(file, 'utf8')) as CardFacts[];
    } catch {
      facts = undefined; // damaged: built again
    }
  }
  if (!facts) {
    facts = cardFactsOfPool();
    if (file) {
      try {
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(`${file}.${process.pid}.tmp`, JSON.stringify(facts));
        renameSync(`${file}.${process.pid}.tmp`, file);
      } catch {
        // a read-only cache: built again next time
      }
    }
  }
  loaded = { dir: cacheDir, index: new CardIndex(facts) };
  return loaded.index;
}

/** Named by the pool file's size and time and the code's fingerprint. */
function savedIndexFile(dir: string): string {
  const { size, mtimeMs } = statSync(SHIPPED_CARDS);
  return path.join(dir, `cards.${size}-${Math.round(mtimeMs)}.${buildFingerprint()}.json`);
}
