// "That player", "that much", "target creature that player controls" read the trigger's event
// (603.7c): only a triggered ability whose event names a player or an amount can say them; on
// any other line they would name nothing, so such a line is refused rather than read as doing
// nothing. The events that name them are the ones the game reports with a player / an amount.
import type { AbilityBody, Trigger } from './ast.ts';
import type { Filter, TriggerSpec } from './vocabulary.ts';
import type { VerbEffect } from './verbs.ts';

/** Events whose player is the one the trigger's subject names ("Whenever an opponent draws a card, that player …"): who casts, draws, discards, cycles, sacrifices, gains or loses life, attacks; whose step begins. */
const PLAYER_EVENTS: ReadonlySet<Trigger['on']> = new Set(['casts', 'draws', 'discards', 'cycles', 'sacrificed', 'gains-life', 'loses-life', 'player-attacks', 'step-begins']);
/** Triggers whose event names a player ("that player"): the player dealt damage, or the player the trigger is about. */
const namesPlayer = (t: Trigger): boolean =>
  !t.or &&
  ((t.on === 'deals-damage' && t.recipient?.player !== undefined && t.recipient.object === undefined) ||
    (PLAYER_EVENTS.has(t.on) && t.player !== undefined && t.object !== 'self') ||
    // "… becomes the target of a spell or ability an opponent controls, that player …": the targeting spell's controller.
    (t.on === 'becomes-target' && t.player !== undefined) ||
    // "Whenever a creature an opponent controls dies (enters), that player …": its controller.
    (CONTROLLER_EVENTS.has(t.on) && typeof t.object === 'object' && (t.object.controller === 'opponent' || t.object.controller === 'not-you')));
/** Events whose player is the controller of their object (as it last existed, 603.10a). */
const CONTROLLER_EVENTS: ReadonlySet<Trigger['on']> = new Set(['enters', 'dies', 'leaves', 'put-into-graveyard']);
/** Triggers whose event names an amount ("that much", "that many"): the damage dealt, the life gained or lost, the counters put, the cards discarded at once ("Whenever you discard one or more cards", 603.2c). */
const namesAmount = (t: Trigger): boolean => !t.or && ((['deals-damage', 'dealt-damage', 'gains-life', 'loses-life', 'counters-put', 'counters-removed'].includes(t.on) && !t.batched) || (t.on === 'discards' && t.batched === true && t.object === undefined));

/**
 * Whether every "that player" / "that much" of the ability has an event to read, and every X a
 * value: a triggered ability's X is the entering spell's only for an enters-the-battlefield
 * trigger (107.3m); in any other trigger it would be defined by words the grammar did not read.
 */
/**
 * The line's own words as JSON: abilities quoted inside it (an emblem's, a token's, a granted one) and
 * a triggered ability it creates for a while ("Until end of turn, whenever …", 603.7b) are read and
 * checked as their own lines, and their "it" and "that player" name their own events.
 */
const ownWords = (body: AbilityBody): string =>
  JSON.stringify(body, (key, value: unknown) => (key === 'abilities' && Array.isArray(value) ? undefined : value && typeof value === 'object' && (value as { type?: string }).type === 'delayed' && 'lasts' in value ? { type: 'delayed' } : value));

export function eventRefsFit(body: AbilityBody): boolean {
  // A "•" mode on its own line can't know its head's trigger: it names no event.
  const said = ownWords(body);
  if (body.kind === 'triggered' && !(body.trigger.on === 'enters' && body.trigger.object === 'self' && !body.trigger.or) && /"of":"X"|"amount":"X"|"X"\]|\["X"/.test(said)) return false;
  const player = said.includes('"ref":"event-player"');
  const amount = said.includes('"of":"event"');
  if (!player && !amount) return true;
  if (body.kind !== 'triggered') return false;
  return (!player || namesPlayer(body.trigger)) && (!amount || namesAmount(body.trigger));
}

/** A trigger whose event is a spell cast or copied (601.2i, 707.10): its object is that spell on the stack. */
const castsSpell = (t: Trigger): boolean => [t, ...(t.or ?? [])].every((x) => x.on === 'casts' || x.on === 'copies' || x.on === 'activates');
/** The verbs that act on a spell on the stack, naming the event's spell. */
const ON_EVENT_SPELL = /"type":"(copy|counter)","objects":\{"ref":"event-object"\}/g;
/** The event's spell's mana value, an amount any verb may read. */
const SPELL_MANA_VALUE = /"stat":"mana-value","object":\{"ref":"event-object"\}/g;

