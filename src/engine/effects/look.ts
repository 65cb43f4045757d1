// The `look` verb: looking at or revealing the top cards of a library (701.20a, 701.20e) and
// what happens to them. The player picks what the instruction lets them take as it resolves
// (608.2d) — a scenario's `choose: {hand: [NAME, …]}` (the names of the cards picked, whatever
// zone they go to) — or, without one, the first fitting cards from the top (a documented default;
// "you may" takes one when one fits). The rest go to the graveyard, each through the graveyard
// replacements, or to the bottom of the library: in the order they were, which is the player's
// choice for "in any order" (401.4) and stands in for "a random order". Scry and surveil (701.22a,
// 701.25a) and "then put them back in any order" sort the cards with a scenario's `choose: {top: [..],
// bottom: [..]}` (`graveyard: [..]` for surveil) or, by default, keep every card on top as it was.
import type { Card } from '../game/state.ts';
import type { Filter } from '../oracle/vocabulary.ts';
import { matchContext, objectsOf, playersOf } from '../game/refs.ts';
import { matches, type Candidate } from '../game/match.ts';
import type { EffectModule } from './module.ts';
import { choiceNames, cite, noteDefault, player, putCardIntoGraveyard, putCounters, putOntoBattlefield, say, takeChoice, trace } from './shared.ts';
import { amountNow, verbScope } from './verb-scope.ts';
import { sortTopCards } from './library-top.ts';
import { shuffleLibrary } from '../game/library.ts';
import { mayChoice } from './group.ts';
import { raise } from '../game/stream.ts';
import { splitPiles } from './piles.ts';
import type { Game } from './shared.ts';

const names = (cards: Card[]): string => cards.map((c) => c.def.name).join(', ');

