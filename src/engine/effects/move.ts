// The `move` verb: an object goes to another zone (400.3: a card goes to its owner's zone, whoever
// controlled it). Permanents: "return target creature to its owner's hand", "return all nonland
// permanents to their owners' hands", "put target creature on top of its owner's library", "…
// second from the top" (401.7: at the bottom if the library has fewer cards), "return a land you
// control to its owner's hand" (chosen as it resolves, 608.2d). Every permanent named leaves at the
// same time; a token goes too and then ceases to exist (704.5d). Cards: "return target creature
// card from your graveyard to your hand / to the battlefield [tapped]", "return it to the
// battlefield under its owner's control with a -1/-1 counter on it" (persist), "when this creature
// dies, return it to its owner's hand" (effects/zone-cards.ts); "you may put a green creature card
// from your hand onto the battlefield [tapped]" — a card chosen as the instruction is carried out
// (608.2d), among those that fit (`choose: {put: NAME}`, `{put: []}` for none; else the first, noted).
import type { Card, Permanent, StackItem } from '../game/state.ts';
import type { FoldedVerb } from '../oracle/ast.ts';
import type { Scope } from '../game/refs.ts';
import { amountOf, fitsIn, playersOf } from '../game/refs.ts';
import { matches } from '../game/match.ts';
import { matchContext } from '../game/refs.ts';
import type { EffectModule } from './module.ts';
import { choiceNames, cite, leaveBattlefield, noteDefault, player, putOntoBattlefield, say, takeChoice, trace, type Game } from './shared.ts';
import { filterMessage } from '../messages/terms.ts';
import { permanentsNamed, verbScope } from './verb-scope.ts';
import { cardsNamed, putCard, takeCard, takeEventCard, takeSourceCard } from './zone-cards.ts';
import { shuffleLibrary } from '../game/library.ts';
import { enterAttacking } from '../game/alt-costs.ts';

type Move = Extract<FoldedVerb, { type: 'move' }>;

export const moveEffect: EffectModule<'move'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    if (effect.from === 'graveyard') {
      // The source's own card (603.6c, 113.6b), or the card the trigger's object became there ("return that card", 400.7e).
      const mine = effect.objects.ref !== 'event-object';
      const card = mine ? takeSourceCard(game, item) : takeEventCard(game, item);
      if (card) putCard(game, item, effect, card, scope, mine);
      return;
    }
    if (effect.from === 'hand') return putFromHand(game, item, effect);
    if (effect.objects.ref === 'exiled') return returnExiled(game, item, effect, scope);
    const zone = effect.objects.ref === 'chosen' ? effect.objects.filter.zone : undefined;
    if (zone === 'hand' || zone === 'graveyard') return moveChosenCard(game, item, effect, scope, zone);
    const chosen = effect.objects.ref === 'chosen' ? choosePermanent(game, effect, scope) : undefined;
    const { permanents, rules } = chosen ? { permanents: chosen, rules: [] } : permanentsNamed(game, item, [effect.objects], scope);
    // "Shuffle it into its owner's library", "target player shuffles their graveyard into their library" (701.24a): each owner whose card went there shuffles.
    const shufflers = new Set<string>();
    if (permanents.length) {
      const where = whereTo(effect);
      for (const p of permanents) shufflers.add(p.card.owner);
      leaveBattlefield(game, permanents.map((p) => ({ object: p, ...where, rules: [...rules, ...where.rules, ...(chosen ? cite('effectChoices') : [])] })));
    }
    // Cards put onto the battlefield together: each Aura among them chooses what to enchant among the permanents already
    // there, never one entering with it (303.4f–g) — so the Auras go first, and what they put is kept apart.
    const named = cardsNamed(game, effect, scope);
    const together = effect.to === 'battlefield' && named.length > 1 ? new Set<string>() : undefined;
    const auraFirst = together ? [...named.filter((c) => c.card.def.subtypes.includes('Aura')), ...named.filter((c) => !c.card.def.subtypes.includes('Aura'))] : named;
    for (const card of auraFirst) {
      if (!takeCard(game, card)) continue;
      putCard(game, item, effect, card.card, scope, false, card.zone, together);
      shufflers.add(card.card.owner);
    }
    // "Each player shuffles their graveyard into their library": each player told to shuffles, an empty graveyard or not (701.24a).
    if (effect.shuffle) for (const who of zoneOwners(game, effect, scope)) shufflers.add(who);
    // "Target player shuffles up to three target cards …": that player shuffles, whether or not a card went (701.24a).
    if (effect.shuffle && effect.shuffler) for (const who of playersOf(game, effect.shuffler, scope)) shufflers.add(who);
    if (effect.shuffle) for (const who of playersInTurnOrder(game, shufflers)) shuffleLibrary(game, who);
  },
};

/**
 * "Put this card onto the battlefield from your hand tapped and attacking" (ninjutsu, 702.49a): the ability's own card,
 * if it is still in its owner's hand (a card that left is a new object, 400.7), attacking what the ability names (702.49c).
 */
