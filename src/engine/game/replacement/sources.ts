// The permanents whose replacement abilities could apply, read from their characteristics —
// not their printed cards — since an effect can take an ability away (Humility, Blood Moon) or
// give one (a copy effect, layer 1). The one place the kinds look for them.
import type { Ability } from '../../oracle/ast.ts';
import { characteristics } from '../characteristics.ts';
import { copiable } from '../layers.ts';
import type { Game, Permanent } from '../state.ts';

const mayReplace = (p: Permanent): boolean => copiable(p).abilities.some((a) => a.kind === 'replacement');

export type ReplacementAbility = Extract<Ability, { kind: 'replacement' }>;

/** Each battlefield permanent's replacement abilities as it has them now, `first` listed first. */
export function replacementAbilities(game: Game, first?: Permanent): Array<{ perm: Permanent; a: ReplacementAbility }> {
  const ordered = first && game.battlefield.includes(first) ? [first, ...game.battlefield.filter((p) => p !== first)] : game.battlefield;
  // An effect can take a replacement ability away but only a copy effect can give one (the
  // layers add keywords, never other abilities), so a permanent whose copiable values have none
  // is not derived: every event asks this, and deriving every permanent each time was most of
  // a replay's cost.
  return ordered.filter(mayReplace).flatMap((perm) => characteristics(game, perm).abilities.flatMap((a) => (a.kind === 'replacement' ? [{ perm, a }] : [])));
}
