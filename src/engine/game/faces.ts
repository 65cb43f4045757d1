// Cards with more than one set of characteristics, each still one card: split cards (709) with
// fuse (702.102) and aftermath (702.127), flip cards (710), modal double-faced cards (712.3;
// transforming ones turn over in game/transform.ts), adventurer (715), omen (720) and
// prototype (718) cards.
//
// In every zone a card shows its own characteristics (`card.def`): a split card its two halves
// combined (709.4), the others their normal face (710.2, 712.8a, 715.4, 718.4, 720.4). A scenario
// casts a half, an Adventure, an Omen or a back face by that face's name (or prototyped): the
// object on the stack, and the permanent it becomes, is a new Card showing that face, whose
// `front` keeps the card's own characteristics until it leaves (transform.ts showFrontFace). A
// new object rather than a change in place, so that an illegal cast undone (733.1) leaves the
// card in hand as it was.
import { CITATIONS, cite } from '../citations.ts';
import { COLORS, type Ability } from '../oracle/ast.ts';
import { colorsOf } from '../oracle/mana.ts';
import { IllegalAction, ScenarioReferenceError } from './illegal.ts';
import { say, type Message } from '../messages/message.ts';
import { player, trace, type Card, type CardDef, type Game, type Permanent, type StackItem } from './state.ts';
import { shuffleLibrary } from './library.ts';
import { bestowedCard } from './bestow.ts';

/** 709.4: a split card's characteristics outside the stack, also a fused split spell's (709.4d). */
export function combinedHalves(halves: CardDef[]): CardDef {
  const union = (pick: (d: CardDef) => string[]) => [...new Set(halves.flatMap(pick))];
  const costs = halves.flatMap((h) => h.manaCost ?? []);
  const colors = union((h) => h.colors);
  return {
    name: halves.map((h) => h.name).join(' // '),
    names: halves.map((h) => h.name),
    typeLine: halves.map((h) => h.typeLine).join(' // '),
    supertypes: union((h) => h.supertypes),
    types: union((h) => h.types),
    subtypes: union((h) => h.subtypes),
    // 709.4b: the combined mana cost; its colors and mana value follow from it.
    manaCost: halves.some((h) => h.manaCost) ? costs : null,
    colors: COLORS.filter((c) => colors.includes(c)),
    // 709.4c: each ability in the text box of each half, the left half's first (702.102d).
    abilities: halves.flatMap((h) => h.abilities),
    faces: { layout: 'split', list: halves },
  };
}

/** Every name a scenario may use for the card where it is: its name, a split card's two names
 *  (709.4a), and the faces it can be cast or played as. */
function namesToFind(def: CardDef): string[] {
  return [def.name, ...(def.names ?? []), ...(def.faces?.list.map((f) => f.name) ?? []), ...(def.back ? [def.back.name] : [])];
}

/** Whether a scenario's name (or id) picks this card. */
export function isNamed(card: Card, name: string): boolean {
  const wanted = name.toLowerCase();
  return card.id === name || namesToFind(card.front ?? card.def).some((n) => n.toLowerCase() === wanted);
}

/** The card showing another set of its characteristics; `front` keeps its own. */
export function showingFace(card: Card, face: CardDef): Card {
  return { ...card, def: face, front: card.front ?? card.def };
}

/** The card showing its own characteristics again. */
export function frontUp(card: Card): Card {
  const { front, ...rest } = card;
  return front ? { ...rest, def: front } : card;
}

/** How a card was cast when not as itself (the trace says so, and where it goes as it leaves the stack). */
export type CastFace = 'half' | 'fused' | 'aftermath' | 'adventure' | 'omen' | 'back' | 'prototype' | 'bestow';

export interface FaceChoice {
  /** Fuse both halves of a split card (702.102a). */
  fuse?: boolean;
  /** Cast it prototyped (702.160a). */
  prototype?: boolean;
  /** Cast it bestowed (702.103a). */
  bestow?: boolean;
  /** Where it is cast from. */
  from: 'hand' | 'graveyard' | 'exile' | 'library';
  /** Cast from exile after its Adventure resolved: not as an Adventure again (715.3d). */
  afterAdventure?: boolean;
}

