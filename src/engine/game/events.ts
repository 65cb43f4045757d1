// Game events: damage, life, draws, zone changes. Every event goes through `replaceEvent`
// (replacement/handler.ts), the one place where replacement (614) and prevention (615,
// 702.16e) effects apply, in the order the affected player chooses (616.1).
import { cite } from '../citations.ts';
import { say, type Message, type Text } from '../messages/message.ts';
import type { Ability, FaceDownHow, KeywordCost } from '../oracle/ast.ts';
import { characteristics, type Characteristics } from './characteristics.ts';
import { cantGainLife, combatDamageUnpreventable, damageUnpreventable, restrictionsOn } from './restrictions.ts';
import { ENTERS_KINDS } from './replacement/enter.ts';
import type { CardToGraveyardEvent, GainLifeEvent, LeaveEvent, SpellInstead } from './replacement/event.ts';
import { replaceEvent } from './replacement/handler.ts';
import { drawnBeforeTheScenario, newId, nextTimestamp, permanentById, player, trace, type Card, type Game, type LastKnown, type Permanent, type SourceInfo, type TargetRef } from './state.ts';
import { sourceInfo } from './source-info.ts';
import { raise, runEnteringHooks } from './stream.ts';
import type { GameEvent as RaisedEvent } from './game-event.ts';
import { checkPlayerCounters, putCounters } from './counters.ts';
import { createTokens, type FixedToken } from './tokens.ts';
import { shuffleLibrary } from './shuffle.ts';
import { reachedLimit } from './spell-limit.ts';

/** A damage event as callers describe it; replacement and prevention apply in `dealDamage`. */
export type GameEvent = { type: 'damage'; source: SourceInfo; to: TargetRef; amount: number; combat: boolean };

export { nameOf } from './replacement/damage.ts';

