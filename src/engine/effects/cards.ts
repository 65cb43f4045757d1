// A player's cards: drawing (121.1), discarding (701.9a: the discarding player chooses, 701.9b,
// game/discard.ts) and milling (701.17a: a player with fewer cards mills as many as possible,
// 701.17b). "Draw X cards", "each player draws a card", "target player mills two cards", "that
// player discards a card": the players and the amount are references (game/refs.ts); several
// players act in APNAP order (101.4).
import { discardCards, putDiscarded } from '../game/discard.ts';
import { rememberExiledWith } from '../game/exile-until.ts';
import { chooseObjects } from '../game/choices.ts';
import { cardNamed } from '../game/targets.ts';
import { matches } from '../game/match.ts';
import type { Game, Permanent, StackItem } from '../game/state.ts';
import type { Filter, ObjectRef } from '../oracle/vocabulary.ts';
import { objectsOf, playersOf, type Scope } from '../game/refs.ts';
import { mill } from '../game/library.ts';
import type { EffectModule } from './module.ts';
import { amountNow, verbScope, xCodes } from './verb-scope.ts';
import { characteristics, cite, drawCards, noteDefault, player, putCounters, say, trace } from './shared.ts';

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
    if (effect.connive) return connive(game, item, effect.connive, effect.amount === 'hand' ? 0 : amountNow(game, effect.amount, scope), scope);
    for (const who of playersOf(game, effect.players, scope)) {
      const n = effect.amount === 'hand' ? player(game, who).hand.length : amountNow(game, effect.amount, { ...scope, acting: who });
      const chooser = effect.chooser && playersOf(game, effect.chooser, { ...scope, acting: who })[0];
      if (chooser) discardChosenBy(game, item, who, chooser, n, effect.filter ?? { zone: 'hand' }, effect);
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
 * Thoughtseize): the hand is revealed (701.20a) — or looked at by the chooser alone (701.20e, "Look at target player's
 * hand") — and another player chooses the cards fitting `filter` (701.9b) — a `choose: {discard: [NAME]}` of theirs (`[]`
 * for none where they "may choose"), else the first fitting cards listed in that hand (a documented default). `exile`:
 * the chosen cards are exiled from the hand instead (701.13a: "You choose a nonland card from it and exile that card").
 */
function discardChosenBy(game: Game, item: StackItem, who: string, chooser: string, n: number, filter: Filter, how: { upTo?: true; looked?: true; exile?: true; all?: true }): void {
  const p = player(game, who);
  const cardsInHand = p.hand.map((c) => c.def.name).join(', ');
  if (how.looked) trace(game, 'effect', say('effect.looksAtHand', { player: chooser, owner: p.name, cards: cardsInHand }), cite('lookAt'));
  else trace(game, 'effect', say('effect.revealsHand', { player: p.name, cards: cardsInHand }), cite('reveal'));
  const fits = p.hand.filter((card) => matches(game, { kind: 'card', card, zone: 'hand' }, filter, { you: item.controller, source: item.source }));
  if (!fits.length) return trace(game, 'effect', say('effect.nothingToChoose', { player: chooser, from: p.name }), cite('followInstructions'));
  const most = Math.min(n, fits.length);
  // "discards all nonland cards": every card that fits, nothing chosen.
  const picked = how.all ? fits : chooseObjects(game, chooser, 'discard', fits, most, cardNamed, how.upTo ? 0 : most);
  if (!picked) noteDefault(game, say('default.handCardFirst', { source: item.source.name, player: chooser, owner: p.name }));
  const cards = (picked ?? fits).slice(0, n);
  if (how.exile) {
    p.hand = p.hand.filter((c) => !cards.includes(c));
    p.exile.push(...cards);
    for (const card of cards) {
      trace(game, 'zone-change', say('effect.exilesChosen', { player: p.name, card: card.def.name, chooser }), cite('exile', 'effectChoices'));
      if (item.kind === 'ability') rememberExiledWith(game, item.source.id, card.id); // for a linked "return the exiled card" (607.2a)
    }
    return;
  }
  putDiscarded(game, p, cards);
  for (const card of cards) trace(game, 'discard', say('effect.discardsChosen', { player: p.name, card: card.def.name, chooser }), cite('discard', 'discardChooses'));
}

export const millEffect: EffectModule<'mill'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    for (const who of playersOf(game, effect.players, scope)) mill(game, who, amountNow(game, effect.amount, { ...scope, acting: who }));
  },
};

/**
 * Connive N (701.50a, 701.50d): the conniving permanent's controller draws N cards, then discards N cards; for each nonland
 * card discarded, a +1/+1 counter on the permanent. One that has left the battlefield still connives for the player who last
 * controlled it, with nothing to put a counter on (701.50b; the card's rulings). Connive 0 is no event (701.50e).
 */
function connive(game: Game, item: StackItem, ref: ObjectRef, n: number, scope: Scope): void {
  if (n <= 0) return;
  const here = objectsOf(game, ref, scope).flatMap((o) => (o.kind === 'permanent' ? [o.permanent] : []));
  // 701.50b: the source (or the event's object) gone, it still connives for the player who last controlled it, with no counter.
  const goneId = here.length ? undefined : ref.ref === 'self' ? item.source.id : ref.ref === 'event-object' ? scope.event?.object : undefined;
  const gone = goneId ? game.lastKnown[goneId] : undefined;
  const connivers: Array<{ name: string; who: string; perm?: Permanent }> = gone ? [{ name: gone.name, who: gone.controller }] : here.map((perm) => ({ name: characteristics(game, perm).name, who: perm.controller, perm }));
  for (const { name, who, perm } of connivers) {
    trace(game, 'effect', say('effect.connives', { object: name, player: who, n }), cite('connive'));
    drawCards(game, who, n, cite('draw'));
    const before = [...player(game, who).hand];
    discardCards(game, who, n, item.source.name);
    const left = new Set(player(game, who).hand.map((c) => c.id));
    const nonland = before.filter((c) => !left.has(c.id) && !c.def.types.includes('Land')).length;
    if (nonland > 0 && perm && game.battlefield.includes(perm)) putCounters(game, perm, '+1/+1', nonland);
  }
}
