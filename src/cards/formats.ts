// The two card files people have, entry by entry, into the store's shape (types.ts):
// Scryfall's bulk "oracle cards" (a top-level array of card objects, faces in `card_faces`)
// and MTGJSON's AtomicCards (`{meta, data: {name: [face, …]}}`). A converted entry that
// lacks a name or a type line is not a card; the caller reports it and keeps the rest.
import type { OracleCard } from './types.ts';

type Json = Record<string, unknown>;

// Scryfall objects that are not cards of the pool: tokens, emblems, art cards.
const NOT_CARDS = new Set(['token', 'double_faced_token', 'emblem', 'art_series']);

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : []);
const numberText = (v: unknown): string | null => (typeof v === 'number' ? String(v) : str(v));

/** Scryfall card object → its entries (one per face); [] for tokens, emblems and art cards. */
export function fromScryfall(card: Json): OracleCard[] {
  const layout = str(card.layout) ?? 'normal';
  if (NOT_CARDS.has(layout)) return [];
  const keywords = strings(card.keywords);
  const faces = Array.isArray(card.card_faces) ? (card.card_faces as Json[]) : [];
  const entry = (c: Json, name: unknown, faceOf: string | null): OracleCard => ({
    name: str(name) ?? '',
    manaCost: str(c.mana_cost),
    typeLine: str(c.type_line) ?? '',
    power: str(c.power),
    toughness: str(c.toughness),
    loyalty: str(c.loyalty),
    defense: str(c.defense),
    oracleText: str(c.oracle_text),
    keywords,
    layout,
    faceOf,
  });
  if (faces.length < 2) return [entry(card, card.name, null)];
  // A face inherits what Scryfall keeps on the card only (a flip card's single type line, say).
  return faces.map((face) => entry({ ...card, ...face }, face.name, str(card.name)));
}

/** MTGJSON AtomicCards: one key's list of faces → entries. */
export function fromMtgjson(name: string, faces: Json[]): OracleCard[] {
  const multi = faces.length > 1 || faces.some((f) => str(f.faceName) !== null);
  return faces.map((f) => ({
    name: (multi ? str(f.faceName) : null) ?? str(f.name) ?? name,
    manaCost: str(f.manaCost),
    typeLine: str(f.type) ?? '',
    power: str(f.power),
    toughness: str(f.toughness),
    loyalty: numberText(f.loyalty),
    defense: numberText(f.defense),
    oracleText: str(f.text),
    keywords: strings(f.keywords),
    layout: str(f.layout) ?? 'normal',
    faceOf: multi ? (str(f.name) ?? name) : null,
  }));
}

/** The store's own shape (a file written by `judge cards import`, or the shipped snapshot). */
export function fromStoreShape(entry: Json): OracleCard[] {
  return [
    {
      name: str(entry.name) ?? '',
      manaCost: str(entry.manaCost),
      typeLine: str(entry.typeLine) ?? '',
      power: str(entry.power),
      toughness: str(entry.toughness),
      loyalty: numberText(entry.loyalty),
      defense: numberText(entry.defense),
      oracleText: str(entry.oracleText),
      keywords: strings(entry.keywords),
      layout: str(entry.layout) ?? 'normal',
      faceOf: str(entry.faceOf),
    },
  ];
}

/** One element of a top-level array: a Scryfall card or an entry in the store's shape. */
export function fromArrayElement(element: Json): OracleCard[] {
  return 'type_line' in element || 'card_faces' in element || element.object === 'card' ? fromScryfall(element) : fromStoreShape(element);
}

/** Why an entry cannot be a card, or null when it can. */
export function entryProblem(card: OracleCard): string | null {
  if (!card.name) return 'no name';
  if (!card.typeLine) return `"${card.name}" has no type line`;
  return null;
}
