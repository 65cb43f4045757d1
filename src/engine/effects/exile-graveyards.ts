// "Exile all graveyards." (Rest in Peace's enters ability.)
import type { EffectModule } from './module.ts';
import { say, trace } from './shared.ts';

export const exileGraveyardsEffect: EffectModule<'exile-graveyards'> = {
  resolve(game) {
    const names: string[] = [];
    for (const p of game.players) {
      names.push(...p.graveyard.map((c) => c.def.name));
      p.exile.push(...p.graveyard);
      p.graveyard = [];
    }
    trace(game, 'zone-change', say('effect.graveyardsExiled', { cards: names.join(', ') }), []);
  },
};