export { sourceInfo } from './source-info.ts';

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
  const modified = events.flatMap((e) => replaceEvent(game, { ...e, applied: [], ...((e.combat && combatDamageUnpreventable(game, e.source.id)) || damageUnpreventable(game) ? { unpreventable: true } : {}) }) ?? []);
  for (const m of modified) {
    const rules = [...(m.combat ? cite('dealCombatDamage') : []), ...extraRules];
    const how = { source: m.source.name, amount: m.amount, combat: m.combat };
    // bloodthirst asks whether an opponent was dealt damage this turn (702.54a).
    if (m.to.kind === 'player' && m.amount > 0) player(game, m.to.name).dealtDamageTurn = game.turn;
    // prowl and freerunning ask who dealt combat damage to a player this turn.
    if (m.to.kind === 'player' && m.amount > 0 && m.combat) game.combatDamageToPlayers = [...(game.combatDamageToPlayers ?? []).filter((d) => d.turn === game.turn), { turn: game.turn, controller: m.source.controller, subtypes: m.source.subtypes ?? [], creature: (m.source.types ?? []).includes('Creature') }];
    if (m.to.kind === 'player' && m.source.keywords.includes('infect')) {
      const poisoned = player(game, m.to.name);
      checkPlayerCounters(game, m.to.name);
      poisoned.poison += m.amount;
      trace(game, 'damage', say('damage.infectPlayer', { ...how, to: m.to.name, poison: poisoned.poison }), [...rules, ...cite('infectPlayer')], { source: m.source.id, to: m.to.name, amount: m.amount });
    } else if (m.to.kind === 'player') {
      player(game, m.to.name).life -= m.amount;
      trace(game, 'damage', say('damage.player', { ...how, to: m.to.name, life: player(game, m.to.name).life }), [...rules, ...cite('damageToPlayer')], { source: m.source.id, to: m.to.name, amount: m.amount });
    } else if (m.to.kind === 'permanent') {
      const p = permanentById(game, m.to.id);
      if (!p) continue;
      // "A creature dealt damage by this creature this turn" (Sengir Vampire) remembers its sources.
      game.damagedBy[p.id] = [...(game.damagedBy[p.id] ?? []).filter((id) => id !== m.source.id), m.source.id];
      const types = characteristics(game, p).types;
      if (types.includes('Planeswalker')) {
        const had = p.counters.loyalty ?? 0;
        p.counters.loyalty = Math.max(0, had - m.amount);
        trace(game, 'damage', say('damage.planeswalker', { ...how, to: p.card.def.name, loyalty: p.counters.loyalty }), [...rules, ...cite('damageToPlaneswalker')], { source: m.source.id, to: p.id, amount: m.amount });
        // 120.3c: the damage removes that many loyalty counters ("whenever one or more loyalty counters are removed from …").
        if (had > p.counters.loyalty) raise(game, { kind: 'counters-removed', object: p.id, counter: 'loyalty', amount: had - p.counters.loyalty, left: p.counters.loyalty });
        // A planeswalker that is also a creature (Gideon) has the damage marked too (120.3c and 120.3e both apply).
        if (!types.includes('Creature')) {
          dealt.push({ source: m.source, to: m.to, amount: m.amount });
          continue;
        }
      }
      const counterCode = m.source.keywords.includes('infect') ? 'infectCreature' : m.source.keywords.includes('wither') ? 'wither' : null;
      if (counterCode) {
        // 120.3d: damage from a source with wither or infect becomes -1/-1 counters, not marked damage.
        putCounters(game, p, '-1/-1', m.amount, { quiet: true, by: m.source.controller });
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
  // Damage dealt at once is one batch of events (603.2c, 120.4b); damage to a player is also a loss of life (120.3a, 119.3).
  const combat = events.some((e) => e.combat);
  const happened = dealt.filter((d) => d.amount > 0);
  raise(game, [
    ...happened.map((d): RaisedEvent => ({ kind: 'deals-damage', source: d.source, recipient: d.to, amount: d.amount, combat })),
    ...happened.flatMap((d): RaisedEvent[] => (d.to.kind === 'player' && !d.source.keywords.includes('infect') ? [{ kind: 'loses-life', player: d.to.name, amount: d.amount }] : [])),
  ]);
  for (const { s, total } of bySource.values()) gainLifeEvent(game, { type: 'gain-life', player: s.controller, amount: total, applied: [] }, (amount, life) => trace(game, 'life', say('life.lifelink', { player: s.controller, amount, source: s.name, life }), cite('lifelink')), cite('lifelink'));
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
  raise(game, { kind: 'gains-life', player: m.player, amount: m.amount });
}

/** `from.source`: what the life comes from (a name, or a message such as "paid for …"). */
export function gainLife(game: Game, who: string, amount: number, from: { source: Text }, self: GainLifeEvent['self'] = []): void {
  gainLifeEvent(game, { type: 'gain-life', player: who, amount, applied: [], ...(self?.length ? { self } : {}) }, (n, life) => trace(game, 'life', say('life.gain', { player: who, amount: n, source: from.source, life }), cite('lifeChange')));
}

export function loseLife(game: Game, who: string, amount: number, from: { source: Text }): void {
  const p = player(game, who);
  p.life -= amount;
  trace(game, 'life', say('life.lose', { player: who, amount, source: from.source, life: p.life }), cite('lifeChange'));
  if (amount > 0) raise(game, { kind: 'loses-life', player: who, amount });
}

/** Draws one card at a time, each draw through its replacements (121.6b: a replaced draw is completed before the next). */
export function drawCards(game: Game, who: string, count: number, rules: string[]): void {
  const p = player(game, who);
  for (let i = 0; i < count; i++) {
    // "Each opponent can't draw more than one card each turn": a draw past the limit doesn't happen (101.2, 609.3).
    const limit = drawLimit(game, who, p.drawnThisTurn ?? drawnBeforeTheScenario(game, who));
    if (limit) return trace(game, 'draw', say('draw.limited', { player: who, source: limit.source, max: limit.max }), cite('spellLimit', 'drawLimit'));
    const m = replaceEvent(game, { type: 'draw', player: who, count: 1, applied: [] });
    let first: Card | undefined;
    for (let j = 0; j < (m?.count ?? 0); j++) {
      const card = p.library.shift();
      if (!card) {
        p.drewFromEmpty = true;
        trace(game, 'draw', say('draw.empty', { player: who }), [...rules, ...cite('drawEmpty', 'loseDrawingTooMany')]);
        continue;
      }
      p.hand.push(card);
      first ??= card;
      trace(game, 'draw', say('draw.card', { player: who, card: card.def.name }), rules);
    }
    // Each card drawn is one event (121.2); which one this turn, for "your second card each turn".
    const known = p.drawnThisTurn !== undefined;
    p.drawnThisTurn = (p.drawnThisTurn ?? drawnBeforeTheScenario(game, who)) + 1;
    raise(game, { kind: 'draws', player: who, nth: p.drawnThisTurn, ...(known ? {} : { nthAssumed: true }), ...(first ? { card: first.id } : {}) });
  }
}

const isDrawLimit = (a: Ability): a is Extract<Ability, { kind: 'player-rule'; rule: 'draw-limit' }> => a.kind === 'player-rule' && a.rule === 'draw-limit';
/** The permanent whose "can't draw more than N cards each turn" stops `who`'s next draw, having drawn `drawn` this turn. */
const drawLimit = (game: Game, who: string, drawn: number) => reachedLimit(game, who, isDrawLimit, drawn);

export function putOntoBattlefield(game: Game, card: Card, controller: string, opts: { tapped?: boolean; wantedId?: string; counters?: Record<string, number>; cast?: Permanent['cast']; kicked?: number; kickedWith?: string[]; evoked?: boolean; castX?: number; manaSpent?: string[]; offspring?: boolean; squad?: number; bargained?: boolean; escaped?: boolean; /** it enters face down (708.3) */ faceDown?: FaceDownHow; altCost?: KeywordCost } = {}): Permanent {
  const perm: Permanent = {
    id: newId(game, card.def.name, opts.wantedId),
    card,
    controller,
    tapped: opts.tapped ?? false,
    damage: 0,
    counters: {},
    sick: true,
    newSinceUpkeep: true,
    enteredTurn: game.turn,
    timestamp: nextTimestamp(game),
    deathtouched: false,
    ...(opts.cast ? { cast: opts.cast } : {}),
    ...(opts.kicked ? { kicked: opts.kicked, kickedWith: opts.kickedWith ?? [] } : {}),
    ...(opts.evoked ? { evoked: true } : {}),
    ...(opts.castX !== undefined ? { castX: opts.castX } : {}),
    ...(opts.manaSpent ? { manaSpent: opts.manaSpent } : {}),
    ...(opts.offspring ? { offspring: true } : {}),
    ...(opts.squad ? { squad: opts.squad } : {}),
    ...(opts.bargained ? { bargained: true } : {}),
    ...(opts.escaped ? { escaped: true } : {}),
    // turned face down before it enters, so none of its printed abilities applies as it does (708.3).
    ...(opts.faceDown ? { faceDown: opts.faceDown } : {}),
    ...(opts.altCost ? { altCost: opts.altCost } : {}),
  };
  // What an effect or a rule makes of it as it enters (a copy, 707.5; daybound at night, 702.145b).
  if (!perm.faceDown) runEnteringHooks(game, perm);
  game.battlefield.push(perm);
  if (!perm.faceDown) explainRemovedEntersAbilities(game, perm);
  // Counters it enters with (an effect's "return it with a +1/+1 counter", a planeswalker's loyalty, 306.5b) are put on it as it enters (122.6).
  for (const [counter, n] of Object.entries(opts.counters ?? {})) putCounters(game, perm, counter, n, { enters: true });
  replaceEvent(game, { type: 'enter', object: perm, applied: [] });
  if (card.def.loyalty !== undefined && card.def.types.includes('Planeswalker')) {
    // 306.5b: a replacement effect of its own; counters another one adds as it enters ("with an additional loyalty counter") add up.
    // A printed loyalty of X is the X paid for its spell (107.3m), 0 otherwise.
    const printed = card.def.loyalty === 'X' ? (opts.castX ?? 0) : card.def.loyalty;
    putCounters(game, perm, 'loyalty', printed, { enters: true });
    trace(game, 'counters', say('counters.loyaltyEnters', { object: card.def.name, n: perm.counters.loyalty ?? 0 }), cite('loyaltyEnters', ...(card.def.loyalty === 'X' ? (['xOnEnter'] as const) : [])));
  }
  raise(game, { kind: 'enters', object: perm.id, ...(card.token ? { token: true } : {}) });
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
  return { id: p.id, card: p.card, name: c.name, controller: p.controller, types: c.types, subtypes: c.subtypes, colors: c.colors, keywords: [...c.keywords], power: c.power, toughness: c.toughness, counters: { ...p.counters }, permanent: p };
}
/** 700.11: a permanent card (110.4a) put into its owner's graveyard, from anywhere — that player descended this turn. */
const PERMANENT_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'];
function noteDescended(game: Game, card: Card): void {
  if (card.def.types.some((t) => PERMANENT_TYPES.includes(t))) game.descendedTurn = { ...game.descendedTurn, [card.owner]: game.turn };
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

type Move = { object: Permanent; to: 'graveyard' | 'exile' | 'hand' | 'library'; why: Message; rules: string[]; /** the library position, 1 = on top (401.7). */ position?: number; /** It is sacrificed (701.21a), for "whenever you sacrifice". */ sacrificed?: boolean };

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
    game.lastKnown[move.object.id] = { ...lastKnown(move.object, c), turn: game.turn };
    const owner = player(game, move.object.card.owner);
    // a double-faced card anywhere but the battlefield and the stack has only its front face (712.8a).
    const card = move.object.card;
    frontFaceUp(card);
    // into the library at a position from the top, or at the bottom if it has fewer cards (401.7).
    if (m.to === 'library' && m.shuffle) owner.library.push(card);
    else if (m.to === 'library') owner.library.splice(Math.min((move.position ?? 1) - 1, owner.library.length), 0, card);
    else (m.to === 'graveyard' ? owner.graveyard : m.to === 'exile' ? owner.exile : owner.hand).push(card);
    const where = m.to === 'library' ? say('zone.library', { position: m.shuffle ? 0 : (move.position ?? 1) }) : say(m.to === 'graveyard' ? 'zone.graveyard' : m.to === 'exile' ? 'zone.exile' : 'zone.hand', {});
    trace(game, m.dies ? 'dies' : 'zone-change', say('zone.moved', { object: c.name, why: move.why, where, dies: m.dies }), m.dies ? [...move.rules, ...cite('dies')] : move.rules, { object: move.object.id, to: m.to });
    if (m.shuffle) shuffleLibrary(game, owner.name);
    if (m.dies) game.diedThisTurn++;
    if (m.to === 'graveyard') game.toGraveyardThisTurn = (game.toGraveyardThisTurn ?? 0) + 1;
    // A token is no card (111.1, 700.11).
    if (m.to === 'graveyard' && !card.token) noteDescended(game, card);
    left.push({ p: move.object, c, to: m.to, tokens: m.tokens ?? [] });
  }
  for (const { p } of left) {
    game.battlefield = game.battlefield.filter((x) => x !== p);
    game.floating = game.floating.filter((f) => f.objectId !== p.id);
    removeFromCombat(game, p.id);
  }
  // Tokens a replacement creates in place of the event (Kalitas) come after the event.
  for (const { tokens } of left) for (const t of tokens) createTokens(game, t.controller, t.token.token as FixedToken, typeof t.token.amount === 'number' ? t.token.amount : 0);
  // Leaves-the-battlefield abilities look back in time (603.6c, 603.10a): at the permanents as they were just before.
  raise(game, left.map(({ p, to }): RaisedEvent => ({ kind: 'leaves', object: p.id, seen: game.lastKnown[p.id]!, to, ...(moves.find((m) => m.object === p)?.sacrificed ? { sacrificed: true } : {}) })), before);
}

/** 712.8a: a double-faced card anywhere but the battlefield and the stack has only its front face up. */
export function frontFaceUp(card: Card): void {
  if (!card.front) return;
  card.def = card.front;
  delete card.front;
}

/** How many of these tokens an effect creates, after the replacements that watch it (Doubling Season, Parallel Lives: 614.1a, 111.1). */
export function tokensToCreate(game: Game, controller: string, count: number, name: string): number {
  if (count <= 0) return 0;
  return replaceEvent(game, { type: 'tokens', controller, count, name, applied: [] })?.count ?? 0;
}

/** A card put into its owner's graveyard from the stack or a hand, through "from anywhere" replacements. */
export function putCardIntoGraveyard(game: Game, card: Card, how: { discarded?: boolean; instead?: SpellInstead } = {}): CardToGraveyardEvent['to'] {
  const event: CardToGraveyardEvent = { type: 'card-to-graveyard', card, to: 'graveyard', applied: [], ...(how.discarded ? { discarded: true } : {}), ...(how.instead ? { instead: how.instead } : {}) };
  const m = replaceEvent(game, event);
  const to = m?.to ?? 'graveyard';
  const owner = player(game, card.owner);
  frontFaceUp(card); // a disturbed spell is its front face again (712.8a)
  // a new object: flashback it gained as another one is gone (400.7).
  if (game.flashbackGranted?.includes(card)) game.flashbackGranted = game.flashbackGranted.filter((c) => c !== card);
  if (to === 'library-top') owner.library.unshift(card);
  else (to === 'exile' ? owner.exile : to === 'hand' ? owner.hand : to === 'library-bottom' ? owner.library : owner.graveyard).push(card);
  if (to === 'graveyard') noteDescended(game, card);
  if (m?.shuffle) shuffleLibrary(game, owner.name);
  // mayhem looks at the cards discarded this turn (702.187b).
  if (how.discarded) game.discarded = { turn: game.turn, ids: [...(game.discarded?.turn === game.turn ? game.discarded.ids : []), card.id] };
  return to;
}

/** Destruction (701.8): indestructible permanents are not destroyed (702.12b); replacements (regeneration) apply. */
export function destroy(game: Game, list: Array<{ object: Permanent; why: Message; rules: string[]; noRegeneration?: boolean; sba?: boolean }>): void {
  const moves: Move[] = [];
  for (const d of list) {
    // already gone — umbra armor destroyed this Aura in place of its creature's destruction (702.89a).
    if (!game.battlefield.includes(d.object)) continue;
    const c = characteristics(game, d.object);
    if (c.keywords.has('indestructible')) {
      trace(game, 'effect', say('zone.indestructible', { object: c.name }), cite('indestructible'));
      continue;
    }
    // 701.19c: the instruction's own "it can't be regenerated", or an earlier "can't be regenerated this turn" on the permanent.
    const noRegeneration = d.noRegeneration === true || (game.regenerationShields.includes(d.object.id) && restrictionsOn(game, d.object, c).has('cant-be-regenerated'));
    if (noRegeneration && game.regenerationShields.includes(d.object.id)) trace(game, 'note', say('replace.cantRegenerate', { object: c.name }), cite('cantBeRegenerated'));
    if (!replaceEvent(game, { type: 'destroy', object: d.object, why: d.why, applied: [], ...(noRegeneration ? { noRegeneration: true } : {}), ...(d.sba ? { sba: true as const } : {}) })) continue;
    moves.push({ object: d.object, to: 'graveyard', why: d.why, rules: d.rules });
  }
  if (moves.length) leaveBattlefield(game, moves);
}

export function removeFromCombat(game: Game, id: string): void {
  game.combat.attackers = game.combat.attackers.filter((a) => a.id !== id);
  game.combat.blockers = game.combat.blockers.filter((b) => b.id !== id);
}