export const lookEffect: EffectModule<'look'> = {
  resolve(game, item, effect, target, given) {
    const scope = verbScope(item, effect, target, given);
    const who = item.controller;
    const n = amountNow(game, effect.amount, scope);
    if (effect.action === 'explore') {
      const explorers = effect.objects ? objectsOf(game, effect.objects, scope) : [];
      // The permanent that explores is named: the source, or the target creature (a Map token's, 111.10s).
      const explorer = explorers[0]?.kind === 'permanent' ? explorers[0].permanent.card.def.name : item.source.name;
      explore(game, explorer, who, explorers);
      // 701.44b–c: each permanent explores once the process is complete, by its last known information once gone.
      const ids = explorers.flatMap((o) => (o.kind === 'permanent' ? [o.permanent.id] : []));
      const gone = !ids.length && effect.objects && 'ref' in effect.objects && effect.objects.ref === 'self' && game.lastKnown[item.source.id] ? [item.source.id] : [];
      raise(game, [...ids, ...gone].map((object) => ({ kind: 'explores' as const, object, controller: game.battlefield.find((p) => p.id === object)?.controller ?? game.lastKnown[object]?.controller ?? who })));
      return;
    }
    if (effect.action) return keywordLook(game, who, effect.action, n);
    if (!effect.take && effect.restOrder === 'any') {
      for (const owner of playersOf(game, effect.players, scope)) {
        reorder(game, who, owner, n);
        if (effect.mayShuffle && mayChoice(game, item.source.name, who).does) shuffleLibrary(game, owner);
      }
      return;
    }
    // "Look at target player's hand" (701.20e): its cards are shown to the player alone; nothing moves.
    if (effect.from === 'hand') {
      for (const owner of playersOf(game, effect.players, scope)) trace(game, 'effect', say('effect.looksAtHand', { player: who, owner, cards: names(player(game, owner).hand) }), cite('lookAt'));
      return;
    }
    for (const owner of playersOf(game, effect.players, scope)) {
      const library = player(game, owner).library;
      const seen = effect.until ? revealedUntil(game, library, effect, n, scope) : library.slice(0, n);
      // A card revealed is shown by its owner ("each player reveals the top card of their library", 701.20a).
      trace(game, 'library', say('effect.lookAt', { player: effect.reveal ? owner : who, owner, n: effect.until ? seen.length : n, reveal: effect.reveal === true, cards: names(seen) }), cite(effect.reveal ? 'reveal' : 'lookAt'));
      // "For each nonland card revealed this way" reads them later in the same resolution (608.2c).
      if (effect.reveal) item.revealedThisWay = [...(item.revealedThisWay ?? []), ...seen];
      if (!effect.take || owner !== who) continue;
      library.splice(0, seen.length);
      const ctx = matchContext(game, scope);
      const filter = effect.take.filter && { ...effect.take.filter, zone: 'library' as const };
      const fits = (card: Card, f: Filter): boolean => matches(game, { kind: 'card', card, zone: 'library' }, { ...f, zone: 'library' }, ctx);
      // "a creature card and/or a land card": one card for each description, each a different card.
      const each = effect.take.each;
      const fitting = seen.filter((card) => (each ? each.some((f) => fits(card, f)) : !filter || matches(game, { kind: 'card', card, zone: 'library' }, filter, ctx)));
      const most = Math.min(amountNow(game, effect.take.count, scope), fitting.length);
      // "An opponent separates those cards into two piles. Put one pile into your hand …" (700.3): the pile chosen.
      const piled = effect.take.piles && splitPiles(game, item, who, seen, effect.take.piles.separates);
      // Revealing until a card fits leaves no choice: the card that stopped the revealing is the one.
      const picked = piled ? piled.taken : effect.until ? fitting : takeChoice(game, who, (v) => {
        const wanted = v && typeof v === 'object' && !Array.isArray(v) && 'hand' in v ? choiceNames(v, 'hand') : undefined;
        if (!wanted || wanted.length > most || (!effect.take!.upTo && wanted.length < most)) return undefined;
        const pool = [...fitting];
        const cards = wanted.map((w) => {
          const i = pool.findIndex((c) => c.id === w || c.def.name.toLowerCase() === w.toLowerCase());
          return i < 0 ? undefined : pool.splice(i, 1)[0];
        });
        if (!cards.every((c) => c)) return undefined;
        return !each || oneEach(cards as Card[], each, fits) ? cards.map((c) => c!) : undefined;
      });
      if (!picked && most > 0 && (most < fitting.length || fitting.length < seen.length)) noteDefault(game, say('default.digFirst', { source: item.source.name, player: who, n: most, fitting: effect.take.filter !== undefined || each !== undefined }));
      const taken = picked ?? (each ? firstOfEach(fitting, each, fits) : fitting.slice(0, most));
      const rest = seen.filter((c) => !taken.includes(c));
      const to = effect.take.to;
      if (!effect.take.manifest) trace(game, 'library', say('effect.lookPut', { player: who, cards: names(taken), to, reveal: effect.take.reveal === true && taken.length > 0, random: false }), cite('effectChoices', ...(effect.take.reveal && taken.length ? (['reveal'] as const) : [])));
      if (to === 'hand') {
        player(game, who).hand.push(...taken);
        item.putIntoHandThisWay = (item.putIntoHandThisWay ?? 0) + taken.length;
      }
      else if (to === 'library-top') library.unshift(...taken);
      else if (to === 'battlefield' && effect.take.manifest) for (const c of taken) manifest(game, c, who, effect.take.manifest);
      else if (to === 'battlefield') for (const c of taken) putOntoBattlefield(game, c, who, effect.take.tapped ? { tapped: true } : {});
      else for (const c of taken) putCardIntoGraveyard(game, c);
      if (!rest.length) continue;
      const restTo = effect.restMay && !mayChoice(game, item.source.name, who).does ? 'library-top' : (effect.rest ?? 'library-top');
      trace(game, 'library', say('effect.lookPut', { player: who, cards: names(rest), to: restTo, reveal: false, random: effect.restOrder === 'random' && rest.length > 1 }), cite(...(rest.length > 1 && restTo.startsWith('library') ? (['libraryOrder'] as const) : [])));
      if (restTo === 'library-bottom') library.push(...rest);
      else if (restTo === 'library-top') library.unshift(...rest);
      else if (restTo === 'hand') player(game, who).hand.push(...rest);
      else for (const c of rest) putCardIntoGraveyard(game, c);
    }
  },
};

/** Whether each card can stand for a different description (a card for each of them at most). */
function oneEach(cards: Card[], each: Filter[], fits: (c: Card, f: Filter) => boolean, used: ReadonlySet<number> = new Set()): boolean {
  if (!cards.length) return true;
  const [card, ...rest] = cards;
  return each.some((f, i) => !used.has(i) && fits(card!, f) && oneEach(rest, each, fits, new Set([...used, i])));
}
/** The default pick: for each description in order, the first card left that fits it. */
function firstOfEach(cards: Card[], each: Filter[], fits: (c: Card, f: Filter) => boolean): Card[] {
  const out: Card[] = [];
  for (const f of each) {
    const card = cards.find((c) => !out.includes(c) && fits(c, f));
    if (card) out.push(card);
  }
  return out;
}

