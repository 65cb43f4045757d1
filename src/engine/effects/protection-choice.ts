// "Target creature you control gains protection from the color of your choice until end of turn"
// (Gods Willing, Apostle's Blessing's color half): the controller names the color as it resolves —
// a scenario's `choose: red` — else white, the first of the five (a documented default). The
// ability is added in layer 6 (613.1f) to the creature chosen (611.2c) until end of turn.
import { COLORS, type Color } from '../oracle/ast.ts';
import { takeChoice } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, nextTimestamp, noteDefault, say, targetedPermanent, trace } from './shared.ts';

const asColor = (v: unknown): Color | undefined => {
  const word = (typeof v === 'string' ? v : v && typeof v === 'object' && 'color' in v ? String((v as { color: unknown }).color) : '').toLowerCase();
  return (COLORS as readonly string[]).includes(word) ? (word as Color) : undefined;
};

export const protectionChoiceEffect: EffectModule<'protection-choice'> = {
  resolve(game, item, _effect, target) {
    const perm = targetedPermanent(game, target);
    if (!perm) return;
    let color = takeChoice(game, item.controller, asColor);
    if (!color) {
      color = COLORS[0];
      noteDefault(game, say('default.colorFirst', { source: item.source.name, player: item.controller, color: say('term.color', { color }) }));
    }
    game.floating.push({ timestamp: nextTimestamp(game), objectId: perm.id, sourceName: item.source.name, change: { layer: '6', protection: color } });
    trace(game, 'effect', say('effect.protectionChosen', { object: perm.card.def.name, color: say('term.color', { color }) }), cite('layerAbility', 'protectionQuality', 'untilEndOfTurn'));
  },
};