/** Events whose object is still where it was when the ability resolves, as far as the event can tell: "it" acts on it (603.7c). */
const OBJECT_EVENTS: ReadonlySet<Trigger['on']> = new Set(['enters', 'attacks', 'not-blocked', 'deals-damage', 'dealt-damage', 'becomes-tapped', 'becomes-untapped', 'turned-face-up', 'transforms', 'counters-put', 'becomes-designated']);
/** Events whose object has left the battlefield: a new object elsewhere (400.7), so "it" is read only as it last existed (its power, its controller: 608.2h). */
const LEFT_EVENTS: ReadonlySet<Trigger['on']> = new Set(['dies', 'leaves', 'put-into-graveyard', 'sacrificed']);
/** A `move` of the card the event's object became in a graveyard (400.7e). */
const FOUND_IN_GRAVEYARD = /"objects":\{"ref":"event-object"\},"from":"graveyard"/;
const FOUND_IN_GRAVEYARD_ALL = new RegExp(FOUND_IN_GRAVEYARD.source, 'g');
/** The event-object refs an instruction reads from last known information: a stat ("its power") or its controller / owner. */
const LAST_KNOWN = [/"stat":"[a-z-]+","object":\{"ref":"event-object"\}/g, /"ref":"(controller|owner)","of":\{"ref":"event-object"\}/g];

/**
 * Whether every "it" / "that creature" the line reader made the event's object has one to name:
 * a trigger about another object (not "one or more", which names several) whose event leaves the
 * object where it was, or one that left, read only as it last existed; or, in a trigger about the
 * source, the other creature of a block ("Whenever CARDNAME blocks a creature, destroy that
 * creature", 509.3d). Anything else is refused rather than read as acting on nothing.
 */
export function eventObjectFits(body: AbilityBody): boolean {
  const said = ownWords(body);
  if (!said.includes('"ref":"event-object"')) return true;
  if (body.kind !== 'triggered' || body.trigger.batched) return false;
  // "Whenever you cast an instant or sorcery spell, copy it (counter that spell)": the spell the event cast (603.7c), named
  // only by a verb that acts on a spell on the stack.
  // "… equal to that spell's mana value": read on the stack, or as it was cast once it has left it (608.2h).
  if (castsSpell(body.trigger)) return !said.replace(ON_EVENT_SPELL, '').replace(SPELL_MANA_VALUE, '').includes('"ref":"event-object"');
  if (FOUND_IN_GRAVEYARD.test(said)) return foundCardFits(body);
  const onlyLastKnown = readsLastKnownOnly(said);
  const alternatives = [body.trigger, ...(body.trigger.or ?? [])];
  // "Whenever this creature or another creature you control enters, that creature …": the one that entered, the source among them.
  const selfOrAnother = alternatives.some((t) => t.object !== 'self');
  return alternatives.every((t) => {
    // "Whenever this creature (equipped creature) deals combat damage to a creature, destroy that creature": the creature
    // dealt damage, once for each (603.2c; game/triggers/handler.ts) — the dealer is the source or its host, named as such.
    if ((t.object === 'self' || t.object === 'host') && t.on === 'deals-damage' && typeof t.recipient?.object === 'object') return !t.or;
    if (t.object === 'self') return t.on === 'blocks' || (t.on === 'becomes-blocked' && t.versus !== undefined) || (selfOrAnother && OBJECT_EVENTS.has(t.on));
    // Damage dealt to a creature or planeswalker by another object names two objects ("destroy that creature" is the one dealt damage): refused.
    // Damage dealt to the source itself by another object names that object only ("destroy that creature"); so does "a creature
    // you control deals damage to a player or planeswalker, put a +1/+1 counter on that creature" (Vraska, Swarm's Eminence):
    // beside a player, the alternative recipient is a planeswalker or a battle that is no creature, so "that creature" is the dealer.
    if (t.object === undefined || (t.on === 'deals-damage' && t.recipient?.object !== undefined && t.recipient.object !== 'self' && !dealerOfEither(body.trigger, t))) return false;
    return OBJECT_EVENTS.has(t.on) || (LEFT_EVENTS.has(t.on) && onlyLastKnown);
  });
}

