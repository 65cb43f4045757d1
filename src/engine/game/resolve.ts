// Resolving the top of the stack (405.5, 608): target check, then the instructions in order.
import { cite } from '../citations.ts';
import { isFoldedVerb, namesPrevious, slotsOfSpec, verbTargetRefs, type Effect } from '../oracle/ast.ts';
import { scopeOf, type Scope } from './refs.ts';
import { resolveList, type Slots } from './instructions.ts';
import { carriedNow } from './delayed.ts';
import type { Candidate } from './match.ts';
import { nameOf, putCardIntoGraveyard, putOntoBattlefield, sourceNow } from './events.ts';
import { player, trace, type Card, type Game, type StackItem, type TargetRef } from './state.ts';
import { shuffleLibrary } from './library.ts';
import { movesSpellItself } from '../oracle/self-reference.ts';
import { targetProblem } from './targets.ts';
import { spellCardLeavesStack } from './cast-options.ts';
import { say } from '../messages/message.ts';
import { holds, stackContext } from './triggers/conditions.ts';
import { dashEnters } from './cast-more.ts';
import { keywordCostEnters } from './alt-costs.ts';
import { suspendedEnters } from './cast-resolving.ts';
import { bestowedSpellAsCreature } from './bestow.ts';

export function resolveTop(game: Game): void {
  let item = game.stack.pop();
  if (!item) return;
  const popped = item;
  let problems = popped.targets.map((t, i) => targetProblem(game, popped.source, popped.controller, t, popped.targetSpecs[i]!, popped.event?.player));
  // 702.103e: a bestowed Aura spell with an illegal target resolves as the creature spell.
  if (item.card?.def.bestowed && problems.length && problems.every((p) => p)) {
    item = bestowedSpellAsCreature(game, item);
    problems = [];
  }
  const legal = problems.map((p) => !p);
  // a face-down spell is a creature spell whatever the card is (708.4).
  const isPermanentSpell = item.kind === 'spell' && item.card && (!!item.faceDown || !item.card.def.types.some((t) => t === 'Instant' || t === 'Sorcery'));

  if (item.targets.length > 0 && legal.every((ok) => !ok)) {
    // 608.2b (608.3b for an Aura spell): with every target illegal, the spell or ability doesn't
    // resolve; the rules that made each target illegal (hexproof, protection…) are cited with it.
    const generic = new Set(cite('castTargets', 'targetsChoice', 'illegalTargetsOnResolve'));
    const why = [...new Set(problems.flatMap((p) => p?.rules ?? []).filter((r) => !generic.has(r)))];
    trace(game, 'fizzle', say('resolve.fizzle', { spell: item.source.name, targets: item.targets.length }), [...cite('illegalTargetsOnResolve', ...(isPermanentSpell ? (['permanentSpellIllegalTarget'] as const) : [])), ...why]);
    if (item.card) finishSpell(game, item, false);
    return;
  }
  if (isPermanentSpell && item.card) {
    const perm = putOntoBattlefield(game, item.card, item.controller, { ...(item.kicked ? { kicked: item.kicked, kickedWith: item.kickedWith ?? [] } : {}), ...(item.castFrom ? { cast: { by: item.controller, from: item.castFrom } } : {}), ...(item.evoked ? { evoked: true } : {}), ...(item.escaped ? { escaped: true } : {}), ...(item.x !== undefined ? { castX: item.x } : {}), ...(item.manaSpent ? { manaSpent: item.manaSpent } : {}), ...(item.offspring ? { offspring: true } : {}), ...(item.squad ? { squad: item.squad } : {}), ...(item.bargained ? { bargained: true } : {}), ...(item.faceDown ? { faceDown: item.faceDown } : {}), ...(item.altCost ? { altCost: item.altCost, tapped: item.altCost === 'sneak' } : {}) });
    // haste and the return at the next end step of a dashed permanent (702.109a).
    if (item.dashed) dashEnters(game, perm, item.source);
    if (item.suspendHaste) suspendedEnters(game, perm);
    const enchanted = item.targets[0];
    if ((enchanted?.kind === 'permanent' || enchanted?.kind === 'player') && item.card.def.subtypes.includes('Aura')) {
      // 303.4b, 702.5d: attached to the permanent or player it targeted.
      perm.attachedTo = enchanted.kind === 'player' ? enchanted.name : enchanted.id;
      trace(game, 'attach', say('resolve.auraEnters', { card: item.card.def.name, enchanted: nameOf(game, enchanted) }), cite('permanentEnters', 'auraTarget', 'attach'), { object: perm.id, attachedTo: perm.attachedTo });
      return;
    }
    // a face-down spell becomes a face-down permanent (708.4), with the face-down values (708.2).
    if (item.faceDown) trace(game, 'resolve', say('faceDown.enters', { card: item.card.def.name, controller: item.controller }), cite('stackResolveTop', 'permanentEnters', 'faceDownCastAs', 'faceDownEnters', 'faceDownValues'), { object: perm.id });
    else trace(game, 'resolve', say('resolve.permanent', { card: item.card.def.name, controller: item.controller }), cite('stackResolveTop', 'permanentEnters'), { object: perm.id });
    // blitz's haste, draw and sacrifice (702.152a); sneak's attack (702.190b).
    if (item.altCost) keywordCostEnters(game, perm, item, item.source);
    return;
  }
  // 603.4: an intervening "if" is checked again as the ability resolves; false, it does nothing.
  if (item.interveningIf && !holds(item.interveningIf, stackContext(game, item))) {
    trace(game, 'resolve', say('trigger.ifFalseOnResolution', { source: item.source.name, text: item.text }), cite('stackResolveTop', 'interveningIf'));
    return;
  }
  trace(game, 'resolve', item.kind === 'ability' ? say('resolve.ability', { source: item.source.name, text: item.text }) : say('resolve.spell', { spell: item.source.name }), cite('stackResolveTop', 'resolveSpell', ...(item.targets.length ? (['followInstructions'] as const) : [])));
  // 608.2h: an ability uses its source as it is now, or as it last existed on the battlefield.
  const now = item.kind === 'ability' ? sourceNow(game, item.source) : { source: item.source, lastKnown: false };
  if (now.lastKnown) trace(game, 'note', say('resolve.sourceLastKnown', { source: now.source.name }), cite('lki'));
  // how many times the source had transformed as the ability was put on the stack stays the stack's (701.27f).
  const resolving: StackItem = { ...item, source: { ...now.source, transforms: item.source.transforms } };
  // "Exile it, then return that card …", "Create a token … Sacrifice it at the beginning of the next end step": what the
  // instruction before acted on, where it is now (608.2c, 400.7); a delayed trigger begins with the objects it carries (603.7c).
  const follow = item.carried !== undefined || item.effects.some(namesPrevious);
  const previous: Candidate[] | undefined = item.carried && carriedNow(game, item.carried);
  if (item.carried && !previous?.length) trace(game, 'skip', say('resolve.delayedGone', { source: item.source.name }), cite('delayedNewObject', 'newObject'));
  let movedItself = false;
  const movesItself = (effect: Effect): boolean => {
    if (item.kind !== 'spell' || !item.card || !movesSpellItself(effect)) return false;
    if (!movedItself) spellMovesItself(game, item.card, effect.type === 'exile', effect.type === 'exile' ? effect.timeCounters : undefined);
    movedItself = true;
    return true;
  };
  resolveList(game, resolving, item.effects, stackSlots(game, resolving, legal), { follow, own: movesItself, ...(previous ? { previous } : {}) });
  // "Choose a creature type." lasts as long as the instructions that read it (608.2d).
  delete game.choiceResolving;
  if (item.card && !movedItself) finishSpell(game, item, true);
}

