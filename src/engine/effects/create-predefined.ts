// The "create-predefined" effect: tokens the rules define (111.10) — a Treasure is a
// colorless Treasure artifact with "{T}, Sacrifice this token: Add one mana of any color."
import { predefinedTokens } from '../oracle/predefined-tokens.ts';
import type { EffectModule } from './module.ts';
import { cite, newId, putOntoBattlefield, say, trace } from './shared.ts';

export const createPredefinedEffect: EffectModule<'create-predefined'> = {
  resolve(game, item, effect) {
    const kind = predefinedTokens().get(effect.token.toLowerCase());
    if (!kind) return;
    for (let i = 0; i < effect.count; i++) {
      const card = {
        id: newId(game, kind.name),
        owner: item.controller,
        token: true,
        def: { name: kind.name, typeLine: `Token ${kind.types.join(' ')} — ${kind.name}`, supertypes: [], types: [...kind.types], subtypes: [kind.name], manaCost: null, colors: [], abilities: kind.abilities },
      };
      const perm = putOntoBattlefield(game, card, item.controller);
      trace(game, 'create', say('effect.predefinedToken', { player: item.controller, token: kind.name, text: kind.text, id: perm.id }), [...cite('create', 'tokens', ...(effect.investigate ? (['investigate'] as const) : [])), kind.rule], { object: perm.id });
    }
  },
};
