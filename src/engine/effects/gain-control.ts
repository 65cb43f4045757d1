// The "gain-control" effect ("Gain control of target creature until end of turn", "… for as
// long as you control CARDNAME", or with no duration): a layer-2 effect (613.1b) on the one
// object chosen, fixed when it begins (611.2c), ending at cleanup (514.2), when the source
// changes control or leaves (611.2b), or never. The permanent's controller is brought in step at once (game/control.ts), so the
// rest of the spell ("It gains haste") already sees the new controller.
import { syncControl } from '../game/control.ts';
import type { FloatingEffect } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, say, targetedPermanent, trace } from './shared.ts';

export const gainControlEffect: EffectModule<'gain-control'> = {
  resolve(game, item, effect, target) {
    const perm = targetedPermanent(game, target);
    if (!perm) return;
    // 611.2b: a "for as long as" effect whose duration has already ended by the time it would begin does nothing.
    if ((effect.whileYouControlSource || effect.whileSourceOnBattlefield) && !game.battlefield.some((p) => p.id === item.source.id)) return;
    const duration: FloatingEffect['duration'] = effect.untilEndOfTurn
      ? undefined
      : effect.whileYouControlSource
        ? { kind: 'while-controls', sourceId: item.source.id, controller: item.controller }
        : effect.whileSourceOnBattlefield
          ? { kind: 'while-on-battlefield', sourceId: item.source.id }
          : { kind: 'indefinitely' };
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: '2', controller: item.controller }, ...(duration ? { duration } : {}) });
    const what = say('layer.control', { player: item.controller });
    if (effect.untilEndOfTurn) trace(game, 'effect', say('effect.untilEndOfTurn', { object: perm.card.def.name, what, pt: '' }), cite('layerControl', 'lockedInSet', 'untilEndOfTurn'));
    else trace(game, 'effect', say('effect.controlFor', { object: perm.card.def.name, what, source: item.source.name, until: effect.whileYouControlSource ? 'controls' : effect.whileSourceOnBattlefield ? 'remains' : '' }), cite('layerControl', 'lockedInSet', ...(effect.whileYouControlSource || effect.whileSourceOnBattlefield ? (['forAsLongAs'] as const) : [])));
    syncControl(game);
  },
};
