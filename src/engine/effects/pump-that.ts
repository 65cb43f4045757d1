// The "pump-that" effect: "that creature gets +N/+N until end of turn" — the creature the
// trigger event named (exalted's lone attacker, 702.83a; flanking's blocker, 702.25a).
import type { EffectModule } from './module.ts';
import { changeUntilEndOfTurn, permanentById, say, sign } from './shared.ts';

export const pumpThatEffect: EffectModule<'pump-that'> = {
  resolve(game, item, effect) {
    const perm = item.event?.object ? permanentById(game, item.event.object) : undefined;
    if (!perm) return;
    changeUntilEndOfTurn(game, perm, item.source.name, { layer: '7c', power: effect.power, toughness: effect.toughness }, say('what.gets', { change: `${sign(effect.power)}/${sign(effect.toughness)}` }), 'layerModifyPT');
  },
};
