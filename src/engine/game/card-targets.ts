// Targets that are cards in a graveyard (115.1, 400.1): "target creature card from your
// graveyard". A card there is named by its id or its name; legality is checked again on
// resolution like any target (608.2b).
import { cite } from '../citations.ts';
import type { TargetKind } from '../oracle/ast.ts';
import { ScenarioReferenceError } from './illegal.ts';
import { manaValue } from '../oracle/mana.ts';
import { player, type Card, type Game, type TargetRef } from './state.ts';

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
  throw new ScenarioReferenceError(`no card named "${ref}" in a graveyard`, subpath);
}

/** Whether a target kind names a card in a graveyard rather than a permanent, player or spell. */
export function isCardKind(kind: TargetKind): boolean {
  return kind === 'creature-card-in-your-graveyard' || SPIRIT_MV.test(kind);
}
// cov-keywords: soulshift's "target Spirit card with mana value N or less from your graveyard" (702.46a).
const SPIRIT_MV = /^spirit-card-mv-(\d+)-in-your-graveyard$/;

export function cardTargetProblem(game: Game, controller: string, target: TargetRef, kind: TargetKind): { message: string; rules: string[] } | null {
  if (target.kind !== 'card' || !isCardKind(kind)) return { message: 'a card in a graveyard is not a legal target here', rules: cite('castTargets', 'targetsChoice') };
  const found = cardInGraveyard(game, target.id);
  if (!found) return { message: 'that card is no longer in a graveyard', rules: cite('illegalTargetsOnResolve') };
  if (found.owner !== controller) return { message: `${found.card.def.name} is in ${found.owner}'s graveyard, not ${controller}'s`, rules: cite('castTargets', 'targetsChoice') };
  const spirit = SPIRIT_MV.exec(kind);
  if (spirit) {
    const max = Number(spirit[1]);
    if (!found.card.def.subtypes.includes('Spirit')) return { message: `${found.card.def.name} is not a Spirit card`, rules: cite('castTargets', 'targetsChoice') };
    const mv = found.card.def.manaCost ? manaValue(found.card.def.manaCost) : 0;
    if (mv > max) return { message: `${found.card.def.name} has mana value ${mv}, more than ${max}`, rules: cite('castTargets', 'targetsChoice', 'manaValue') };
    return null;
  }
  if (!found.card.def.types.includes('Creature')) return { message: `${found.card.def.name} is not a creature card`, rules: cite('castTargets', 'targetsChoice') };
  return null;
}

export function graveyardTargets(game: Game, controller: string, kind: TargetKind): TargetRef[] {
  return player(game, controller).graveyard.map((c) => ({ kind: 'card', id: c.id }) as TargetRef).filter((t) => !cardTargetProblem(game, controller, t, kind));
}