const hasAbility = (def: CardDef, kind: Ability['kind']) => def.abilities.some((a) => a.kind === kind);

/**
 * The object the spell will be when `name` is cast from `card` (709.3, 712.11b, 715.3, 718.3,
 * 720.3): the card itself, or a new Card showing the chosen face. Only that face is evaluated
 * to see whether it can be cast (709.3a, 712.11c, 715.3a, 720.3a).
 */
export function faceToCast(card: Card, name: string, how: FaceChoice): { card: Card; as?: CastFace } {
  const def = card.def;
  const wanted = name.toLowerCase();
  const face = def.faces?.list.find((f) => f.name.toLowerCase() === wanted);
  const layout = def.faces?.layout;
  if (how.fuse) {
    if (layout !== 'split' || !hasAbility(def, 'fuse')) throw new IllegalAction(say('illegal.noFuse', { card: def.name, keyword: say('term.keyword', { keyword: 'fuse' }) }), cite('fuse'));
    if (how.from !== 'hand') throw new IllegalAction(say('illegal.fuseFromHand', { card: def.name }), cite('fuse'));
    if (face) throw new ScenarioReferenceError(say('scenario.fuseNamesCard', { card: def.name }), 'cast');
    return { card, as: 'fused' };
  }
  if (how.prototype) {
    const proto = def.abilities.find((a) => a.kind === 'prototype');
    if (proto?.kind !== 'prototype') throw new IllegalAction(say('illegal.hasNo', { card: def.name, keyword: say('term.keyword', { keyword: 'prototype' }) }), cite('prototype'));
    // 718.3b: the prototyped spell has only the alternative mana cost and P/T, and that cost's colors.
    return { card: showingFace(card, { ...def, manaCost: proto.cost, colors: colorsOf(proto.cost), power: proto.power, toughness: proto.toughness }), as: 'prototype' };
  }
  if (how.bestow) return { card: bestowedCard(card), as: 'bestow' };
  if (layout === 'split') {
    if (!face) throw new ScenarioReferenceError(say('scenario.splitNameHalf', { card: def.name, first: def.names![0]!, second: def.names![1] ?? '', fuse: hasAbility(def, 'fuse'), rule: CITATIONS.splitChooseHalf.rule }), 'cast');
    const aftermath = hasAbility(face, 'aftermath');
    if (aftermath && how.from !== 'graveyard') throw new IllegalAction(say('illegal.aftermathFromGraveyard', { half: face.name, keyword: say('term.keyword', { keyword: 'aftermath' }) }), cite('aftermath'));
    return { card: showingFace(card, face), as: aftermath ? 'aftermath' : 'half' };
  }
  if (face && (layout === 'adventure' || layout === 'omen')) {
    if (how.afterAdventure) throw new IllegalAction(say('illegal.adventureAgain', { card: def.name, adventure: face.name }), cite('adventureNotAgain'));
    return { card: showingFace(card, face), as: layout };
  }
  if (face) throw new IllegalAction(say('illegal.castFlipped', { face: face.name, card: def.name }), cite('flipped'));
  if (def.back && def.back.name.toLowerCase() === wanted) {
    if (!def.modal) throw new IllegalAction(say('illegal.castBackFace', { back: def.back.name, card: def.name }), cite('dfcCastFront'));
    return { card: showingFace(card, def.back), as: 'back' };
  }
  return { card };
}

/** The face a land is played as: a modal double-faced card's land face (712.12). */
export function faceToPlay(card: Card, name: string): Card {
  const back = card.def.back;
  if (card.def.modal && back && back.name.toLowerCase() === name.toLowerCase()) return showingFace(card, back);
  return card;
}

