// Searching a library (701.23, 701.24): for cards with a quality, each found going where the
// sentence says, then a shuffle. The cards found are a `choose: {search: NAME}` of the scenario,
// else the first matches in listed order. A library given only as a count hides what it holds:
// the search can't be replayed and is refused.
import { JudgeError } from '../../errors.ts';
import { en } from '../messages/en.ts';
import { format, type Message } from '../messages/message.ts';
import { filterMessage } from '../messages/terms.ts';
import type { Filter } from '../oracle/vocabulary.ts';
import type { Card, Game, StackItem } from '../game/state.ts';
import type { ReasonCode } from '../citations.ts';
import { fitsIn, nameOf, playersOf, scopeOf, type Scope } from '../game/refs.ts';
import { amountNow, verbScope } from './verb-scope.ts';
import type { VerbEffect } from '../oracle/verbs.ts';
import { choiceNames, takeChoice } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { UNKNOWN, shuffleLibrary } from '../game/library.ts';
import { cite, noteDefault, player, putCardIntoGraveyard, putOntoBattlefield, say, trace } from './shared.ts';


/** "A card" names no quality but where it is: such a search can't fail while the library holds a card (701.23b). */
const anyCard = (f: Filter): boolean => Object.keys(f).every((k) => k === 'zone' || k === 'owner');

/**
 * The search itself (701.23): the cards the scenario's `choose: {search: NAME or [NAMES]}`
 * names, else the first matches in listed order; they leave the library (`put` puts each
 * where the text says, before the shuffle — or after it, with `afterShuffle`, for "then
 * shuffle and put that card on top"). Refused when the library was given only as a count.
 * `codes`: the rule the search comes from. `count`: how many cards (`upTo`: fewer may be found).
 */
export function searchLibrary(game: Game, item: StackItem, find: Filter, codes: ReasonCode[], put: (card: Card) => void, opts: { count?: number | 'any'; upTo?: boolean; afterShuffle?: boolean; who?: string; /** the cards already chosen (a search of several zones read the scenario's choice) */ names?: string[]; /** who searches another player's library (`who`, its owner, shuffles it, 701.24a) */ searcher?: string } = {}): void {
  const owner = opts.who ?? item.controller;
  const who = opts.searcher ?? owner;
  const p = player(game, owner);
  const count = opts.count ?? 1;
  const max = count === 'any' ? Infinity : count;
  const what = filterMessage(find, { cards: true, count, upTo: opts.upTo });
  const whatEn = format(what, en);
  if (p.library.some((c) => c.def.name === UNKNOWN)) {
    throw new JudgeError('not_implemented', `${item.source.name}: ${who} searches ${who === owner ? 'their' : `${owner}'s`} library for ${whatEn}, but the scenario does not list the library's cards (or they were shuffled), so what the search finds is not modelled; list them with library: [..]`);
  }
  const scope = { controller: who, source: item.source, item };
  const found = p.library.filter((card) => fitsIn(game, { kind: 'card', card, zone: 'library' }, { ...find, zone: 'library' }, scope));
  const wanted = opts.names ?? takeChoice(game, who, (v) => (v && typeof v === 'object' && 'search' in v ? choiceNames(v, 'search') : undefined));
  let cards: Card[];
  if (wanted) {
    if (wanted.length > max) throw new JudgeError('invalid_scenario', `choose.search: ${item.source.name} finds ${whatEn}; ${wanted.length} cards named (${wanted.join(', ')})`);
    // 701.23b: a search for a stated quality may find nothing, whatever the library holds.
    // "A card" names no quality, so it can't fail while the library holds one (701.23b).
    if (!wanted.length && anyCard(find) && found.length && !opts.upTo) throw new JudgeError('invalid_scenario', `choose.search: ${item.source.name} searches for any card, which can't fail while ${who}'s library holds cards; name one`);
    const left = [...found];
    cards = wanted.map((name) => {
      const card = left.find((c) => c.def.name.toLowerCase() === name.toLowerCase() || c.id === name);
      if (!card) throw new JudgeError('invalid_scenario', `choose.search: ${name} is not ${whatEn} in ${owner}'s library (${found.map((c) => c.def.name).join(', ') || 'none there'})`);
      left.splice(left.indexOf(card), 1);
      return card;
    });
  } else {
    cards = found.slice(0, max === Infinity ? found.length : max);
    if (cards.length) noteDefault(game, say('default.searchFirst', { source: item.source.name, n: cards.length, what, player: who, cards: cards.map((c) => c.def.name).join(', ') }));
  }
  for (const card of cards) p.library.splice(p.library.indexOf(card), 1);
  if (!opts.afterShuffle) cards.forEach(put);
  if (!cards.length) trace(game, 'search', say('effect.searchFindsNothing', { player: who, what }), cite(...codes, 'search', 'searchMayFail'));
  shuffleLibrary(game, owner);
  if (opts.afterShuffle) cards.forEach(put);
}

