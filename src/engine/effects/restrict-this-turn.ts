// The "restrict-this-turn" effect ("Target creature can't block this turn", "CARDNAME can't be
// blocked this turn"): a rule for that permanent until the turn ends (514.2), checked when
// attackers and blockers are declared (508.1c, 509.1b).
import type { EffectModule } from './module.ts';
import { cite, permanentById, say, targetedPermanent, trace } from './shared.ts';

export const restrictThisTurnEffect: EffectModule<'restrict-this-turn'> = {
  resolve(game, item, effect, target) {
    const perm = effect.target ? targetedPermanent(game, target) : permanentById(game, item.source.id);
    if (!perm) return;
    game.turnRestrictions.push({ objectId: perm.id, what: effect.what, sourceName: item.source.name });
    trace(game, 'effect', say('effect.restrictedThisTurn', { object: perm.card.def.name, what: effect.what }), cite(effect.what === 'cant-be-blocked' ? 'blockRestrictions' : effect.what === 'cant-attack' ? 'attackRestrictions' : 'blockRestrictions', 'cleanupDamage'));
  },
};
