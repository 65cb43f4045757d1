// The "emblem" verb: "You get an emblem with "…"" (114.2) puts an emblem with those abilities into
// the command zone, owned and controlled by that player; game/emblems.ts keeps it there.
import type { EffectModule } from './module.ts';
import { createEmblem } from '../game/emblems.ts';

export const emblemEffect: EffectModule<'emblem'> = {
  resolve(game, item, effect) {
    // "You get": the only player the reader gives this verb yet (entries/emblems.ts).
    if (effect.players.ref !== 'you') throw new Error(`emblem for ${JSON.stringify(effect.players)} is not read`);
    createEmblem(game, item.controller, item.source.name, effect.abilities);
  },
};
