// The "restrict-this-turn" effect: "Target creature can't block this turn", "This creature
// can't be blocked this turn". A rule the creature obeys until the turn ends (514.2), checked
// when attackers and blockers are declared (508.1c, 509.1b).
import type { EffectModule } from './module.ts';
import { cite, lastingFor, nextTimestamp, nextTurnOf, permanentById, say, targetedPermanent, trace } from './shared.ts';

export const restrictThisTurnEffect: EffectModule<'restrict-this-turn'> = {
  resolve(game, item, effect, target) {
    const perm = effect.target ? targetedPermanent(game, target) : permanentById(game, item.source.id);
    if (!perm) return;
    const until = nextTurnOf(effect, item);
    for (const restriction of effect.what) game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: 'rules', restriction }, ...lastingFor(until) });
    const what = effect.what.map((w) => say('term.restriction', { what: w }));
    trace(game, 'effect', until ? say('effect.restrictedUntilNextTurn', { object: perm.card.def.name, what, player: until }) : say('effect.restrictedThisTurn', { object: perm.card.def.name, what }), cite(effect.what.includes('block-additional') ? 'blockAdditional' : effect.what.some((w) => w === 'lure' || w === 'must-be-blocked' || w === 'blocks-each-combat') ? 'blockRequirements' : effect.what.includes('cant-block') ? 'blockRestrictions' : 'attackRestrictions', 'untilEndOfTurn'));
  },
};
