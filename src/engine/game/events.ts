// Game events: damage, life, draws, zone changes. Every event goes through `replaceEvent`
// (replacement/handler.ts), the one place where replacement (614) and prevention (615,
// 702.16e) effects apply, in the order the affected player chooses (616.1).
import { enterAsCopy } from './copy.ts';
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Ability, Effect, FaceDownHow, KeywordCost } from '../oracle/ast.ts';
import { characteristics, type Characteristics } from './characteristics.ts';
import { lifeGained } from './life-triggers.ts';
import { cantGainLife, combatDamageUnpreventable } from './restrictions.ts';
import { ENTERS_KINDS } from './replacement/enter.ts';
import { evolveTriggers } from './evolve.ts'; // cov-keywords
import type { CardToGraveyardEvent, GainLifeEvent, LeaveEvent } from './replacement/event.ts';
import { replaceEvent } from './replacement/handler.ts';
import { graftTriggers } from './graft.ts'; // cov-creature-kw
import { newId, nextTimestamp, permanentById, player, trace, type Card, type Game, type LastKnown, type Permanent, type SourceInfo, type TargetRef } from './state.ts';
import { queueDrawTriggers } from './draw-triggers.ts';
import { enterTransformedAtNight } from './day-night.ts'; // cov-transform
import { showFrontFace } from './transform.ts'; // cov-transform
import { returnExiledUntil } from './exile-until.ts'; // cov-targets
import { queueDamageEventTriggers } from './damage-event-triggers.ts'; // cov-mechanics

import { noteLifeGained, noteLifeLost } from './life-lost.ts';

/** A damage event as callers describe it; replacement and prevention apply in `dealDamage`. */
export type GameEvent = { type: 'damage'; source: SourceInfo; to: TargetRef; amount: number; combat: boolean };

export { nameOf } from './replacement/damage.ts';
import { emblemTriggers } from './emblems.ts';
import { sagaEnters } from './saga.ts';

export function sourceInfo(game: Game, p: Permanent, c: Characteristics = characteristics(game, p)): SourceInfo {
  return { id: p.id, name: c.name, controller: p.controller, colors: c.colors, keywords: [...c.keywords], types: c.types, subtypes: c.subtypes, ...(p.transforms ? { transforms: p.transforms } : {}) };
}

export interface DamageDealt {
  source: SourceInfo;
  to: TargetRef;
  amount: number;
}

/**
 * Deals a batch of damage simultaneously (510.2 for combat damage): each event is modified
 * first, then results are applied (120.3). Returns what was actually dealt.
 */
