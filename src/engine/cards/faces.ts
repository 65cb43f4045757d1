// A card of the pool as one card (the pool holds one entry per face): its faces gathered into one
// definition by layout, and whether the engine can play that layout at all. The same verdict
// refuses the card in a scenario and keeps it out of the coverage's "understood".
import { cardStore } from '../../cards/store.ts';
import type { OracleCard } from '../../cards/types.ts';
import { CITATIONS } from '../citations.ts';
import type { CardDefinition } from './definition.ts';
import { definitionOf, type NamedDefinition } from './oracle-card.ts';

/** Every face of the card an entry belongs to, in printed order (one for a one-faced card). */
export function facesOf(card: OracleCard): OracleCard[] {
  if (!card.faceOf) return [card];
  const faces = cardStore().lookup(card.faceOf).filter((f) => f.faceOf === card.faceOf);
  return faces.length ? faces : [card];
}

/**
 * A card whose pool entry lacks the rules text it must have: a face that is neither a creature
 * nor a land with no text (an instant, sorcery or noncreature permanent is nothing without its
 * text), or a layout the pool knows only by name. Vanilla creatures have no text and are whole.
 */
export function lacksText(faces: readonly OracleCard[]): boolean {
  return faces.some((f) => f.layout === 'unknown' || (f.oracleText === null && !/\b(Creature|Land)\b/.test(f.typeLine)));
}

/** The back faces of the meld pairs in a pool: the names a meld card "melds them into" (712.4). */
export function meldBackFaces(pool: Iterable<OracleCard>): Set<string> {
  const backs = new Set<string>();
  for (const card of pool) {
    const into = card.layout === 'meld' ? card.oracleText?.match(/meld them into ([^.]+)\./)?.[1] : undefined;
    if (into) backs.add(into);
  }
  return backs;
}

/** What the engine can't play of a card as the rules allow: a message naming the card, and the
 *  same without the name (a template for the coverage's list of what is missing). */
export interface LayoutProblem {
  message: string;
  template: string;
}

/**
 * Why the engine can't play this card as the rules allow, or undefined when it can (each face's
 * lines are judged apart, by understand.ts). `meldBacks`: meldBackFaces of the pool.
 */
export function layoutProblem(faces: readonly OracleCard[], meldBacks: ReadonlySet<string>): LayoutProblem | undefined {
  const first = faces[0]!;
  const whole = first.faceOf ?? first.name;
  if (lacksText(faces)) {
    return { message: `the card pool has no rules text for ${whole}${first.layout === 'unknown' ? ` (a preparation card, rule ${CITATIONS.preparationCards.rule})` : ''}`, template: 'no rules text in the card pool' };
  }
  if (first.layout === 'split' && faces.some((f) => /\bRoom\b/.test(f.typeLine))) {
    return { message: `${whole} is a Room: locked and unlocked doors (rule ${CITATIONS.roomDoors.rule}) are not modelled`, template: 'Room: locked and unlocked doors' };
  }
  if (first.layout === 'meld' && meldBacks.has(first.name)) {
    return { message: `${first.name} is the back face of a meld pair: it exists only as two melded cards (rule ${CITATIONS.meldBackFace.rule}), which are not modelled`, template: 'Meld: the back face of a meld pair' };
  }
  return undefined;
}

/** How the card holds its faces, for the coverage's count by layout ("split (fuse)", "omen"…). */
export function layoutName(faces: readonly OracleCard[]): string {
  const first = faces[0]!;
  if (first.layout === 'unknown') return 'preparation';
  if (first.layout === 'split') {
    if (faces.some((f) => /\bRoom\b/.test(f.typeLine))) return 'split (Room)';
    const keyword = ['Fuse', 'Aftermath'].find((k) => faces.some((f) => f.keywords.includes(k)));
    return keyword ? `split (${keyword.toLowerCase()})` : 'split';
  }
  if (first.layout === 'adventure' && faces.some((f) => /\bOmen\b/.test(f.typeLine))) return 'omen';
  return first.layout === 'modal_dfc' ? 'modal double-faced' : first.layout === 'transform' ? 'transforming double-faced' : first.layout;
}

const meldBacksOf = new WeakMap<object, Set<string>>();

/** The definition a scenario gets for any face or the whole name of a card of the pool. */
export function wholeCardDefinition(entry: OracleCard): NamedDefinition {
  const faces = facesOf(entry);
  const store = cardStore();
  if (!meldBacksOf.has(store)) meldBacksOf.set(store, meldBackFaces(store.cards));
  const problem = layoutProblem(faces, meldBacksOf.get(store)!);
  const front = definitionOf(faces[0]!);
  if (problem) return { ...front, unsupported: problem.message };
  if (faces.length < 2) return front;
  const [, other] = faces as [OracleCard, OracleCard];
  const face = definitionOf(other);
  switch (entry.layout) {
    case 'split':
      // 709.4: the card is its two halves combined; the halves keep their own names and costs.
      return { name: entry.faceOf!, type: faces.map((f) => f.typeLine).join(' // '), text: '', faces: { layout: 'split', list: faces.map(definitionOf) } };
    case 'flip':
      // 710.1c: the flipped half keeps the card's mana cost and color.
      return { ...front, faces: { layout: 'flip', list: [{ ...face, ...(front.cost ? { cost: front.cost } : {}) }] } };
    case 'adventure':
      // 715 and 720 print the same frame: the inset face's subtype tells an Omen from an Adventure.
      return { ...front, faces: { layout: /\bOmen\b/.test(other.typeLine) ? 'omen' : 'adventure', list: [face] } };
    case 'transform':
    case 'modal_dfc':
      // The back face alone is no card: only its front face names a transforming card (712.8a).
      if (entry === other && entry.layout === 'transform') return { ...face, backFaceOf: front.name };
      // A modal double-faced card's back face has its own mana cost (712.8f; none: '') and can transform too (712.9).
      return { ...front, back: entry.layout === 'modal_dfc' ? { ...face, cost: other.manaCost ?? '' } : face };
    default:
      return front;
  }
}

export type { CardDefinition };
