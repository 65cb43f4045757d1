// The "create-token" effect: how it resolves and which rules it cites.
import { createTokens } from '../game/events.ts';
import type { EffectModule } from './module.ts';

export const createTokenEffect: EffectModule<'create-token'> = {
  resolve(game, item, effect, _target) {
    createTokens(game, item.controller, effect);
  },
};
