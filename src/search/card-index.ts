// The card pool's names and what each card does, for finding cards in a question: built
// once from the pool (src/cards), saved beside the search indexes, and read from there by
// every later search — a search never reads the 12 MB pool to know a name. Three files:
// the first words of the names (read by every search), the names folded ahead (read when a
// word of the query begins a name), and per card its keywords and the kinds of ability its
// Oracle text holds (card-kinds.ts; read when a question names a card).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { foldName, SHIPPED_CARDS, shippedCards } from '../cards/store.ts';
import { abilityKinds } from './card-kinds.ts';
import { buildFingerprint } from './index-store.ts';
import { NearNames } from './card-near.ts';
import { indexOfSorted } from './keyed-lists.ts';

export interface CardFacts {
  name: string;
  keywords: string[];
  /** Every kind of ability its text holds (which ones a question is about: card-terms.ts). */
  kinds: string[];
}

/** Folded names → the cards they name, as sorted keys over one flat list of card
 *  numbers: read from the saved file without building a map of 36,000 entries. */
interface SortedNames {
  keys: string[];
  /** Where each key's card numbers start in `ids` (one more entry than keys). */
  starts: ArrayLike<number>;
  ids: ArrayLike<number>;
}

/** The first folded word of every name → the most words a name beginning with it has. */
interface FirstWords {
  keys: string[];
  longest: ArrayLike<number>;
}

/** The names part, as saved (read by every search). */
interface SavedNames {
  full: SortedNames;
  short: SortedNames;
  first: FirstWords;
}

/** A list in a file: its keys as one string, apart by line breaks, and its numbers as the
 *  base64 of 32-bit integers (one string reads far faster than 36,000 strings or numbers). */
type InFile<T extends { keys: string[] }> = { [K in keyof T]: string };

function toFile<T extends { keys: string[] }>(list: T): InFile<T> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(list) as Array<[string, unknown]>) out[k] = k === 'keys' ? (v as string[]).join('\n') : Buffer.from(Int32Array.from(v as ArrayLike<number>).buffer).toString('base64');
  return out as InFile<T>;
}

function fromFile<T extends { keys: string[] }>(list: InFile<T>): T {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(list) as Array<[string, string]>) {
    if (k === 'keys') out[k] = v.split('\n');
    else {
      const bytes = Buffer.from(v, 'base64');
      out[k] = new Int32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length));
    }
  }
  return out as T;
}

/** The facts part (read when a question names a card): every card's name, and a card's
 *  facts by its number. Saved as one line per card, `name TAB facts-as-JSON`, so a question
 *  naming two cards parses two lines rather than the facts of 32,000 (2 MB of JSON: a
 *  tenth of `judge search`'s CPU for a question with a card name in it). */
interface SavedFacts {
  names: readonly string[];
  facts(id: number): Omit<CardFacts, 'name'>;
}

export class CardIndex {
  private near?: NearNames;
  private factsRead?: SavedFacts;
  private namesRead?: Omit<SavedNames, 'first'>;

  /** The first words decide whether a query may name a card at all; the names are read
   *  when one of its words begins a name, the facts when a card is named. */
  constructor(
    private readonly first: FirstWords,
    private readonly readNames: () => Omit<SavedNames, 'first'>,
    private readonly readFacts: () => SavedFacts,
  ) {}

  /** The index of these cards (folding every name). */
  static of(cards: readonly CardFacts[]): CardIndex {
    const names = namesOf(cards);
    return new CardIndex(names.first, () => names, () => factsOf(cards));
  }

  private get saved(): Omit<SavedNames, 'first'> {
    return (this.namesRead ??= this.readNames());
  }

  /** The cards a folded full name (or face name) names. */
  full(key: string): readonly number[] | undefined {
    return this.lookedUp(this.recentFull, this.saved.full, key);
  }

  /** The cards a folded short name ("kalitas": before a legendary name's comma) names. */
  short(key: string): readonly number[] | undefined {
    return this.lookedUp(this.recentShort, this.saved.short, key);
  }

  /** Names looked up lately (null: no card): a question asks each run of words that may be
   *  a name, and a server meets the same words all day. */
  private readonly recentFull = new Map<string, readonly number[] | null>();
  private readonly recentShort = new Map<string, readonly number[] | null>();

  private lookedUp(recent: Map<string, readonly number[] | null>, names: SortedNames, key: string): readonly number[] | undefined {
    let ids = recent.get(key);
    if (ids === undefined) {
      if (recent.size > 20_000) recent.clear(); // typed input: keep it bounded
      recent.set(key, (ids = idsOf(names, key) ?? null));
    }
    return ids ?? undefined;
  }

  private readonly longest = new Map<string, number>();

  /** The most words a name beginning with this folded word has; 0 when none does. Asked of
   *  every word of every question: remembered (a server meets the same words all day). */
  longestFrom(word: string): number {
    let n = this.longest.get(word);
    if (n === undefined) {
      if (this.longest.size > 20_000) this.longest.clear(); // typed input: keep it bounded
      const at = indexOfSorted(this.first.keys, word);
      this.longest.set(word, (n = at < 0 ? 0 : this.first.longest[at]!));
    }
    return n;
  }

  private facts(): SavedFacts {
    return (this.factsRead ??= this.readFacts());
  }

  /** A card's name by its number. */
  nameOf(id: number): string {
    return this.facts().names[id]!;
  }

