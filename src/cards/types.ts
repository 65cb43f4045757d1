// One card of the Oracle card pool, as the shipped snapshot (cards/oracle-cards.json.gz)
// holds it: one entry per card, or per face of a multi-faced card (`faceOf` names the whole).

export interface OracleCard {
  name: string;
  /** "{1}{G}"; null for lands and back faces. */
  manaCost: string | null;
  /** "Legendary Creature — Elf Druid". */
  typeLine: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  defense: string | null;
  /** Oracle text, lines joined with "\n", reminder text kept; null for vanilla cards. */
  oracleText: string | null;
  keywords: string[];
  layout: string;
  /** "Front // Back" for a face of a multi-faced card, else null. */
  faceOf: string | null;
}