export function dealDamage(game: Game, events: GameEvent[], extraRules: string[] = []): DamageDealt[] {
  const dealt: DamageDealt[] = [];
  // 615.12: prevention effects (a Fog, protection, shields) don't apply to damage that can't be prevented.
  const modified = events.flatMap((e) => replaceEvent(game, { ...e, applied: [], ...(e.combat && combatDamageUnpreventable(game, e.source.id) ? { unpreventable: true } : {}) }) ?? []);
  for (const m of modified) {
    const rules = [...(m.combat ? cite('dealCombatDamage') : []), ...extraRules];
    const how = { source: m.source.name, amount: m.amount, combat: m.combat };
    // cov-keywords: bloodthirst asks whether an opponent was dealt damage this turn (702.54a).
    if (m.to.kind === 'player' && m.amount > 0) player(game, m.to.name).dealtDamageTurn = game.turn;
    // cov-altcast: prowl and freerunning ask who dealt combat damage to a player this turn.
    if (m.to.kind === 'player' && m.amount > 0 && m.combat) game.combatDamageToPlayers = [...(game.combatDamageToPlayers ?? []).filter((d) => d.turn === game.turn), { turn: game.turn, controller: m.source.controller, subtypes: m.source.subtypes ?? [], creature: (m.source.types ?? []).includes('Creature') }];
    if (m.to.kind === 'player' && m.source.keywords.includes('infect')) {
      const poisoned = player(game, m.to.name);
      poisoned.poison += m.amount;
      trace(game, 'damage', say('damage.infectPlayer', { ...how, to: m.to.name, poison: poisoned.poison }), [...rules, ...cite('infectPlayer')], { source: m.source.id, to: m.to.name, amount: m.amount });
    } else if (m.to.kind === 'player') {
      player(game, m.to.name).life -= m.amount;
      noteLifeLost(game, m.to.name, m.amount);
      trace(game, 'damage', say('damage.player', { ...how, to: m.to.name, life: player(game, m.to.name).life }), [...rules, ...cite('damageToPlayer')], { source: m.source.id, to: m.to.name, amount: m.amount });
    } else if (m.to.kind === 'permanent') {
      const p = permanentById(game, m.to.id);
      if (!p) continue;
      // "A creature dealt damage by this creature this turn" (Sengir Vampire) remembers its sources.
      game.damagedBy[p.id] = [...(game.damagedBy[p.id] ?? []).filter((id) => id !== m.source.id), m.source.id];
      const types = characteristics(game, p).types;
      if (types.includes('Planeswalker')) {
        p.counters.loyalty = Math.max(0, (p.counters.loyalty ?? 0) - m.amount);
        trace(game, 'damage', say('damage.planeswalker', { ...how, to: p.card.def.name, loyalty: p.counters.loyalty }), [...rules, ...cite('damageToPlaneswalker')], { source: m.source.id, to: p.id, amount: m.amount });
        // A planeswalker that is also a creature (Gideon) has the damage marked too (120.3c and 120.3e both apply).
        if (!types.includes('Creature')) {
          dealt.push({ source: m.source, to: m.to, amount: m.amount });
          continue;
        }
      }
      const counterCode = m.source.keywords.includes('infect') ? 'infectCreature' : m.source.keywords.includes('wither') ? 'wither' : null;
      if (counterCode) {
        // 120.3d: damage from a source with wither or infect becomes -1/-1 counters, not marked damage.
        p.counters['-1/-1'] = (p.counters['-1/-1'] ?? 0) + m.amount;
        trace(game, 'damage', say('damage.asCounters', { ...how, to: p.card.def.name, mechanic: counterCode === 'wither' ? 'wither' : 'infect' }), [...rules, ...cite(counterCode)], { source: m.source.id, to: p.id, amount: m.amount });
        dealt.push({ source: m.source, to: m.to, amount: m.amount });
        continue;
      }
      p.damage += m.amount;
      if (m.source.keywords.includes('deathtouch')) p.deathtouched = true;
      trace(game, 'damage', say('damage.creature', { ...how, to: p.card.def.name }), [...rules, ...cite('damageToCreature'), ...(m.source.keywords.includes('deathtouch') ? cite('deathtouch') : [])], { source: m.source.id, to: p.id, amount: m.amount });
    }
    dealt.push({ source: m.source, to: m.to, amount: m.amount });
  }
  // Lifelink: the source's controller gains life equal to all the damage it dealt (702.15b).
  const bySource = new Map<string, { s: DamageDealt['source']; total: number }>();
  for (const d of dealt) {
    if (!d.source.keywords.includes('lifelink')) continue;
    const entry = bySource.get(d.source.id) ?? { s: d.source, total: 0 };
    entry.total += d.amount;
    bySource.set(d.source.id, entry);
  }
  for (const { s, total } of bySource.values()) gainLifeEvent(game, { type: 'gain-life', player: s.controller, amount: total, applied: [] }, (amount, life) => trace(game, 'life', say('life.lifelink', { player: s.controller, amount, source: s.name, life }), cite('lifelink')), cite('lifelink'));
  // cov-mechanics: "whenever this creature deals damage / is dealt damage" (one dealDamage call is one damage event).
  queueDamageEventTriggers(game, dealt, events.some((e) => e.combat));
  return dealt;
}

/** A life gain through its replacements (Boon Reflection, a spell's own "… instead"); `report` traces the gain. */
export function gainLifeEvent(game: Game, event: GainLifeEvent, report: (amount: number, life: number) => void, rules: string[] = []): void {
  // 119.7: a player who can't gain life has no life-gain event to replace.
  if (cantGainLife(game, event.player)) {
    trace(game, 'life', say('life.cantGain', { player: event.player }), [...rules, ...cite('cantGainLife')]);
    return;
  }
  const m = replaceEvent(game, event);
  if (!m || m.amount <= 0) return;
  const p = player(game, m.player);
  p.life += m.amount;
  report(m.amount, p.life);
  noteLifeGained(game, m.player, m.amount);
  lifeGained(game, m.player, m.amount);
}

