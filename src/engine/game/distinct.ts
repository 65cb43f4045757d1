// Counting the most distinct values a set of objects can stand for, each object one value: a
// party's roles (700.8a–b: each creature fills one of Cleric, Rogue, Warrior, Wizard) and the
// colors converge and sunburst count (game/colors-spent.ts).
const PARTY_ROLES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'] as const;

/**
 * The most distinct values the items can stand for, each item standing for one value it has
 * and each value counted once: a maximum matching of values to items (augmenting paths).
 */
export function mostDistinct(items: ReadonlyArray<ReadonlyArray<string>>, values: readonly string[]): number {
  const holder = new Map<number, number>(); // item index → value index
  const assign = (value: number, seen: Set<number>): boolean => {
    for (let i = 0; i < items.length; i++) {
      if (seen.has(i) || !items[i]!.includes(values[value]!)) continue;
      seen.add(i);
      const other = holder.get(i);
      if (other === undefined || assign(other, seen)) {
        holder.set(i, value);
        return true;
      }
    }
    return false;
  };
  return values.reduce((n, _, value) => n + (assign(value, new Set()) ? 1 : 0), 0);
}

/** The number of creatures in a party (700.8a–b): each creature fills one role, counted the way that gives the highest number. */
export const partySize = (creatureTypes: ReadonlyArray<ReadonlyArray<string>>): number => mostDistinct(creatureTypes, PARTY_ROLES);
