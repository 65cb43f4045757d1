// Game events: damage, life, draws, zone changes. Every event goes through `modifyEvent`,
// the one place where replacement (614) and prevention (615, 702.16e) effects apply.
import { enterAsCopy } from './copy.ts';
import { cite } from '../citations.ts';
import type { Ability } from '../oracle/ast.ts';
import { characteristics, type Characteristics } from './characteristics.ts';
import { protectionAgainst } from './protection.ts';
import { cantGainLife, combatDamageUnpreventable } from './restrictions.ts';
import { lifeGained } from './life-triggers.ts';
import { becameTapped } from './tap-triggers.ts';
import { say } from '../messages/message.ts';
import { newId, nextTimestamp, permanentById, player, trace, type Card, type Game, type Permanent, type SourceInfo, type TargetRef } from './state.ts';

export type GameEvent =
  | { type: 'damage'; source: SourceInfo; to: TargetRef; amount: number; combat: boolean }
  | { type: 'zone-change'; object: Permanent; to: 'graveyard' | 'exile' | 'hand'; dies: boolean }
  | { type: 'destroy'; object: Permanent; why: string; noRegeneration?: boolean }
  | { type: 'enter'; object: Permanent };

/** Applies prevention and replacement effects to an event; returns the modified event or null if it no longer happens. */
export function modifyEvent(game: Game, event: GameEvent): GameEvent | null {
  if (event.type === 'damage') {
    // 615.12: prevention effects (a Fog, protection, shields) don't prevent damage that can't be prevented.
    if (event.combat && combatDamageUnpreventable(game, event.source.id)) {
      if (game.preventCombatDamage || game.shields.length || (event.to.kind === 'permanent' && permanentById(game, event.to.id) && protectionAgainst(characteristics(game, permanentById(game, event.to.id)!), event.source)))
        trace(game, 'note', say('prevent.cantBePrevented', { amount: event.amount, source: event.source.name }), cite('unpreventable'));
      return event;
    }
    if (event.combat && game.preventCombatDamage) {
      trace(game, 'prevented', `${event.amount} combat damage from ${event.source.name} to ${nameOf(game, event.to)} is prevented`, cite('prevention'));
      return null;
    }
    const protectedOne = event.to.kind === 'permanent' ? permanentById(game, event.to.id) : undefined;
    const color = protectedOne ? protectionAgainst(characteristics(game, protectedOne), event.source) : null;
    if (color) {
      trace(game, 'prevented', `${event.amount} damage from ${event.source.name} to ${nameOf(game, event.to)} is prevented (protection from ${color})`, cite('protectionDamage', 'prevention'));
      return null;
    }
    let amount = event.amount;
    for (const shield of game.shields) {
      if (amount <= 0 || shield.remaining <= 0 || !sameTarget(shield.target, event.to)) continue;
      const prevented = Math.min(shield.remaining, amount);
      shield.remaining -= prevented;
      amount -= prevented;
      trace(game, 'prevented', `${shield.sourceName} prevents ${prevented} damage from ${event.source.name} to ${nameOf(game, event.to)}`, cite('prevention'));
    }
    game.shields = game.shields.filter((s) => s.remaining > 0);
    return amount > 0 ? { ...event, amount } : null;
  }
  if (event.type === 'enter') {
    if (characteristics(game, event.object).abilities.some((a) => a.kind === 'etb-tapped')) {
      trace(game, 'replaced', `${event.object.card.def.name} enters the battlefield tapped`, cite('entersReplacement'));
      event.object.tapped = true;
    }
    for (const a of characteristics(game, event.object).abilities) {
      if (a.kind !== 'etb-counters') continue;
      event.object.counters[a.counter] = (event.object.counters[a.counter] ?? 0) + a.count;
      trace(game, 'replaced', `${event.object.card.def.name} enters the battlefield with ${a.count} ${a.counter} counter${a.count > 1 ? 's' : ''} on it`, cite('entersWithReplacement'));
    }
    return event;
  }
  if (event.type === 'destroy') {
    // Regeneration replaces destruction: tap it, remove its damage, remove it from combat (614.8, 701.19a).
    const shield = game.regenerationShields.indexOf(event.object.id);
    if (shield < 0) return event;
    if (event.noRegeneration) {
      trace(game, 'note', `${event.object.card.def.name} can't be regenerated: its regeneration shield does not apply`, cite('cantBeRegenerated'));
      return event;
    }
    game.regenerationShields.splice(shield, 1);
    if (!event.object.tapped) becameTapped(game, event.object, true);
    event.object.tapped = true;
    event.object.damage = 0;
    event.object.deathtouched = false;
    removeFromCombat(game, event.object.id);
    trace(game, 'replaced', `${event.object.card.def.name} would be destroyed (${event.why}); it regenerates instead: it is tapped, its damage is removed and it is removed from combat`, cite('regenerationReplaces', 'regenerate', 'removedFromCombat'));
    return null;
  }
  if (event.dies) {
    const c = characteristics(game, event.object);
    const own = c.abilities.find((a) => a.kind === 'replacement' && a.replaces === 'dies' && a.scope === 'self');
    const global = game.battlefield
      .map((p) => ({ p, a: characteristics(game, p).abilities.find((a) => a.kind === 'replacement' && a.replaces === 'dies' && a.scope === 'any-creature') }))
      .find((x) => x.a);
    const replacement = own ?? global?.a;
    if (replacement) {
      const from = own ? '' : ` (${global!.p.card.def.name})`;
      trace(game, 'replaced', `${c.name} would die; it is exiled instead${from}: "${replacement.text}"`, cite('replacement'));
      return { ...event, to: 'exile', dies: false };
    }
  }
  return event;
}