/** The cast trace's rules for casting a face. */
export const CAST_FACE_RULES: Record<CastFace, string[]> = {
  half: cite('splitChooseHalf', 'splitHalfOnStack'),
  fused: cite('fuse', 'fusedCombined', 'fusedCost', 'fusedResolve'),
  aftermath: cite('aftermath', 'splitHalfOnStack'),
  adventure: cite('adventureChoose', 'adventureOnStack'),
  omen: cite('omenChoose'),
  back: cite('mdfcChooseFace', 'mdfcFaceUp'),
  prototype: cite('prototype', 'prototyped'),
  bestow: cite('bestow', 'bestowAura'),
};

/** "Flip it" (710.2): the permanent shows its flipped half for good (710.4), keeping its mana cost and color (710.1c). */
export function flipPermanent(game: Game, p: Permanent): void {
  const name = p.card.def.name;
  const flipped = p.card.def.faces?.layout === 'flip' ? p.card.def.faces.list[0] : undefined;
  if (!flipped) {
    const already = p.card.front?.faces?.layout === 'flip';
    trace(game, 'effect', say('faces.cantFlip', { object: name, why: already ? 'flipped' : 'not-flip' }), cite(already ? 'flipOnce' : 'flipped'), { object: p.id });
    return;
  }
  p.card = showingFace(p.card, flipped);
  // The battlefield array is replaced so that the index of static abilities (game/layers.ts) sees the flipped half's.
  game.battlefield = [...game.battlefield];
  trace(game, 'flip', say('faces.flipped', { object: name, into: flipped.name }), cite('flipped', 'flipKeepsCost', 'flipOnce'), { object: p.id });
}

/**
 * Where a card cast as an Adventure, an Omen or an aftermath half goes as it leaves the stack:
 * a resolved Adventure into exile, from where its owner may cast it (715.3d); a resolved Omen
 * shuffled into its owner's library (720.3d); an aftermath half into exile however it leaves
 * (702.127a). False when the card goes the usual way (a countered Adventure goes to the graveyard).
 */
export function castFaceLeavesStack(game: Game, item: StackItem, resolved: boolean): boolean {
  const cast = item.card;
  if (!cast || !item.castAs || (item.castAs !== 'aftermath' && !resolved)) return false;
  // Out of the stack the card has its own characteristics again (709.4, 715.4, 720.4).
  const card = frontUp(cast);
  const owner = player(game, card.owner);
  if (item.castAs === 'omen') {
    owner.library.push(card);
    trace(game, 'zone-change', say('faces.omenShuffled', { card: card.def.name, owner: owner.name }), cite('omenShuffle'));
    shuffleLibrary(game, owner.name);
    return true;
  }
  owner.exile.push(card);
  if (item.castAs === 'aftermath') {
    trace(game, 'zone-change', say('faces.aftermathExiled', { card: card.def.name }), cite('aftermath'));
    return true;
  }
  game.exiledToCast = { ...game.exiledToCast, [card.id]: { how: 'adventure', turn: game.turn } };
  trace(game, 'zone-change', say('faces.adventureExiled', { card: card.def.name, owner: owner.name }), cite('adventureExile', 'adventureNormal'));
  return true;
}

/** The face a permanent on a described board shows when the scenario names it by that face: a
 *  modal double-faced card's back face (712.8f) or a flip card's flipped half (710.2). */
export function faceUp(def: CardDef, name: string): CardDef | undefined {
  const wanted = name.toLowerCase();
  if (def.modal && def.back?.name.toLowerCase() === wanted) return def.back;
  const flipped = def.faces?.layout === 'flip' ? def.faces.list[0] : undefined;
  return flipped?.name.toLowerCase() === wanted ? flipped : undefined;
}

/** Every set of characteristics a card has printed: its face(s), back face, halves, Adventure… (a split card's combined one is its halves). */
export function printedFaces(def: CardDef): CardDef[] {
  if (def.faces?.layout === 'split') return def.faces.list;
  return [def, ...(def.back ? [def.back] : []), ...(def.faces?.list ?? [])];
}
