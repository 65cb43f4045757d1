// Rules a creature obeys in combat and in its untap step (508.1c–d, 509.1b, 502.3): from its
// own abilities ("This creature can't block") and from static abilities of other permanents
// ("Enchanted creature can't attack or block"). The latter are effects on the creature, not
// abilities it has, so removing its abilities (Humility) does not remove them.
import type { BlockerFilter, RestrictionKind } from '../oracle/ast.ts';
import { characteristics, staticAffects, type Characteristics } from './characteristics.ts';
import type { Game, Permanent } from './state.ts';

/** The restrictions and requirements on a permanent now. */
export function restrictionsOn(game: Game, perm: Permanent, c: Characteristics = characteristics(game, perm)): Set<RestrictionKind> {
  const out = new Set<RestrictionKind>();
  for (const a of c.abilities) if (a.kind === 'restriction') out.add(a.what);
  for (const source of game.battlefield) {
    for (const a of characteristics(game, source).abilities) {
      if (a.kind === 'static' && a.effect.type === 'restrict' && staticAffects(game, a.effect.affects, source, perm)) out.add(a.effect.what);
    }
  }
  return out;
}

/** Why `blocker` can't block the creature with these characteristics ("can't be blocked by Walls"), or null. */
export function blockedByProblem(attacker: Characteristics, blocker: Characteristics): string | null {
  for (const a of attacker.abilities) {
    if (a.kind !== 'cant-be-blocked-by') continue;
    if (fits(a.by, blocker)) return 'subtype' in a.by ? `can't be blocked by ${a.by.subtype}s` : `can't be blocked by creatures with power ${a.by.maxPower} or less`;
  }
  return null;
}

function fits(by: BlockerFilter, blocker: Characteristics): boolean {
  if ('subtype' in by) return blocker.subtypes.includes(by.subtype);
  return (blocker.power ?? 0) <= by.maxPower;
}

/** Whether combat damage from this creature can't be prevented ("Combat damage that would be dealt by creatures you control can't be prevented.", 615.12). */
export function combatDamageUnpreventable(game: Game, sourceId: string): boolean {
  const perm = game.battlefield.find((p) => p.id === sourceId);
  if (!perm) return false;
  return game.battlefield.some((source) =>
    characteristics(game, source).abilities.some((a) => a.kind === 'static' && a.effect.type === 'combat-damage-unpreventable' && staticAffects(game, a.effect.affects, source, perm)),
  );
}