function sameTarget(a: TargetRef, b: TargetRef): boolean {
  return a.kind === b.kind && (a.kind === 'player' ? a.name === (b as { name: string }).name : a.id === (b as { id: string }).id);
}

export function nameOf(game: Game, t: TargetRef): string {
  if (t.kind === 'player') return t.name;
  if (t.kind === 'permanent') return permanentById(game, t.id)?.card.def.name ?? t.id;
  if (t.kind === 'card') return game.players.flatMap((p) => p.graveyard).find((c) => c.id === t.id)?.def.name ?? t.id;
  return game.stack.find((s) => s.id === t.id)?.card?.def.name ?? t.id;
}

export function sourceInfo(game: Game, p: Permanent, c: Characteristics = characteristics(game, p)): SourceInfo {
  return { id: p.id, name: c.name, controller: p.controller, colors: c.colors, keywords: [...c.keywords], types: c.types, subtypes: c.subtypes };
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
export function dealDamage(game: Game, events: Array<Extract<GameEvent, { type: 'damage' }>>, extraRules: string[] = []): DamageDealt[] {
  const dealt: DamageDealt[] = [];
  for (const e of events) {
    const m = modifyEvent(game, e) as Extract<GameEvent, { type: 'damage' }> | null;
    if (!m) continue;
    const rules = [...(m.combat ? cite('dealCombatDamage') : []), ...extraRules];
    if (m.to.kind === 'player' && m.source.keywords.includes('infect')) {
      const poisoned = player(game, m.to.name);
      poisoned.poison += m.amount;
      trace(game, 'damage', `${m.source.name} deals ${m.amount} ${m.combat ? 'combat ' : ''}damage to ${m.to.name}; with infect it gives ${m.amount} poison counter${m.amount > 1 ? 's' : ''} instead of life loss (${poisoned.poison} poison)`, [...rules, ...cite('infectPlayer')], { source: m.source.id, to: m.to.name, amount: m.amount });
    } else if (m.to.kind === 'player') {
      player(game, m.to.name).life -= m.amount;
      trace(game, 'damage', `${m.source.name} deals ${m.amount} ${m.combat ? 'combat ' : ''}damage to ${m.to.name} (life ${player(game, m.to.name).life})`, [...rules, ...cite('damageToPlayer')], { source: m.source.id, to: m.to.name, amount: m.amount });
    } else if (m.to.kind === 'permanent') {
      const p = permanentById(game, m.to.id);
      if (!p) continue;
      if (characteristics(game, p).types.includes('Planeswalker')) {
        p.counters.loyalty = Math.max(0, (p.counters.loyalty ?? 0) - m.amount);
        trace(game, 'damage', `${m.source.name} deals ${m.amount} ${m.combat ? 'combat ' : ''}damage to ${p.card.def.name} (loyalty ${p.counters.loyalty})`, [...rules, ...cite('damageToPlaneswalker')], { source: m.source.id, to: p.id, amount: m.amount });
        dealt.push({ source: m.source, to: m.to, amount: m.amount });
        continue;
      }
      const counterCode = m.source.keywords.includes('infect') ? 'infectCreature' : m.source.keywords.includes('wither') ? 'wither' : null;
      if (counterCode) {
        // 120.3d: damage from a source with wither or infect becomes -1/-1 counters, not marked damage.
        p.counters['-1/-1'] = (p.counters['-1/-1'] ?? 0) + m.amount;
        trace(game, 'damage', `${m.source.name} deals ${m.amount} ${m.combat ? 'combat ' : ''}damage to ${p.card.def.name}; with ${counterCode === 'wither' ? 'wither' : 'infect'} it becomes ${m.amount} -1/-1 counter${m.amount > 1 ? 's' : ''}`, [...rules, ...cite(counterCode)], { source: m.source.id, to: p.id, amount: m.amount });
        dealt.push({ source: m.source, to: m.to, amount: m.amount });
        continue;
      }
      p.damage += m.amount;
      if (m.source.keywords.includes('deathtouch')) p.deathtouched = true;
      trace(game, 'damage', `${m.source.name} deals ${m.amount} ${m.combat ? 'combat ' : ''}damage to ${p.card.def.name}`, [...rules, ...cite('damageToCreature'), ...(m.source.keywords.includes('deathtouch') ? cite('deathtouch') : [])], { source: m.source.id, to: p.id, amount: m.amount });
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
  for (const { s, total } of bySource.values()) {
    const p = player(game, s.controller);
    if (cantGainLife(game, s.controller)) {
      trace(game, 'life', say('life.cantGain', { player: s.controller }), cite('lifelink', 'cantGainLife'));
      continue;
    }
    p.life += total;
    trace(game, 'life', `${s.controller} gains ${total} life from ${s.name}'s lifelink (life ${p.life})`, cite('lifelink'));
    lifeGained(game, s.controller, total);
  }
  return dealt;
}

export function gainLife(game: Game, who: string, amount: number, why: string): void {
  const p = player(game, who);
  if (cantGainLife(game, who)) {
    trace(game, 'life', say('life.cantGain', { player: who }), cite('cantGainLife'));
    return;
  }
  p.life += amount;
  trace(game, 'life', `${who} gains ${amount} life${why} (life ${p.life})`, cite('lifeChange'));
  lifeGained(game, who, amount);
}

export function loseLife(game: Game, who: string, amount: number, why: string): void {
  const p = player(game, who);
  p.life -= amount;
  trace(game, 'life', `${who} loses ${amount} life${why} (life ${p.life})`, cite('lifeChange'));
}

export function drawCards(game: Game, who: string, count: number, rules: string[]): void {
  const p = player(game, who);
  for (let i = 0; i < count; i++) {
    const card = p.library.shift();
    if (!card) {
      p.drewFromEmpty = true;
      trace(game, 'draw', `${who} tries to draw from an empty library`, [...rules, ...cite('drawEmpty', 'loseDrawingTooMany')]);
      continue;
    }
    p.hand.push(card);
    trace(game, 'draw', `${who} draws ${card.def.name}`, rules);
  }
}

export function putOntoBattlefield(game: Game, card: Card, controller: string, opts: { tapped?: boolean; wantedId?: string } = {}): Permanent {
  const perm: Permanent = {
    id: newId(game, card.def.name, opts.wantedId),
    card,
    controller,
    tapped: opts.tapped ?? false,
    damage: 0,
    counters: {},
    sick: true,
    timestamp: nextTimestamp(game),
    deathtouched: false,
  };
  enterAsCopy(game, perm);
  game.battlefield.push(perm);
  modifyEvent(game, { type: 'enter', object: perm });
  if (card.def.loyalty !== undefined && card.def.types.includes('Planeswalker')) {
    perm.counters.loyalty = card.def.loyalty;
    trace(game, 'counters', `${card.def.name} enters with ${card.def.loyalty} loyalty counters`, cite('loyaltyEnters'));
  }
  const c = characteristics(game, perm);
  for (const a of c.abilities) {
    if (a.kind === 'triggered' && a.trigger.event === 'etb') {
      game.pendingTriggers.push({ controller, source: sourceInfo(game, perm, c), ability: a, reason: `${c.name} entered the battlefield` });
    }
  }
  if (c.types.includes('Creature')) {
    for (const other of game.battlefield) {
      const oc = other === perm ? c : characteristics(game, other);
      for (const a of oc.abilities) {
        if (a.kind !== 'triggered' || a.trigger.event !== 'creature-enters') continue;
        if ((a.trigger.other && other === perm) || (a.trigger.yours && other.controller !== controller)) continue;
        game.pendingTriggers.push({ controller: other.controller, source: sourceInfo(game, other, oc), ability: a, reason: `${c.name} entered the battlefield` });
      }
    }
  }
  return perm;
}

/**
 * Moves permanents off the battlefield simultaneously. Leaves-the-battlefield triggers "look
 * back in time" (603.10a): they use the permanents as they existed just before the event.
 */
export function leaveBattlefield(game: Game, moves: Array<{ object: Permanent; to: 'graveyard' | 'exile' | 'hand'; why: string; rules: string[] }>): void {
  const before = game.battlefield.map((p) => ({ p, c: characteristics(game, p) }));
  const died: Array<{ p: Permanent; c: Characteristics }> = [];
  for (const move of moves) {
    if (!game.battlefield.includes(move.object)) continue;
    const c = characteristics(game, move.object);
    const dies = move.to === 'graveyard' && c.types.includes('Creature');
    const m = modifyEvent(game, { type: 'zone-change', object: move.object, to: move.to, dies }) as Extract<GameEvent, { type: 'zone-change' }>;
    game.battlefield = game.battlefield.filter((p) => p !== move.object);
    game.floating = game.floating.filter((f) => f.objectId !== move.object.id);
    removeFromCombat(game, move.object.id);
    const owner = player(game, move.object.card.owner);
    const zone = m.to === 'graveyard' ? owner.graveyard : m.to === 'exile' ? owner.exile : owner.hand;
    zone.push(move.object.card);
    const where = m.to === 'graveyard' ? "its owner's graveyard" : m.to === 'exile' ? 'exile' : "its owner's hand";
    trace(game, m.dies ? 'dies' : 'zone-change', `${c.name} ${move.why} and is put into ${where}${m.dies ? ' (it dies)' : ''}`, m.dies ? [...move.rules, ...cite('dies')] : move.rules, { object: move.object.id, to: m.to });
    if (m.dies) died.push({ p: move.object, c });
  }
  for (const { p, c } of died) {
    for (const a of c.abilities) {
      if (a.kind === 'triggered' && a.trigger.event === 'dies') {
        game.pendingTriggers.push({ controller: p.controller, source: sourceInfo(game, p, c), ability: a, reason: `${c.name} died` });
      }
    }
    for (const other of before) {
      for (const a of other.c.abilities) {
        if (a.kind !== 'triggered') continue;
        const t = a.trigger;
        if (t.event !== 'another-creature-dies' && t.event !== 'creature-dies') continue;
        if (t.event === 'another-creature-dies' && other.p === p) continue;
        if (t.yours && p.controller !== other.p.controller) continue;
        game.pendingTriggers.push({ controller: other.p.controller, source: sourceInfo(game, other.p, other.c), ability: a, reason: `${other.p === p ? 'it' : `a creature (${c.name})`} died` });
      }
    }
  }
}

/** Destruction (701.8): indestructible permanents are not destroyed (702.12b); replacements (regeneration) apply. */
export function destroy(game: Game, list: Array<{ object: Permanent; why: string; rules: string[]; noRegeneration?: boolean }>): void {
  const moves: Array<{ object: Permanent; to: 'graveyard'; why: string; rules: string[] }> = [];
  for (const d of list) {
    const c = characteristics(game, d.object);
    if (c.keywords.has('indestructible')) {
      trace(game, 'effect', `${c.name} has indestructible and is not destroyed`, cite('indestructible'));
      continue;
    }
    if (!modifyEvent(game, { type: 'destroy', object: d.object, why: d.why, ...(d.noRegeneration ? { noRegeneration: true } : {}) })) continue;
    moves.push({ object: d.object, to: 'graveyard', why: d.why, rules: d.rules });
  }
  if (moves.length) leaveBattlefield(game, moves);
}

export function removeFromCombat(game: Game, id: string): void {
  game.combat.attackers = game.combat.attackers.filter((a) => a.id !== id);
  game.combat.blockers = game.combat.blockers.filter((b) => b.id !== id);
}

export function triggeredAbilitiesOf(c: Characteristics): Array<Extract<Ability, { kind: 'triggered' }>> {
  return c.abilities.filter((a): a is Extract<Ability, { kind: 'triggered' }> => a.kind === 'triggered');
}
