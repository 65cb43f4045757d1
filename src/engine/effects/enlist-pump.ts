// Enlist's reflexive trigger (702.154a): "this creature gets +X/+0 until end of turn, where X is
// the tapped creature's power" — read as it resolves (608.2h), from last known information once
// the enlisted creature has left the battlefield.
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, characteristics, permanentById, say, sign } from './shared.ts';

export const enlistPumpEffect: EffectModule<'enlist-pump'> = {
  resolve(game, item, effect) {
    const helper = permanentById(game, effect.helperId);
    const x = Math.max(0, helper ? (characteristics(game, helper).power ?? 0) : (game.lastKnown[effect.helperId]?.power ?? 0));
    const self = permanentById(game, item.source.id);
    if (self) changeUntilEndOfTurn(game, self, item.source.name, { layer: '7c', power: x, toughness: 0 }, say('what.gets', { change: `${sign(x)}/+0` }), 'layerModifyPT');
  },
};
