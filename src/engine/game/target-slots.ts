// The target slots of a spell or ability (601.2c), one per object or player it targets, in the
// order the text names them (`targetsOf`). "Up to N target …" is N slots of one spec whose count
// is {min: 0, max: N}: such a slot may stay empty. Empty slots are simply not stored:
// `item.targets` is then shorter than `item.targetSpecs`, and resolve.ts lets an `up-to` effect
// whose slot is missing do nothing. So that position still tells slots apart, an empty slot
// may only be followed by other empty ones (a later required target after an empty one is
// refused, never guessed).
import { cite } from '../citations.ts';
import type { TargetSpec } from '../oracle/vocabulary.ts';
import { say } from '../messages/message.ts';
import { IllegalAction } from './illegal.ts';
import type { Game, TargetRef } from './state.ts';

const same = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Which instance of the word "target" each slot belongs to: consecutive slots of one spec with
 * a count are cut into runs of its `max` (one "up to N target …" phrase each); every other
 * slot is its own. Also each slot's position within its phrase.
 */
export function targetInstances(specs: TargetSpec[]): Array<{ instance: number; index: number }> {
  const out: Array<{ instance: number; index: number }> = [];
  let instance = -1;
  let left = 0;
  let index = 0;
  specs.forEach((spec, i) => {
    if (spec.count && left > 0 && same(specs[i - 1], spec)) {
      left--;
      index++;
    } else {
      instance++;
      index = 0;
      left = spec.count ? (spec.count.max ?? 1) - 1 : 0;
    }
    out.push({ instance, index });
  });
  return out;
}

/** Whether slot i may stay empty: beyond the phrase's minimum ("up to N": all of them). */
export function isOptionalSlot(specs: TargetSpec[], i: number): boolean {
  const spec = specs[i]!;
  return !!spec.count && targetInstances(specs)[i]!.index >= spec.count.min;
}
/** Whether every slot from i on may stay empty. */
export const restOptional = (specs: TargetSpec[], i: number): boolean => specs.every((_, j) => j < i || isOptionalSlot(specs, j));

/**
 * Whether `t` can't be chosen for slot i given the earlier choices: one object is chosen at most
 * once for one instance of the word "target" (601.2c), and "another target …" differs from
 * every earlier target of the ability — or, as the ability's first target, from its source.
 */
export function excludedBySlot(specs: TargetSpec[], chosen: Array<TargetRef | undefined>, i: number, t: TargetRef, isSource: (t: TargetRef) => boolean, ownerOf?: (t: TargetRef) => string | undefined): boolean {
  const instances = targetInstances(specs);
  if (chosen.some((o, j) => j < i && o && instances[j]!.instance === instances[i]!.instance && same(o, t))) return true;
  // "up to three target cards from a single graveyard": every card the phrase targets is in one player's graveyard.
  if (specs[i]!.oneGraveyard === true && ownerOf && chosen.some((o, j) => j < i && o && instances[j]!.instance === instances[i]!.instance && ownerOf(o) !== ownerOf(t))) return true;
  // "… from their graveyard": the graveyard of the player chosen last before this phrase.
  if (specs[i]!.oneGraveyard === 'player' && ownerOf) {
    const who = chosen.slice(0, i).reverse().find((o) => o?.kind === 'player');
    if (!who || who.kind !== 'player' || ownerOf(t) !== who.name) return true;
  }
  if (!specs[i]!.distinct) return false;
  if (i === 0) return isSource(t);
  return chosen.some((o, j) => j < i && o && same(o, t));
}

/**
 * Checks the chosen targets (slot i holds chosen[i]; undefined = left empty): an empty slot must
 * be optional and followed only by empty slots, and no slot's choice is excluded by the ones
 * before it. Returns the targets to store (the empty tail dropped).
 */
export function checkSlots(sourceName: string, isSource: (t: TargetRef) => boolean, specs: TargetSpec[], chosen: Array<TargetRef | undefined>, ownerOf?: (t: TargetRef) => string | undefined): TargetRef[] {
  const stored: TargetRef[] = [];
  let emptySeen = false;
  specs.forEach((_, i) => {
    const t = chosen[i];
    if (!t) {
      if (!isOptionalSlot(specs, i)) throw new IllegalAction(say('illegal.needsTarget', { source: sourceName, n: i + 1 }), cite('castTargets', 'targetsChoice'));
      emptySeen = true;
      return;
    }
    if (emptySeen) throw new IllegalAction(say('illegal.upToGap', { source: sourceName }), cite('castTargets', 'upToTargets'));
    if (excludedBySlot(specs, chosen, i, t, isSource, ownerOf)) {
      if (specs[i]!.oneGraveyard) throw new IllegalAction(say(specs[i]!.oneGraveyard === 'player' ? 'illegal.theirGraveyard' : 'illegal.oneGraveyard', { source: sourceName }), cite('castTargets', 'targetsChoice'));
      if (specs[i]!.distinct) throw new IllegalAction(say('illegal.anotherTarget', { source: sourceName }), cite('castTargets', 'targetsChoice'));
      throw new IllegalAction(say('illegal.upToTwice', { source: sourceName }), cite('castTargets', 'targetOncePerWord'));
    }
    stored.push(t);
  });
  return stored;
}

/** Whose graveyard a targeted card is in (for "from a single graveyard"); undefined for anything else. */
export const graveyardOwner = (game: Game) => (t: TargetRef): string | undefined => (t.kind === 'card' ? game.players.find((p) => p.graveyard.some((c) => c.id === t.id))?.name : undefined);
