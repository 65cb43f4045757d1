// Cards a zone-change verb (`move`, `exile`) acts on outside the battlefield: a target card in a
// graveyard (608.2b: checked again, gone means nothing happens), every card of the graveyards,
// and the source's own card after it left the battlefield (603.6c) or the card of a graveyard
// ability (113.6b). A card leaves its zone and goes where the instruction says — a card goes to
// its owner's zone (400.3), and onto the battlefield under the control of the player who put it
// there unless the instruction says otherwise (110.2) — as a new object (400.7).
import type { Card, Game, StackItem } from '../game/state.ts';
import type { Candidate } from '../game/match.ts';
import { objectsOf, playersOf, type Scope } from '../game/refs.ts';
import type { FoldedVerb } from '../oracle/ast.ts';
import { amountNow } from './verb-scope.ts';
import { unearthed } from '../game/graveyard-abilities.ts';
import { castTransformed } from '../game/transform.ts';
import { cite, nameOf, player, putOntoBattlefield, say, trace } from './shared.ts';
import { attachedOnEntering, auraHostOnEntering } from '../game/aura-enters.ts';

type Move = Extract<FoldedVerb, { type: 'move' }>;
type CardAt = Extract<Candidate, { kind: 'card' }>;

/** The cards (not permanents) a reference names now, in the zones it finds them. */
export const cardsNamed = (game: Game, move: { objects: Move['objects'] }, scope: Scope): CardAt[] => objectsOf(game, move.objects, scope).filter((o): o is CardAt => o.kind === 'card');

/** A player's cards in a zone other than the battlefield (undefined for a zone no card is taken from here). */
function zoneOf(game: Game, who: string, zone: CardAt['zone']): Card[] | undefined {
  const p = player(game, who);
  return zone === 'graveyard' ? p.graveyard : zone === 'hand' ? p.hand : zone === 'library' ? p.library : zone === 'exile' ? p.exile : undefined;
}

/** Takes the card out of the zone it is in; false when it is no longer there. */
export function takeCard(game: Game, { card, zone }: CardAt): boolean {
  const cards = zoneOf(game, card.owner, zone);
  const i = cards?.indexOf(card) ?? -1;
  if (i < 0) return false;
  cards!.splice(i, 1);
  return true;
}

/**
 * The source's card in its owner's graveyard, taken out of it: for a triggered ability, the card
 * the source permanent became as it left (found only in the first zone it went to, 603.6c); for
 * an ability activated from the graveyard, the card itself, if it is still there (113.6b, 400.7).
 */
export function takeSourceCard(game: Game, item: StackItem): Card | undefined {
  const known = item.trigger ? game.lastKnown[item.source.id] : undefined;
  const yard = player(game, known ? known.card.owner : item.controller).graveyard;
  const card = known ? yard.find((c) => c === known.card) : yard.find((c) => c.id === item.source.id);
  if (card) yard.splice(yard.indexOf(card), 1);
  else if (known) trace(game, 'note', say('effect.notInGraveyard', { object: known.name }), cite('ltbFindsCard'));
  else trace(game, 'effect', say('effect.graveyardCardGone', { card: item.source.name }), cite('delayedNewObject', 'graveyardAbility'));
  return card;
}

/**
 * "Return that card" after a trigger of a permanent being put into a graveyard: the card it became
 * there, taken out of it (400.7e) — none if it has left that graveyard (400.7) or was a token (704.5d).
 */
export function takeEventCard(game: Game, item: StackItem): Card | undefined {
  const known = item.event?.object ? game.lastKnown[item.event.object] : undefined;
  const yard = known ? player(game, known.card.owner).graveyard : [];
  const card = yard.find((c) => c === known!.card);
  if (card) {
    yard.splice(yard.indexOf(card), 1);
    trace(game, 'note', say('effect.foundInGraveyard', { card: card.def.name, player: card.owner }), cite('zoneChangeFindsCard', 'newObject'));
  } else trace(game, 'note', say('effect.notInGraveyard', { object: known?.name ?? item.source.name }), cite('zoneChangeFindsCard'));
  return card;
}

/**
 * Puts a card taken from its zone where the `move` says. `source`: it is the ability's own card
 * (a leaves-the-battlefield trigger's, 603.6c, or a graveyard ability's, 113.6b), which the trace
 * says with the rule that found it.
 */
