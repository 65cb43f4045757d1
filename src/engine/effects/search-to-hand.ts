// The "search-to-hand" effect (typecycling, 702.29e): search the library for a card with a
// quality, reveal it, put it into the hand, then shuffle (701.23, 701.24). The card found is
// a `choose: {search: NAME}` of the scenario, else the first match in listed order. A library
// given only as a count hides what it holds: the search can't be replayed and is refused.
import { JudgeError } from '../../errors.ts';
import type { CardKind, CardQuality } from '../oracle/ast.ts';
import { manaValue } from '../oracle/mana.ts';
import type { Card, Game, StackItem } from '../game/state.ts';
import type { ReasonCode } from '../citations.ts';
import { choiceNames, takeChoice } from '../game/state.ts';
import type { EffectModule } from './module.ts';
import { UNKNOWN, shuffleLibrary } from '../game/library.ts';
import { cite, noteDefault, player, say, trace } from './shared.ts';


const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];

function matchesKind(d: Card['def'], k: CardKind): boolean {
  return (
    k.types.every((t) => d.types.includes(t)) &&
    k.subtypes.every((t) => d.subtypes.includes(t)) &&
    k.supertypes.every((t) => d.supertypes.includes(t)) &&
    (k.colors.length === 0 || k.colors.some((c) => d.colors.includes(c))) &&
    (!k.permanent || d.types.some((t) => PERMANENT_TYPES.includes(t)))
  );
}

function matches(card: Card, q: CardQuality, sourceName: string): boolean {
  const d = card.def;
  if ('any' in q) return true; // cov-targets: "a card"
  if ('anyOf' in q) {
    if (q.namedSelf && d.name !== sourceName) return false;
    if (q.manaValueAtMost !== undefined && manaValue(d.manaCost ?? []) > q.manaValueAtMost) return false;
    return q.anyOf.some((k) => matchesKind(d, k));
  }
  return 'basicLand' in q ? d.supertypes.includes('Basic') && d.types.includes('Land') : d.subtypes.includes(q.subtype);
}

/** What the search looks for, in words: "a basic land card", "up to two Rebel permanent cards with mana value 3 or less". */
export function searchedFor(q: CardQuality, sourceName: string, count: number | 'any' = 1, upTo = false): string {
  const many = count !== 1;
  const head = count === 'any' ? 'any number of' : upTo ? `up to ${count}` : many ? String(count) : null;
  const noun = many ? 'cards' : 'card';
  let body: string;
  if ('any' in q) body = noun;
  else if ('basicLand' in q) body = `basic land ${noun}`;
  else if ('subtype' in q) body = `${q.subtype} ${noun}`;
  else {
    const kinds = q.anyOf.map((k) => [...k.supertypes.map((t) => t.toLowerCase()), ...k.colors, ...k.types.map((t) => t.toLowerCase()), ...k.subtypes, ...(k.permanent ? ['permanent'] : [])].join(' ')).filter(Boolean);
    const which = kinds.length > 1 ? `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)}` : (kinds[0] ?? '');
    body = [which, noun, q.manaValueAtMost !== undefined ? `with mana value ${q.manaValueAtMost} or less` : '', q.namedSelf ? `named ${sourceName}` : ''].filter(Boolean).join(' ');
  }
  return head ? `${head} ${body}` : `${/^[aeiou]/i.test(body) ? 'an' : 'a'} ${body}`;
}

/**
 * The search itself (701.23): the cards the scenario's `choose: {search: NAME or [NAMES]}`
 * names, else the first matches in listed order; they leave the library (`put` puts each
 * where the text says, before the shuffle — or after it, with `afterShuffle`, for "then
 * shuffle and put that card on top"). Refused when the library was given only as a count.
 * `codes`: the rule the search comes from. `count`: how many cards (`upTo`: fewer may be found).
 */
export function searchLibrary(game: Game, item: StackItem, find: CardQuality, codes: ReasonCode[], put: (card: Card) => void, opts: { count?: number | 'any'; upTo?: boolean; afterShuffle?: boolean } = {}): void {
  const who = item.controller;
  const p = player(game, who);
  const count = opts.count ?? 1;
  const max = count === 'any' ? Infinity : count;
  const what = searchedFor(find, item.source.name, count, opts.upTo);
  if (p.library.some((c) => c.def.name === UNKNOWN)) {
    throw new JudgeError('not_implemented', `${item.source.name}: ${who} searches their library for ${what}, but the scenario does not list the library's cards (or they were shuffled), so what the search finds is not modelled; list them with library: [..]`);
  }
  const found = p.library.filter((c) => matches(c, find, item.source.name));
  const wanted = takeChoice(game, who, (v) => (v && typeof v === 'object' && 'search' in v ? choiceNames(v, 'search') : undefined));
  let cards: Card[];
  if (wanted) {
    if (wanted.length > max) throw new JudgeError('invalid_scenario', `choose.search: ${item.source.name} finds ${what}; ${wanted.length} cards named (${wanted.join(', ')})`);
    // 701.23b: a search for a stated quality may find nothing, whatever the library holds.
    // cov-targets: "a card" names no quality, so it can't fail while the library holds one (701.23b).
    if (!wanted.length && 'any' in find && found.length && !opts.upTo) throw new JudgeError('invalid_scenario', `choose.search: ${item.source.name} searches for any card, which can't fail while ${who}'s library holds cards; name one`);
    const left = [...found];
    cards = wanted.map((name) => {
      const card = left.find((c) => c.def.name.toLowerCase() === name.toLowerCase() || c.id === name);
      if (!card) throw new JudgeError('invalid_scenario', `choose.search: ${name} is not ${what} in ${who}'s library (${found.map((c) => c.def.name).join(', ') || 'none there'})`);
      left.splice(left.indexOf(card), 1);
      return card;
    });
  } else {
    cards = found.slice(0, max === Infinity ? found.length : max);
    if (cards.length) noteDefault(game, `${item.source.name}: no card named for the search; found the first ${cards.length > 1 ? `${cards.length} matching cards` : 'match'} for ${what} in ${who}'s library (${cards.map((c) => c.def.name).join(', ')})`);
  }
  for (const card of cards) p.library.splice(p.library.indexOf(card), 1);
  if (!opts.afterShuffle) cards.forEach(put);
  if (!cards.length) trace(game, 'search', say('effect.searchFindsNothing', { player: who, what }), cite(...codes, 'search', 'searchMayFail'));
  shuffleLibrary(game, who);
  if (opts.afterShuffle) cards.forEach(put);
}

export const searchToHandEffect: EffectModule<'search-to-hand'> = {
  resolve(game, item, effect) {
    searchLibrary(game, item, effect.find, ['typecycling'], (card) => {
      player(game, item.controller).hand.push(card);
      trace(game, 'search', say('effect.searchFinds', { player: item.controller, card: card.def.name }), cite('typecycling', 'search'));
    });
  },
};
