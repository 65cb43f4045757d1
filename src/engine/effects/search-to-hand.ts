// The "search-to-hand" effect (typecycling, 702.29e): search the library for a card with a
// quality, reveal it, put it into the hand, then shuffle (701.23, 701.24). The card found is
// a `choose: {search: NAME}` of the scenario, else the first match in listed order. A library
// given only as a count hides what it holds: the search can't be replayed and is refused.
import { JudgeError } from '../../errors.ts';
import type { CardQuality } from '../oracle/ast.ts';
import type { Card, Game, StackItem } from '../game/state.ts';
import type { ReasonCode } from '../citations.ts';
import { choiceNames, takeChoice } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { cite, noteDefault, player, say, trace } from './shared.ts';

const UNKNOWN = 'Unknown Card';

function matches(card: Card, q: CardQuality): boolean {
  const d = card.def;
  if ('any' in q) return true; // cov-targets: "a card"
  return 'basicLand' in q ? d.supertypes.includes('Basic') && d.types.includes('Land') : d.subtypes.includes(q.subtype);
}

/**
 * The search itself (701.23): the card the scenario's `choose: {search: NAME}` names, else the
 * first match in listed order; it leaves the library (the caller puts it where the text says).
 * Refused when the library was given only as a count. `codes`: the rule the search comes from.
 */
export function searchLibrary(game: Game, item: StackItem, find: CardQuality, codes: ReasonCode[], put: (card: Card) => void): void {
  const who = item.controller;
  const p = player(game, who);
  const what = 'any' in find ? 'a card' : 'basicLand' in find ? 'a basic land card' : `a ${find.subtype} card`;
  if (p.library.some((c) => c.def.name === UNKNOWN)) {
    throw new JudgeError('not_implemented', `${item.source.name}: ${who} searches their library for ${what}, but the scenario does not list the library's cards (or they were shuffled), so what the search finds is not modelled; list them with library: [..]`);
  }
  const found = p.library.filter((c) => matches(c, find));
  const wanted = takeChoice(game, who, (v) => (v && typeof v === 'object' && 'search' in v ? choiceNames(v, 'search') : undefined));
  let card: Card | undefined;
  if (wanted) {
    // 701.23b: a search for a stated quality may find nothing, whatever the library holds.
    card = wanted.length ? found.find((c) => c.def.name.toLowerCase() === wanted[0]!.toLowerCase() || c.id === wanted[0]) : undefined;
    // cov-targets: "a card" names no quality, so it can't fail while the library holds one (701.23b).
    if (!wanted.length && 'any' in find && found.length) throw new JudgeError('invalid_scenario', `choose.search: ${item.source.name} searches for any card, which can't fail while ${who}'s library holds cards; name one`);
    if (wanted.length && !card) throw new JudgeError('invalid_scenario', `choose.search: ${wanted[0]} is not ${what} in ${who}'s library (${found.map((c) => c.def.name).join(', ') || 'none there'})`);
  } else if (found.length) {
    card = found[0];
    noteDefault(game, `${item.source.name}: no card named for the search; found the first ${what} in ${who}'s library (${card!.def.name})`);
  }
  if (card) {
    p.library.splice(p.library.indexOf(card), 1);
    put(card);
  } else trace(game, 'search', say('effect.searchFindsNothing', { player: who, what }), cite(...codes, 'search', 'searchMayFail'));
  // 701.24a: after the shuffle nobody knows the order, so the cards left are unknown ones.
  if (new Set(p.library.map((c) => c.def.name)).size > 1) {
    const unknown = { ...p.library[0]!.def, name: UNKNOWN, typeLine: '', supertypes: [], types: [], subtypes: [], manaCost: null, colors: [], abilities: [] };
    p.library = p.library.map((c) => ({ ...c, def: unknown }));
  }
  trace(game, 'shuffle', say('effect.shuffle', { player: who }), cite('shuffle'));
}

export const searchToHandEffect: EffectModule<'search-to-hand'> = {
  resolve(game, item, effect) {
    searchLibrary(game, item, effect.find, ['typecycling'], (card) => {
      player(game, item.controller).hand.push(card);
      trace(game, 'search', say('effect.searchFinds', { player: item.controller, card: card.def.name }), cite('typecycling', 'search'));
    });
  },
};
