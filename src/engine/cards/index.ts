// Looking card names up: a scenario's own definitions first, then the Oracle card pool
// (src/cards: any real card by folded name or face name), then the built-in library for
// the names the pool lacks. Near misses only become suggestions; nothing is guessed.
import { cardStore } from '../../cards/store.ts';
import { closestNames } from '../../cards/suggest.ts';
import { builtinCards } from './builtin.ts';
import type { CardDefinition } from './definition.ts';
import { definitionOf, type NamedDefinition } from './oracle-card.ts';
import type { OracleCard } from '../../cards/types.ts';

export type { CardDefinition } from './definition.ts';
export { builtinCards } from './builtin.ts';

/** The definition a name stands for in a scenario, or undefined when neither the scenario, the card pool nor the library knows it. */
export function findCard(name: string, scenarioCards: Record<string, CardDefinition> = {}): CardDefinition | NamedDefinition | undefined {
  if (Object.hasOwn(scenarioCards, name)) return scenarioCards[name];
  const real = cardStore().get(name);
  if (real) return withBackFace(definitionOf(real), real);
  if (Object.hasOwn(builtinCards, name)) return builtinCards[name];
  return undefined;
}

/** "Did you mean": the closest of the given names (a scenario's own), then of the card pool. */
export function suggestCards(name: string, localNames: Iterable<string>, max = 3): string[] {
  return [...new Set([...similarNames(name, localNames, max), ...cardStore().suggest(name, max)])].slice(0, max);
}

/** Up to `max` names closest to `name` (case-insensitive edit distance), for "did you mean" messages. */
export function similarNames(name: string, candidates: Iterable<string>, max = 3): string[] {
  const byLower = new Map<string, string>();
  for (const c of candidates) if (!byLower.has(c.toLowerCase())) byLower.set(c.toLowerCase(), c);
  return closestNames(name.toLowerCase(), byLower.keys(), max).map((lower) => byLower.get(lower)!);
}

/**
 * cov-transform: a double-faced card's front face carries its back face (712.2), so a permanent
 * can turn over (701.27a). The pool records no color indicator (204): the back face
 * is given the front face's colors, which nearly all transforming cards keep.
 */
function withBackFace(def: NamedDefinition, card: OracleCard): NamedDefinition {
  if ((card.layout !== 'transform' && card.layout !== 'modal_dfc') || !card.faceOf) return def;
  const faces = cardStore().lookup(card.faceOf);
  if (faces.length !== 2) return def;
  // The back face alone is no card: only its front face names it (712.8a), transformed.
  if (faces[1]!.name === card.name) return { ...def, backFaceOf: faces[0]!.name };
  // A modal double-faced card's back face has its own mana cost (712.8f; none: '') and can transform too (712.9).
  const back = definitionOf(faces[1]!);
  return { ...def, back: card.layout === 'modal_dfc' ? { ...back, cost: faces[1]!.manaCost ?? '' } : back };
}
