// "[Other] creatures [you control] of the chosen type / color" (607.2d): the group
// named by the choice its source made as it entered (game/chosen.ts). Kept apart from chosen.ts
// so that layers.ts can use it without importing the characteristics it feeds.
import type { Affected } from '../oracle/ast.ts';
import type { ChosenQuality, Filter } from '../oracle/vocabulary.ts';
import type { Chosen, Game, Permanent } from './state.ts';

/** What "the chosen type / color" names for an ability of `sourceId`: its own choice as it resolves (608.2d), else its source's as it entered (614.12a). */
export function chosenValue(game: Game, sourceId: string): Chosen {
  const now = game.choiceResolving?.source === sourceId ? game.choiceResolving.chosen : undefined;
  const entered = game.battlefield.find((p) => p.id === sourceId)?.chosen;
  return { creatureType: now?.creatureType ?? entered?.creatureType, color: now?.color ?? entered?.color, name: now?.name ?? entered?.name };
}

/**
 * "of the chosen type", "that aren't of the chosen color" (`Filter.chosen`, `notChosen`) for an object with these colors and
 * subtypes: the choice the spell or ability of `sourceId` made as it is resolving (608.2d), else the one its source made as it
 * entered (614.12a, 607.2d). Nothing chosen: nothing fits either way (never a guess). Read by both matchers (match.ts, object-view.ts).
 */
export function chosenFits(game: Game | undefined, sourceId: string | undefined, colors: readonly string[], subtypes: readonly string[], f: Filter, name = ''): boolean {
  if (!game || sourceId === undefined) return false;
  const made = chosenValue(game, sourceId);
  const has = (what: ChosenQuality): boolean | undefined => {
    if (what === 'card-name') return made.name === undefined ? undefined : name !== '' && name.toLowerCase() === made.name.toLowerCase();
    const value = what === 'color' ? made.color : made.creatureType;
    return value === undefined ? undefined : what === 'color' ? colors.includes(value) : subtypes.includes(value);
  };
  if (f.chosen && has(f.chosen) !== true) return false;
  if (f.notChosen && has(f.notChosen) !== false) return false;
  return true;
}

/** "Creatures you control of the chosen type": the group the source's choice names, unchanged (covering nothing, see inGroup) when nothing was chosen. */
export function concreteGroup(group: Affected, source: Permanent): Affected {
  if (typeof group !== 'object' || !('chosen' in group)) return group;
  const { other, yours } = group;
  if (group.chosen === 'creature-type') return source.chosen?.creatureType ? { creatureType: source.chosen.creatureType, other, yours } : group;
  return source.chosen?.color ? { color: source.chosen.color, non: false, other, yours } : group;
}
