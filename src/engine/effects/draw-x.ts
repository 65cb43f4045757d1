// "Draw X cards": X is the value announced as the spell was cast (107.3a). Only a spell's X is
// modelled; an ability whose X the engine doesn't carry is refused rather than drawing nothing.
import { JudgeError } from '../../errors.ts';
import type { EffectModule } from './module.ts';
import { cite, drawCards } from './shared.ts';

export const drawXEffect: EffectModule<'draw-x'> = {
  resolve(game, item) {
    if (item.x === undefined) throw new JudgeError('not_implemented', `${item.source.name}: "draw X cards" where X is not a spell's announced value is not modelled`);
    drawCards(game, item.controller, item.x, cite('draw', 'xAnnounced'));
  },
};
