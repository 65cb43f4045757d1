// The "gain-control" effect ("Gain control of target creature until end of turn"): a layer-2
// effect (613.1b) on the one object chosen, fixed when it begins (611.2c), ending at cleanup
// (514.2). The permanent's controller is brought in step at once (game/control.ts), so the
// rest of the spell ("It gains haste") already sees the new controller.
import { syncControl } from '../game/control.ts';
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, say, targetedPermanent, trace } from './shared.ts';

export const gainControlEffect: EffectModule<'gain-control'> = {
  resolve(game, item, _effect, target) {
    const perm = targetedPermanent(game, target);
    if (!perm) return;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: '2', controller: item.controller } });
    trace(game, 'effect', say('effect.untilEndOfTurn', { object: perm.card.def.name, what: say('layer.control', { player: item.controller }), pt: '' }), cite('layerControl', 'lockedInSet', 'untilEndOfTurn'));
    syncControl(game);
  },
};