/**
 * "Exile CARDNAME.", "Shuffle CARDNAME into its owner's library." (608.2c): the spell's card leaves the stack as its own
 * instruction says, so it is no longer there to be put into the graveyard as its resolution ends (608.2n).
 */
function spellMovesItself(game: Game, card: Card, exiled: boolean, timeCounters?: number): void {
  const owner = player(game, card.owner);
  if (exiled) owner.exile.push(card);
  else owner.library.unshift(card);
  trace(game, 'zone-change', say('resolve.spellMovesItself', { card: card.def.name, owner: owner.name, exiled }), cite('followInstructions', exiled ? 'exileZone' : 'ownersZone'));
  // "… with three time counters on it": a card with suspend in exile with time counters is suspended (702.62b).
  if (timeCounters) {
    game.suspended = { ...game.suspended, [card.id]: timeCounters };
    trace(game, 'counters', say('resolve.suspendsItself', { card: card.def.name, n: timeCounters }), cite('suspended'));
  }
  if (!exiled) shuffleLibrary(game, owner.name);
}

function finishSpell(game: Game, item: StackItem, resolved: boolean): void {
  if (!item.card) return;
  if (spellCardLeavesStack(game, item, resolved) && resolved) trace(game, 'zone-change', say('resolve.toGraveyard', { card: item.card.def.name, owner: item.card.owner }), cite('spellToGraveyard', ...(item.card.def.faces?.layout === 'split' ? (['splitCombined'] as const) : [])));
}

