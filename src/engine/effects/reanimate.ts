// "[You may] return target creature card from your graveyard to the battlefield [tapped]": the
// card becomes a new permanent under the control of the player who put it there (110.2, 400.7).
// A "you may" is the controller's choice on resolution (608.2c): `choose: {return: false}`
// declines; without a choice they return it (a documented default).
import { cardInGraveyard } from '../game/card-targets.ts';
import type { EffectModule } from './module.ts';
import { cite, noteDefault, player, putOntoBattlefield, say, takeChoice, trace } from './shared.ts';

export const reanimateEffect: EffectModule<'reanimate'> = {
  resolve(game, item, effect, target) {
    if (target?.kind !== 'card') return;
    const found = cardInGraveyard(game, target.id);
    if (!found) return;
    if (effect.optional) {
      const wants = takeChoice(game, item.controller, (v) => (v && typeof v === 'object' && 'return' in v && typeof (v as { return: unknown }).return === 'boolean' ? (v as { return: boolean }).return : undefined));
      if (wants === false) {
        trace(game, 'effect', say('effect.mayDeclined', { player: item.controller, source: item.source.name }), cite('followInstructions'));
        return;
      }
      if (wants === undefined) noteDefault(game, `${item.source.name}: "you may" — ${item.controller} chooses to return the card`);
    }
    const grave = player(game, found.owner).graveyard;
    grave.splice(grave.indexOf(found.card), 1);
    const perm = putOntoBattlefield(game, found.card, item.controller, { tapped: effect.tapped === true });
    trace(game, 'zone-change', say('effect.returnedToBattlefield', { card: found.card.def.name, player: found.owner, controller: item.controller, tapped: effect.tapped === true }), cite('followInstructions', 'newObject', 'enteredUnderControl'), { object: perm.id });
  },
};
