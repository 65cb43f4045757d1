// The "delayed-upkeep" effect ("Draw a card at the beginning of the next turn's upkeep"): it
// creates a delayed triggered ability (603.7a) with the same source and controller as the
// ability that made it (603.7d, 603.7e); it triggers once, at the next turn's upkeep (603.7b,
// game/turn.ts).
import type { EffectModule } from './module.ts';
import { cite, say, trace } from './shared.ts';

export const delayedUpkeepEffect: EffectModule<'delayed-upkeep'> = {
  resolve(game, item, effect) {
    const text = item.text.match(/[^.]*at the beginning of the next turn's upkeep[^.]*\.?/i)?.[0]?.trim() ?? item.text;
    game.delayed.push({ at: 'next-upkeep', createdTurn: game.turn, controller: item.controller, source: item.source, effects: effect.effects, text });
    trace(game, 'effect', say('effect.delayedTrigger', { source: item.source.name, text }), cite('delayedTrigger', 'delayedTriggerSource'));
  },
};
