// The trigger handler: the one place a triggered ability is matched against what happened (603.2).
// For each batch of simultaneous events it looks at every ability that could trigger — the
// permanents' (as they were just before a leaves-the-battlefield event: 603.10a), a spell's own
// "when you cast this spell", cards and designations that have abilities off the battlefield, and
// delayed triggers (603.7) — reads each ability's trigger spec against each event, checks its
// condition and intervening "if" (603.4), and puts one trigger per occurrence among the waiting
// ones (603.2c: "one or more" once per batch; damage once per source, 120.4b). They go on the
// stack the next time a player would receive priority, in APNAP order (stack.ts).
import type { Ability } from '../../oracle/ast.ts';
import type { EventKind, Filter, TriggerSpec } from '../../oracle/vocabulary.ts';
import { cite, type ReasonCode } from '../../citations.ts';
import { say, type Message } from '../../messages/message.ts';
import { characteristics, abilitiesGranted, type Characteristics } from '../characteristics.ts';
import type { GameEvent } from '../game-event.ts';
import { copiable } from '../layers.ts';
import { sourceInfo } from '../source-info.ts';
import { noteDefault, trace, type EventContext, type Game, type PendingTrigger, type Permanent, type SourceInfo, type StackItem } from '../state.ts';
import { holds, type ConditionContext } from './conditions.ts';
import { triggeredAbilities } from './keywords.ts';
import { cardView, fits, lastKnownView, permanentView, playerFits, viewById, type HostPlayers, type ObjectView } from '../object-view.ts';
import { keywordCodes } from '../delayed.ts';
import { castFromFits } from '../cast-zone.ts';

type Triggered = Extract<Ability, { kind: 'triggered' }>;

/** Something whose triggered abilities may trigger: a permanent, a spell, a card in exile, a designation. */
export interface TriggerSource {
  /** The object "self" means (a permanent's or card's id, a spell's stack id). */
  id: string;
  controller: string;
  info: SourceInfo;
  /** As it is (or was, looking back): what "if it has a counter on it" reads. */
  view?: ObjectView;
  /** What it is attached to ("enchanted creature", "equipped creature"). */
  host?: string;
  abilities: Triggered[];
  /** A spell's own "when you cast this spell": the spell (its replicate and casualty payments). */
  spell?: StackItem;
  /** A permanent's ability: what "a triggered ability of a permanent you control" counts (603.2d). */
  permanent?: true;
  /** Rules cited as it triggers beyond the trigger's own (a delayed trigger with a duration, 603.7b). */
  rules?: ReasonCode[];
  /** A delayed triggered ability that triggers only once ("When you next cast … this turn", 603.7b): used up as it triggers. */
  usedUp?: () => void;
}

const providers: Array<(game: Game) => TriggerSource[]> = [];

/** Abilities that trigger from outside the battlefield (a suspended card, the monarch): registered by their module. */
export function registerTriggerSources(provider: (game: Game) => TriggerSource[]): void {
  providers.push(provider);
}

/** The raised kind each trigger kind is seen in ('dies' is a kind of 'leaves'). */
const RAISED: Partial<Record<EventKind, GameEvent['kind']>> = { dies: 'leaves', 'put-into-graveyard': 'leaves', exiled: 'leaves', 'returned-to-hand': 'leaves', sacrificed: 'leaves', 'token-created': 'enters', 'dealt-damage': 'deals-damage' };
const raisedAs = (on: EventKind): string => RAISED[on] ?? on;
const alternatives = (spec: TriggerSpec): TriggerSpec[] => [spec, ...(spec.or ?? [])];
const couldMatch = (spec: TriggerSpec, kinds: ReadonlySet<string>): boolean => alternatives(spec).some((s) => kinds.has(raisedAs(s.on)));

/** Matches every triggered ability against a batch of simultaneous events. */
export function collectTriggers(game: Game, batch: GameEvent[], lookBack?: ReadonlyArray<{ p: Permanent; c: Characteristics }>): void {
  const kinds = new Set<string>(batch.map((e) => e.kind));
  const views = new Map<string, ObjectView | undefined>();
  const view = (id: string): ObjectView | undefined => {
    if (!views.has(id)) views.set(id, viewById(game, id));
    return views.get(id);
  };
  let counts: CountModifier[] | undefined;
  const modifiers = (): CountModifier[] => (counts ??= countModifiers(game, lookBack));
  for (const src of sources(game, batch, kinds, lookBack)) {
    for (const ability of src.abilities) {
      const spec = ability.trigger;
      if (!couldMatch(spec, kinds)) continue;
      for (const occ of occurrences(game, spec, src, batch, view)) {
        consider(game, src, ability, spec, occ, modifiers, view);
        if (src.usedUp) {
          src.usedUp();
          break;
        }
      }
    }
  }
  delayedTriggers(game, batch);
}

