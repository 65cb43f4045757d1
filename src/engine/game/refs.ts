// What the references of an instruction name as it is carried out (608.2): the objects of an
// `ObjectRef` (its targets, the source, the host, the event's object, each FILTER), the players
// of a `PlayerRef` (you, target player, each opponent, its controller, defending player, "that
// player"), and the number an `Amount` stands for (N, X, "that much", "the number of FILTER",
// "equal to its power", "your devotion to black", twice / half). Read from the game as it is
// now, or from last known information for an object that has left (608.2h).
import { manaValue } from '../oracle/mana.ts';
import { BASIC_LAND_TYPES, CARD_TYPES } from '../oracle/subtypes.ts';
import { partySize } from './distinct.ts';
import type { Amount, Filter, ObjectRef, PlayerFilter, PlayerRef } from '../oracle/vocabulary.ts';
import { cardsMatching, matches, permanentsMatching, viewOf, type Candidate, type MatchContext } from './match.ts';
import { cite } from '../citations.ts';
import { say } from '../messages/message.ts';
import type { Characteristics } from './characteristics.ts';
import { apnap, cardById, drawnBeforeTheScenario, permanentById, player, trace, type EventContext, type Game, type Permanent, type StackItem, type TargetRef } from './state.ts';

/** Where an instruction is read: who "you" is, its source, the stack item resolving, the trigger's event. */
export interface Scope {
  controller: string;
  source: { id: string; name: string };
  item?: StackItem;
  event?: EventContext;
  /** The chosen targets each `{ref: 'target'}` of the instruction stands for (still legal ones), by the ref object. */
  targets?: Map<object, TargetRef[]>;
  /** The targets of the whole ability by slot, for `same-target` (undefined: no legal object there now). */
  slots?: Array<TargetRef | undefined>;
  /** The slot chosen last before this instruction: what `{ref: 'same-target', slot: -1}` names ("it", "that player"). */
  lastSlot?: number;
  /** What the previous instruction of the ability acted on ("exile it, then return it"). */
  previous?: Candidate[];
  /** The player an instruction for several players is being carried out for ("their life"). */
  acting?: string;
  /** The permanent an instruction for each of several objects is being carried out for ("itself", "its power"). */
  actingObject?: string;
  /** How permanents are seen: after all the layers (the default), or as a layer under way sees them (a static "for each", 611.3a). */
  view?: (p: Permanent) => Characteristics;
}

/** The scope of a resolving spell or ability: its controller, source, targets' item and trigger event. */
export const scopeOf = (item: StackItem): Scope => ({ controller: item.controller, source: item.source, item, ...(item.event ? { event: item.event } : {}) });

/** The context `matches()` needs to read the references inside a filter, in this scope. */
export function matchContext(game: Game, scope: Scope): MatchContext {
  return {
    you: scope.controller,
    source: scope.source,
    amount: (a) => amountOf(game, a, scope),
    players: (r) => playersOf(game, r, scope),
    objects: (r) => objectsOf(game, r, scope),
    ...(scope.view ? { view: scope.view } : {}),
  };
}

/** Whether `obj` fits `filter` in this scope. */
export const fitsIn = (game: Game, obj: Candidate, filter: Filter, scope: Scope): boolean => matches(game, obj, filter, matchContext(game, scope));

/** The object a chosen target names now: a permanent, a spell on the stack, a card in a graveyard. */
export function candidateOf(game: Game, t: TargetRef): Candidate | undefined {
  if (t.kind === 'permanent') {
    const p = permanentById(game, t.id);
    return p && { kind: 'permanent', permanent: p };
  }
  if (t.kind === 'stack') {
    const item = game.stack.find((s) => s.id === t.id);
    return item && { kind: 'spell', item };
  }
  if (t.kind === 'card') {
    for (const p of game.players) {
      const card = p.graveyard.find((c) => c.id === t.id);
      if (card) return { kind: 'card', card, zone: 'graveyard' };
    }
  }
  return undefined;
}

/** The target of an ability's slot; -1: the slot chosen last before the instruction. */
const slotOf = (slot: number, scope: Scope): TargetRef | undefined => scope.slots?.[slot < 0 ? (scope.lastSlot ?? -1) : slot];