export function putCard(game: Game, item: StackItem, move: Move, taken: Card, scope: Scope, source: boolean, from: CardAt['zone'] = 'graveyard', entering?: Set<string>): void {
  let card = taken;
  const owner = card.owner;
  // A leaves-the-battlefield trigger finds the card its source became (603.6c); a trigger of a card in a graveyard is that card's (113.6m).
  const ltb = source && item.trigger === true && game.lastKnown[item.source.id] !== undefined;
  const found = source ? cite(ltb ? 'ltbFindsCard' : item.trigger ? 'graveyardSelfAbility' : 'graveyardAbility') : cite('followInstructions');
  if (move.to === 'hand') {
    player(game, owner).hand.push(card);
    trace(game, 'zone-change', ltb ? say('effect.returnsToHand', { object: card.def.name, owner }) : say('effect.returnedToHand', { card: card.def.name, player: owner }), found);
  } else if (move.to === 'library' && [undefined, 1, 'top', 'bottom'].includes(move.position)) {
    // On top (401.7) or on the bottom of its owner's library ("put target card from a graveyard on the bottom of its owner's library").
    const bottom = move.position === 'bottom';
    if (bottom) player(game, owner).library.push(card);
    else player(game, owner).library.unshift(card);
    trace(game, 'zone-change', say('effect.returnsToLibraryTop', { object: card.def.name, owner, from: from === 'library' ? 'graveyard' : from, bottom }), found);
  } else if (move.to === 'battlefield') {
    if (move.transformed) {
      // 712.14a: a double-faced card enters with its back face up; any other card stays where it is.
      const back = castTransformed(card);
      if (back === card) {
        zoneOf(game, card.owner, from)?.push(card);
        return trace(game, 'effect', say('effect.staysNotTransformed', { card: card.def.name }), cite('putTransformed'));
      }
      trace(game, 'effect', say('effect.entersTransformed', { card: card.def.name, back: back.def.name }), cite('putTransformed'));
      card = back;
    }
    const controller = (move.under && playersOf(game, move.under, scope)[0]) ?? item.controller;
    // An Aura enters attached to what its controller chooses (303.4f), or stays where it was (303.4g).
    const host = move.attachTo ? attachedOnEntering(game, card, controller, move.attachTo, scope) : auraHostOnEntering(game, card, controller, entering);
    if (host === null) {
      zoneOf(game, card.owner, from)?.push(card);
      return trace(game, 'effect', say('effect.auraStays', { card: card.def.name }), cite('auraStays'));
    }
    const counters = move.counters ? { [move.counters.kind]: amountNow(game, move.counters.amount, scope) } : undefined;
    // The counters are part of how it enters (614.1c): its enters triggers see them.
    const perm = putOntoBattlefield(game, card, controller, { tapped: move.tapped === true, ...(counters ? { counters } : {}) });
    if (host) perm.attachedTo = host.kind === 'player' ? host.name : host.id;
    entering?.add(perm.id);
    if (move.keyword === 'unearth') unearthed(game, perm, item.source, item.controller);
    else if (from === 'exile') trace(game, 'zone-change', say('effect.returnsAsNewObject', { card: card.def.name, controller, id: perm.id }), cite('newObject', 'permanentEnters'), { object: perm.id });
    else if (ltb && move.counters) trace(game, 'zone-change', say('effect.returnsToBattlefield', { object: card.def.name, owner: controller, counter: say('term.counter', { counter: move.counters.kind }) }), cite(...(move.keyword ? [move.keyword] : []), 'ltbFindsCard'), { object: perm.id });
    else trace(game, 'zone-change', say('effect.returnedToBattlefield', { card: card.def.name, player: owner, controller, tapped: move.tapped === true }), source ? found : cite('followInstructions', 'newObject', 'enteredUnderControl'), { object: perm.id });
    if (host) trace(game, 'attach', say('resolve.auraEnters', { card: card.def.name, enchanted: nameOf(game, host) }), cite('auraEntersChoice', 'attach'), { object: perm.id, attachedTo: perm.attachedTo });
  } else {
    throw new Error(`a card moved to ${move.to} is not read`);
  }
}

/** Exiles cards taken from a graveyard (406.2); several at once ("exile all graveyards") are said in one sentence. */
export function exileCards(game: Game, cards: CardAt[], all: boolean): void {
  const moved = cards.filter((c) => takeCard(game, c));
  for (const { card } of moved) player(game, card.owner).exile.push(card);
  if (all) trace(game, 'zone-change', say('effect.graveyardsExiled', { cards: moved.map((c) => c.card.def.name).join(', ') }), []);
  else for (const { card } of moved) trace(game, 'zone-change', say('effect.cardExiled', { card: card.def.name, player: card.owner }), cite('exileZone'));
}