/** One time the ability triggers: the event it saw as which kind, and what the event named. */
interface Occurrence {
  on: EventKind;
  /** The events it saw (several for "one or more" and for damage dealt at once). */
  events: GameEvent[];
  context: EventContext;
  reason: Message;
  /** Its object looked back in time (603.10a). */
  lookedBack?: boolean;
  /** It triggered on the other creature of a block (509.3d). */
  versus?: boolean;
}

function sources(game: Game, batch: GameEvent[], kinds: ReadonlySet<string>, lookBack?: ReadonlyArray<{ p: Permanent; c: Characteristics }>): TriggerSource[] {
  const out: TriggerSource[] = [];
  // Abilities can be granted (layer 6): then every permanent's are derived; otherwise only those
  // whose own (copiable) abilities could match the batch are.
  const granted = abilitiesGranted(game);
  const board = lookBack ?? game.battlefield.map((p) => ({ p, c: undefined as Characteristics | undefined }));
  for (const { p, c: known } of board) {
    if (!granted && !known && !triggeredAbilities(copiable(p).abilities).some((a) => couldMatch(a.trigger, kinds))) continue;
    const c = known ?? characteristics(game, p);
    const abilities = triggeredAbilities(c.abilities);
    if (!abilities.length) continue;
    out.push({ id: p.id, controller: p.controller, info: sourceInfo(game, p, c), view: permanentView(p, c), ...(p.attachedTo ? { host: p.attachedTo } : {}), abilities, permanent: true });
  }
  // A spell's "when you cast this spell" (cascade, storm): the spell is the source (601.2i).
  for (const e of batch) {
    if (e.kind !== 'casts') continue;
    const card = e.spell.card ?? e.spell.copyOfCard;
    if (card) out.push({ id: e.spell.id, controller: e.spell.controller, info: e.spell.source, view: cardView(card, e.spell.id, e.spell.controller), abilities: triggeredAbilities(card.def.abilities), spell: e.spell });
  }
  // "When you cycle this card": the card, now in its owner's graveyard, is the source (702.29).
  for (const e of batch) {
    if (e.kind !== 'cycles') continue;
    const own = triggeredAbilities(e.card.def.abilities).filter((a) => alternatives(a.trigger).some((t) => t.on === 'cycles' && t.object === 'self'));
    if (own.length) out.push({ id: e.card.id, controller: e.player, info: { id: e.card.id, name: e.card.def.name, controller: e.player, colors: e.card.def.colors, keywords: [] }, view: cardView(e.card, e.card.id, e.player), abilities: own });
  }
  for (const provide of providers) out.push(...provide(game));
  return out;
}

function occurrences(game: Game, spec: TriggerSpec, src: TriggerSource, batch: GameEvent[], view: (id: string) => ObjectView | undefined): Occurrence[] {
  const found: Occurrence[] = [];
  const seen: Array<{ on: EventKind; e: GameEvent; versus?: string }> = [];
  for (const e of batch) {
    for (const alt of alternatives(spec)) {
      if (raisedAs(alt.on) !== e.kind) continue;
      const pairs = matches(game, alt, e, src, view);
      if (!pairs.length) continue;
      for (const versus of pairs) seen.push({ on: alt.on, e, ...(versus ? { versus } : {}) });
      break;
    }
  }
  if (!seen.length) return found;
  // "Whenever you discard two or more cards": at least N of the batch's events (603.2c).
  if (spec.batched) return spec.atLeast !== undefined && spec.on === 'discards' && seen.length < spec.atLeast ? found : [occurrence(game, seen[0]!.on, seen.map((x) => x.e), src)];
  // "Whenever one or more cards leave your graveyard": once for each batch (603.2c); one event per player, so one of them.
  // Damage a source deals at once is one event for it (120.4b, 603.2c): one trigger with the total.
  const damage = seen.filter((x) => x.e.kind === 'deals-damage');
  if (damage.length) {
    const groups = new Map<string, GameEvent[]>();
    const dealtTo = new Map<string, string | undefined>();
    for (const { on, e, versus } of damage) {
      const d = e as Extract<GameEvent, { kind: 'deals-damage' }>;
      const key = on === 'dealt-damage' ? `to:${d.recipient.kind === 'player' ? d.recipient.name : d.recipient.id}` : `by:${d.source.id}${spec.recipient?.player && d.recipient.kind === 'player' ? `>${d.recipient.name}` : ''}${versus ? `>${versus}` : ''}`;
      groups.set(key, [...(groups.get(key) ?? []), e]);
      // The creature dealt damage is the event's object when the source (its host) dealt it; a described dealer ("a creature you
      // control deals damage to a player or planeswalker, put a +1/+1 counter on that creature") is itself the object named.
      dealtTo.set(key, spec.object === 'self' || spec.object === 'host' ? versus : undefined);
    }
    for (const [key, events] of groups) found.push(occurrence(game, damage[0]!.on, events, src, dealtTo.get(key)));
  }
  // "Whenever [a creature] blocks" triggers once for the creature however many it blocks (509.3a); "blocks a creature" once for each (509.3b).
  const blockers = new Set<string>();
  for (const x of seen) {
    if (x.e.kind === 'deals-damage') continue;
    if (x.e.kind === 'blocks' && !spec.versus) {
      if (blockers.has(x.e.object)) continue;
      blockers.add(x.e.object);
    }
    found.push(occurrence(game, x.on, [x.e], src, x.versus, spec));
  }
  return found;
}

