// "Return a land you control to its owner's hand" (the karoo lands' enters trigger): not a
// target — the controller chooses one as the ability resolves (608.2d), possibly the source
// itself, with a `choose: {return: NAME}` of theirs; without one, the first fitting permanent
// listed (a documented default). With none to return, nothing happens.
import { choiceNames, takeChoice } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { characteristics, cite, leaveBattlefield, noteDefault, say } from './shared.ts';

export const returnOwnPermanentEffect: EffectModule<'return-own-permanent'> = {
  resolve(game, item, effect) {
    const options = game.battlefield.filter((p) => p.controller === item.controller && (effect.cardType === 'Permanent' || characteristics(game, p).types.includes(effect.cardType)));
    if (!options.length) return;
    const named = takeChoice(game, item.controller, (v) => {
      const names = v && typeof v === 'object' && !Array.isArray(v) && 'return' in v ? choiceNames(v, 'return') : undefined;
      return names?.length === 1 ? options.find((p) => p.id === names[0] || p.card.def.name.toLowerCase() === names[0]!.toLowerCase()) : undefined;
    });
    if (!named) noteDefault(game, say('default.returnFirstOwn', { source: item.source.name, player: item.controller, type: say('term.cardType', { type: effect.cardType }), card: options[0]!.card.def.name }));
    leaveBattlefield(game, [{ object: named ?? options[0]!, to: 'hand', why: say('why.returnedToHand', {}), rules: cite('followInstructions', 'effectChoices') }]);
  },
};