/**
 * The `search` verb: "search your library for FILTER card(s), [reveal it,] put it into your hand /
 * onto the battlefield [tapped] / into your graveyard, exile them, then shuffle", "…, then shuffle
 * and put that card on top" (`library-top`: after the shuffle), Cultivate's "put one onto the
 * battlefield tapped and the other into your hand" (`others`), and typecycling's search (702.29e).
 */
export const searchEffect: EffectModule<'search'> = {
  resolve(game, item, effect, target, given) {
    // Each searching player searches their own library (701.23a): "its controller searches their library".
    const scope = verbScope(item, effect, target, given);
    const named = withNameRead(game, item, effect, scope);
    for (const who of playersOf(game, effect.players, scope)) {
      // "Search target opponent's library": that player's library, searched by `who` (701.23a).
      if (effect.library) for (const owner of playersOf(game, effect.library, scope)) searchOne(game, item, named, who, owner);
      else searchOne(game, item, named, who);
    }
  },
};

/**
 * "Cards with the same name as that spell (creature)": the name of the object named before, read once as the search
 * begins — as it last existed if it has gone (608.2h: a spell countered, a permanent exiled by the same spell).
 */
function withNameRead(game: Game, item: StackItem, effect: SearchEffect, scope: Scope): SearchEffect {
  const shares = effect.filter.shares;
  if (shares?.quality !== 'name') return effect;
  const known = nameOf(game, shares.with, scope);
  if (known === undefined) throw new JudgeError('not_implemented', `${item.source.name}: the name of the object the search names is not known (it never was on the battlefield or cast in this replay)`);
  if (known.gone) trace(game, 'note', say('ref.lastKnownName', { object: known.name }), cite('lki'));
  const { shares: _, ...rest } = effect.filter;
  return { ...effect, filter: { ...rest, named: { name: known.name } } };
}

type SearchEffect = Extract<VerbEffect, { type: 'search' }>;

function searchOne(game: Game, item: StackItem, effect: Extract<VerbEffect, { type: 'search' }>, who: string, owner = who): void {
  const count = effect.count === 'any' ? 'any' : amountNow(game, effect.count, scopeOf(item));
  const codes: ReasonCode[] = effect.keyword ? [effect.keyword] : [];
  let found = 0;
  // Cultivate: the first card found (the first one `choose: {search: [..]}` names) goes `to`, the others into the hand.
  const sentence = owner === who ? foundInLibrary : foundInOthersLibrary(owner);
  const put = (card: Card): void => putFound(game, who, card, effect.others && found++ > 0 ? effect.others : effect.to, effect.tapped === true, codes, sentence);
  if (effect.alsoIn) return searchZones(game, item, effect, effect.alsoIn, who, count, put, owner);
  searchLibrary(game, item, effect.filter, codes, put, { count, upTo: effect.upTo, afterShuffle: effect.to === 'library-top', who: owner, searcher: who });
}

type Destination = Extract<VerbEffect, { type: 'search' }>['to'];

/** How a search tells where a card it found goes: the sentence of a card found in the library… */
type Sentence = (who: string, card: string, to: Destination, tapped: boolean) => Message;
const foundInLibrary: Sentence = (player, card, to, tapped) =>
  to === 'hand' ? say('effect.searchFinds', { player, card })
  : to === 'library-top' ? say('effect.searchToTop', { player, card })
  : to === 'graveyard' ? say('effect.searchToGraveyard', { player, card })
  : to === 'exile' ? say('effect.searchToExile', { player, card })
  : say('effect.searchToBattlefield', { player, card, tapped });
/** …in another player's library (701.23a: exiled into its owner's exile, or onto the battlefield under the searcher's control)… */
const foundInOthersLibrary = (owner: string): Sentence => (player, card, to, tapped) =>
  to === 'exile' || to === 'battlefield' ? say('effect.searchOthersLibrary', { player, owner, card, to }) : foundInLibrary(player, card, to, tapped);
/** …or in the graveyard or hand ("search your library and/or graveyard"), which goes onto the battlefield or into the hand. */
const foundIn = (zone: 'graveyard' | 'hand'): Sentence => (player, card, to, tapped) => say('effect.searchFindsIn', { player, card, zone, to: to === 'battlefield' ? 'battlefield' : 'hand', tapped });

