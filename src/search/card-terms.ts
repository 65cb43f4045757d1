// What the cards a question names bring to the search: each card's keywords and the rules
// words of its kinds of ability (card-kinds.ts), and for a kind that two or more of the
// named cards share, the words of the rules on their interaction. These words re-rank the
// question's own results (search.ts); they never fill the page on their own.
import { KIND_BY_NAME, type AbilityKind } from './card-kinds.ts';
import type { NamedCard } from './card-find.ts';

export interface CardTerms {
  /** Rules words for what one card does, with the card they come from. */
  perCard: Array<{ card: string; words: string; kinds: string }>;
  /** Rules words for two or more cards with the same kind of ability. */
  together: Array<{ cards: string[]; words: string }>;
}

/** Rules words for the named cards: each card's keywords and kinds of ability (a kind most
 *  cards have, like a creature's {T} ability, only when the question asks about it), and
 *  the interaction words for a kind that two or more of the named cards share. */
export function cardTerms(named: NamedCard[], question?: string): CardTerms {
  const perCard: CardTerms['perCard'] = [];
  const byKind = new Map<AbilityKind, Set<string>>();
  for (const n of named) {
    for (const card of n.cards) {
      const kinds = card.kinds.map((k) => KIND_BY_NAME.get(k)).filter((k): k is AbilityKind => !!k && (!k.askedBy || question === undefined || k.askedBy.test(question)));
      const words = [...card.keywords, ...kinds.map((k) => k.words)].join(' ');
      if (words) perCard.push({ card: card.name, words, kinds: kinds.map((k) => k.words).join(' ') });
      for (const k of kinds) byKind.set(k, (byKind.get(k) ?? new Set()).add(card.name));
    }
  }
  const together: CardTerms['together'] = [];
  // An interaction is between two cards read: not two cards of one name ("Thalia" stands
  // for several), nor one card named twice ("if the controller of Captive Audience leaves
  // the game, Captive Audience returns…").
  const mentions = (cards: Set<string>) => new Set(named.filter((n) => n.cards.some((c) => cards.has(c.name))).map((n) => n.cards[0]!.name)).size;
  for (const [kind, cards] of byKind) if (kind.together && mentions(cards) >= 2) together.push({ cards: [...cards], words: kind.together });
  return { perCard, together };
}
