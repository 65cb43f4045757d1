// "Prevent all [combat] damage that would be dealt [to …] [by …] this turn" (Fog, Safe Passage,
// Ethereal Haze): a prevention effect that lasts until the turn ends (615.1a, 514.2), applied to
// each damage event by the one replacement handler (game/replacement/specs.ts).
import type { EffectModule } from './module.ts';
import { cite, trace, say } from './shared.ts';

export const preventDamageThisTurnEffect: EffectModule<'prevent-damage-this-turn'> = {
  resolve(game, item, effect) {
    game.preventions.push({ watch: effect.watch, controller: item.controller, sourceName: item.source.name, text: item.text ?? item.source.name });
    trace(game, 'effect', say('effect.preventThisTurn', { source: item.source.name }), cite('prevention'));
  },
};
