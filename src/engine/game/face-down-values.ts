// the values of a face-down object (708.2), apart from game/face-down.ts so that the
// layer system (game/layers.ts) can read them without importing the game's actions.
import type { Ability, FaceDownHow } from '../oracle/ast.ts';
import type { Card, CardDef } from './state.ts';

/** The characteristics a face-down spell or permanent has (708.2a, 702.168a); `name` is empty: it has none. */
export function faceDownDef(how: FaceDownHow): CardDef {
  const ward: Ability = { kind: 'ward', mana: ['2'], text: 'Ward {2}', line: 0 };
  return { name: '', typeLine: 'Creature', supertypes: [], types: ['Creature'], subtypes: [], manaCost: null, colors: [], power: 2, toughness: 2, abilities: how === 'disguise' ? [ward] : [] };
}

/** How the traces call a face-down object: it has no name (708.2a), but the engine knows the card. */
export const faceDownLabel = (card: Card): string => `face-down ${card.def.name}`;

