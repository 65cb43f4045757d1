// The "become-color-choice" effect ("Target creature becomes the color of your choice until end
// of turn"): the controller chooses a colour as it resolves — a scenario's `choose: blue`, or
// white, the first of the five (a documented default). The new colour replaces the old ones
// (105.3) in layer 5 (613.1e), for the object chosen when it began (611.2c).
import { COLORS, type Color } from '../oracle/ast.ts';
import { takeChoice } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { characteristics, cite, nextTimestamp, noteDefault, permanentById, say, targetedPermanent, trace } from './shared.ts';

const asColor = (v: unknown): Color | undefined => {
  const word = (typeof v === 'string' ? v : v && typeof v === 'object' && 'color' in v ? String((v as { color: unknown }).color) : '').toLowerCase();
  return (COLORS as readonly string[]).includes(word) ? (word as Color) : undefined;
};

export const becomeColorChoiceEffect: EffectModule<'become-color-choice'> = {
  resolve(game, item, effect, target) {
    const perm = effect.target ? targetedPermanent(game, target) : permanentById(game, item.source.id);
    if (!perm) return;
    let color = takeChoice(game, item.controller, asColor);
    if (!color) {
      color = COLORS[0];
      noteDefault(game, say('default.colorFirst', { source: item.source.name, player: item.controller, color: say('term.color', { color }) }));
    }
    const before = characteristics(game, perm).ptLayers;
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: '5', colors: [color] } });
    // Colour decides which P/T effects apply to it ("white creatures get +1/+1"), so a creature's P/T after the change is told
    // too, citing the P/T sublayers that shaped it before or after.
    const c = characteristics(game, perm);
    const isCreature = c.power !== undefined;
    trace(game, 'effect', say('effect.untilEndOfTurn', { object: perm.card.def.name, what: say('layer.colors', { colors: [say('term.color', { color })] }), pt: isCreature ? `${c.power}/${c.toughness}` : '' }), cite('layerColor', 'lockedInSet', ...(isCreature ? [...before, ...c.ptLayers] : []), 'untilEndOfTurn'));
  },
};