/** The attackers of a "you attack with one or more Elves" the description fits (all of them without one). */
function attackersFitting(attackers: string[], want: TriggerSpec['object'], view: (id: string) => ObjectView | undefined, you: string, sourceId: string, game: Game): string[] {
  if (typeof want !== 'object') return attackers;
  return attackers.filter((id) => {
    const o = view(id);
    return o !== undefined && fits(want, o, you, sourceId, game);
  });
}

/** The players the source's host names (303.4m): the player it enchants, or the controller of the object it is attached to (as that object last existed, 603.10a). */
function hostPlayers(game: Game, src: TriggerSource): HostPlayers {
  if (!src.host) return {};
  if (game.players.some((p) => p.name === src.host)) return { host: src.host };
  const controller = game.battlefield.find((p) => p.id === src.host)?.controller ?? game.lastKnown[src.host]?.controller;
  return controller ? { 'host-controller': controller } : {};
}

/** Whether the event is one the spec names, for this source; each blocker it names when `versus` asks for one (509.3d). */
function matches(game: Game, spec: TriggerSpec, e: GameEvent, src: TriggerSource, view: (id: string) => ObjectView | undefined): Array<string | undefined> {
  const you = src.controller;
  const host = hostPlayers(game, src);
  const objectFits = (id: string | undefined, o: ObjectView | undefined, want: TriggerSpec['object']): boolean => {
    if (want === undefined) return true;
    if (want === 'self') return id === src.id;
    if (want === 'host') return id !== undefined && id === src.host;
    return o !== undefined && fits(want, o, you, src.id, game);
  };
  const no: Array<string | undefined> = [];
  const yes: Array<string | undefined> = [undefined];
  switch (e.kind) {
    case 'enters':
      if (spec.on === 'token-created' && !e.token) return no;
      if (spec.from && e.from !== spec.from) return no;
      return objectFits(e.object, view(e.object), spec.object) ? yes : no;
    case 'leaves': {
      const o = lastKnownView(e.seen);
      const died = e.to === 'graveyard' && (o.types.includes('Creature') || o.types.includes('Planeswalker'));
      const kindOk = spec.on === 'leaves' || (spec.on === 'dies' && died) || (spec.on === 'put-into-graveyard' && e.to === 'graveyard') || (spec.on === 'exiled' && e.to === 'exile') || (spec.on === 'returned-to-hand' && e.to === 'hand') || (spec.on === 'sacrificed' && !!e.sacrificed);
      if (!kindOk || (spec.to && e.to !== spec.to)) return no;
      // "Whenever you sacrifice a Clue": only a permanent's controller sacrifices it (701.21a).
      if (spec.player && !playerFits(spec.player, e.seen.controller, you, host)) return no;
      // "When enchanted creature dies": the Aura looks back at what it was attached to (603.10a).
      return objectFits(e.object, o, spec.object) ? yes : no;
    }
    case 'deals-damage': {
      if ((spec.combat && !e.combat) || (spec.noncombat && e.combat)) return no;
      const dealt = spec.on === 'dealt-damage';
      // "Whenever you're dealt damage": a player dealt damage, no object.
      if (dealt && spec.object === undefined && spec.recipient?.player !== undefined) return e.recipient.kind === 'player' && playerFits(spec.recipient.player, e.recipient.name, you, host) ? yes : no;
      const objId = dealt ? (e.recipient.kind === 'permanent' ? e.recipient.id : undefined) : e.source.id;
      if (dealt && objId === undefined) return no;
      const o = objId === undefined ? undefined : (view(objId) ?? sourceView(e.source));
      if (!objectFits(objId, o, spec.object)) return no;
      if (!recipientFits(spec, e.recipient.kind === 'player' ? e.recipient.name : undefined, e.recipient.kind === 'permanent' ? e.recipient.id : undefined, you, src, game, view)) return no;
      // "deals combat damage to a creature, destroy that creature": the creature dealt damage is the one the event names (603.2c: once for each).
      return !dealt && typeof spec.recipient?.object === 'object' && e.recipient.kind === 'permanent' ? [e.recipient.id] : yes;
    }
    case 'gains-life':
    case 'loses-life':
      return playerFits(spec.player, e.player, you, host) ? yes : no;
    case 'discards':
    case 'cycles':
      if (!playerFits(spec.player, e.player, you, host)) return no;
      if (spec.object === 'self') return e.card.id === src.id ? yes : no;
      return spec.object === undefined || (typeof spec.object === 'object' && fits(spec.object, cardView(e.card, e.card.id, e.player), you, src.id, game)) ? yes : no;
    case 'draws':
      if (!playerFits(spec.player, e.player, you, host)) return no;
      if (spec.nth !== undefined && e.nthAssumed) noteDefault(game, say('default.drawnBefore', { player: e.player, n: e.nth - 1 }));
      return spec.nth === undefined || spec.nth === e.nth ? yes : no;
    case 'counters-put':
    case 'counters-removed': {
      if (spec.counter && e.counter !== spec.counter) return no;
      if (spec.atLeast !== undefined && e.amount < spec.atLeast) return no;
      if (spec.reaches !== undefined) {
        const after = e.kind === 'counters-put' ? e.before + e.amount : e.left;
        const before = e.kind === 'counters-put' ? e.before : e.left + e.amount;
        if (e.kind === 'counters-put' ? !(before < spec.reaches && after >= spec.reaches) : after !== spec.reaches) return no;
      }
      return objectFits(e.object, view(e.object), spec.object) ? yes : no;
    }
    case 'becomes-designated':
      if (spec.designation !== e.designation) return no;
      return objectFits(e.object, view(e.object), spec.object) ? yes : no;
    case 'becomes-level':
      if (spec.reaches !== undefined && e.level !== spec.reaches) return no;
      return objectFits(e.object, view(e.object), spec.object) ? yes : no;
    case 'becomes-tapped':
    case 'becomes-untapped':
    case 'not-blocked':
    case 'transforms':
    case 'turned-face-up':
    case 'exploits':
      return objectFits(e.object, view(e.object), spec.object) ? yes : no;
    case 'attacks':
      if ((spec.alone && !e.alone) || (spec.atLeast !== undefined && e.attackers < spec.atLeast)) return no;
      if (!objectFits(e.object, view(e.object), spec.object) || !playerFits(spec.player, e.defender, you, host)) return no;
      return recipientFits(spec, e.planeswalker ? undefined : e.defender, e.planeswalker, you, src, game, view) ? yes : no;
    case 'player-attacks':
      return playerFits(spec.player, e.player, you, host) && attackersFitting(e.attackers, spec.object, view, you, src.id, game).length >= (spec.atLeast ?? 1) ? yes : no;
    case 'blocks':
      if (!objectFits(e.object, view(e.object), spec.object)) return no;
      return !spec.versus || (view(e.attacker) !== undefined && fits(spec.versus, view(e.attacker)!, you, src.id, game)) ? yes : no;
    case 'becomes-blocked':
      if (!objectFits(e.object, view(e.object), spec.object)) return no;
      if (!spec.versus) return yes;
      return e.blockers.filter((b) => view(b) !== undefined && fits(spec.versus!, view(b)!, you, src.id, game));
    case 'casts':
    case 'copies': {
      if (!playerFits(spec.player, e.player, you, host)) return no;
      // "your second spell each turn"; with a description, the Nth of the spells fitting it (each as it was cast, game.copiable).
      if (spec.nth !== undefined && (e.kind === 'copies' || (spec.spell ? nthFitting(game, e.player, spec.spell, you, src.id) : e.nth) !== spec.nth)) return no;
      if (spec.object === 'self' && e.spell.id !== src.id) return no;
      if (spec.object !== undefined && spec.object !== 'self') return no;
      const card = e.spell.card ?? e.spell.copyOfCard;
      if (spec.spell) {
        const { targetsSelf, targets, kicked, from, ...filter } = spec.spell;
        if (!card || !fits(filter, cardView(card, e.spell.id, e.player), you, src.id, game)) return no;
        if (targetsSelf && !e.spell.targets.some((t) => t.kind === 'permanent' && t.id === src.id)) return no;
        if (targets && !e.spell.targets.some((t) => t.kind === 'permanent' && view(t.id) !== undefined && fits(targets, view(t.id)!, you, src.id, game))) return no;
        // 702.33d: a kicked spell (a copy of one is kicked too, 707.10).
        if (kicked && !e.spell.kicked) return no;
        // 601.2a: where it was cast from; a copy isn't cast (707.10).
        if (from && !castFromFits(from, e.spell.castFrom)) return no;
      }
      return yes;
    }
    case 'activates':
      // "Whenever you activate an ability [of an artifact]", "Whenever an ability of equipped creature is activated": the ability's source as it is now.
      return playerFits(spec.player, e.player, you, host) && objectFits(e.ability.source.id, view(e.ability.source.id), spec.object) ? yes : no;
    case 'step-begins':
    case 'step-ends':
      return (!spec.step || spec.step === e.step) && playerFits(spec.player, e.player, you, host) ? yes : no;
    case 'becomes-target':
      // "the target of a spell": not of an ability (`spell` present).
      if (spec.spell && e.by.kind !== 'spell') return no;
      return objectFits(e.object, view(e.object), spec.object) && playerFits(spec.player, e.by.controller, you, host) ? yes : no;
    case 'day-night-changes':
      return yes;
    case 'scries':
    case 'surveils':
    case 'commits-crime':
      return playerFits(spec.player, e.player, you, host) ? yes : no;
    case 'sets-in-motion':
      // "When you set this scheme in motion": this scheme (314.7).
      return playerFits(spec.player, e.player, you, host) && (spec.object !== 'self' || e.scheme === src.id) ? yes : no;
    case 'chaos-ensues':
      // 311.7: the face-up plane's chaos ability (only a face-up plane is a source).
      return yes;
    case 'planar-die':
      // 901.8: the Planeswalker symbol.
      return e.result === 'planeswalker' && playerFits(spec.player, e.player, you, host) ? yes : no;
    case 'ventures':
      // A room ability: this dungeon, this room (309.4c).
      return e.dungeon === src.id && spec.reaches === e.room ? yes : no;
    case 'completes-dungeon':
      return playerFits(spec.player, e.player, you, host) ? yes : no;
    case 'planeswalks':
      // "When you planeswalk to CARDNAME": the plane turned face up (701.31d).
      return playerFits(spec.player, e.player, you, host) && (spec.object !== 'self' || e.to === src.id) ? yes : no;
    case 'explores':
      return objectFits(e.object, view(e.object), spec.object) ? yes : no;
    case 'expends':
      return spec.reaches !== undefined && e.before < spec.reaches && e.after >= spec.reaches && playerFits(spec.player, e.player, you, host) ? yes : no;
    case 'exerts':
      return playerFits(spec.player, e.player, you, host) && objectFits(e.object, view(e.object), spec.object) ? yes : no;
    case 'leaves-graveyard': {
      if (!playerFits(spec.player, e.player, you, host)) return no;
      // Each card as it was in the graveyard (603.10a); "N or more creature cards": at least N of them fit.
      const fitting = typeof spec.object === 'object' ? e.cards.filter((c) => fits(spec.object as Filter, cardView(c, c.id, e.player), you, src.id, game)) : e.cards;
      // "Whenever a creature card leaves your graveyard": once for each card (603.2c).
      if (!spec.batched) return fitting.map((c) => c.id);
      return fitting.length >= Math.max(1, spec.atLeast ?? 1) ? yes : no;
    }
  }
}

