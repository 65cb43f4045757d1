// The "mill" effect (701.17a): the top N cards of a library go to its owner's graveyard; a
// player with fewer cards mills as many as possible (701.17b). No choice is involved.
import type { EffectModule } from './module.ts';
import { apnap } from '../game/state.ts';
import { mill } from '../game/library.ts';
import { opponents } from './shared.ts';

export const millEffect: EffectModule<'mill'> = {
  resolve(game, item, effect, target) {
    const who = target?.kind === 'player' ? [target.name] : effect.players === 'you' ? [item.controller] : effect.players === 'each-opponent' ? opponents(game, item.controller).map((p) => p.name) : apnap(game).map((p) => p.name);
    for (const name of who) mill(game, name, effect.amount);
  },
};
