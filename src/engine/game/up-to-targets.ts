// "Up to N target …" (601.2c): a spell or ability with a variable number of targets. Each of the
// N slots is its own target kind `up-to-N:KIND`, carried with the stack item like any other kind;
// a slot may stay empty. Empty slots are simply not stored: `item.targets` is then shorter than
// `item.targetKinds`, and resolve.ts lets an `up-to` effect whose slot is missing do nothing.
// So that position still tells slots apart, an empty slot may only be followed by other empty
// ones (a later required target after an empty one is refused, never guessed).
import { cite } from '../citations.ts';
import type { TargetKind } from '../oracle/ast.ts';
import { IllegalAction } from './illegal.ts';
import type { TargetRef } from './state.ts';

const UP_TO = /^up-to-(\d+):(.+)$/;


/** The kind a slot is checked against: KIND for `up-to-N:KIND`, else the kind itself. */
export function baseKind(kind: TargetKind): TargetKind {
  const m = UP_TO.exec(kind);
  return m ? (m[2] as TargetKind) : kind;
}

export const isOptionalSlot = (kind: TargetKind): boolean => UP_TO.test(kind);

/**
 * Which instance of the word "target" each slot belongs to: consecutive `up-to-N:KIND` slots
 * are cut into runs of N (one "up to N target …" phrase each); every other slot is its own.
 */
export function targetInstances(kinds: TargetKind[]): number[] {
  const out: number[] = [];
  let instance = -1;
  let left = 0;
  kinds.forEach((kind, i) => {
    const m = UP_TO.exec(kind);
    if (m && left > 0 && kinds[i - 1] === kind) left--;
    else {
      instance++;
      left = m ? Number(m[1]) - 1 : 0;
    }
    out.push(instance);
  });
  return out;
}

const same = (a: TargetRef, b: TargetRef): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Checks the chosen targets (slot i holds chosen[i]; undefined = left empty): an empty slot must
 * be an "up to" slot followed only by empty slots, and one object is chosen at most once for
 * one instance of the word "target" (601.2c). Returns the targets to store (the empty tail dropped).
 */
export function checkUpToChoice(sourceName: string, kinds: TargetKind[], chosen: Array<TargetRef | undefined>): TargetRef[] {
  const instances = targetInstances(kinds);
  const stored: TargetRef[] = [];
  let emptySeen = false;
  kinds.forEach((kind, i) => {
    const t = chosen[i];
    if (!t) {
      if (!isOptionalSlot(kind)) throw new IllegalAction(`${sourceName} needs a target (${kind})`, cite('castTargets', 'targetsChoice'));
      emptySeen = true;
      return;
    }
    if (emptySeen) throw new IllegalAction(`${sourceName}: a target slot after an empty "up to" slot can't be told apart; list every target in order`, cite('castTargets', 'upToTargets'));
    if (chosen.some((o, j) => j < i && o && instances[j] === instances[i] && same(o, t))) {
      throw new IllegalAction(`${sourceName}: the same target is chosen twice for one "up to" phrase`, cite('castTargets', 'targetOncePerWord'));
    }
    stored.push(t);
  });
  return stored;
}

/** Whether `t` is already chosen for an earlier slot of the same instance of "target" as slot i. */
export function chosenForSameWord(kinds: TargetKind[], chosen: Array<TargetRef | undefined>, i: number, t: TargetRef): boolean {
  const instances = targetInstances(kinds);
  return chosen.some((o, j) => j < i && o && instances[j] === instances[i] && same(o, t));
}
