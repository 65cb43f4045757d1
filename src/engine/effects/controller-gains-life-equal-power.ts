// "Exile target creature. Its controller gains life equal to its power." (Swords to Plowshares):
// the creature has left the battlefield when this part happens, so its controller and power are
// its last known information — as it last existed on the battlefield (608.2h).
import type { EffectModule } from './module.ts';
import { cite, gainLife, permanentById, say, trace, characteristics } from './shared.ts';

export const controllerGainsLifeEqualPowerEffect: EffectModule<'controller-gains-life-equal-power'> = {
  resolve(game, _item, _effect, target) {
    if (target?.kind !== 'permanent') return;
    const here = permanentById(game, target.id);
    const known = here ? { name: here.card.def.name, controller: here.controller, power: characteristics(game, here).power } : game.lastKnown[target.id];
    if (!known) return;
    const power = Math.max(0, known.power ?? 0);
    trace(game, 'note', say('effect.lifeFromLastKnownPower', { player: known.controller, object: known.name, power, where: here ? 'now' : 'last-known' }), cite(...(here ? [] : (['lki'] as const))));
    if (power > 0) gainLife(game, known.controller, power, { source: say('life.powerOf', { object: known.name }) });
  },
};