function putFromHand(game: Game, item: StackItem, effect: Move): void {
  const hand = player(game, item.controller).hand;
  const card = hand.find((c) => c.id === item.source.id);
  if (!card) return trace(game, 'note', say('effect.ninjutsuGone', { card: item.source.name }), cite('ninjutsu'));
  hand.splice(hand.indexOf(card), 1);
  const perm = putOntoBattlefield(game, card, item.controller, { tapped: effect.tapped === true });
  if (effect.attacking) enterAttacking(game, perm, effect.attacking, 'ninjutsuAttacking');
}

/** The players whose hand or graveyard a group move names ("each player's graveyard", "target player's hand"). */
function zoneOwners(game: Game, effect: Move, scope: Scope): string[] {
  const { objects } = effect;
  if (objects.ref !== 'all' || (objects.filter.zone !== 'graveyard' && objects.filter.zone !== 'hand')) return [];
  const owner = objects.filter.owner;
  if (owner === undefined || owner === 'any') return game.players.map((p) => p.name);
  if (owner === 'you') return [scope.controller];
  return typeof owner === 'object' && 'player' in owner ? playersOf(game, owner.player, scope) : [];
}

/** The players among `names` in turn order (101.4: APNAP). */
const playersInTurnOrder = (game: Game, names: Set<string>): string[] => game.players.map((p) => p.name).filter((n) => names.has(n));

/** Where a permanent goes and the rules that say so. */
function whereTo(effect: Move): { to: 'hand' | 'library' | 'graveyard'; position?: number; why: ReturnType<typeof say>; rules: string[] } {
  if (effect.to === 'hand') return { to: 'hand', why: say('why.returnedToHand', {}), rules: cite('followInstructions') };
  if (effect.to === 'library') {
    const position = effect.position === 'bottom' ? Infinity : typeof effect.position === 'number' ? effect.position : 1;
    return { to: 'library', position, why: say(position === 1 ? 'why.putOnLibrary' : 'why.leaves', {}), rules: cite('followInstructions', 'ownersZone', ...(position > 1 ? (['libraryPosition'] as const) : [])) };
  }
  throw new Error(`a permanent moved to ${effect.to} is not read`);
}

/**
 * "Return a land you control to its owner's hand" (the karoo lands): not a target — the player
 * chooses one as the ability resolves (608.2d), possibly the source itself, with a `choose:
 * {return: NAME}`; without one, the first fitting permanent listed (a documented default).
 */
function choosePermanent(game: Game, effect: Move, scope: Scope): Permanent[] {
  const ref = effect.objects as Extract<Move['objects'], { ref: 'chosen' }>;
  const options = game.battlefield.filter((p) => fitsIn(game, { kind: 'permanent', permanent: p }, ref.filter, scope));
  if (!options.length) return [];
  const named = takeChoice(game, scope.controller, (v) => {
    const names = v && typeof v === 'object' && !Array.isArray(v) && 'return' in v ? choiceNames(v, 'return') : undefined;
    return names?.length === 1 ? options.find((p) => p.id === names[0] || p.card.def.name.toLowerCase() === names[0]!.toLowerCase()) : undefined;
  });
  if (!named) noteDefault(game, say('default.returnFirstOwn', { source: scope.source.name, player: scope.controller, type: filterMessage({ ...ref.filter, controller: undefined }, {}), card: options[0]!.card.def.name }));
  return [named ?? options[0]!];
}

/**
 * "When this creature leaves the battlefield, return the exiled card to the battlefield under its
 * owner's control" (Fiend Hunter): the cards the same permanent's linked ability exiled and that are
 * still in exile (607.2a; one that left exile is a new object, 400.7). If this resolves before the
 * exile does (the source left in response), nothing is remembered yet and the card exiled later stays.
 */
function returnExiled(game: Game, item: StackItem, effect: Move, scope: Scope): void {
  const cards = cardsNamed(game, effect, scope);
  if (game.exiledWith) game.exiledWith = Object.fromEntries(Object.entries(game.exiledWith).filter(([k]) => k !== item.source.id));
  if (!cards.length) trace(game, 'effect', say('effect.noExiledCard', { source: item.source.name }), cite('linkedExiled'));
  for (const found of cards) {
    if (!takeCard(game, found)) continue;
    const { card } = found;
    if (effect.to === 'hand') {
      player(game, card.owner).hand.push(card);
      trace(game, 'zone-change', say('effect.exiledCardReturns', { card: card.def.name, source: item.source.name, to: 'hand', owner: card.owner }), cite('linkedExiled'));
    } else {
      const back = putOntoBattlefield(game, card, (effect.under && playersOf(game, effect.under, scope)[0]) ?? card.owner);
      trace(game, 'zone-change', say('effect.exiledCardReturns', { card: card.def.name, source: item.source.name, to: 'battlefield', owner: card.owner }), cite('linkedExiled', 'exileUntilOwner', 'newObject'), { object: back.id });
    }
  }
}

