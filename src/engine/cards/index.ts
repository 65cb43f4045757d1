// Looking card names up: a scenario's own definitions first, then the Oracle card pool
// (src/cards: any real card by folded name or face name), then the built-in library for
// the names the pool lacks. Near misses only become suggestions; nothing is guessed.
import { cardStore, type CardStore } from '../../cards/store.ts';
import type { OracleCard } from '../../cards/types.ts';
import { closestNames } from '../../cards/suggest.ts';
import { builtinCards } from './builtin.ts';
import type { CardDefinition } from './definition.ts';
import type { NamedDefinition } from './oracle-card.ts';
import { wholeCardDefinition } from './faces.ts';

export type { CardDefinition } from './definition.ts';
export { builtinCards } from './builtin.ts';

/** The definition a name stands for in a scenario, or undefined when neither the scenario, the card pool nor the library knows it.
 *  `store`: the card pool in use, asked for once by a caller looking up many names (an explanation). */
export function findCard(name: string, scenarioCards: Record<string, CardDefinition> = {}, store: CardStore = cardStore()): CardDefinition | NamedDefinition | undefined {
  if (Object.hasOwn(scenarioCards, name)) return scenarioCards[name];
  const real = store.get(name);
  if (real) return poolDefinition(real);
  if (Object.hasOwn(builtinCards, name)) return builtinCards[name];
  return undefined;
}

/**
 * One definition per entry of the card pool, made the first time a scenario names the card: an
 * entry never changes (an import makes a new CardStore with new entries, so a new definition),
 * and nothing changes a definition once made (frozen, so that a change would throw rather than reach
 * the next scenario). The same object for every scenario also lets game/setup.ts keep the card's
 * reading of its text between replays, as a server would.
 */
const byEntry = new WeakMap<OracleCard, NamedDefinition>();
function poolDefinition(entry: OracleCard): NamedDefinition {
  let def = byEntry.get(entry);
  if (!def) byEntry.set(entry, (def = Object.freeze(wholeCardDefinition(entry))));
  return def;
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
