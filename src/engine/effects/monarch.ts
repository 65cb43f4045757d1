// "You become the monarch" (725.1, 725.3), and the monarch's own trigger that makes the
// creature's controller the monarch (725.2): the creature its event named, as it is or last was.
import { becomeMonarch } from '../game/monarch.ts';
import { viewById } from '../game/object-view.ts';
import type { EffectModule } from './module.ts';

export const becomeMonarchEffect: EffectModule<'become-monarch'> = {
  resolve(game, item, effect) {
    const creature = effect.eventController && item.event?.object ? viewById(game, item.event.object) : undefined;
    becomeMonarch(game, creature?.controller ?? item.controller, effect.eventController === true);
  },
};
