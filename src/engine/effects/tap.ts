// Tapping and untapping (701.26): "tap target creature", "untap it", "tap all creatures your
// opponents control", "untap this creature". Each object named is read as the instruction is
// carried out (game/refs.ts).
import type { Game, Permanent } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { becameTapped, stunInsteadOfUntap } from '../game/tapping.ts';
import { cite, trace, say } from './shared.ts';
import { permanentsNamed, verbScope } from './verb-scope.ts';

export function setTapped(game: Game, perm: Permanent | undefined, tapped: boolean, rules: string[] = []): void {
  if (!perm) return;
  if (!tapped && perm.tapped && stunInsteadOfUntap(game, perm)) return;
  const changed = perm.tapped !== tapped;
  perm.tapped = tapped;
  if (changed) becameTapped(game, perm, tapped);
  trace(game, 'effect', say(tapped ? 'effect.tapped' : 'effect.untapped', { object: perm.card.def.name }), [...rules, ...cite('tap')]);
}

export const tapEffect: EffectModule<'tap'> = {
  resolve(game, item, effect, target, given) {
    const { permanents, rules } = permanentsNamed(game, item, [effect.objects], verbScope(item, effect, target, given));
    for (const p of permanents) setTapped(game, p, !effect.untap, [...rules, ...(effect.untap ? cite('untapPermanent') : [])]);
  },
};
