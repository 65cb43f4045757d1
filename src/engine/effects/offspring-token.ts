// offspring's trigger (702.175a): "create a token that's a copy of it, except it's
// 1/1". The exception is part of the token's copiable values (707.9b), so the token's card is
// the permanent's copiable values with base power and toughness 1/1. Once the permanent is gone,
// the copy uses its values as it last existed (608.2h); a gone permanent that was itself a copy
// or face down can't be told from its card, and is refused.
import { copiable } from '../game/layers.ts';
import { ScenarioReferenceError } from '../game/illegal.ts';
import type { Card } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, newId, permanentById, putOntoBattlefield, say, trace } from './shared.ts';

export const offspringTokenEffect: EffectModule<'offspring-token'> = {
  resolve(game, item) {
    const here = permanentById(game, item.source.id);
    const known = game.lastKnown[item.source.id];
    const def = here ? copiable(here) : known && known.name === known.card.def.name ? known.card.def : undefined;
    if (!def) throw new ScenarioReferenceError(say('scenario.offspringCopy', { source: item.source.name, keyword: say('term.keyword', { keyword: 'offspring' }) }), 'actions');
    const card: Card = { id: newId(game, `${def.name} token`), owner: item.controller, token: true, def: { ...def, power: 1, toughness: 1 } };
    const token = putOntoBattlefield(game, card, item.controller);
    trace(game, 'create', say('effect.offspringToken', { player: item.controller, object: def.name, id: token.id }), cite('offspring', 'tokenCopyException', 'tokens'), { object: token.id });
  },
};
