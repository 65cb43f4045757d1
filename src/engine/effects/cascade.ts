// The "cascade", "cast-from-exile" and "suspend-tick" effects: cascade's trigger (702.85a),
// rebound's delayed trigger (702.88a), madness's trigger (702.35a) and suspend's triggers
// (702.62a) resolving, through game/cast-resolving.ts. Cascade's trigger event named the spell
// cast (its mana value as it was cast, even if it has left the stack); suspend's source is the
// suspended card itself.
import type { EffectModule } from './module.ts';
import { castFromExile, removeTimeCounter, resolveCascade, spellValue } from '../game/cast-resolving.ts';

export const cascadeEffect: EffectModule<'cascade'> = {
  resolve(game, item) {
    const spell = item.event?.stackId ? game.copiable?.[item.event.stackId] : undefined;
    resolveCascade(game, item.controller, item.source.name, spell ? spellValue(spell) : 0);
  },
};

export const castFromExileEffect: EffectModule<'cast-from-exile'> = {
  resolve(game, item, effect) {
    castFromExile(game, item.controller, effect.cardId ?? item.source.id, item.source.name, effect.keyword, effect.cost, effect.from, effect.copy);
  },
};

export const suspendTickEffect: EffectModule<'suspend-tick'> = {
  resolve(game, item) {
    removeTimeCounter(game, item.controller, item.source.id);
  },
};