/**
 * The ability's target slots, taken in the order the instructions name them (601.2c): a verb's references read the
 * targets of its own slots (608.2b: only the legal ones) and, for "it" / "that player", the slot chosen before it; any
 * other instruction with a target takes the next slot ("sameTarget": the one before), and one whose slot is empty (an
 * "up to" slot, 601.2c) or whose target is now illegal is skipped. A group reads "that creature" / "it" as the slot
 * chosen last before it (608.2c, entries/instead.ts), and so does "PLAYER may …" ("its controller may search …").
 */
function stackSlots(game: Game, item: StackItem, legal: boolean[]): Slots {
  let next = 0;
  const slots = item.targets.map((t, i) => (legal[i] ? t : undefined));
  return {
    verb(effect) {
      const scope: Scope = { ...scopeOf(item), targets: new Map(), slots, lastSlot: next - 1 };
      for (const ref of verbTargetRefs(effect)) {
        const mine = slotsOfSpec(ref.spec, item.x ?? 0).map(() => next++).filter((i) => i < item.targets.length);
        for (const i of mine) if (!legal[i]) trace(game, 'skip', say('resolve.targetSkipped', { target: nameOf(game, item.targets[i]!) }), cite('illegalTargetsOnResolve'));
        scope.targets!.set(ref, mine.flatMap((i) => (legal[i] ? [item.targets[i]!] : [])));
      }
      return { scope };
    },
    other(effect) {
      let target: TargetRef | undefined;
      if ('target' in effect && effect.target) {
        const i = 'sameTarget' in effect && effect.sameTarget ? next - 1 : next++;
        // an "up to" slot left empty (601.2c; only empty slots follow it).
        if (i >= item.targets.length) {
          // An instruction on "that creature" after an empty slot acts on nothing.
          if (effect.type === 'group' && effect.upTo) trace(game, 'skip', say('resolve.upToEmpty', { source: item.source.name }), cite('upToTargets'));
          return null;
        }
        if (!legal[i]) {
          trace(game, 'skip', say('resolve.targetSkipped', { target: nameOf(game, item.targets[i]!) }), cite('illegalTargetsOnResolve'));
          return null;
        }
        target = item.targets[i];
      }
      return { ...(target ? { target } : {}), ...(effect.type === 'group' ? { scope: { ...scopeOf(item), slots, lastSlot: next - 1 } } : {}) };
    },
  };
}
