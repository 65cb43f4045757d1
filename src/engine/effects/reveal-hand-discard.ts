// "Target opponent reveals their hand. You choose a nonland card from it. That player discards
// that card." (Duress, Thoughtseize): the hand is revealed (701.20a), the spell's controller
// chooses the card — another player choosing the discard (701.9b) — with a `choose: {discard:
// [NAME]}` of theirs; without one, the first fitting card listed in that hand (a documented default).
import { chooseObjects } from '../game/choices.ts';
import { putDiscarded } from '../game/discard.ts';
import { matches } from '../game/match.ts';
import type { EffectModule } from './module.ts';
import { cite, noteDefault, player, say, trace } from './shared.ts';

export const revealHandDiscardEffect: EffectModule<'reveal-hand-discard'> = {
  resolve(game, item, effect, target) {
    if (target?.kind !== 'player') return;
    const p = player(game, target.name);
    trace(game, 'effect', say('effect.revealsHand', { player: p.name, cards: p.hand.map((c) => c.def.name).join(', ') }), cite('reveal'));
    const fits = p.hand.filter((card) => matches(game, { kind: 'card', card, zone: 'hand' }, effect.filter, { you: item.controller, source: item.source }));
    if (!fits.length) {
      trace(game, 'effect', say('effect.nothingToChoose', { player: item.controller, from: p.name }), cite('followInstructions'));
      return;
    }
    const picked = chooseObjects(game, item.controller, 'discard', fits, 1, (c) => ({ id: c.id, name: c.def.name }));
    if (!picked) noteDefault(game, say('default.handCardFirst', { source: item.source.name, player: item.controller, owner: p.name }));
    const card = (picked ?? fits)[0]!;
    putDiscarded(game, p, [card]);
    trace(game, 'discard', say('effect.discardsChosen', { player: p.name, card: card.def.name, chooser: item.controller }), cite('discard', 'discardChooses'));
  },
};
