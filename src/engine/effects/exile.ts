// The "exile" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, permanentById, say } from './shared.ts';
import { rememberExiledWith } from '../game/exile-until.ts'; // cov-targets

export const exileEffect: EffectModule<'exile'> = {
  resolve(game, item, _effect, target) {
    const perm = target?.kind === 'permanent' ? permanentById(game, target.id) : undefined;
    if (!perm) return;
    leaveBattlefield(game, [{ object: perm, to: 'exile', why: say('why.exiled', {}), rules: cite('exile') }]);
    // cov-targets: remembered for a linked "return the exiled card" of the same permanent (607.2a).
    if (item.kind === 'ability' && !perm.card.token) rememberExiledWith(game, item.source.id, perm.card.id);
  },
};
