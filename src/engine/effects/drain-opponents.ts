// The "drain-opponents" effect: "each opponent loses N life and you gain life equal to the
// total life lost this way" — extort's (702.101a). The life gained is what the opponents lost
// in all (two opponents losing 1 each give 2), taken as the effect is applied (608.2h).
import type { EffectModule } from './module.ts';
import { cite, gainLife, loseLife, opponents, player, say, trace } from './shared.ts';

export const drainOpponentsEffect: EffectModule<'drain-opponents'> = {
  resolve(game, item, effect) {
    let lost = 0;
    for (const o of opponents(game, item.controller)) {
      const before = o.life;
      loseLife(game, o.name, effect.amount, { source: item.source.name });
      lost += before - player(game, o.name).life;
    }
    trace(game, 'note', say('effect.drainTotal', { player: item.controller, amount: lost, source: item.source.name }), cite('extort', 'countOnResolution'));
    if (lost > 0) gainLife(game, item.controller, lost, { source: item.source.name });
  },
};