/** The permanent ids a reference names, gone or not: where last known information is looked up (608.2h). */
function idsOf(ref: ObjectRef, scope: Scope): string[] {
  const ids = (ts: Array<TargetRef | undefined>): string[] => ts.flatMap((t) => (t && t.kind !== 'player' ? [t.id] : []));
  if (ref.ref === 'self') return [scope.source.id];
  if (ref.ref === 'event-object') return scope.event?.object ? [scope.event.object] : [];
  if (ref.ref === 'target') return ids(scope.targets?.get(ref) ?? []);
  if (ref.ref === 'same-target') return ids([slotOf(ref.slot, scope)]);
  if (ref.ref === 'sacrificed') return scope.item?.sacrificed ?? [];
  if (ref.ref === 'acting') return scope.actingObject ? [scope.actingObject] : [];
  return [];
}

/** The objects a reference names now (an object that left names nothing: 400.7). */
export function objectsOf(game: Game, ref: ObjectRef, scope: Scope): Candidate[] {
  const some = (c: Candidate | undefined): Candidate[] => (c ? [c] : []);
  const permanent = (id: string | undefined): Candidate[] => some(id ? candidateOf(game, { kind: 'permanent', id }) : undefined);
  switch (ref.ref) {
    case 'self':
      return permanent(scope.source.id);
    case 'host':
      return permanent(permanentById(game, scope.source.id)?.attachedTo);
    case 'event-object':
      return scope.event?.stackId ? some(candidateOf(game, { kind: 'stack', id: scope.event.stackId })) : permanent(scope.event?.object);
    case 'target':
      return (scope.targets?.get(ref) ?? []).flatMap((t) => some(candidateOf(game, t)));
    case 'same-target': {
      const t = slotOf(ref.slot, scope);
      return t ? some(candidateOf(game, t)) : [];
    }
    case 'previous':
      return ref.filter ? (scope.previous ?? []).filter((c) => fitsIn(game, c, ref.filter!, scope)) : (scope.previous ?? []);
    case 'all': {
      const ctx = matchContext(game, scope);
      if (ref.filter.spell) return game.stack.filter((item) => matches(game, { kind: 'spell', item }, ref.filter, ctx)).map((item) => ({ kind: 'spell', item }));
      if (ref.filter.zone && ref.filter.zone !== 'battlefield') return cardsMatching(game, ref.filter, ctx).map(({ card, zone }) => ({ kind: 'card', card, zone }));
      return permanentsMatching(game, ref.filter, ctx).map((p) => ({ kind: 'permanent', permanent: p }));
    }
    case 'library-top': {
      // The count is read for each player in turn: "all but the bottom card of target player's library" counts that player's library ("their", 101.4).
      return playersOf(game, ref.player, scope).flatMap((who) => {
        const n = amountOf(game, ref.count, { ...scope, acting: who }) ?? 0;
        return player(game, who).library.slice(0, Math.max(0, n)).map((card) => ({ kind: 'card' as const, card, zone: 'library' as const }));
      });
    }
    case 'exiled':
      return (game.exiledWith?.[scope.source.id] ?? []).flatMap((id) => game.players.flatMap((p) => p.exile.filter((c) => c.id === id).map((card) => ({ kind: 'card' as const, card, zone: 'exile' as const }))));
    case 'chosen':
      // Chosen on resolution by a player (608.2d): the verb that chooses reads the filter itself.
      return [];
    case 'sacrificed':
      // In a graveyard by now, a new object (400.7): only its last known information is read (idsOf).
      return [];
    case 'acting':
      return permanent(scope.actingObject);
    case 'it':
      // The line reader resolves every pronoun (oracle/pronouns.ts); one left over names nothing.
      return [];
  }
}

/** The targets of the ability that are players, in slot order. */
const targetPlayers = (ts: TargetRef[] | undefined): string[] => (ts ?? []).flatMap((t) => (t.kind === 'player' ? [t.name] : []));

function playersFitting(game: Game, who: PlayerFilter, controller: string): string[] {
  // 101.4: in APNAP order.
  const all = apnap(game).filter((p) => !p.lost).map((p) => p.name);
  if (who === 'you') return all.filter((n) => n === controller);
  if (who === 'opponent' || who === 'not-you') return all.filter((n) => n !== controller);
  return all;
}

const compares = (n: number, op: '<=' | '>=' | '==' | '<' | '>', value: number): boolean =>
  op === '<=' ? n <= value : op === '>=' ? n >= value : op === '<' ? n < value : op === '>' ? n > value : n === value;