export function gainLife(game: Game, who: string, amount: number, why: string): void {
  gainLifeEvent(game, { type: 'gain-life', player: who, amount, applied: [] }, (n, life) => trace(game, 'life', `${who} gains ${n} life${why} (life ${life})`, cite('lifeChange')));
}

export function loseLife(game: Game, who: string, amount: number, why: string): void {
  const p = player(game, who);
  p.life -= amount;
  noteLifeLost(game, who, amount);
  trace(game, 'life', `${who} loses ${amount} life${why} (life ${p.life})`, cite('lifeChange'));
}

/** Draws one card at a time, each draw through its replacements (121.6b: a replaced draw is completed before the next). */
export function drawCards(game: Game, who: string, count: number, rules: string[]): void {
  const p = player(game, who);
  for (let i = 0; i < count; i++) {
    const m = replaceEvent(game, { type: 'draw', player: who, count: 1, applied: [] });
    for (let j = 0; j < (m?.count ?? 0); j++) {
      const card = p.library.shift();
      if (!card) {
        p.drewFromEmpty = true;
        trace(game, 'draw', say('draw.empty', { player: who }), [...rules, ...cite('drawEmpty', 'loseDrawingTooMany')]);
        continue;
      }
      p.hand.push(card);
      trace(game, 'draw', say('draw.card', { player: who, card: card.def.name }), rules);
    }
    queueDrawTriggers(game, who);
  }
}

