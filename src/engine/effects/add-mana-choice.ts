// The "add-mana-choice" effect ("Add {W} or {U}.", "Add one mana of any color."): the player
// chooses the color as the ability resolves. Paying a cost, the engine picks the color
// the cost needs; activated on its own, the color a scenario `choose: {color: U}` names, or
// the first color listed (a documented default).
import type { EffectModule } from './module.ts';
import { takeChoice } from '../game/state.ts';
import { noteDefault, player } from './shared.ts';

export const addManaChoiceEffect: EffectModule<'add-mana-choice'> = {
  resolve(game, item, effect) {
    const chosen = takeChoice(game, item.controller, (v) => {
      const c = v && typeof v === 'object' && 'color' in v ? String((v as { color: unknown }).color).replace(/[{}]/g, '').toUpperCase() : undefined;
      return c && effect.options.includes(c) ? c : undefined;
    });
    const color = chosen ?? effect.options[0]!;
    if (!chosen) noteDefault(game, `${item.source.name}: the mana's color is not given; {${color}} (the first listed)`);
    player(game, item.controller).manaPool.push(color);
  },
};
