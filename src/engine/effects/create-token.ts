// The "create-token" effect: how it resolves and which rules it cites.
import type { EffectModule } from './module.ts';
import { cite, newId, putOntoBattlefield, trace , say } from './shared.ts';

export const createTokenEffect: EffectModule<'create-token'> = {
  resolve(game, item, effect, _target) {
    for (let i = 0; i < effect.count; i++) {
      const name = `${effect.subtype} Token`;
      const card = {
        id: newId(game, name),
        owner: item.controller,
        token: true,
        def: {
          name, typeLine: `Token Creature — ${effect.subtype}`, supertypes: [], types: ['Creature'], subtypes: [effect.subtype], manaCost: null,
          colors: effect.color === 'colorless' ? [] : [effect.color], power: effect.power, toughness: effect.toughness,
          // 111.4: the token has the keywords the effect names.
          abilities: (effect.keywords ?? []).map((keyword) => ({ kind: 'keyword' as const, keyword, text: keyword, line: 0 })),
        },
      };
      const tokenPerm = putOntoBattlefield(game, card, item.controller);
      trace(game, 'create', say('effect.token', { player: item.controller, power: effect.power, toughness: effect.toughness, color: effect.color, subtype: effect.subtype, id: tokenPerm.id }), cite('create', 'tokens'), { object: tokenPerm.id });
    }
  },
};