/** The players a reference names now, in APNAP order when several (101.4). */
export function playersOf(game: Game, ref: PlayerRef, scope: Scope): string[] {
  switch (ref.ref) {
    case 'you':
      return [scope.controller];
    case 'target':
      return targetPlayers(scope.targets?.get(ref));
    case 'same-target': {
      const t = slotOf(ref.slot, scope);
      return t?.kind === 'player' ? [t.name] : [];
    }
    case 'each': {
      const fitting = playersFitting(game, ref.filter, scope.controller);
      // "each opponent who lost life this turn": each player's own count, as the instruction is carried out (608.2h).
      const all = ref.who ? fitting.filter((n) => compares(amountOf(game, ref.who!.amount, { ...scope, acting: n }) ?? 0, ref.who!.op, ref.who!.value)) : fitting;
      if (!ref.except) return all;
      const left = new Set(playersOf(game, ref.except, scope));
      return all.filter((n) => !left.has(n));
    }
    case 'controller':
    case 'owner': {
      const now = objectsOf(game, ref.of, scope);
      if (!now.length) {
        // Gone: as it last existed (608.2h) — "its controller gains life equal to its power" after an exile.
        return idsOf(ref.of, scope).flatMap((id) => {
          const last = game.lastKnown[id];
          return last ? [ref.ref === 'owner' ? last.card.owner : last.controller] : [];
        });
      }
      return now.map((o) => {
        const v = viewOf(game, o, scope.view);
        return ref.ref === 'owner' ? v.owner : (v.controller ?? v.owner);
      });
    }
    case 'defending': {
      // 506.2: the player the source attacks (or whose planeswalker it attacks).
      const attack = game.combat.attackers.find((a) => a.id === scope.source.id) ?? game.combat.attackers[0];
      return attack ? [attack.defender] : [];
    }
    case 'event-player':
      return scope.event?.player ? [scope.event.player] : [];
    case 'active':
      return [game.active];
    case 'chosen':
      return [];
    case 'acting':
      return scope.acting ? [scope.acting] : [];
  }
}

/** The spell a reference named — the trigger's event's, or a target spell — as it was put on the stack (cast-more.ts, storm.ts keep it). */
function spellAsItWas(game: Game, ref: ObjectRef, scope: Scope): StackItem | undefined {
  const id = ref.ref === 'event-object' ? scope.event?.stackId : idsOf(ref, scope)[0];
  return id ? game.copiable?.[id] : undefined;
}

/** The name of the object a reference names — now, or as it last existed once gone (608.2h): a spell countered or resolved, a permanent that left. */
export function nameOf(game: Game, ref: ObjectRef, scope: Scope): { name: string; gone: boolean } | undefined {
  const obj = objectsOf(game, ref, scope)[0];
  if (obj) return { name: viewOf(game, obj, scope.view).name, gone: false };
  const spell = spellAsItWas(game, ref, scope);
  if (spell) return { name: viewOf(game, { kind: 'spell', item: spell }).name, gone: true };
  const id = idsOf(ref, scope)[0];
  const last = id ? game.lastKnown[id] : undefined;
  return last ? { name: last.name, gone: true } : undefined;
}