/** Puts a card a search found (already out of its zone) where the search's sentence says, and traces it with that sentence. */
function putFound(game: Game, who: string, card: Card, to: Destination, tapped: boolean, codes: ReasonCode[], sentence: Sentence): void {
  const says = sentence(who, card.def.name, to, tapped);
  if (to === 'hand') {
    player(game, who).hand.push(card);
    trace(game, 'search', says, cite(...codes, 'search'));
  } else if (to === 'library-top') {
    player(game, who).library.unshift(card);
    trace(game, 'search', says, cite('search', 'shuffle'));
  } else if (to === 'graveyard') {
    trace(game, 'search', says, cite('search'));
    putCardIntoGraveyard(game, card);
  } else if (to === 'exile') {
    player(game, card.owner).exile.push(card); // its owner's exile (400.3), whoever searched
    trace(game, 'search', says, cite('search'));
  } else {
    const perm = putOntoBattlefield(game, card, who, { tapped });
    trace(game, 'search', says, cite('search', 'enteredUnderControl'), { object: perm.id });
  }
}

/**
 * "Search your library and/or graveyard (graveyard, hand, and/or library) for …" (701.23a): the cards the scenario's
 * `choose: {search: [..]}` names are taken from those other zones first, then from the library; without one, the
 * first fitting cards of those zones (graveyard, then hand), then the library for the rest. With "and/or" (`libraryOptional`:
 * "If you search your library this way, shuffle") the library is searched — and shuffled (701.24a) — only when the other
 * zones didn't give every card wanted; with "and" (Verdant Crescendo) always.
 */
function searchZones(game: Game, item: StackItem, effect: Extract<VerbEffect, { type: 'search' }>, zones: Array<'graveyard' | 'hand'>, who: string, count: number | 'any', putFromLibrary: (card: Card) => void, owner = who): void {
  const p = player(game, owner);
  const max = count === 'any' ? Infinity : count;
  const scope = { controller: who, source: item.source, item };
  const fitting = zones.flatMap((zone) => p[zone].filter((card) => fitsIn(game, { kind: 'card', card, zone }, { ...effect.filter, zone }, scope)).map((card) => ({ card, zone })));
  const wanted = takeChoice(game, who, (v) => (v && typeof v === 'object' && 'search' in v ? choiceNames(v, 'search') : undefined));
  const left = [...fitting];
  const elsewhere: typeof fitting = [];
  const fromLibrary: string[] = [];
  for (const name of wanted ?? []) {
    const i = left.findIndex((f) => f.card.def.name.toLowerCase() === name.toLowerCase() || f.card.id === name);
    if (i >= 0) elsewhere.push(...left.splice(i, 1));
    else fromLibrary.push(name);
  }
  // "All cards with that name": every one in the graveyard, a public zone, is found (701.23b); only the hidden zones may hide some.
  if (wanted && count === 'any' && !effect.upTo) elsewhere.push(...left.filter((f) => f.zone === 'graveyard').map((f) => left.splice(left.indexOf(f), 1)[0]!));
  if (!wanted) {
    elsewhere.push(...left.slice(0, max === Infinity ? left.length : max));
    if (elsewhere.length) noteDefault(game, say('default.searchElsewhereFirst', { source: item.source.name, player: who, cards: elsewhere.map((f) => f.card.def.name).join(', ') }));
  }
  if (elsewhere.length > max) throw new JudgeError('invalid_scenario', `choose.search: ${item.source.name} finds at most ${max} cards; ${wanted?.length} named (${wanted?.join(', ')})`);
  for (const { card, zone } of elsewhere) {
    p[zone].splice(p[zone].indexOf(card), 1);
    // "… and exile them" (Cranial Extraction): into its owner's exile, whoever searched.
    if (effect.to === 'exile') {
      player(game, card.owner).exile.push(card);
      trace(game, 'search', say('effect.searchZoneExiles', { player: who, owner, card: card.def.name, zone }), cite('search'));
      continue;
    }
    // A card found elsewhere goes onto the battlefield or into the hand.
    putFound(game, who, card, effect.to === 'battlefield' ? 'battlefield' : 'hand', effect.to === 'battlefield' && effect.tapped === true, [], foundIn(zone));
  }
  const rest = max - elsewhere.length;
  if (effect.libraryOptional && (wanted ? !fromLibrary.length : rest <= 0)) return;
  searchLibrary(game, item, effect.filter, [], putFromLibrary, { count: count === 'any' ? 'any' : rest, upTo: effect.upTo || elsewhere.length > 0, who: owner, searcher: who, ...(wanted ? { names: fromLibrary } : {}) });
}
