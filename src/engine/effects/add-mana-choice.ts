// The "add-mana-choice" effect ("Add {W} or {U}.", "Add one mana of any color."): the player
// chooses the color as the ability resolves. Paying a cost, the engine picks the color
// the cost needs; activated on its own, the color a scenario `choose: {color: U}` names, or
// the first color listed (a documented default).
import type { EffectModule } from './module.ts';
import { takeChoice, type Game, type StackItem } from '../game/state.ts';
import { noteDefault, player, say } from './shared.ts';

export const addManaChoiceEffect: EffectModule<'add-mana-choice'> = {
  resolve(game, item, effect) {
    // One color for "N mana of any one color"; a color for each mana "in any combination of colors".
    for (let i = 0; i < (effect.each ? (effect.count ?? 1) : 1); i++) addChosen(game, item, effect.options, effect.each ? 1 : (effect.count ?? 1));
  },
};

function addChosen(game: Game, item: StackItem, options: string[], n: number): void {
  const chosen = takeChoice(game, item.controller, (v) => {
    const c = v && typeof v === 'object' && 'color' in v ? String((v as { color: unknown }).color).replace(/[{}]/g, '').toUpperCase() : undefined;
    return c && options.includes(c) ? c : undefined;
  });
  const color = chosen ?? options[0]!;
  if (!chosen) noteDefault(game, say('default.manaFirst', { source: item.source.name, mana: `{${color}}` }));
  for (let i = 0; i < n; i++) player(game, item.controller).manaPool.push(color);
}
