// The `cast` verb: a card cast as the ability resolves (601.2, through game/cast-resolving.ts) —
// cascade's trigger (702.85a: the spell the trigger's event cast gives the mana value, as it was
// cast, even if it has left the stack), rebound's delayed trigger (702.88a), madness's trigger
// (702.35a), suspend's last-time-counter trigger (702.62a: the source is the suspended card
// itself), discover N (701.57a: a nonland card with mana value N or less, cast or put into the hand), miracle's trigger (702.94a: the card still in its owner's hand) and the ability cipher gives a
// creature (702.99a: a copy of the encoded card, game/cipher.ts).
import type { EffectModule } from './module.ts';
import { castFromExile, resolveCascade, resolveDiscover, spellValue } from '../game/cast-resolving.ts';
import { amountNow, verbScope } from './verb-scope.ts';

export const castEffect: EffectModule<'cast'> = {
  resolve(game, item, effect, target, given) {
    if (effect.keyword === 'discover') return resolveDiscover(game, item.controller, item.source.name, effect.value === undefined ? 0 : amountNow(game, effect.value, verbScope(item, effect, target, given)));
    if (effect.keyword === 'cascade') {
      const spell = item.event?.stackId ? game.copiable?.[item.event.stackId] : undefined;
      return resolveCascade(game, item.controller, item.source.name, spell ? spellValue(spell) : 0);
    }
    castFromExile(game, item.controller, effect.cardId ?? item.source.id, item.source.name, effect.keyword, effect.cost, effect.from, effect.copy);
  },
};