export function putOntoBattlefield(game: Game, card: Card, controller: string, opts: { tapped?: boolean; wantedId?: string; counters?: Record<string, number>; kicked?: number; kickedWith?: string[]; evoked?: boolean; castX?: number; /** cov-addcost */ manaSpent?: string[]; offspring?: boolean; bargained?: boolean; /** cov-casting */ escaped?: boolean; /** cov-faces: it enters face down (708.3) */ faceDown?: FaceDownHow; /** cov-altcast */ altCost?: KeywordCost } = {}): Permanent {
  if (!opts.faceDown) enterTransformedAtNight(game, card); // cov-transform: daybound at night (702.145b)
  const perm: Permanent = {
    id: newId(game, card.def.name, opts.wantedId),
    card,
    controller,
    tapped: opts.tapped ?? false,
    damage: 0,
    counters: { ...opts.counters },
    sick: true,
    newSinceUpkeep: true,
    timestamp: nextTimestamp(game),
    deathtouched: false,
    ...(opts.kicked ? { kicked: opts.kicked, kickedWith: opts.kickedWith ?? [] } : {}),
    ...(opts.evoked ? { evoked: true } : {}),
    ...(opts.castX !== undefined ? { castX: opts.castX } : {}),
    ...(opts.manaSpent ? { manaSpent: opts.manaSpent } : {}),
    ...(opts.offspring ? { offspring: true } : {}),
    ...(opts.bargained ? { bargained: true } : {}),
    ...(opts.escaped ? { escaped: true } : {}),
    // cov-faces: turned face down before it enters, so none of its printed abilities applies as it does (708.3).
    ...(opts.faceDown ? { faceDown: opts.faceDown } : {}),
    ...(opts.altCost ? { altCost: opts.altCost } : {}),
  };
  if (!perm.faceDown) enterAsCopy(game, perm);
  game.battlefield.push(perm);
  if (!perm.faceDown) explainRemovedEntersAbilities(game, perm);
  replaceEvent(game, { type: 'enter', object: perm, applied: [] });
  if (card.def.loyalty !== undefined && card.def.types.includes('Planeswalker')) {
    // 306.5b: a replacement effect of its own; counters another one adds as it enters ("with an additional loyalty counter") add up.
    // A printed loyalty of X is the X paid for its spell (107.3m), 0 otherwise.
    const printed = card.def.loyalty === 'X' ? (opts.castX ?? 0) : card.def.loyalty;
    perm.counters.loyalty = (perm.counters.loyalty ?? 0) + printed;
    trace(game, 'counters', say('loyalty.enters', { object: card.def.name, loyalty: perm.counters.loyalty }), cite('loyaltyEnters', ...(card.def.loyalty === 'X' ? (['xOnEnter'] as const) : [])));
  }
  sagaEnters(game, perm); // 714.3a
  const c = characteristics(game, perm);
  for (const a of c.abilities) {
    // "When this creature enters, if it was kicked, …" triggers only if it was (603.4, 702.33d).
    if (a.kind === 'triggered' && a.trigger.event === 'etb' && (!a.ifKicked || (perm.kicked && (a.ifKicked === true || perm.kickedWith?.includes(a.ifKicked)))) && (!a.ifEvoked || perm.evoked) && (!a.ifPaid || perm.altCost === a.ifPaid) && /* cov-creature-kw */ (!a.ifTributeNotPaid || !perm.tributePaid) && /* cov-addcost */ (!a.ifOffspring || perm.offspring) && (!a.ifBargained || perm.bargained)) {
      game.pendingTriggers.push({ controller, source: sourceInfo(game, perm, c), ability: a, reason: `${c.name} entered the battlefield` });
    }
  }
  {
    // "Whenever a land [you control] enters" (landfall), "… an artifact …" (603.6a).
    for (const other of game.battlefield) {
      const oc = other === perm ? c : characteristics(game, other);
      for (const a of oc.abilities) {
        if (a.kind !== 'triggered' || a.trigger.event !== 'permanent-enters' || !c.types.includes(a.trigger.cardType)) continue;
        if ((a.trigger.yours && other.controller !== controller) || (a.trigger.other && other === perm)) continue;
        game.pendingTriggers.push({ controller: other.controller, source: sourceInfo(game, other, oc), ability: a, reason: `${c.name} entered the battlefield` });
      }
    }
  }
  if (c.types.includes('Creature')) {
    for (const other of game.battlefield) {
      const oc = other === perm ? c : characteristics(game, other);
      for (const a of oc.abilities) {
        if (a.kind !== 'triggered' || a.trigger.event !== 'creature-enters') continue;
        if ((a.trigger.other && other === perm) || (a.trigger.yours && other.controller !== controller)) continue;
        if (a.trigger.creatureType && !c.subtypes.includes(a.trigger.creatureType) && !(a.trigger.orSelf && other === perm)) continue;
        game.pendingTriggers.push({ controller: other.controller, source: sourceInfo(game, other, oc), ability: a, reason: `${c.name} entered the battlefield` });
      }
    }
  }
  // 114.4: an emblem's "whenever a creature (a land, an artifact) [you control] enters" triggers from the command zone.
  game.pendingTriggers.push(...emblemTriggers(game, (a, owner) => {
    const t = a.trigger;
    if ((t.event !== 'creature-enters' && t.event !== 'permanent-enters') || (t.yours && owner !== controller)) return false;
    return t.event === 'permanent-enters' ? c.types.includes(t.cardType) : c.types.includes('Creature') && (!t.creatureType || c.subtypes.includes(t.creatureType));
  }, `${c.name} entered the battlefield`).map((t) => ({ ...t, event: { object: perm.id } })));
  evolveTriggers(game, perm, c); // cov-keywords
  graftTriggers(game, perm, c); // cov-creature-kw
  return perm;
}

/**
 * 614.12: what modifies how a permanent enters is read from the permanent as it would exist on
 * the battlefield. A printed "enters tapped" (or "pay 2 life or enters tapped") that an effect
 * already in place removes — a nonbasic land under Blood Moon — does not apply: say so.
 */
function explainRemovedEntersAbilities(game: Game, perm: Permanent): void {
  const kept = new Set(characteristics(game, perm).abilities.map((a) => a.text));
  for (const a of perm.card.def.abilities) {
    if (ENTERS_KINDS.has(a.kind) && !kept.has(a.text)) trace(game, 'note', say('replace.entersAbilityRemoved', { object: perm.card.def.name, text: a.text }), cite('entersCharacteristics'));
  }
}

