// The "become-creature" effect ("This land becomes a 2/2 Assembly-Worker artifact creature until
// end of turn. It's still a land."): one effect in several layers (613.6) on the object chosen
// when it begins (611.2c) — types added with the old ones kept (205.1b, layer 4), its colours
// if it names any (layer 5), its keywords (layer 6), its base power and toughness (layer 7b) —
// all with one timestamp, ending at cleanup (514.2).
import type { FloatingEffect } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { characteristics, cite, nextTimestamp, permanentById, say, targetedPermanent, trace } from './shared.ts';
import { colorsMessage } from '../messages/terms.ts';

export const becomeCreatureEffect: EffectModule<'become-creature'> = {
  resolve(game, item, effect, target) {
    const perm = effect.target ? targetedPermanent(game, target) : permanentById(game, item.source.id);
    if (!perm) return;
    const timestamp = nextTimestamp(game);
    const changes: Array<FloatingEffect['change']> = [
      { layer: '4', types: [...(effect.artifact ? ['Artifact'] : []), 'Creature'], subtypes: effect.subtypes, allCreatureTypes: effect.allCreatureTypes, ...(effect.artifact && effect.subtypes.length ? { replaceCreatureTypes: true as const } : {}) },
      ...(effect.colors ? [{ layer: '5' as const, colors: effect.colors }] : []),
      ...effect.keywords.map((keyword) => ({ layer: '6' as const, keyword })),
      { layer: '7b', power: effect.power, toughness: effect.toughness },
    ];
    for (const change of changes) game.floating.push({ timestamp, objectId: perm.id, sourceName: item.source.name, change });
    const c = characteristics(game, perm);
    const what = say('term.becomesWhat', { colors: effect.colors?.length ? colorsMessage(effect.colors) : '', subtypes: effect.allCreatureTypes ? '' : effect.subtypes.join(' '), artifact: !!effect.artifact, keywords: effect.keywords.map((keyword) => say('term.keyword', { keyword })), all: !!effect.allCreatureTypes });
    trace(game, 'effect', say('effect.untilEndOfTurn', { object: perm.card.def.name, what: say('effect.becomesCreature', { power: effect.power, toughness: effect.toughness, what }), pt: `${c.power}/${c.toughness}` }), cite('layerType', 'stillType', ...(effect.colors ? (['layerColor'] as const) : []), ...(effect.keywords.length ? (['layerAbility'] as const) : []), ...c.ptLayers, 'untilEndOfTurn'));
  },
};
