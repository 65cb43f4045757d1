// Discarding (701.9): the discarding player chooses which cards (701.9b), with a
// `choose: {discard: [...]}` of theirs; without one, the first cards listed in their hand, as
// a documented default. Used by discard effects and discard costs.
import { cite } from '../citations.ts';
import { say, type Text } from '../messages/message.ts';
import { chooseObjects } from './choices.ts';
import { cardNamed } from './targets.ts';
import { putCardIntoGraveyard } from './events.ts';
import { raise } from './stream.ts';
import { noteDefault, player, trace, type Card, type Game, type Player } from './state.ts';

/** `who` discards `amount` cards of their choice (a `choose: {discard: [...]}` of theirs), else the first listed; `forCost` when it pays a cost. Returns how many were discarded.
 *  `random` ("discard a card at random", 701.9b: nobody chooses): the first cards in hand order, which a described hand leaves unordered (a documented default). */
export function discardCards(game: Game, who: string, amount: number, sourceName: Text, forCost = false, random = false, upTo = false): number {
  const p = player(game, who);
  const n = Math.min(amount, p.hand.length);
  // "Discard up to two cards": as many as the player names, none without a choice (a documented default).
  const chosen = upTo && n > 0 ? chooseObjects(game, p.name, 'discard', p.hand, n, cardNamed, 0) : undefined;
  if (upTo && n > 0 && !chosen) noteDefault(game, say('default.discardsNone', { source: sourceName, player: p.name }));
  if (n === 0 || (upTo && !chosen?.length)) {
    trace(game, 'discard', say('effect.discardsNothing', { player: p.name }), cite('discard'));
    return 0;
  }
  const picked = random ? null : (chosen ?? chooseObjects(game, p.name, 'discard', p.hand, n, cardNamed));
  const cards = picked ?? p.hand.slice(0, n);
  if (random && n < p.hand.length) noteDefault(game, say('default.randomDiscard', { what: sourceName, player: p.name, cards: cards.map((c) => c.def.name).join(', ') }));
  else if (!picked && n < p.hand.length) noteDefault(game, say('default.discardsFirst', { source: sourceName, player: p.name, n }));
  putDiscarded(game, p, cards);
  const list = cards.map((c) => c.def.name).join(', ');
  trace(game, 'discard', forCost ? say('cost.discard', { player: p.name, cards: list }) : say('effect.discards', { player: p.name, cards: list }), cite('discard', ...(random ? (['discardRandom'] as const) : picked ? (['discardChooses'] as const) : [])));
  return n;
}

/** Moves discarded cards from a hand to the graveyard (701.9a) as one discard event: through
 *  "from anywhere" replacements (Rest in Peace) and madness (702.35a), whoever chose the cards. */
export function putDiscarded(game: Game, p: Player, cards: readonly Card[]): void {
  p.hand = p.hand.filter((c) => !cards.includes(c));
  for (const c of cards) putCardIntoGraveyard(game, c, { discarded: true });
  // Each card discarded is one event (701.9a: "whenever a player discards a card").
  raise(game, cards.map((card) => ({ kind: 'discards' as const, player: p.name, card })));
}
