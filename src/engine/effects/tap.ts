// The "tap" effect ("Tap target creature") and, through setTapped, "untap" (701.26).
import type { Game, Permanent } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { becameTapped, stunInsteadOfUntap } from '../game/tapping.ts';
import { cite, targetedPermanent, trace , say } from './shared.ts';

export function setTapped(game: Game, perm: Permanent | undefined, tapped: boolean, rules: string[] = []): void {
  if (!perm) return;
  if (!tapped && perm.tapped && stunInsteadOfUntap(game, perm)) return;
  const changed = perm.tapped !== tapped;
  perm.tapped = tapped;
  if (changed) becameTapped(game, perm, tapped);
  trace(game, 'effect', say(tapped ? 'effect.tapped' : 'effect.untapped', { object: perm.card.def.name }), [...rules, ...cite('tap')]);
}

export const tapEffect: EffectModule<'tap'> = {
  resolve(game, _item, _effect, target) {
    setTapped(game, targetedPermanent(game, target), true);
  },
};
