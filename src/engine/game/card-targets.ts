// Targets that are cards in a graveyard (115.1, 400.1): "target creature card from your
// graveyard". A card there is named by its id or its name; legality is checked again on
// resolution like any target (608.2b).
import { cite } from '../citations.ts';
import type { TargetKind } from '../oracle/ast.ts';
import { ScenarioReferenceError } from './illegal.ts';
import { manaValue } from '../oracle/mana.ts';
import { player, type Card, type Game, type TargetRef } from './state.ts';
import { say, type Message } from '../messages/message.ts';

/** The graveyard card a target names, with the player whose graveyard holds it. */
export function cardInGraveyard(game: Game, id: string): { card: Card; owner: string } | undefined {
  for (const p of game.players) {
    const card = p.graveyard.find((c) => c.id === id);
    if (card) return { card, owner: p.name };
  }
  return undefined;
}

export function findCardTarget(game: Game, ref: string, subpath: string): TargetRef {
  for (const p of game.players) {
    const card = p.graveyard.find((c) => c.id === ref) ?? p.graveyard.find((c) => c.def.name.toLowerCase() === ref.toLowerCase());
    if (card) return { kind: 'card', id: card.id };
  }
  throw new ScenarioReferenceError(say('scenario.noGraveyardCard', { name: ref }), subpath);
}

/** The graveyard-card target kinds: the card types one of which the card must have (none: any card), and how the kind reads. */
const GRAVEYARD_CARD_KINDS: Partial<Record<TargetKind, { types: string[]; text: string; /** "from a graveyard": anyone's. */ anyGraveyard?: true }>> = {
  'creature-card-in-your-graveyard': { types: ['Creature'], text: 'creature card' },
  'card-in-your-graveyard': { types: [], text: 'card' },
  'artifact-card-in-your-graveyard': { types: ['Artifact'], text: 'artifact card' },
  'enchantment-card-in-your-graveyard': { types: ['Enchantment'], text: 'enchantment card' },
  'land-card-in-your-graveyard': { types: ['Land'], text: 'land card' },
  // 110.4a: the permanent types.
  'permanent-card-in-your-graveyard': { types: ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'], text: 'permanent card' },
  'instant-or-sorcery-card-in-your-graveyard': { types: ['Instant', 'Sorcery'], text: 'instant or sorcery card' },
  'instant-card-in-your-graveyard': { types: ['Instant'], text: 'instant card' },
  'sorcery-card-in-your-graveyard': { types: ['Sorcery'], text: 'sorcery card' },
  'card-in-a-graveyard': { types: [], text: 'card', anyGraveyard: true },
  'creature-card-in-a-graveyard': { types: ['Creature'], text: 'creature card', anyGraveyard: true },
};
// cov-keywords: soulshift's "target Spirit card with mana value N or less from your graveyard" (702.46a).
const SPIRIT_MV = /^spirit-card-mv-(\d+)-in-your-graveyard$/;
export const isGraveyardCardKind = (kind: TargetKind): boolean => GRAVEYARD_CARD_KINDS[kind] !== undefined || SPIRIT_MV.test(kind);

export function cardTargetProblem(game: Game, controller: string, target: TargetRef, kind: TargetKind): { message: Message; rules: string[] } | null {
  const spirit = SPIRIT_MV.exec(kind);
  const want = spirit ? { types: [], text: 'Spirit card' } : GRAVEYARD_CARD_KINDS[kind];
  if (target.kind !== 'card' || !want) return { message: say('target.graveyardCardNotHere', {}), rules: cite('castTargets', 'targetsChoice') };
  const found = cardInGraveyard(game, target.id);
  if (!found) return { message: say('target.cardGone', {}), rules: cite('illegalTargetsOnResolve') };
  if (!want.anyGraveyard && found.owner !== controller) return { message: say('target.otherGraveyard', { card: found.card.def.name, owner: found.owner, player: controller }), rules: cite('castTargets', 'targetsChoice') };
  if (want.types.length && !want.types.some((t) => found.card.def.types.includes(t))) return { message: say('target.notA', { object: found.card.def.name, kind: `${/^[aeiou]/.test(want.text) ? 'an' : 'a'} ${want.text}` }), rules: cite('castTargets', 'targetsChoice') };
  if (spirit) {
    const max = Number(spirit[1]);
    if (!found.card.def.subtypes.includes('Spirit')) return { message: say('target.notA', { object: found.card.def.name, kind: 'a Spirit card' }), rules: cite('castTargets', 'targetsChoice') };
    const mv = found.card.def.manaCost ? manaValue(found.card.def.manaCost) : 0;
    if (mv > max) return { message: say('target.manaValueOver', { card: found.card.def.name, mv, max }), rules: cite('castTargets', 'targetsChoice', 'manaValue') };
  }
  return null;
}

export function graveyardTargets(game: Game, controller: string, kind: TargetKind): TargetRef[] {
  if (GRAVEYARD_CARD_KINDS[kind]?.anyGraveyard) return game.players.flatMap((p) => p.graveyard).map((c) => ({ kind: 'card', id: c.id }) as TargetRef).filter((t) => !cardTargetProblem(game, controller, t, kind));
  return player(game, controller).graveyard.map((c) => ({ kind: 'card', id: c.id }) as TargetRef).filter((t) => !cardTargetProblem(game, controller, t, kind));
}
