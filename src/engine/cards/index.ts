// Looking card names up: a scenario's own definitions first, then the built-in library.
// Names are exact (nothing is guessed); near misses only become suggestions.
import { builtinCards } from './builtin.ts';
import type { CardDefinition } from './definition.ts';

export type { CardDefinition } from './definition.ts';
export { builtinCards } from './builtin.ts';

/** The definition a name stands for in a scenario, or undefined when neither the scenario nor the library knows it. */
export function findCard(name: string, scenarioCards: Record<string, CardDefinition> = {}): CardDefinition | undefined {
  if (Object.hasOwn(scenarioCards, name)) return scenarioCards[name];
  if (Object.hasOwn(builtinCards, name)) return builtinCards[name];
  return undefined;
}

/** Up to `max` names closest to `name` (case-insensitive edit distance), for "did you mean" messages. */
export function similarNames(name: string, candidates: Iterable<string>, max = 3): string[] {
  const wanted = name.toLowerCase();
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  const scored: Array<[string, number]> = [];
  for (const candidate of new Set(candidates)) {
    const lower = candidate.toLowerCase();
    const distance = lower.includes(wanted) || wanted.includes(lower) ? 1 : editDistance(wanted, lower);
    if (distance <= limit) scored.push([candidate, distance]);
  }
  return scored
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([candidate]) => candidate);
}

// Levenshtein distance, two rows at a time: card names are short, so this is cheap
// and not worth a dependency.
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length];
}