/** "Reveal cards … until you reveal N FILTER cards": the top cards down to the Nth that fits, or the whole library when fewer fit. */
function revealedUntil(game: Game, library: Card[], effect: Parameters<typeof lookEffect.resolve>[2], n: number, scope: Parameters<typeof matchContext>[1]): Card[] {
  const ctx = matchContext(game, scope);
  const filter = effect.take?.filter && { ...effect.take.filter, zone: 'library' as const };
  let found = 0;
  const end = library.findIndex((card) => (!filter || matches(game, { kind: 'card', card, zone: 'library' }, filter, ctx)) && ++found >= n);
  return library.slice(0, end < 0 ? library.length : end + 1);
}

/** Scry N (701.22a): any of the top N on the bottom, the rest on top in any order; surveil N (701.25a): any of them into the graveyard. N = 0 is no event (701.22b, 701.25c). */
function keywordLook(game: Game, who: string, action: 'scry' | 'surveil', n: number): void {
  if (n <= 0) return;
  const p = player(game, who);
  const looked = p.library.slice(0, n);
  const { top, away } = sortTopCards(game, who, looked, action === 'scry' ? 'bottom' : 'graveyard', { action, n });
  p.library = [...top, ...p.library.slice(looked.length), ...(action === 'scry' ? away : [])];
  if (action === 'scry') trace(game, 'library', say('effect.scry', { player: who, n, top: names(top), bottom: names(away) }), cite('scry'));
  else trace(game, 'library', say('effect.surveil', { player: who, n, top: names(top), graveyard: names(away) }), cite('surveil'));
  if (action === 'surveil') for (const c of away) putCardIntoGraveyard(game, c);
  // 701.22d, 701.25d: "whenever you scry / surveil" triggers once the whole process is done.
  raise(game, { kind: action === 'scry' ? 'scries' : 'surveils', player: who, n });
}

/**
 * Explore (701.44a): reveal the top card; a land goes to the hand; otherwise the exploring permanent gets a +1/+1 counter
 * and the card may go to the graveyard (a scenario `choose: {graveyard: [CARD]}`; without one it stays on top, the default).
 */
function explore(game: Game, source: string, who: string, explorers: Candidate[]): void {
  const p = player(game, who);
  const top = p.library[0];
  const isLand = Boolean(top?.def.types.includes('Land'));
  trace(game, 'reveal', say('effect.explore', { object: source, player: p.name, card: top?.def.name ?? '', land: isLand }), cite('explore'));
  if (top && isLand) {
    p.library.shift();
    p.hand.push(top);
    return;
  }
  for (const o of explorers) if (o.kind === 'permanent') putCounters(game, o.permanent, '+1/+1', 1);
  if (!top) return;
  const { away } = sortTopCards(game, p.name, [top], 'graveyard', { action: 'explore', n: 1 });
  if (!away.length) return;
  p.library.shift();
  trace(game, 'library', say('effect.exploreToGraveyard', { player: p.name, card: top.def.name }), cite('explore'));
  putCardIntoGraveyard(game, top);
}

/** "Look at the top N cards of your (target player's) library, then put them back in any order": a scenario's `choose: {top: [..]}` orders them (401.4). */
function reorder(game: Game, who: string, owner: string, n: number): void {
  const p = player(game, owner);
  const looked = p.library.slice(0, n);
  const { top } = sortTopCards(game, who, looked, null, { action: 'reorder', n });
  p.library = [...top, ...p.library.slice(looked.length)];
  trace(game, 'library', say('effect.reorder', { player: who, cards: names(top), owner }), cite('effectChoices'));
}

/** Manifest (701.40a): the card put onto the battlefield face down, a 2/2 creature with no text, name, subtypes or mana cost; manifest dread's pick of the two looked at (701.62a). */
function manifest(game: Game, card: Card, who: string, how: 'card' | 'dread'): void {
  const perm = putOntoBattlefield(game, card, who, { faceDown: 'manifest' });
  trace(game, 'zone-change', say('effect.manifests', { player: who, card: card.def.name }), cite(...(how === 'dread' ? (['manifestDread'] as const) : []), 'manifest', 'faceDownValues'), { object: perm.id });
}