/** How many of the spells `player` cast this turn fit the description, counting the one just cast. */
function nthFitting(game: Game, player: string, spell: NonNullable<TriggerSpec['spell']>, you: string, sourceId: string): number {
  const { targetsSelf: _t, targets: _u, kicked: _k, from: _f, ...filter } = spell;
  return (game.spellsCast ?? []).filter((s) => {
    const cast = s.turn === game.turn && s.player === player && s.id !== undefined ? game.copiable?.[s.id] : undefined;
    const card = cast?.card ?? cast?.copyOfCard;
    return card !== undefined && fits(filter, cardView(card, cast!.id, player), you, sourceId, game);
  }).length;
}

function recipientFits(spec: TriggerSpec, player: string | undefined, objectId: string | undefined, you: string, src: TriggerSource, game: Game, view: (id: string) => ObjectView | undefined): boolean {
  const r = spec.recipient;
  if (!r) return true;
  const host = hostPlayers(game, src);
  if (r.player && !playerFits(r.player, player, you, host)) return false;
  if (r.object === 'self') return objectId === src.id;
  if (r.object) return objectId !== undefined && view(objectId) !== undefined && fits(r.object, view(objectId)!, you, src.id, game);
  return true;
}

/** A damage source that is not a permanent (a spell): what the stack knew of it. */
function sourceView(s: SourceInfo): ObjectView {
  return { id: s.id, name: s.name, controller: s.controller, owner: s.controller, token: false, supertypes: [], types: s.types ?? [], subtypes: s.subtypes ?? [], colors: s.colors, keywords: s.keywords, manaValue: 0, counters: {} };
}