/** A number about one object: its power, toughness, mana value, loyalty or counters — now, or as it last existed (608.2h). */
function statOf(game: Game, ref: ObjectRef, stat: Extract<Amount, { of: 'stat' }>['stat'], counter: string | undefined, scope: Scope): number | undefined {
  const obj = objectsOf(game, ref, scope)[0];
  if (!obj) {
    // A spell that has left the stack (countered, resolved): its mana value as it was cast or copied (608.2h, 202.3e).
    const spell = stat === 'mana-value' || stat === 'mana-spent' ? spellAsItWas(game, ref, scope) : undefined;
    if (spell && stat === 'mana-spent') return spell.manaSpent?.length ?? 0;
    if (spell) {
      const value = viewOf(game, { kind: 'spell', item: spell }).manaValue;
      trace(game, 'note', say('ref.lastKnown', { object: spell.source.name, stat, value }), cite('lki'));
      return value;
    }
    // Gone: its last known information (608.2h).
    const id = idsOf(ref, scope)[0];
    const last = id ? game.lastKnown[id] : undefined;
    // A card that was never a permanent — transmute's discarded card (702.53a) — has its printed mana value in every zone (202.3).
    const card = !last && stat === 'mana-value' && ref.ref === 'self' && id ? cardById(game, id) : undefined;
    if (card) return card.def.manaCost ? manaValue(card.def.manaCost) : 0;
    if (!last) return undefined;
    const value =
      stat === 'power' ? last.power : stat === 'toughness' ? last.toughness : stat === 'counters' || stat === 'loyalty' ? (last.counters[stat === 'loyalty' ? 'loyalty' : (counter ?? '')] ?? 0) : last.card.def.manaCost ? manaValue(last.card.def.manaCost) : 0;
    trace(game, 'note', say('ref.lastKnown', { object: last.name, stat, value: value ?? 0 }), cite('lki'));
    return value;
  }
  const v = viewOf(game, obj, scope.view);
  switch (stat) {
    case 'power':
      return v.power;
    case 'toughness':
      return v.toughness;
    case 'mana-value':
      return v.manaValue;
    case 'loyalty':
      return v.permanent?.counters.loyalty ?? 0;
    case 'counters':
      return v.permanent?.counters[counter ?? ''] ?? 0;
    // 601.2h: the mana paid for the spell (a copy or a spell cast without paying had none); a permanent keeps its spell's.
    case 'mana-spent':
      return obj.kind === 'spell' ? (obj.item.manaSpent?.length ?? 0) : obj.kind === 'permanent' ? (obj.permanent.manaSpent?.length ?? 0) : 0;
  }
}

