// The "create-predefined" effect: tokens the rules define (111.10) — a Treasure is a
// colorless Treasure artifact with "{T}, Sacrifice this token: Add one mana of any color."
import { predefinedTokens } from '../oracle/predefined-tokens.ts';
import type { EffectModule } from './module.ts';
import { cite, newId, putOntoBattlefield, say, tokensToCreate, trace } from './shared.ts';

export const createPredefinedEffect: EffectModule<'create-predefined'> = {
  resolve(game, item, effect) {
    const kind = predefinedTokens().get(effect.token.toLowerCase());
    if (!kind) return;
    // 111.4: a token the effect doesn't name is named for its subtype plus the word "Token".
    const name = `${kind.name} Token`;
    const count = tokensToCreate(game, item.controller, effect.count, name);
    for (let i = 0; i < count; i++) {
      const card = {
        id: newId(game, name),
        owner: item.controller,
        token: true,
        def: { name, typeLine: `Token ${kind.types.join(' ')} — ${kind.name}`, supertypes: [], types: [...kind.types], subtypes: [kind.name], manaCost: null, colors: [], abilities: kind.abilities },
      };
      const perm = putOntoBattlefield(game, card, item.controller);
      trace(game, 'create', say('effect.predefinedToken', { player: item.controller, token: kind.name, text: kind.text, id: perm.id }), [...cite('create', 'tokens', 'tokenName', ...(effect.investigate ? (['investigate'] as const) : [])), kind.rule], { object: perm.id });
    }
  },
};
