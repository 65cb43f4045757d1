// "When this creature enters, sacrifice it unless {U} was spent to cast it." The mana
// spent to cast its spell is kept on the permanent (game/colors-spent.ts); a permanent that
// wasn't cast had none spent, so it is sacrificed. Mana from a source that could have been
// several colors counts as that color if it could have been (its controller's choice, noted).
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, noteDefault, permanentById, say, trace } from './shared.ts';

export const sacrificeUnlessSpentEffect: EffectModule<'sacrifice-unless-spent'> = {
  resolve(game, item, effect) {
    const perm = permanentById(game, item.source.id);
    if (!perm || perm.controller !== item.controller) return;
    const spent = perm.manaSpent ?? [];
    const fixed = spent.some((m) => !m.includes('|') && m.split('/').includes(effect.color));
    const could = !fixed && spent.some((m) => m.includes('|') && m.split('|').includes(effect.color));
    if (could) noteDefault(game, say('default.manaTakenAs', { source: item.source.name, mana: `{${effect.color}}` }));
    if (fixed || could) {
      trace(game, 'effect', say('effect.manaWasSpent', { object: item.source.name, mana: `{${effect.color}}` }), cite('manaColors'));
      return;
    }
    leaveBattlefield(game, [{ object: perm, to: 'graveyard', why: say('why.noColorSpent', { color: effect.color }), rules: cite('sacrifice', 'manaColors') }]);
  },
};
