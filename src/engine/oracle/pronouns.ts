// What "it" names. An entry that reads the pronoun states it as `{ref: 'it'}`; the line reader
// says what it is: the one target chosen before it (lines.ts), else the ability's source — in
// an activated ability, or in a trigger about the source itself ("When this creature enters,
// it deals 2 damage …"). In a trigger about another object ("Whenever another creature you
// control enters, it gets +1/+0 …") "it" is that object — unless the line names the source before
// the pronoun ("… this creature gets +1/+1 until end of turn. Untap it.", "… a spell that targets
// this creature, put a +1/+1 counter on it"): a line where "it" can only be the other object is
// refused rather than read as acting on the source.
import { branchesOf, isFoldedVerb, isObjectVerb, type AbilityBody, type Effect, type Trigger } from './ast.ts';
import type { ObjectRef } from './vocabulary.ts';
import { eventObjectFits } from './event-refs.ts';
import { says } from './says.ts';

/** Triggers whose event is about an object other than the source — a described object, the host, a spell cast or copied: there "it" names that object. */
const aboutAnother = (t: Trigger): boolean => typeof t.object === 'object' || t.object === 'host' || t.on === 'casts' || t.on === 'copies' || t.on === 'activates' || (t.or ?? []).some(aboutAnother);

/** A verb that acts on a permanent ("put a counter on", "destroy", "exile", "tap", "return … to its owner's hand") naming the source (not its card in a graveyard, `from`). */
const onSourcePermanent = (e: Effect): boolean =>
  (isObjectVerb(e) && e.objects.ref === 'self' && !(e.type === 'move' && e.from)) || ((e.type === 'put-counters' && e.on.some((r) => r.ref === 'self')) || (e.type === 'remove-counters' && e.from.some((r) => r.ref === 'self'))) || branchesOf(e).some(onSourcePermanent);

/** The effects that act on the source itself ("it explores", "it can't be blocked this turn"), which an "it" of their entry may have named. */
export const onSource = (e: Effect): boolean =>
  (e.type === 'look' && e.action === 'explore' && e.objects?.ref === 'self') || onSourcePermanent(e) || (e.type === 'restrict' && 'objects' in e && e.objects?.ref === 'self') || branchesOf(e).some(onSource);

/** Whether the effects still say "it" for the line reader to decide. */
export const saysIt = (x: unknown): boolean => says(x, 'ref', 'it');

/** The effects with every stated "it" standing for `by`. */
export function itIs<T>(x: T, by: ObjectRef): T {
  if (!saysIt(x)) return x;
  return JSON.parse(JSON.stringify(x), (_k, v) => (v && typeof v === 'object' && v.ref === 'it' ? by : v)) as T;
}

const EVENT_OBJECT: ObjectRef = { ref: 'event-object' };
/** A trigger of the source (or its host) dealing damage to a creature: its event's object is the creature dealt damage (oracle/event-refs.ts). */
const dealtToCreature = (t: Trigger): boolean => (t.object === 'self' || t.object === 'host') && t.on === 'deals-damage' && typeof t.recipient?.object === 'object' && !t.or;
/** The effects with every "that creature" standing for `by` (a plain "it" stays). */
function thatIs<T>(x: T, by: ObjectRef): T {
  if (!says(x, 'that', true)) return x;
  return JSON.parse(JSON.stringify(x), (_k, v) => (v && typeof v === 'object' && v.ref === 'it' && v.that === true ? by : v)) as T;
}

/**
 * A whole ability with its remaining "it" decided, or null when "it" can't name what it stands
 * for. In an activated ability "it" is the source. In a triggered ability "that creature" is
 * the event's object, and so is "it" when the trigger is about another object and the line
 * has not named the source before it ("Whenever a creature you control attacks, put a +1/+1
 * counter on it", 603.7c); any other "it" is the source. The event must name such an object
 * (oracle/event-refs.ts). `itBeforeSource`: the line says "it" / "its" with no mention of the
 * source before it (for the legacy entries too, which don't state their pronoun).
 */
export function withPronouns(body: AbilityBody, itBeforeSource: boolean, itAfterThat = false): AbilityBody | null {
  const stated = saysIt(body);
  if (body.kind === 'triggered' && dealtToCreature(body.trigger)) {
    // "Whenever this creature deals combat damage to a creature, tap that creature and it doesn't untap …": "it" after
    // "that creature" is the creature dealt damage too; an "it" before it can't be told from the source, so it is refused.
    if (!stated) return body;
    const that = thatIs(body, EVENT_OBJECT);
    if (saysIt(that) && !itAfterThat) return null;
    const decided = itIs(that, EVENT_OBJECT);
    return eventObjectFits(decided) ? decided : null;
  }
  if (body.kind === 'triggered') {
    const another = aboutAnother(body.trigger);
    // A legacy instruction that took "it" as the source, where "it" is the other object.
    if (another && itBeforeSource && body.effects.some(onSource)) return null;
    if (!stated) return body;
    // "At the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on
    // that creature": a step names no object, so "that creature" is the host (303.4m).
    const that = thatIs(body, body.trigger.player === 'host-controller' ? { ref: 'host' } : EVENT_OBJECT);
    const decided = itIs(another && itBeforeSource ? itIs(that, EVENT_OBJECT) : that, { ref: 'self' });
    return decided === body || eventObjectFits(decided) ? decided : null;
  }
  if (!stated) return body;
  return body.kind === 'activated' && !says(body, 'that', true) ? itIs(body, { ref: 'self' }) : null;
}

/** An instruction that states its own references: a verb, or "PLAYER may …" (`who`, entries/compound-effects.ts), whose player and instructions are verbs' references. */
export const statesRefs = (e: Effect): boolean => isFoldedVerb(e) || (e.type === 'group' && e.optional === true && e.who !== undefined && !e.pay && e.effects.every(isFoldedVerb));
/** Whether an effect is a verb that states "it". */
export const verbSaysIt = (e: Effect): boolean => statesRefs(e) && saysIt(e);

/** Triggers of the source leaving the battlefield (603.6c, 603.10a): the source is a card in another zone by then. */
const SOURCE_LEFT: ReadonlySet<Trigger['on']> = new Set(['leaves', 'dies', 'put-into-graveyard', 'exiled', 'returned-to-hand', 'sacrificed']);
const sourceLeaves = (t: Trigger): boolean => (t.object === 'self' && SOURCE_LEFT.has(t.on)) || (t.or ?? []).some(sourceLeaves);
/**
 * Whether the ability's verbs that act on the source as a permanent can find it: in a trigger
 * of its leaving the battlefield ("When this creature dies, you may exile it") the source is a
 * card in a graveyard or exile, a new object (400.7) these verbs don't reach — refused rather
 * than read as doing nothing; so is a description of what was blocking it or attached to it
 * ("destroy all creatures blocking or blocked by it", Abu Ja'far), which would need the
 * combat as it last was (608.2h).
 */
export const sourceStillThere = (body: AbilityBody): boolean =>
  !(body.kind === 'triggered' && sourceLeaves(body.trigger) && (body.effects.some(onSourcePermanent) || (body.modes?.options ?? []).some((o) => o.effects.some(onSourcePermanent)) || says(body, 'rel', 'blocking') || says(body, 'rel', 'blocked-by') || says(body, 'rel', 'blocking-or-blocked-by') || says(body, 'rel', 'attached-to')));
