// Real card samples for the import tests: a few hundred entries cut from the shipped
// snapshot (every 120th, plus the awkward ones the issue names), written back out in the
// shape of Scryfall's bulk "oracle cards" file and of MTGJSON's AtomicCards file.
import { shippedCards } from '../../src/cards/store.ts';
import type { OracleCard } from '../../src/cards/types.ts';

/** Cards the import must get right: double-faced, split, adventure, "—" in the type line, a comma and an accent. */
export const AWKWARD = ['Delver of Secrets // Insectile Aberration', 'Fire // Ice', 'Bonecrusher Giant // Stomp', 'Kalitas, Traitor of Ghet', 'Adéwalé, Breaker of Chains', 'Questing Beast'];

/** The sample as card groups: one entry for a one-faced card, its faces for a multi-faced one. */
export function sampleCards(): OracleCard[][] {
  const store = shippedCards();
  const groups = new Map<string, OracleCard[]>();
  const addCard = (name: string) => {
    const card = store.get(name)!;
    const whole = card.faceOf ?? card.name;
    if (!groups.has(whole)) groups.set(whole, card.faceOf ? store.lookup(whole) : [card]);
  };
  for (const name of AWKWARD) addCard(name);
  store.cards.forEach((card, i) => {
    if (i % 120 === 0) addCard(card.faceOf ?? card.name);
  });
  return [...groups.values()];
}

/** Scryfall's shape: snake_case fields, faces under card_faces, keywords on the card. */
export function asScryfall(groups: OracleCard[][]): unknown[] {
  const fields = (c: OracleCard) => ({
    mana_cost: c.manaCost ?? '',
    type_line: c.typeLine,
    oracle_text: c.oracleText ?? '',
    ...(c.power !== null ? { power: c.power, toughness: c.toughness } : {}),
    ...(c.loyalty !== null ? { loyalty: c.loyalty } : {}),
    ...(c.defense !== null ? { defense: c.defense } : {}),
  });
  return groups.map((faces) => {
    const first = faces[0]!;
    const keywords = [...new Set(faces.flatMap((f) => f.keywords))];
    if (!first.faceOf) return { object: 'card', name: first.name, layout: first.layout, keywords, ...fields(first) };
    return { object: 'card', name: first.faceOf, layout: first.layout, keywords, card_faces: faces.map((f) => ({ object: 'card_face', name: f.name, ...fields(f) })) };
  });
}

/** MTGJSON AtomicCards: {meta, data: {name: [face, …]}}, camelCase, faceName on faces. */
export function asMtgjson(groups: OracleCard[][]): unknown {
  const data: Record<string, unknown[]> = {};
  for (const faces of groups) {
    const whole = faces[0]!.faceOf ?? faces[0]!.name;
    data[whole] = faces.map((f, i) => ({
      name: whole,
      ...(f.faceOf ? { faceName: f.name, side: 'abcde'[i] } : {}),
      ...(f.manaCost ? { manaCost: f.manaCost } : {}),
      type: f.typeLine,
      ...(f.oracleText ? { text: f.oracleText } : {}),
      ...(f.power !== null ? { power: f.power, toughness: f.toughness } : {}),
      ...(f.loyalty !== null ? { loyalty: f.loyalty } : {}),
      ...(f.defense !== null ? { defense: f.defense } : {}),
      keywords: f.keywords,
      layout: f.layout,
    }));
  }
  return { meta: { date: '2026-06-14', version: '5.2.2' }, data };
}