  /** A card by its number, with its facts. */
  card(id: number): CardFacts {
    return { name: this.nameOf(id), ...this.facts().facts(id) };
  }

  /** The name nearest to a folded text within `budget` edits (full names, then short
   *  ones), or undefined (card-near.ts). */
  nearest(text: string, budget: number): { key: string; ids: readonly number[]; distance: number } | undefined {
    this.near ??= new NearNames([...this.saved.full.keys, ...this.saved.short.keys]);
    const found = this.near.nearest(text, budget);
    return found && { ...found, ids: (this.full(found.key) ?? this.short(found.key))! };
  }
}

function idsOf(names: SortedNames, key: string): number[] | undefined {
  const at = indexOfSorted(names.keys, key);
  return at < 0 ? undefined : Array.from({ length: names.starts[at + 1]! - names.starts[at]! }, (_, i) => names.ids[names.starts[at]! + i]!);
}

/** Card names folded into the lookups the finder reads. */
function namesOf(cards: readonly CardFacts[]): SavedNames {
  const full = new Map<string, number[]>();
  const short = new Map<string, number[]>();
  const add = (names: Map<string, number[]>, key: string, id: number) => {
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
  const sorted = (names: Map<string, number[]>): SortedNames => {
    const keys: string[] = [];
    const starts = [0];
    const all: number[] = [];
    for (const [key, ids] of [...names].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      keys.push(key);
      all.push(...ids);
      starts.push(all.length);
    }
    return { keys, starts, ids: all };
  };
  const first = new Map<string, number>();
  for (const key of [...full.keys(), ...short.keys()]) {
    const words = key.split(' ');
    first.set(words[0]!, Math.max(first.get(words[0]!) ?? 0, words.length));
  }
  const firstSorted = [...first].sort((a, b) => (a[0] < b[0] ? -1 : 1));
  return { full: sorted(full), short: sorted(short), first: { keys: firstSorted.map((f) => f[0]), longest: firstSorted.map((f) => f[1]) } };
}

function factsOf(cards: readonly CardFacts[]): SavedFacts {
  return { names: cards.map((c) => c.name), facts: (id) => { const { name: _name, ...facts } = cards[id]!; return facts; } };
}

/** The facts file's text: a line per card, its name, a tab, its facts as JSON (no name
 *  holds a tab or a line break: save() checks). */
function factsText(cards: readonly CardFacts[]): string {
  return cards.map(({ name, ...facts }) => `${name}\t${JSON.stringify(facts)}`).join('\n');
}

/** The facts file read back: the names at once, each card's facts parsed when asked for. */
function factsFromText(text: string): SavedFacts {
  const lines = text.split('\n');
  const tabs = lines.map((line) => line.indexOf('\t'));
  if (tabs.some((t) => t < 0)) throw new Error('damaged card facts');
  const parsed = new Map<number, Omit<CardFacts, 'name'>>();
  return {
    names: lines.map((line, i) => line.slice(0, tabs[i])),
    facts(id) {
      let facts = parsed.get(id);
      if (!facts) parsed.set(id, (facts = JSON.parse(lines[id]!.slice(tabs[id]! + 1)) as Omit<CardFacts, 'name'>));
      return facts;
    },
  };
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
  if (base && existsSync(`${base}.first.json`)) {
    try {
      const first = fromFile(JSON.parse(readFileSync(`${base}.first.json`, 'utf8')) as InFile<FirstWords>);
      // A file that cannot be read later (damaged, removed) is answered from the pool.
      const names = (): Omit<SavedNames, 'first'> => {
        try {
          const file = JSON.parse(readFileSync(`${base}.names.json`, 'utf8')) as { full: InFile<SortedNames>; short: InFile<SortedNames> };
          return { full: fromFile(file.full), short: fromFile(file.short) };
        } catch {
          return namesOf(cardFactsOfPool());
        }
      };
      const facts = (): SavedFacts => {
        try {
          return factsFromText(readFileSync(`${base}.facts.tsv`, 'utf8'));
        } catch {
          return factsOf(cardFactsOfPool());
        }
      };
      index = new CardIndex(first, names, facts);
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
    if (cards.some((c) => /[\t\n]/.test(c.name))) return; // not savable as lines: built each time
    const names = namesOf(cards);
    // The first words last: their file is what says the others are there.
    for (const [file, text] of [
      [`${base}.facts.tsv`, factsText(cards)],
      [`${base}.names.json`, JSON.stringify({ full: toFile(names.full), short: toFile(names.short) })],
      [`${base}.first.json`, JSON.stringify(toFile(names.first))],
    ] as const) {
      writeFileSync(`${file}.${process.pid}.tmp`, text);
      renameSync(`${file}.${process.pid}.tmp`, file);
    }
    // Saved for another pool or by other code: not read again.
    const mine = path.basename(base);
    for (const name of readdirSync(path.dirname(base))) if (name.startsWith('cards.') && !name.startsWith(`${mine}.`) && /\.(json|tsv)$/.test(name)) unlinkSync(path.join(path.dirname(base), name));
  } catch {
    // a read-only cache: built again next time
  }
}

/** Named by the pool file's size and time and the code's fingerprint. */
function savedBase(dir: string): string {
  const { size, mtimeMs } = statSync(SHIPPED_CARDS);
  return path.join(dir, `cards.${size}-${Math.round(mtimeMs)}.${buildFingerprint()}`);
}
