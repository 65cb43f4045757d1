// cov-addcost: counts beyond "permanents you control" and "cards in your hand / graveyard": a
// player's party (700.8), domain's basic land types among lands they control (305.6), and
// graveyard cards of any one of two card types ("instant and sorcery card"), and attacking creatures.
import type { Counted } from '../oracle/ast.ts';
import type { Characteristics } from './characteristics.ts';
import { player, type Game, type Permanent } from './state.ts';

const PARTY_ROLES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'] as const;
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

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

/** The count for the counted things this module reads, for player `you`, on permanents as `view` shows them. */
export function countMore(game: Game, you: string, what: Extract<Counted, { zone: 'party' | 'domain' | 'graveyard-any' | 'attacking' }>, view: (p: Permanent) => Characteristics): number {
  const mine = () => game.battlefield.filter((p) => p.controller === you).map(view);
  switch (what.zone) {
    case 'party':
      return partySize(mine().filter((c) => c.types.includes('Creature')).map((c) => c.subtypes));
    case 'domain': {
      const lands = mine().filter((c) => c.types.includes('Land'));
      return BASIC_LAND_TYPES.filter((t) => lands.some((c) => c.subtypes.includes(t))).length;
    }
    case 'attacking':
      // Creatures still in combat as attackers (a creature removed from combat no longer is one, 506.4).
      return game.combat.attackers.filter((a) => {
        const p = game.battlefield.find((x) => x.id === a.id);
        return p && (what.controller === 'any' || p.controller === you);
      }).length;
    case 'graveyard-any':
      return player(game, you).graveyard.filter((c) => what.types.some((t) => c.def.types.includes(t))).length;
  }
}
