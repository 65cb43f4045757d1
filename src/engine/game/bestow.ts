// Bestow (702.103): "As you cast this spell, you may choose to cast it bestowed. If you do, you pay
// [cost] rather than its mana cost." A scenario casts it with `altCost: bestow` (the keyword cost is
// paid by game/alt-costs.ts). The spell and the permanent it becomes show a bestowed face — an Aura
// enchantment with enchant creature (702.103b) — as a new Card whose `front` keeps the creature card
// (game/faces.ts `showingFace`), so only the bestowed characteristics are evaluated while casting
// (702.103d) and the card shows itself again when it leaves. It ceases to be bestowed, and is the
// creature again, when its target is illegal as it begins to resolve (702.103e) or when it becomes
// unattached or is attached to an illegal object (702.103f, instead of 704.5m).
import { cite } from '../citations.ts';
import type { Ability } from '../oracle/ast.ts';
import { say, type Message } from '../messages/message.ts';
import { frontUp, showingFace } from './faces.ts';
import { IllegalAction } from './illegal.ts';
import { trace, type Card, type Game, type Permanent, type StackItem } from './state.ts';

const ENCHANT_CREATURE: Ability = { kind: 'enchant', what: { types: ['Creature'] }, text: 'Enchant creature', line: 0 };

/** The card as a bestowed Aura spell (702.103b): an Aura enchantment with enchant creature, no longer a creature (205.1a). */
export function bestowedCard(card: Card): Card {
  const def = card.def;
  if (!def.abilities.some((a) => a.kind === 'keyword-cost' && a.keyword === 'bestow')) throw new IllegalAction(say('illegal.noKeyword', { card: def.name, keyword: say('term.keyword', { keyword: 'bestow' }) }), cite('bestow'));
  const { power: _power, toughness: _toughness, ...rest } = def;
  const typeLine = [...def.supertypes, 'Enchantment'].join(' ') + ' — Aura';
  return showingFace(card, { ...rest, typeLine, types: ['Enchantment'], subtypes: ['Aura'], abilities: [...def.abilities, ENCHANT_CREATURE], bestowed: true });
}

/** 702.103e: a bestowed Aura spell whose target is illegal as it begins to resolve continues resolving as the creature spell, without targets. */
export function bestowedSpellAsCreature(game: Game, item: StackItem): StackItem {
  const card = frontUp(item.card!);
  trace(game, 'note', say('bestow.resolvesAsCreature', { card: card.def.name }), cite('bestowIllegalTarget', 'bestowAura'));
  return { ...item, card, source: { ...item.source, types: card.def.types, subtypes: card.def.subtypes }, targets: [], targetSpecs: [] };
}

/** 702.103f: a bestowed Aura unattached, or attached to an illegal object, becomes unattached and is the creature again (not put into a graveyard, an exception to 704.5m). */
export function ceaseBestowed(game: Game, perm: Permanent, why: Message): void {
  delete perm.attachedTo;
  perm.card = frontUp(perm.card);
  // The abilities of the permanent changed: the battlefield is a new array, so cached derivations are made again.
  game.battlefield = [...game.battlefield];
  trace(game, 'unattach', say('bestow.ceases', { card: perm.card.def.name, why }), cite('sbaBatch', 'bestowUnattached'), { object: perm.id });
}
