// A card of the pool as one card (the pool holds one entry per face): its faces gathered into one
// definition by layout, and whether the engine can play that layout at all. The same verdict
// refuses the card in a scenario and keeps it out of the coverage's "understood".
import { cardStore } from '../../cards/store.ts';
import type { OracleCard } from '../../cards/types.ts';
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

/** The name a meld card melds into ("… meld them into Brisela, Voice of Nightmares."), if any. */
const meldsInto = (text: string | null) => text?.match(/meld them into ([^.]+)\./)?.[1];

/**
 * Why the engine can't play this card as the rules allow, or undefined when it can (each face's
 * lines are judged apart, by understand.ts). Pass `pool` to judge a card outside the store in use.
 */
export function layoutProblem(faces: readonly OracleCard[], pool: Iterable<OracleCard> = cardStore().cards): string | undefined {
  const first = faces[0]!;
  const whole = first.faceOf ?? first.name;
  if (lacksText(faces)) return `the card pool has no rules text for ${whole}${first.layout === 'unknown' ? ' (a preparation card, rule 722)' : ''}`;
  if (first.layout === 'split' && faces.some((f) => /\bRoom\b/.test(f.typeLine))) return `${whole} is a Room: locked and unlocked doors (rule 709.5) are not modelled`;
  if (first.layout === 'meld') {
    for (const other of pool) if (other.layout === 'meld' && meldsInto(other.oracleText) === first.name) return `${first.name} is the back face of a meld pair: it exists only as two melded cards (rule 712.4b), which are not modelled`;
  }
  return undefined;
}

/** The definition a scenario gets for any face or the whole name of a card of the pool. */
export function wholeCardDefinition(entry: OracleCard): NamedDefinition {
  const faces = facesOf(entry);
  const problem = layoutProblem(faces);
  const front = definitionOf(faces[0]!);
  if (problem) return { ...front, unsupported: problem };
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
