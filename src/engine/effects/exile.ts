// Exiling a permanent (406.2): "exile target creature", "exile it", "exile all creatures with
// power 4 or greater", "exile this creature". Every permanent named goes at the same time.
// The top cards of a library with a permission to play them: game/impulse.ts.
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, say } from './shared.ts';
import { rememberExiledWith } from '../game/exile-until.ts'; // cov-targets
import { permanentsNamed, verbScope } from './verb-scope.ts';
import { objectsOf } from '../game/refs.ts';
import { exileToPlay } from '../game/impulse.ts';

export const exileEffect: EffectModule<'exile'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    // "Exile the top card of your library. Until end of turn, you may play that card." (game/impulse.ts)
    if (effect.objects.ref === 'library-top') {
      const cards = objectsOf(game, effect.objects, scope).flatMap((o) => (o.kind === 'card' ? [o.card] : []));
      if (cards.length && effect.playable) exileToPlay(game, scope.controller, cards, effect.playable, item.source.name);
      return;
    }
    const { permanents: all, rules } = permanentsNamed(game, item, [effect.objects], scope);
    if (!all.length) return;
    leaveBattlefield(game, all.map((perm) => ({ object: perm, to: 'exile' as const, why: say('why.exiled', {}), rules: [...rules, ...cite('exile')] })));
    // cov-targets: remembered for a linked "return the exiled card" of the same permanent (607.2a).
    if (item.kind === 'ability') for (const perm of all) if (!perm.card.token) rememberExiledWith(game, item.source.id, perm.card.id);
  },
};