/** What the event named, for "that creature", "that player", "that much" (603.7c, 608.2h). */
function occurrence(game: Game, on: EventKind, events: GameEvent[], src: TriggerSource, versus?: string, spec?: TriggerSpec): Occurrence {
  return { ...described(game, on, events, src, versus, spec), events };
}

function described(game: Game, on: EventKind, events: GameEvent[], src: TriggerSource, versus?: string, spec?: TriggerSpec): Omit<Occurrence, 'events'> {
  const e = events[0]!;
  const name = (id: string): string => viewById(game, id)?.name ?? id;
  switch (e.kind) {
    case 'enters':
      return { on, context: { object: e.object, player: viewById(game, e.object)?.controller }, reason: say('event.entered', { object: name(e.object) }) };
    case 'leaves': {
      const objects = events.map((x) => (x as typeof e).seen.name).join(', ');
      const key = on === 'dies' ? 'event.died' : on === 'put-into-graveyard' ? 'event.toGraveyard' : 'event.left';
      return { on, context: { object: e.object, player: e.seen.controller }, reason: say(key, { object: objects }), lookedBack: true };
    }
    case 'deals-damage': {
      const amount = events.reduce((n, x) => n + (x as typeof e).amount, 0);
      const to = e.recipient.kind === 'player' ? e.recipient.name : e.recipient.kind === 'permanent' ? name(e.recipient.id) : '';
      return {
        on,
        context: { amount, object: versus ?? (on === 'dealt-damage' && e.recipient.kind === 'permanent' ? e.recipient.id : e.source.id), ...(e.recipient.kind === 'player' ? { player: e.recipient.name } : {}) },
        reason: on === 'dealt-damage' ? say('event.wasDealtDamage', { object: to, amount, combat: e.combat }) : say('event.dealtDamage', { object: e.source.name, to: events.length > 1 ? '' : to, amount, combat: e.combat }),
      };
    }
    case 'gains-life':
      return { on, context: { player: e.player, amount: e.amount }, reason: say('event.gainedLife', { player: e.player, amount: e.amount }) };
    case 'loses-life':
      return { on, context: { player: e.player, amount: e.amount }, reason: say('event.lostLife', { player: e.player, amount: e.amount }) };
    case 'discards':
      return { on, context: { player: e.player, amount: events.length }, reason: say('event.discarded', { player: e.player, card: events.map((x) => (x as typeof e).card.def.name).join(', ') }) };
    case 'cycles':
      return { on, context: { player: e.player }, reason: say('event.cycled', { player: e.player, card: e.card.def.name }) };
    case 'draws':
      return { on, context: { player: e.player }, reason: say('event.drew', { player: e.player, nth: e.nth }) };
    case 'counters-put':
      return { on, context: { object: e.object, amount: e.amount }, reason: say('event.countersPut', { object: name(e.object), counter: say('term.counter', { counter: e.counter }), amount: e.amount, total: e.before + e.amount }) };
    case 'counters-removed':
      return { on, context: { object: e.object, amount: e.amount }, reason: say('event.countersRemoved', { object: name(e.object) || src.info.name, counter: say('term.counter', { counter: e.counter }), left: e.left }) };
    case 'becomes-tapped':
    case 'becomes-untapped':
      return { on, context: { object: e.object }, reason: say('event.tapped', { object: name(e.object), tapped: e.kind === 'becomes-tapped' }) };
    case 'transforms':
      return { on, context: { object: e.object }, reason: say('event.transformed', { object: name(e.object) }) };
    case 'becomes-level':
      return { on, context: { object: e.object }, reason: say('event.becameLevel', { object: name(e.object), level: e.level }) };
    case 'becomes-designated':
      return { on, context: { object: e.object }, reason: say('event.designated', { object: name(e.object), designation: e.designation }) };
    case 'turned-face-up':
      return { on, context: { object: e.object }, reason: say('event.turnedFaceUp', { object: name(e.object) }) };
    case 'exploits':
      return { on, context: { object: e.sacrificed }, reason: say('event.exploited', { object: name(e.object), victim: name(e.sacrificed) }) };
    case 'attacks':
      return { on, context: { object: e.object, player: e.defender }, reason: say(e.alone && src.id !== e.object ? 'event.attackedAlone' : 'event.attacked', { object: name(e.object) }) };
    case 'player-attacks': {
      // "that many" after "you attack with one or more Elves": the attackers the description fits (508.1).
      const want = spec?.on === 'player-attacks' ? spec.object : undefined;
      const n = typeof want === 'object' ? attackersFitting(e.attackers, want, (id) => viewById(game, id), src.controller, src.id, game).length : e.attackers.length;
      return { on, context: { player: e.player, amount: n }, reason: say('event.playerAttacked', { player: e.player, n }) };
    }
    case 'blocks':
      return { on, context: { object: e.attacker }, reason: say('event.blocked', { object: name(e.object), attacker: name(e.attacker) }) };
    case 'not-blocked':
      return { on, context: { object: e.object, player: e.defender }, reason: say('event.notBlocked', { object: name(e.object) }) };
    case 'becomes-blocked':
      return { on, context: { ...(versus ? { object: versus } : {}), player: e.defender }, reason: say('event.becameBlocked', { object: name(e.object), by: versus ? name(versus) : '' }), ...(versus ? { versus: true } : {}) };
    case 'casts':
      return { on, context: { player: e.player, stackId: e.spell.id }, reason: say('event.cast', { player: e.player, spell: e.spell.source.name }) };
    case 'copies':
      return { on, context: { player: e.player, stackId: e.spell.id }, reason: say('event.copied', { player: e.player, spell: e.spell.source.name }) };
    case 'activates':
      return { on, context: { player: e.player, stackId: e.ability.id }, reason: say('event.activated', { player: e.player, source: e.ability.source.name }) };
    case 'step-begins':
    case 'step-ends':
      return { on, context: { player: e.player }, reason: say(e.kind === 'step-begins' ? 'event.stepBegins' : 'event.stepEnds', { player: e.player, step: say('term.step', { step: e.step }) }) };
    case 'becomes-target':
      return { on, context: { stackId: e.by.id, player: e.by.controller }, reason: say('event.becameTarget', { object: name(e.object), by: e.by.source.name }) };
    case 'day-night-changes':
      return { on, context: {}, reason: say('event.dayNight', { from: e.from, to: e.to }) };
    case 'scries':
    case 'surveils':
      return { on, context: { player: e.player, amount: e.n }, reason: say('event.scried', { player: e.player, n: e.n, surveil: e.kind === 'surveils' }) };
    case 'explores':
      return { on, context: { object: e.object, player: e.controller }, reason: say('event.explored', { object: name(e.object) }) };
    case 'exerts':
      return { on, context: { object: e.object, player: e.player }, reason: say('event.exerted', { player: e.player, object: name(e.object) }) };
    case 'expends':
      return { on, context: { player: e.player }, reason: say('event.expended', { player: e.player, n: e.after }) };
    case 'sets-in-motion':
      return { on, context: { player: e.player }, reason: say('event.setInMotion', { player: e.player, scheme: src.info.name }) };
    case 'chaos-ensues':
      return { on, context: { player: e.player }, reason: say('event.chaosEnsues', {}) };
    case 'ventures':
      return { on, context: { player: e.player }, reason: say('event.ventured', { player: e.player, dungeon: src.info.name }) };
    case 'completes-dungeon':
      return { on, context: { player: e.player }, reason: say('event.completedDungeon', { player: e.player }) };
    case 'planar-die':
      return { on, context: { player: e.player }, reason: say('event.planarDie', { player: e.player }) };
    case 'planeswalks':
      return { on, context: { player: e.player }, reason: say('event.planeswalked', { player: e.player, plane: src.info.name }) };
    case 'commits-crime':
      return { on, context: { player: e.player, stackId: e.by.id }, reason: say('event.committedCrime', { player: e.player, by: e.by.source.name }) };
    case 'leaves-graveyard': {
      // One card of the batch ("a creature card leaves"), or all of them ("one or more cards leave").
      const cards = versus ? e.cards.filter((c) => c.id === versus) : e.cards;
      return { on, context: { player: e.player, amount: cards.length }, reason: say('event.leftGraveyard', { player: e.player, cards: cards.map((c) => c.def.name).join(', ') }), lookedBack: true };
    }
  }
}

