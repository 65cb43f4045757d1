// "You become the monarch" (725.1, 725.3), and the monarch's own trigger that makes the
// creature's controller the monarch (725.2): the `player` it names.
import { becomeMonarch } from '../game/monarch.ts';
import type { EffectModule } from './module.ts';

export const becomeMonarchEffect: EffectModule<'become-monarch'> = {
  resolve(game, item, effect) {
    becomeMonarch(game, effect.player ?? item.controller, effect.player !== undefined);
  },
};
