// Exiling a permanent (406.2): "exile target creature", "exile it", "exile all creatures with
// power 4 or greater", "exile this creature". Every permanent named goes at the same time.
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, say } from './shared.ts';
import { rememberExiledWith } from '../game/exile-until.ts'; // cov-targets
import { permanentsNamed, verbScope } from './verb-scope.ts';

export const exileEffect: EffectModule<'exile'> = {
  resolve(game, item, effect, target, given) {
    const { permanents: all, rules } = permanentsNamed(game, item, [effect.objects], verbScope(item, effect, target, given));
    if (!all.length) return;
    leaveBattlefield(game, all.map((perm) => ({ object: perm, to: 'exile' as const, why: say('why.exiled', {}), rules: [...rules, ...cite('exile')] })));
    // cov-targets: remembered for a linked "return the exiled card" of the same permanent (607.2a).
    if (item.kind === 'ability') for (const perm of all) if (!perm.card.token) rememberExiledWith(game, item.source.id, perm.card.id);
  },
};