/** The permanent as it last existed on the battlefield (608.2h). */
function lastKnown(p: Permanent, c: Characteristics): LastKnown {
  return { id: p.id, card: p.card, name: c.name, controller: p.controller, types: c.types, subtypes: c.subtypes, colors: c.colors, keywords: [...c.keywords], power: c.power, toughness: c.toughness, counters: { ...p.counters } };
}

/**
 * An ability's source as its effect uses it (608.2h): the permanent as it is now if it is still
 * on the battlefield, else as it last existed there (a sacrificed Mogg Fanatic, a source killed
 * in response); the source as it was put on the stack when neither is known.
 */
export function sourceNow(game: Game, source: SourceInfo): { source: SourceInfo; lastKnown: boolean } {
  const here = permanentById(game, source.id);
  if (here) return { source: sourceInfo(game, here), lastKnown: false };
  const known = game.lastKnown[source.id];
  if (!known) return { source, lastKnown: false };
  return { source: { id: known.id, name: known.name, controller: known.controller, colors: known.colors, keywords: known.keywords, types: known.types, subtypes: known.subtypes }, lastKnown: true };
}

type Move = { object: Permanent; to: 'graveyard' | 'exile' | 'hand' | /* cov-tail */ 'library'; why: string; rules: string[]; /** cov-tail: the library position, 1 = on top (401.7). */ position?: number };

/**
 * Moves permanents off the battlefield simultaneously. Replacement effects apply to every move
 * while all of them are still there (a Kalitas dying with the creatures it exiles still
 * applies); then they all move; then leaves-the-battlefield triggers "look back in time"
 * (603.10a): they use the permanents as they existed just before the event.
 */
export function leaveBattlefield(game: Game, moves: Move[]): void {
  const before = game.battlefield.map((p) => ({ p, c: characteristics(game, p) }));
  const left: Array<{ p: Permanent; c: Characteristics; to: LeaveEvent['to']; tokens: NonNullable<LeaveEvent['tokens']> }> = [];
  for (const move of moves) {
    if (!game.battlefield.includes(move.object) || left.some((x) => x.p === move.object)) continue;
    const c = characteristics(game, move.object);
    const dies = move.to === 'graveyard' && c.types.includes('Creature');
    // The others moving at the same time are still on the battlefield here: their replacement effects apply.
    const event: LeaveEvent = { type: 'zone-change', object: move.object, to: move.to, dies, applied: [] };
    const m = replaceEvent(game, event);
    if (!m) continue;
    game.lastKnown[move.object.id] = lastKnown(move.object, c);
    const owner = player(game, move.object.card.owner);
    // cov-transform: a double-faced card anywhere but the battlefield and the stack has only its front face (712.8a).
    const card = move.object.card;
    showFrontFace(card);
    // cov-tail: into the library at a position from the top, or at the bottom if it has fewer cards (401.7).
    if (m.to === 'library') owner.library.splice(Math.min((move.position ?? 1) - 1, owner.library.length), 0, card);
    else (m.to === 'graveyard' ? owner.graveyard : m.to === 'exile' ? owner.exile : owner.hand).push(card);
    const where = m.to === 'library' ? say('zone.library', { position: move.position ?? 1 }) : say(m.to === 'graveyard' ? 'zone.graveyard' : m.to === 'exile' ? 'zone.exile' : 'zone.hand', {});
    trace(game, m.dies ? 'dies' : 'zone-change', say('zone.moved', { object: c.name, why: move.why, where, dies: m.dies }), m.dies ? [...move.rules, ...cite('dies')] : move.rules, { object: move.object.id, to: m.to });
    if (m.dies) game.diedThisTurn++;
    left.push({ p: move.object, c, to: m.to, tokens: m.tokens ?? [] });
  }
  for (const { p } of left) {
    game.battlefield = game.battlefield.filter((x) => x !== p);
    game.floating = game.floating.filter((f) => f.objectId !== p.id);
    removeFromCombat(game, p.id);
  }
  // Tokens a replacement creates in place of the event (Kalitas) come after the event.
  for (const { tokens } of left) for (const t of tokens) createTokens(game, t.controller, t.token);
  queueLeaveTriggers(game, before, left);
  // cov-targets: what these permanents exiled "until they leave the battlefield" comes back (610.3).
  returnExiledUntil(game, left.map(({ p }) => p.id));
}