/** The planeswalker or battle alternative of "deals damage to a player or planeswalker (battle)" by a described object: the event names the dealer (game/triggers/handler.ts). */
const dealerOfEither = (first: Trigger, t: Trigger): boolean =>
  first !== t && first.recipient?.player !== undefined && typeof t.recipient?.object === 'object' && !t.recipient.object.anyOf && (t.recipient.object.types ?? []).length === 1 && ['Planeswalker', 'Battle'].includes(t.recipient.object.types![0]!) && !t.recipient.object.allTypes;

/**
 * "Return that card": the card the trigger's object became in the graveyard it was put into
 * (400.7e) — only in a trigger of one object other than the source being put there, and with no
 * other use of that object than as it last existed. True for a line that doesn't say it.
 */
export function foundCardFits(body: AbilityBody): boolean {
  const said = ownWords(body);
  if (!FOUND_IN_GRAVEYARD.test(said)) return true;
  if (body.kind !== 'triggered' || body.trigger.batched) return false;
  return readsLastKnownOnly(said.replace(FOUND_IN_GRAVEYARD_ALL, '')) && [body.trigger, ...(body.trigger.or ?? [])].every((t) => t.object !== undefined && t.object !== 'self' && (t.on === 'dies' || t.on === 'put-into-graveyard'));
}

/** Whether every event-object ref left in `said` is read only as the object last existed (608.2h). */
const readsLastKnownOnly = (said: string): boolean => !LAST_KNOWN.reduce((s, re) => s.replace(re, ''), said).includes('"ref":"event-object"');

/** Only instants and sorceries: a copy of a permanent spell would become a token (707.10f), which the copies don't do. */
const INSTANT_OR_SORCERY = new Set(['Instant', 'Sorcery']);
const instantOrSorcery = (f: Filter | undefined): boolean => !!f?.types?.length && f.types.every((t) => INSTANT_OR_SORCERY.has(t)) && !f.anyOf;

/**
 * Whether every spell a `copy` verb copies is an instant or sorcery (707.10f: a copy of a permanent spell becomes a token,
 * which the engine's copies don't do — refused rather than read as an instant's copy): a target spell whose description
 * says so, the spell a trigger's event cast when the trigger's filter says so, or the card's own spell ("copy this spell",
 * "when you cast this spell, copy it") when the card is an instant or sorcery (`isSpell`).
 */
export function copiesFit(body: AbilityBody, isSpell: boolean): boolean {
  // Each copy with the trigger whose event it may name: the ability's own, or that of the delayed trigger it is inside
  // ("When you next cast an instant or sorcery spell this turn, copy that spell", 603.7b).
  const copies: Array<{ c: Extract<VerbEffect, { type: 'copy' }>; trigger?: TriggerSpec }> = [];
  const walk = (v: unknown, trigger: TriggerSpec | undefined): void => {
    if (Array.isArray(v)) return v.forEach((x) => walk(x, trigger));
    if (!v || typeof v !== 'object') return;
    const o = v as { type?: string; when?: TriggerSpec };
    if (o.type === 'copy') copies.push({ c: v as Extract<VerbEffect, { type: 'copy' }>, ...(trigger ? { trigger } : {}) });
    const inner = o.type === 'delayed' ? o.when : trigger;
    for (const [k, x] of Object.entries(v)) if (k !== 'when') walk(x, inner);
  };
  walk(body, body.kind === 'triggered' ? body.trigger : undefined);
  return copies.every(({ c, trigger }) => {
    if (c.keyword) return true;
    const ref = c.objects;
    if (ref.ref === 'target') return instantOrSorcery(ref.spec.object) || !!ref.spec.object?.ability;
    if (ref.ref === 'self') return isSpell && (body.kind === 'spell' || (body.kind === 'triggered' && body.trigger.on === 'casts' && body.trigger.object === 'self'));
    if (ref.ref !== 'event-object' || !trigger) return false;
    // "Whenever you activate an ability, copy that ability": the ability the event put on the stack (707.10).
    return [trigger, ...(trigger.or ?? [])].every((t) => (t.on === 'activates' ? true : t.object === 'self' ? isSpell : instantOrSorcery(t.spell)));
  });
}

/**
 * "Whenever a Warrior creature enters, you may attach this Equipment to it": the creature is the trigger's event object, so an
 * attach to it is read only in a trigger of another permanent entering (603.7c) — never one of the source's own.
 */
export function attachFits(body: AbilityBody): boolean {
  if (!JSON.stringify(body).includes('"type":"attach","to"')) return true;
  if (body.kind !== 'triggered') return false;
  const t = body.trigger;
  return t.on === 'enters' && typeof t.object === 'object' && !t.or;
}