/** A static ability changing how many times an event makes abilities of permanents trigger (603.2d): Panharmonicon, Torpor Orb. */
interface CountModifier {
  src: TriggerSource;
  cause: TriggerSpec;
  whose: 'you' | 'opponent' | 'any';
  times: 'additional' | 'none';
}

function countModifiers(game: Game, lookBack?: ReadonlyArray<{ p: Permanent; c: Characteristics }>): CountModifier[] {
  const out: CountModifier[] = [];
  // A creature dying looks back (603.10a): Teysa dying with others still doubles their triggers.
  for (const { p, c: known } of lookBack ?? game.battlefield.map((p) => ({ p, c: undefined as Characteristics | undefined }))) {
    if (!known && !copiable(p).abilities.some((a) => a.kind === 'trigger-count') && !abilitiesGranted(game)) continue;
    const c = known ?? characteristics(game, p);
    for (const a of c.abilities) {
      if (a.kind !== 'trigger-count') continue;
      out.push({ src: { id: p.id, controller: p.controller, info: sourceInfo(game, p, c), abilities: [] }, cause: a.cause, whose: a.whose, times: a.times });
    }
  }
  return out;
}

/** Checks the ability's condition and intervening "if" (603.4) and, if they hold, makes it wait to go on the stack as many times as it triggers (603.2d). */
function consider(game: Game, src: TriggerSource, ability: Triggered, spec: TriggerSpec, occ: Occurrence, modifiers: () => CountModifier[], view: (id: string) => ObjectView | undefined): void {
  const ctx: ConditionContext = { game, controller: src.controller, sourceId: src.id, source: src.view, event: occ.context, forWhat: say('for.abilityText', { card: src.info.name, text: ability.text }), ...(src.spell ? { spell: src.spell } : {}) };
  if (spec.condition && !holds(spec.condition, ctx)) return;
  if (spec.interveningIf) {
    const ok = holds(spec.interveningIf, ctx);
    if (!ok) {
      trace(game, 'note', say('trigger.ifFalse', { source: src.info.name, text: ability.text }), cite('interveningIf', ...(occ.lookedBack ? (['lki'] as const) : [])));
      return;
    }
  }
  // "Do this only once each turn" (603.2h): it triggers only if the optional instruction wasn't done this turn.
  if (ability.trigger.doOnce && game.doneOnceTurns?.[`${src.id}|${ability.text}`] === game.turn) {
    trace(game, 'note', say('trigger.doneThisTurn', { source: src.info.name, text: ability.text }), cite('doOnce'));
    return;
  }
  // "This ability triggers only once each turn": this object's ability has already triggered this turn.
  const onceKey = ability.trigger.oncePerTurn ? `${src.id}|${ability.text}` : undefined;
  if (onceKey) {
    if (game.triggeredOnceTurns?.[onceKey] === game.turn) {
      trace(game, 'note', say('trigger.onceThisTurn', { source: src.info.name, text: ability.text }), cite('triggers'));
      return;
    }
    game.triggeredOnceTurns = { ...game.triggeredOnceTurns, [onceKey]: game.turn };
  }
  let times = 1;
  let additional: PendingTrigger['additional'];
  if (src.permanent) {
    const applying = modifiers().filter((m) => playerFits(m.whose === 'any' ? undefined : m.whose, src.controller, m.src.controller) && occ.events.some((e) => alternatives(m.cause).some((c) => raisedAs(c.on) === e.kind && matches(game, c, e, m.src, view).length > 0)));
    const stopping = applying.find((m) => m.times === 'none');
    if (stopping) {
      trace(game, 'note', say('trigger.notCaused', { source: src.info.name, text: ability.text, by: stopping.src.info.name }), cite('triggers'));
      return;
    }
    const more = applying.filter((m) => m.times === 'additional');
    times += more.length;
    additional = more.length ? { by: more.map((m) => m.src.info.name).join(', '), times } : undefined;
  }
  for (let i = 0; i < times; i++) queueTrigger(game, { controller: src.controller, source: src.info, ability, reason: occ.reason, event: occ.context, on: occ.on, ...(src.rules ? { rules: src.rules } : {}), ...(occ.versus ? { versus: true } : {}), ...(spec.interveningIf ? { interveningIf: spec.interveningIf } : {}), ...(i === 0 && additional ? { additional } : {}) });
}

