// Small constructors for the verbs' references, shared by the entries that fold a fixed wording
// into a verb: "target creature" is `{ref: 'target', spec}`; "it" / "that creature" after a
// target is the slot chosen last before it (`same-target`, -1).
import type { Effect } from './ast.ts';
import type { Amount, Duration, ObjectRef, TargetSpec } from './vocabulary.ts';

/** The object an instruction acts on: a new target slot, or the one chosen just before it. */
export const targetRef = (spec: TargetSpec, sameTarget = false): ObjectRef => (sameTarget ? { ref: 'same-target', slot: -1 } : { ref: 'target', spec });

/** "gets +N/+N" (613.4c) on these objects, until end of turn unless said otherwise. */
export const modifyPt = (objects: ObjectRef, pt: { power: Amount; toughness: Amount }, duration: Duration = 'until-end-of-turn'): Effect => ({ type: 'modify-pt', objects, power: pt.power, toughness: pt.toughness, duration });

/** A number `n` times a count: "+1/+1 for each Forest" is the count, "+2/+0 for each" twice it, 0 stays 0. */
export const timesCount = (n: number, counted: Amount): Amount => (n === 0 ? 0 : n === 1 ? counted : { of: 'times', factor: n, amount: counted });
