// A player's cards: drawing (121.1), discarding (701.9a: the discarding player chooses, 701.9b,
// game/discard.ts) and milling (701.17a: a player with fewer cards mills as many as possible,
// 701.17b). "Draw X cards", "each player draws a card", "target player mills two cards", "that
// player discards a card": the players and the amount are references (game/refs.ts); several
// players act in APNAP order (101.4).
import { discardCards, putDiscarded } from '../game/discard.ts';
import { chooseObjects } from '../game/choices.ts';
import { cardNamed } from '../game/targets.ts';
import { matches } from '../game/match.ts';
import type { Game, StackItem } from '../game/state.ts';
import type { Filter } from '../oracle/vocabulary.ts';
import { playersOf } from '../game/refs.ts';
import { mill } from '../game/library.ts';
import type { EffectModule } from './module.ts';
import { amountNow, verbScope, xCodes } from './verb-scope.ts';
import { cite, drawCards, noteDefault, player, say, trace } from './shared.ts';

export const drawEffect: EffectModule<'draw'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const players = playersOf(game, effect.players, scope);
    for (const who of players) drawCards(game, who, amountNow(game, effect.amount, { ...scope, acting: who }), cite('draw', ...(players.length > 1 ? (['apnapOrder'] as const) : []), ...xCodes(effect.amount)));
  },
};

export const discardEffect: EffectModule<'discard'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    for (const who of playersOf(game, effect.players, scope)) {
      const n = effect.amount === 'hand' ? player(game, who).hand.length : amountNow(game, effect.amount, { ...scope, acting: who });
      const chooser = effect.chooser && playersOf(game, effect.chooser, { ...scope, acting: who })[0];
      if (chooser) discardChosenBy(game, item, who, chooser, n, effect.filter ?? { zone: 'hand' });
      else {
        const discarded = discardCards(game, who, n, item.source.name, false, !!effect.random, !!effect.upTo);
        // "… then draws that many cards" counts what each player discarded this way (608.2c).
        item.discardedThisWay = { ...item.discardedThisWay, [who]: (item.discardedThisWay?.[who] ?? 0) + discarded };
      }
    }
  },
};

/**
 * "Target opponent reveals their hand. You choose a nonland card from it. That player discards that card." (Duress,
 * Thoughtseize): the hand is revealed (701.20a) and another player chooses the cards fitting `filter` (701.9b) — a
 * `choose: {discard: [NAME]}` of theirs, else the first fitting cards listed in that hand (a documented default).
 */
function discardChosenBy(game: Game, item: StackItem, who: string, chooser: string, n: number, filter: Filter): void {
  const p = player(game, who);
  trace(game, 'effect', say('effect.revealsHand', { player: p.name, cards: p.hand.map((c) => c.def.name).join(', ') }), cite('reveal'));
  const fits = p.hand.filter((card) => matches(game, { kind: 'card', card, zone: 'hand' }, filter, { you: item.controller, source: item.source }));
  if (!fits.length) return trace(game, 'effect', say('effect.nothingToChoose', { player: chooser, from: p.name }), cite('followInstructions'));
  const picked = chooseObjects(game, chooser, 'discard', fits, Math.min(n, fits.length), cardNamed);
  if (!picked) noteDefault(game, say('default.handCardFirst', { source: item.source.name, player: chooser, owner: p.name }));
  const cards = (picked ?? fits).slice(0, n);
  putDiscarded(game, p, cards);
  for (const card of cards) trace(game, 'discard', say('effect.discardsChosen', { player: p.name, card: card.def.name, chooser }), cite('discard', 'discardChooses'));
}

export const millEffect: EffectModule<'mill'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    for (const who of playersOf(game, effect.players, scope)) mill(game, who, amountNow(game, effect.amount, { ...scope, acting: who }));
  },
};
