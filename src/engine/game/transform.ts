// transforming double-faced permanents (701.27, 712). The permanent turns over and
// shows its other face: the card's `def` becomes that face (the front face is kept in
// `card.front` while the back face is up, 701.27g). It stays the same object (712.18), so
// counters, damage, attachments and effects on it stay; it gets a new timestamp (613.7g).
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import { characteristics } from './characteristics.ts';
import { raise } from './stream.ts';
import { nextTimestamp, trace, type Card, type Game, type Permanent } from './state.ts';
import { formatMana } from '../oracle/mana.ts';
import { isDayNightBound } from './day-night.ts';
import { frontUp, showingFace } from './faces.ts';

/** A transformed permanent: a double-faced permanent with its back face up (701.27g). */
export const isTransformed = (p: Permanent): boolean => p.card.front?.back !== undefined;

/** Whether the permanent is represented by a transforming double-faced card (712.9). */
export const isDoubleFaced = (p: Permanent): boolean => isTransformed(p) || p.card.def.back !== undefined;

/**
 * Turns the permanent over. Nothing happens to a permanent that isn't a double-faced card
 * (701.27c), to one whose other face is an instant or sorcery (701.27d), to a face-down one
 * (712.15a), or when `since` (the transforms counted as the ability was put on the stack) shows
 * it has transformed since (701.27f). Returns whether it transformed.
 */
export function transformPermanent(game: Game, p: Permanent, why: '' | 'day' | 'night', since?: number, by?: 'daybound' | 'nightbound'): boolean {
  const before = characteristics(game, p);
  const name = before.name;
  // 702.145b, e: a daybound or nightbound permanent transforms only by that ability.
  if (!by && isDayNightBound(before.abilities)) {
    trace(game, 'effect', say('transform.cannot', { object: name, why: 'day-night' }), cite('dayboundOnly'), { object: p.id });
    return false;
  }
  if (since !== undefined && (p.transforms ?? 0) !== since) {
    trace(game, 'effect', say('transform.already', { object: name }), cite('transformOnce'), { object: p.id });
    return false;
  }
  // A card showing another set of characteristics (a prototype, a split half) has no other face to turn to.
  const other = isTransformed(p) ? p.card.front : p.card.front ? undefined : p.card.def.back;
  // An engine limit, not a rule: refused rather than played as a card that can't transform.
  if (!other && p.card.def.backRefused) throw new Error(`${p.card.def.backRefused}, so it can't be transformed here: not supported`);
  if (p.faceDown || !other) {
    trace(game, 'effect', say('transform.cannot', { object: name, why: p.faceDown ? 'face-down' : 'single-faced' }), cite(p.faceDown ? 'transformFaceDown' : 'transformNotDfc'), { object: p.id });
    return false;
  }
  if (other.types.includes('Instant') || other.types.includes('Sorcery')) {
    trace(game, 'effect', say('transform.cannot', { object: name, why: 'spell-face' }), cite('transformSpellFace'), { object: p.id });
    return false;
  }
  p.card = p.card.front ? frontUp(p.card) : showingFace(p.card, other);
  p.transforms = (p.transforms ?? 0) + 1;
  // 613.7g: a new timestamp. The battlefield array is replaced so that the indexes of static
  // abilities (game/layers.ts) see the abilities of the face now up.
  p.timestamp = nextTimestamp(game);
  game.battlefield = [...game.battlefield];
  const c = characteristics(game, p);
  trace(game, 'transform', say('transform.done', { object: name, into: c.name, why }), cite('transform', ...(by === 'daybound' ? (['dayboundNight'] as const) : by === 'nightbound' ? (['nightboundDay'] as const) : []), 'transformSameObject', 'transformTimestamp'), { object: p.id, face: isTransformed(p) ? 'back' : 'front' });
  // "When this creature transforms into CARDNAME" (701.27e): the abilities of the face it is now.
  raise(game, { kind: 'transforms', object: p.id });
  return true;
}

/** Cast "transformed" (712.8c, 712.11a): the spell has its back face up, and the permanent enters so (712.13). */
export function castTransformed(card: Card): Card {
  return card.front || !card.def.back ? card : showingFace(card, card.def.back);
}

/** Disturb's alternative cost, paid instead of the mana cost (702.146a, 118.9). */
export function traceDisturb(game: Game, who: string, card: Card, cost: string[]): void {
  trace(game, 'disturb', say('cast.disturb', { player: who, card: card.front?.name ?? card.def.name, back: card.def.name, cost: formatMana(cost) }), cite('disturb', 'alternativeCost', 'castTransformedValues', 'disturbEnters'));
}