/** Leaves-the-battlefield triggers, looking back in time (603.6c, 603.10a). */
function queueLeaveTriggers(game: Game, before: Array<{ p: Permanent; c: Characteristics }>, left: Array<{ p: Permanent; c: Characteristics; to: LeaveEvent['to'] }>): void {
  const died = left.filter((x) => x.to === 'graveyard' && x.c.types.includes('Creature'));
  const queue = (p: Permanent, c: Characteristics, a: TriggeredAbility, reason: string): void => {
    // 603.4: an intervening "if it had no -1/-1 counters on it" is checked on the last known information.
    if (a.ifNoCounters && (game.lastKnown[p.id]?.counters[a.ifNoCounters] ?? 0) > 0) {
      trace(game, 'note', say('trigger.interveningIfFalse', { source: c.name, text: a.text, counter: a.ifNoCounters }), cite('interveningIf', 'lki'));
      return;
    }
    game.pendingTriggers.push({ controller: p.controller, source: sourceInfo(game, p, c), ability: a, reason });
  };
  for (const { p, c, to } of left) {
    for (const a of triggeredAbilitiesOf(c)) if (a.trigger.event === 'self-leaves') queue(p, c, a, `${c.name} left the battlefield`);
    if (to !== 'graveyard') continue;
    for (const a of triggeredAbilitiesOf(c)) {
      const dies = a.trigger.event === 'dies' && c.types.includes('Creature');
      if (dies || a.trigger.event === 'self-to-graveyard') queue(p, c, a, dies ? `${c.name} died` : `${c.name} was put into a graveyard from the battlefield`);
    }
  }
  for (const other of before) {
    for (const a of triggeredAbilitiesOf(other.c)) {
      const t = a.trigger;
      if (t.event === 'one-or-more-die') {
        const which = died.filter(({ p }) => (!t.other || p !== other.p) && (!t.yours || p.controller === other.p.controller));
        if (which.length) queue(other.p, other.c, a, `${which.map((d) => d.c.name).join(', ')} died`);
        continue;
      }
      for (const { p, c } of died) {
        if (t.event === 'attached-dies') {
          if (other.p.attachedTo === p.id) queue(other.p, other.c, a, `${c.name}, which ${other.c.name} was attached to, died`);
          continue;
        }
        if (t.event === 'damaged-by-self-dies') {
          if ((game.damagedBy[p.id] ?? []).includes(other.p.id)) queue(other.p, other.c, a, `${c.name}, dealt damage by ${other.c.name} this turn, died`);
          continue;
        }
        if (t.event !== 'another-creature-dies' && t.event !== 'creature-dies') continue;
        if (t.event === 'another-creature-dies' && other.p === p) continue;
        if (t.yours && p.controller !== other.p.controller) continue;
        if ((t.opponents && p.controller === other.p.controller) || (t.nontoken && p.card.token)) continue;
        queue(other.p, other.c, a, `${other.p === p ? 'it' : `a creature (${c.name})`} died`);
      }
    }
  }
  // 114.4: an emblem's "whenever a creature [you control / an opponent controls] dies" triggers from the command zone, once for each.
  for (const { p, c } of died) {
    game.pendingTriggers.push(...emblemTriggers(game, (a, owner) => {
      const t = a.trigger;
      return t.event === 'creature-dies' && !(t.yours && p.controller !== owner) && !(t.opponents && p.controller === owner) && !(t.nontoken && p.card.token);
    }, `a creature (${c.name}) died`));
  }
}

