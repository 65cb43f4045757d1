// Embalm's and eternalize's "create a token that's a copy of this card, except …" (702.128a,
// 702.129a). The card is exiled as the ability's cost, so the copy takes its printed
// characteristics (707.2) — which a card keeps in any zone, so the card is found by id wherever it
// is now. The exceptions become part of the token's copiable values (707.9b): they are written
// into the token's own definition, so a copy of the token copies them too.
import type { Card, CardDef, Game } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, newId, putOntoBattlefield, say, trace } from './shared.ts';

/** A card by id, wherever it is: its printed characteristics are the same in every zone. */
export function findCard(game: Game, id: string): Card | undefined {
  for (const p of game.players) {
    for (const zone of [p.exile, p.graveyard, p.hand, p.library]) {
      const c = zone.find((x) => x.id === id);
      if (c) return c;
    }
  }
  return game.battlefield.find((p) => p.card.id === id)?.card;
}

/** The card's definition with embalm's or eternalize's exceptions. */
function exceptional(def: CardDef, except: 'embalm' | 'eternalize'): CardDef {
  const subtypes = def.subtypes.includes('Zombie') ? [...def.subtypes] : [...def.subtypes, 'Zombie'];
  const types = [...def.supertypes, 'Token', ...def.types].join(' ');
  const base = { ...def, typeLine: `${types} — ${subtypes.join(' ')}`, subtypes, manaCost: null, abilities: [...def.abilities] };
  return except === 'embalm' ? { ...base, colors: ['white'] } : { ...base, colors: ['black'], power: 4, toughness: 4 };
}

export const tokenCopyOfCardEffect: EffectModule<'token-copy-of-card'> = {
  resolve(game, item, effect) {
    const original = findCard(game, effect.cardId);
    if (!original) return;
    const card: Card = { id: newId(game, original.def.name), owner: item.controller, token: true, def: exceptional(original.def, effect.except) };
    const token = putOntoBattlefield(game, card, item.controller);
    trace(game, 'create', say('effect.tokenCopyOfCard', { player: item.controller, card: original.def.name, except: effect.except, id: token.id }), cite(effect.except, 'tokenCopyExceptions', 'create', 'tokens'), { object: token.id });
  },
};
