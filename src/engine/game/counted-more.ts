// cov-addcost: counts beyond "permanents you control" and "cards in your hand / graveyard": a
// player's party (700.8), domain's basic land types among lands they control (305.6), and
// graveyard cards of any one of two card types ("instant and sorcery card").
import type { Counted } from '../oracle/ast.ts';
import type { Characteristics } from './characteristics.ts';
import { player, type Game, type Permanent } from './state.ts';

const PARTY_ROLES = ['Cleric', 'Rogue', 'Warrior', 'Wizard'] as const;
const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

/**
 * The number of creatures in a party (700.8a–b): each creature fills at most one role, counted
 * the way that gives the highest number — a maximum matching of roles to creatures (augmenting paths).
 */
export function partySize(creatures: ReadonlyArray<ReadonlyArray<string>>): number {
  const holder = new Map<number, number>(); // creature index → role index
  const assign = (role: number, seen: Set<number>): boolean => {
    for (let i = 0; i < creatures.length; i++) {
      if (seen.has(i) || !creatures[i]!.includes(PARTY_ROLES[role]!)) continue;
      seen.add(i);
      const other = holder.get(i);
      if (other === undefined || assign(other, seen)) {
        holder.set(i, role);
        return true;
      }
    }
    return false;
  };
  return PARTY_ROLES.reduce((n, _, role) => n + (assign(role, new Set()) ? 1 : 0), 0);
}

/** The count for the counted things this module reads, for player `you`, on permanents as `view` shows them. */
export function countMore(game: Game, you: string, what: Extract<Counted, { zone: 'party' | 'domain' | 'graveyard-any' }>, view: (p: Permanent) => Characteristics): number {
  const mine = () => game.battlefield.filter((p) => p.controller === you).map(view);
  switch (what.zone) {
    case 'party':
      return partySize(mine().filter((c) => c.types.includes('Creature')).map((c) => c.subtypes));
    case 'domain': {
      const lands = mine().filter((c) => c.types.includes('Land'));
      return BASIC_LAND_TYPES.filter((t) => lands.some((c) => c.subtypes.includes(t))).length;
    }
    case 'graveyard-any':
      return player(game, you).graveyard.filter((c) => what.types.some((t) => c.def.types.includes(t))).length;
  }
}