/** Creates creature tokens (111.1) under a player's control. */
export function createTokens(game: Game, controller: string, effect: Extract<Effect, { type: 'create-token' }>, /* cov-creature-kw */ opts: { tapped?: boolean } = {}): Permanent[] {
  const made: Permanent[] = [];
  for (let i = 0; i < effect.count; i++) {
    const name = `${effect.subtype} Token`;
    const card: Card = {
      id: newId(game, name),
      owner: controller,
      token: true,
      def: {
        name, typeLine: `Token ${effect.artifact ? 'Artifact ' : ''}Creature — ${effect.subtype}`, supertypes: [], types: effect.artifact ? ['Artifact', 'Creature'] : ['Creature'], subtypes: effect.subtype.split(' '), manaCost: null, // cov-tail: "Phyrexian Golem" is two subtypes (111.4)
        colors: effect.colors ?? (effect.color === 'colorless' ? [] : [effect.color]), power: effect.power, toughness: effect.toughness,
        // 111.4: the token has the keywords the effect names.
        abilities: [...(effect.keywords ?? []).map((keyword) => ({ kind: 'keyword' as const, keyword, text: keyword, line: 0 })), ...(effect.abilities ?? [])],
      },
    };
    const tokenPerm = putOntoBattlefield(game, card, controller, opts);
    trace(game, 'create', say('effect.token', { player: controller, power: effect.power, toughness: effect.toughness, color: effect.colors?.join(' and ') ?? effect.color, subtype: effect.subtype, id: tokenPerm.id }), cite('create', 'tokens', 'tokenName'), { object: tokenPerm.id });
    made.push(tokenPerm);
  }
  return made;
}

/** A card put into its owner's graveyard from the stack or a hand, through "from anywhere" replacements. */
export function putCardIntoGraveyard(game: Game, card: Card, how: { discarded?: boolean } = {}): 'graveyard' | 'exile' {
  const event: CardToGraveyardEvent = { type: 'card-to-graveyard', card, to: 'graveyard', applied: [], ...(how.discarded ? { discarded: true } : {}) };
  const m = replaceEvent(game, event);
  const to = m?.to ?? 'graveyard';
  const owner = player(game, card.owner);
  showFrontFace(card); // cov-transform: a disturbed spell is its front face again (712.8a)
  (to === 'exile' ? owner.exile : owner.graveyard).push(card);
  // cov-casting: mayhem looks at the cards discarded this turn (702.187b).
  if (how.discarded) game.discarded = { turn: game.turn, ids: [...(game.discarded?.turn === game.turn ? game.discarded.ids : []), card.id] };
  return to;
}

/** Destruction (701.8): indestructible permanents are not destroyed (702.12b); replacements (regeneration) apply. */
export function destroy(game: Game, list: Array<{ object: Permanent; why: string; rules: string[]; noRegeneration?: boolean; /** cov-statics */ sba?: boolean }>): void {
  const moves: Move[] = [];
  for (const d of list) {
    // cov-creature-kw: already gone — umbra armor destroyed this Aura in place of its creature's destruction (702.89a).
    if (!game.battlefield.includes(d.object)) continue;
    const c = characteristics(game, d.object);
    if (c.keywords.has('indestructible')) {
      trace(game, 'effect', say('zone.indestructible', { object: c.name }), cite('indestructible'));
      continue;
    }
    if (d.noRegeneration && game.regenerationShields.includes(d.object.id)) trace(game, 'note', say('replace.cantRegenerate', { object: c.name }), cite('cantBeRegenerated'));
    if (!replaceEvent(game, { type: 'destroy', object: d.object, why: d.why, applied: [], ...(d.noRegeneration ? { noRegeneration: true } : {}), ...(d.sba ? { sba: true as const } : {}) })) continue;
    moves.push({ object: d.object, to: 'graveyard', why: d.why, rules: d.rules });
  }
  if (moves.length) leaveBattlefield(game, moves);
}

export function removeFromCombat(game: Game, id: string): void {
  game.combat.attackers = game.combat.attackers.filter((a) => a.id !== id);
  game.combat.blockers = game.combat.blockers.filter((b) => b.id !== id);
}

type TriggeredAbility = Extract<Ability, { kind: 'triggered' }>;

export function triggeredAbilitiesOf(c: Characteristics): TriggeredAbility[] {
  return c.abilities.filter((a): a is TriggeredAbility => a.kind === 'triggered');
}
