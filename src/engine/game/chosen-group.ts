// "[Other] creatures [you control] of the chosen type / color" (607.2d): the group
// named by the choice its source made as it entered (game/chosen.ts). Kept apart from chosen.ts
// so that layers.ts can use it without importing the characteristics it feeds.
import type { Affected } from '../oracle/ast.ts';
import type { Permanent } from './state.ts';

/** "Creatures you control of the chosen type": the group the source's choice names, unchanged (covering nothing, see inGroup) when nothing was chosen. */
export function concreteGroup(group: Affected, source: Permanent): Affected {
  if (typeof group !== 'object' || !('chosen' in group)) return group;
  const { other, yours } = group;
  if (group.chosen === 'creature-type') return source.chosen?.creatureType ? { creatureType: source.chosen.creatureType, other, yours } : group;
  return source.chosen?.color ? { color: source.chosen.color, non: false, other, yours } : group;
}
