// The "move-later" effect: the delayed trigger of unearth (exile it, 702.84a) or dash (return it
// to its owner's hand, 702.109a) resolving. It moves the permanent only if that same object is
// still on the battlefield (603.7c): one that left and came back is a new object. cov-altcast: blitz's
// sacrifice (702.152a), which only the permanent's controller can do (701.21a).
import type { EffectModule } from './module.ts';
import { cite, leaveBattlefield, permanentById, player, say } from './shared.ts';

export const moveLaterEffect: EffectModule<'move-later'> = {
  resolve(game, item, effect) {
    const perm = permanentById(game, effect.objectId);
    if (!perm) return;
    if (effect.keyword === 'blitz') {
      if (perm.controller === item.controller) leaveBattlefield(game, [{ object: perm, to: 'graveyard', why: say('why.sacrificedByOwn', { keyword: say('term.keyword', { keyword: 'blitz' }) }), rules: cite('blitz', 'delayedTrigger', 'sacrifice') }]);
      return;
    }
    const why = say(effect.keyword === 'unearth' || effect.keyword === 'warp' ? 'why.exiledByOwn' : 'why.returnedByOwn', { keyword: say('term.keyword', { keyword: effect.keyword }) });
    leaveBattlefield(game, [{ object: perm, to: effect.to, why, rules: cite(effect.keyword, 'delayedTrigger') }]);
    // cov-altcast: a warped card in exile (702.185b) may be cast by its owner after this turn.
    if (effect.keyword === 'warp' && player(game, perm.card.owner).exile.includes(perm.card)) game.exiledToCast = { ...game.exiledToCast, [perm.card.id]: { how: 'warp', turn: game.turn } };
  },
};