/** 700.5: a player's devotion to colors — the mana symbols of those colors among the mana costs of permanents they control. */
function devotion(game: Game, who: string, colors: string[]): number {
  const letters = new Set(colors.map((c) => ({ white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' })[c]));
  return game.battlefield
    .filter((p) => p.controller === who)
    // A face-down permanent has no mana cost (708.2); a copy has the copied card's (707.2).
    .reduce((n, p) => n + (p.faceDown ? [] : ((p.copyOf ?? p.card.def).manaCost ?? [])).filter((s) => s.split('/').some((part) => letters.has(part))).length, 0);
}

/** The number an amount stands for now; undefined when it names nothing that can be read (an object gone without a trace). */
export function amountOf(game: Game, a: Amount, scope: Scope): number | undefined {
  if (typeof a === 'number') return a;
  switch (a.of) {
    case 'X':
      // 107.3: X is the value announced for the spell or ability; outside one, nothing.
      return scope.item ? (scope.item.x ?? 0) : undefined;
    case 'event':
      return scope.event?.amount;
    case 'count':
      return objectsOf(game, { ref: 'all', filter: a.filter }, scope).length;
    case 'stat':
      return statOf(game, a.object, a.stat, a.counter, scope);
    case 'player': {
      const players = playersOf(game, a.player, scope).map((n) => game.players.find((p) => p.name === n)!);
      const per = (p: (typeof players)[number]): number => {
        switch (a.stat) {
          case 'hand':
            return p.hand.length;
          case 'life':
            return p.life;
          case 'graveyard':
            return p.graveyard.length;
          case 'library':
            return p.library.length;
          case 'poison':
            return p.poison;
          case 'cards-drawn-this-turn':
            return p.drawnThisTurn ?? drawnBeforeTheScenario(game, p.name);
          case 'life-lost-this-turn':
            return p.lifeLost?.turn === game.turn ? p.lifeLost.amount : 0;
          case 'life-gained-this-turn':
            return p.lifeGained?.turn === game.turn ? p.lifeGained.amount : 0;
          // 702.179f: a player with no speed has speed 0.
          case 'speed':
            return p.speed ?? 0;
        }
      };
      return players.reduce((n, p) => n + per(p), 0);
    }
    case 'devotion':
      return playersOf(game, a.player, scope).reduce((n, who) => n + devotion(game, who, a.colors), 0);
    case 'players':
      return playersOf(game, { ref: 'each', filter: a.filter }, scope).length;
    case 'party':
    case 'domain':
      return playersOf(game, a.player, scope).reduce((n, who) => {
        const mine = game.battlefield.filter((p) => p.controller === who).map((p) => viewOf(game, { kind: 'permanent', permanent: p }, scope.view));
        if (a.of === 'party') return n + partySize(mine.filter((v) => v.types.includes('Creature')).map((v) => v.subtypes));
        const lands = mine.filter((v) => v.types.includes('Land'));
        return n + BASIC_LAND_TYPES.filter((t) => lands.some((v) => v.subtypes.includes(t))).length;
      }, 0);
    case 'greatest': {
      const values = objectsOf(game, { ref: 'all', filter: a.among }, scope).map((o) => {
        const v = viewOf(game, o, scope.view);
        return a.stat === 'power' ? v.power : a.stat === 'toughness' ? v.toughness : v.manaValue;
      });
      // No object: the greatest (least) of nothing is 0 (the value a judge would use; Forge does the same).
      if (a.least) return values.length ? Math.min(...values.map((v) => v ?? 0)) : 0;
      return values.reduce<number>((m, v) => Math.max(m, v ?? 0), 0);
    }
    // The actual powers, a negative one too (the formidable rulings, 2015-02-25: powers 4, 5 and -2 total 7).
    case 'distinct':
      // Delirium: the card types (205.2a) among the cards, each counted once.
      if (a.stat === 'card-types') return new Set(objectsOf(game, { ref: 'all', filter: a.among }, scope).flatMap((o) => viewOf(game, o, scope.view).types.filter((t) => (CARD_TYPES as readonly string[]).includes(t)))).size;
      return new Set(objectsOf(game, { ref: 'all', filter: a.among }, scope).map((o) => viewOf(game, o, scope.view).power ?? 0)).size;
    case 'total':
      return objectsOf(game, { ref: 'all', filter: a.among }, scope).reduce((n, o) => {
        const v = viewOf(game, o, scope.view);
        return n + ((a.stat === 'power' ? v.power : v.toughness) ?? 0);
      }, 0);
    case 'times': {
      const n = amountOf(game, a.amount, scope);
      return n === undefined ? undefined : n * a.factor;
    }
    case 'half': {
      const n = amountOf(game, a.amount, scope);
      // 107.1a: rounded as the instruction says.
      return n === undefined ? undefined : a.round === 'up' ? Math.ceil(n / 2) : Math.floor(n / 2);
    }
    case 'combat': {
      if (a.stat === 'opponents-attacked') return (game.combat.playersAttacked ?? []).filter((p) => p !== scope.controller).length;
      const id = idsOf(a.object ?? { ref: 'self' }, scope)[0];
      return Math.max(0, game.combat.blockers.filter((b) => b.attacker === id).length - 1);
    }
    case 'this-way':
      if (a.stat === 'discarded') return scope.item?.discardedThisWay?.[scope.acting ?? scope.controller] ?? 0;
      if (a.stat === 'result') return scope.item?.rolled ?? 0;
      if (a.stat === 'put-into-hand') return scope.item?.putIntoHandThisWay ?? 0;
      if (a.stat === 'votes') return scope.item?.votes?.[a.option] ?? 0;
      if (a.stat === 'revealed') {
        const ctx = matchContext(game, scope);
        return (scope.item?.revealedThisWay ?? []).filter((card) => matches(game, { kind: 'card', card, zone: 'library' }, { ...a.filter, zone: 'library' }, ctx)).length;
      }
      return scope.item?.lifeLostThisWay ?? 0;
    // 702.157a: the source permanent's, or as it last existed (608.2h).
    case 'paid': {
      const p = game.battlefield.find((x) => x.id === scope.source.id) ?? game.lastKnown[scope.source.id]?.permanent;
      return p?.squad ?? 0;
    }
    case 'sum': {
      const parts = a.amounts.map((x) => amountOf(game, x, scope));
      return parts.some((x) => x === undefined) ? undefined : parts.reduce<number>((s, x) => s + x!, 0);
    }
    case 'spells-cast': {
      // 601.2i: the spells cast this turn, in the order cast (copies aren't cast, 707.10); each as it was cast (game.copiable).
      const who = new Set(playersOf(game, a.player, scope));
      const cast = (game.spellsCast ?? []).filter((s) => s.turn === game.turn);
      const about = scope.event?.stackId ?? (scope.item?.kind === 'spell' ? scope.item.id : undefined);
      const until = a.before && about !== undefined ? cast.findIndex((s) => s.id === about) : -1;
      return cast.filter((s, i) => {
        if (!who.has(s.player) || (until >= 0 && i >= until)) return false;
        if (a.other && (s.id === about || (scope.item?.kind === 'spell' && s.id === scope.item.id))) return false;
        const item = s.id !== undefined ? game.copiable?.[s.id] : undefined;
        return !a.filter || (item !== undefined && fitsIn(game, { kind: 'spell', item }, a.filter, scope));
      }).length;
    }
  }
}
