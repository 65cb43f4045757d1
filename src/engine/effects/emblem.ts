// The "emblem" verb: "You get (each opponent gets, target opponent gets) an emblem with "…"" (114.2) puts an emblem with
// those abilities into the command zone, owned and controlled by each such player; game/emblems.ts keeps it there.
import type { EffectModule } from './module.ts';
import { createEmblem } from '../game/emblems.ts';
import { playersOf } from '../game/refs.ts';
import { verbScope } from './verb-scope.ts';

export const emblemEffect: EffectModule<'emblem'> = {
  resolve(game, item, effect, target, given) {
    // Each player who gets one owns and controls their own, in APNAP order (114.2, 101.4); "target opponent gets" names the player chosen (601.2c).
    for (const owner of playersOf(game, effect.players, verbScope(item, effect, target, given))) createEmblem(game, owner, item.source.name, effect.abilities);
  },
};