/** A trigger the rules create directly, not by matching an event: a reflexive trigger (603.12) or a linked "when … this way" (madness, 702.35a). */
export function queueTrigger(game: Game, t: PendingTrigger): void {
  game.pendingTriggers.push(t);
}

/** Delayed triggered abilities (603.7) whose moment has come trigger once, then are gone (603.7c). */
function delayedTriggers(game: Game, batch: GameEvent[]): void {
  const begins = batch.find((e): e is Extract<GameEvent, { kind: 'step-begins' }> => e.kind === 'step-begins');
  if (!begins || !game.delayed.length) return;
  const due = game.delayed.filter((d) => {
    if (d.at === 'next-end-step') return begins.step === 'end';
    if (d.at === 'your-next-end-step') return begins.step === 'end' && d.controller === begins.player;
    if (d.at === 'end-of-combat') return begins.step === 'end-of-combat';
    if (begins.step !== 'upkeep' || d.createdTurn >= game.turn) return false;
    return d.at === 'next-upkeep' || d.controller === begins.player;
  });
  if (!due.length) return;
  game.delayed = game.delayed.filter((d) => !due.includes(d));
  for (const d of due) {
    const ability: Triggered = { kind: 'triggered', trigger: { on: 'step-begins', step: begins.step }, effects: [...d.effects], text: d.text, line: 0 };
    queueTrigger(game, { controller: d.controller, source: d.source, ability, reason: say('event.delayed', { source: d.source.name, step: say('event.stepBegins', { player: begins.player, step: say('term.step', { step: begins.step }) }) }), on: 'step-begins', rules: ['delayedTrigger', 'delayedTriggerOnce', ...keywordCodes(d), ...(d.at === 'end-of-combat' ? (['atEndOfCombat'] as const) : [])], ...(d.carried ? { carried: d.carried } : {}), ...(d.event ? { event: d.event } : {}) });
  }
}

/** State triggers (603.8): whenever the condition holds, unless the ability is already waiting or on the stack. */
export function checkStateTriggers(game: Game): void {
  for (const p of game.battlefield) {
    const own = triggeredAbilities(copiable(p).abilities);
    if (!own.some((a) => a.trigger.on === 'state') && !abilitiesGranted(game)) continue;
    const c = characteristics(game, p);
    for (const a of triggeredAbilities(c.abilities)) {
      const spec = a.trigger;
      if (spec.on !== 'state' || !spec.condition) continue;
      const waiting = game.pendingTriggers.some((t) => t.source.id === p.id && t.ability.text === a.text) || game.stack.some((s: StackItem) => s.trigger && s.source.id === p.id && s.text === a.text);
      if (waiting) continue;
      if (!holds(spec.condition, { game, controller: p.controller, sourceId: p.id, source: permanentView(p, c), forWhat: say('for.abilityText', { card: c.name, text: a.text }) })) continue;
      trace(game, 'trigger', say('trigger.stateHolds', { source: c.name, text: a.text }), cite('stateTrigger'));
      queueTrigger(game, { controller: p.controller, source: sourceInfo(game, p, c), ability: a, reason: say('event.state', { source: c.name }), on: 'state' });
    }
  }
}