/** The card the chooser picks from their hand or graveyard: named by a `choose: {put: …}` (`{return: …}` from a graveyard), none for an empty list when they may choose none, else the first that fits (noted). */
function chosenCard(game: Game, item: StackItem, effect: Move, scope: Scope, zone: 'hand' | 'graveyard'): Card | undefined {
  const chosen = effect.objects as Extract<Move['objects'], { ref: 'chosen' }>;
  const ctx = matchContext(game, scope);
  const mine = player(game, scope.controller);
  const fits = (zone === 'hand' ? mine.hand : mine.graveyard).filter((card) => matches(game, { kind: 'card', card, zone }, chosen.filter, ctx));
  const key = zone === 'hand' ? 'put' : 'return';
  const named = takeChoice(game, scope.controller, (v) => {
    const names = v && typeof v === 'object' && !Array.isArray(v) && key in v ? choiceNames(v, key) : undefined;
    if (!names || names.length > 1) return undefined;
    if (names.length === 0) return chosen.upTo ? { card: undefined } : undefined;
    const card = fits.find((c) => c.id === names[0] || c.def.name.toLowerCase() === names[0]!.toLowerCase());
    return card ? { card } : undefined;
  });
  if (named) return named.card;
  if (fits[0]) noteDefault(game, say(zone === 'hand' ? 'default.putsFirstFromHand' : 'default.returnsFirstFromGraveyard', { source: item.source.name, player: scope.controller, card: fits[0].def.name }));
  return fits[0];
}

/**
 * "Put any number of land cards from your hand onto the battlefield", "put up to two creature cards from graveyards onto the
 * battlefield under your control": up to N cards the chooser picks as it resolves (608.2d) — from their hand, or from every
 * graveyard — named by `choose: {put: [..]}` (`[]` for none), else the first N that fit as listed (noted).
 */
function chosenCards(game: Game, item: StackItem, effect: Move, scope: Scope, zone: 'hand' | 'graveyard'): Card[] {
  const chosen = effect.objects as Extract<Move['objects'], { ref: 'chosen' }>;
  const n = Math.max(0, amountOf(game, chosen.count, scope) ?? 0);
  const ctx = matchContext(game, scope);
  const pool = zone === 'hand' ? player(game, scope.controller).hand : chosen.filter.owner === 'you' ? player(game, scope.controller).graveyard : game.players.flatMap((p) => p.graveyard);
  const fits = pool.filter((card) => matches(game, { kind: 'card', card, zone }, chosen.filter, ctx));
  const named = takeChoice(game, scope.controller, (v) => {
    const names = v && typeof v === 'object' && !Array.isArray(v) && 'put' in v ? choiceNames(v, 'put') : undefined;
    if (!names || names.length > n) return undefined;
    const left = [...fits];
    const cards = names.map((name) => {
      const card = left.find((c) => c.id === name || c.def.name.toLowerCase() === name.toLowerCase());
      if (card) left.splice(left.indexOf(card), 1);
      return card;
    });
    return cards.every((c) => c) ? (cards as Card[]) : undefined;
  });
  if (named) return named;
  const first = fits.slice(0, n);
  if (first.length) noteDefault(game, say('default.putsFirstCards', { source: item.source.name, player: scope.controller, cards: first.map((c) => c.def.name).join(', ') }));
  return first;
}

/** "[You may] put a FILTER card from your hand onto the battlefield [tapped]", "[you may] return a FILTER card from your graveyard to your hand (to the battlefield)": the chooser's choice as it resolves (608.2d), under their control (110.2). */
function moveChosenCard(game: Game, item: StackItem, effect: Move, scope: Scope, zone: 'hand' | 'graveyard'): void {
  const who = scope.controller;
  const count = (effect.objects as Extract<Move['objects'], { ref: 'chosen' }>).count;
  const cards = count === 1 ? [chosenCard(game, item, effect, scope, zone)].filter((c): c is Card => c !== undefined) : chosenCards(game, item, effect, scope, zone);
  if (!cards.length) return trace(game, 'effect', say('effect.putsNoCard', { player: who }), cite('followInstructions'));
  for (const card of cards) {
    const from = zone === 'hand' ? player(game, who).hand : player(game, card.owner).graveyard;
    from.splice(from.indexOf(card), 1);
    if (effect.to === 'hand') {
      player(game, who).hand.push(card);
      trace(game, 'zone-change', say('effect.returnedToHand', { card: card.def.name, player: who }), cite('followInstructions', 'effectChoices'));
      continue;
    }
    const perm = putOntoBattlefield(game, card, who, { tapped: effect.tapped === true });
    const told = zone === 'hand' ? say('effect.putFromHand', { player: who, card: card.def.name, tapped: effect.tapped === true }) : say('effect.returnedToBattlefield', { card: card.def.name, player: card.owner, controller: who, tapped: effect.tapped === true });
    trace(game, 'zone-change', told, cite('followInstructions', 'effectChoices', 'enteredUnderControl'), { object: perm.id });
  }
}
