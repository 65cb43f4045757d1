// "Did you mean": the names closest to one nobody knows, by edit distance over folded
// names. Card names are short, so a two-row Levenshtein is cheap and not worth a dependency.

/** Up to `max` candidates within a third of the name's length in edits, closest first. */
export function closestNames(name: string, candidates: Iterable<string>, max = 3): string[] {
  const limit = Math.max(2, Math.floor(name.length / 3));
  const scored: Array<[string, number]> = [];
  for (const candidate of new Set(candidates)) {
    if (Math.abs(candidate.length - name.length) > limit && !candidate.includes(name)) continue;
    const distance = candidate.includes(name) || name.includes(candidate) ? 1 : editDistance(name, candidate);
    if (distance <= limit) scored.push([candidate, distance]);
  }
  return scored
    .sort((a, b) => a[1] - b[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([candidate]) => candidate);
}

/** Levenshtein distance, two rows at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}
