// The `cast` verb: a card cast as the ability resolves (601.2, through game/cast-resolving.ts) —
// cascade's trigger (702.85a: the spell the trigger's event cast gives the mana value, as it was
// cast, even if it has left the stack), rebound's delayed trigger (702.88a), madness's trigger
// (702.35a), suspend's last-time-counter trigger (702.62a: the source is the suspended card
// itself), discover N (701.57a: a nonland card with mana value N or less, cast or put into the hand), miracle's trigger (702.94a: the card still in its owner's hand), the ability cipher gives a
// creature (702.99a: a copy of the encoded card, game/cipher.ts), and an effect's "you may cast target
// instant or sorcery card from your graveyard without paying its mana cost" (608.2g: the target card
// where it is, checked again on resolution, 608.2b), its "exile it instead" kept on the spell (614.1a).
import type { EffectModule } from './module.ts';
import { castFromExile, castWithoutPaying, resolveCascade, resolveDiscover, resolveExileUntil, spellValue } from '../game/cast-resolving.ts';
import { matchContext, playersOf } from '../game/refs.ts';
import { matches } from '../game/match.ts';
import { cardsNamed } from './zone-cards.ts';
import { amountNow, verbScope } from './verb-scope.ts';
import { player } from './shared.ts';

export const castEffect: EffectModule<'cast'> = {
  resolve(game, item, effect, target, given) {
    if (effect.keyword === 'discover') return resolveDiscover(game, item.controller, item.source.name, effect.value === undefined ? 0 : amountNow(game, effect.value, verbScope(item, effect, target, given)));
    if (effect.keyword === 'cascade') {
      const spell = item.event?.stackId ? game.copiable?.[item.event.stackId] : undefined;
      return resolveCascade(game, item.controller, item.source.name, spell ? spellValue(spell) : 0);
    }
    if (effect.keyword === 'effect' && effect.until) {
      const scope = verbScope(item, effect, target, given);
      const ctx = matchContext(game, scope);
      const until = { ...effect.until, zone: 'library' as const };
      for (const owner of playersOf(game, effect.library ?? { ref: 'you' }, scope)) resolveExileUntil(game, item.controller, owner, item.source.name, (card) => matches(game, { kind: 'card', card, zone: 'library' }, until, ctx), effect.restBottom === true);
      return;
    }
    if (effect.keyword === 'effect') {
      if (!effect.objects) return;
      for (const { card, zone } of cardsNamed(game, { objects: effect.objects }, verbScope(item, effect, target, given))) {
        if (zone !== 'graveyard') continue;
        const exile = effect.exileInstead === 'any' || (effect.exileInstead === 'yours' && card.owner === item.controller);
        castWithoutPaying(game, item.controller, card, player(game, card.owner).graveyard, 'effect', undefined, false, { by: item.source.name, ...(exile ? { exileInstead: item.source.name } : {}) });
      }
      return;
    }
    castFromExile(game, item.controller, effect.cardId ?? item.source.id, item.source.name, effect.keyword, effect.cost, effect.from, effect.copy);
  },
};
