// Whether an object fits a `Filter` (oracle/vocabulary.ts): the one check behind targets,
// groups, costs, triggers, statics, counts and searches. A permanent is seen as it is after the
// layers (613), or as the caller's characteristics say while a layer is under way (611.3a); a
// card in a zone as printed; a spell as its card, with the X chosen for it (202.3e) and the
// face-down values of a face-down spell (708.4).
import type { Keyword } from '../oracle/ast.ts';
import { CREATURE_TYPES } from '../oracle/creature-types.ts';
import { manaValue } from '../oracle/mana.ts';
import { PERMANENT_TYPES } from '../oracle/subtypes.ts';
import type { Amount, Compare, Filter, ObjectRef, PlayerRef, Whose, Zone } from '../oracle/vocabulary.ts';
import type { Characteristics } from './characteristics.ts';
import type { Card, Game, Permanent, StackItem } from './state.ts';
import { chosenFits } from './chosen-group.ts';

/**
 * How a permanent's characteristics are derived (613): game/characteristics.ts registers it
 * (`useDerivation`), so this module, which the layers themselves use to read groups and
 * counts, does not import them back.
 */
let derived: (game: Game, p: Permanent) => Characteristics = () => {
  throw new Error('game/match.ts: no derivation registered (import game/characteristics.ts first)');
};
export function useDerivation(derive: (game: Game, p: Permanent) => Characteristics): void {
  derived = derive;
}

/** An object a filter may describe: a permanent, a card in a zone other than the battlefield and the stack, or a spell. */
export type Candidate =
  | { kind: 'permanent'; permanent: Permanent; /** Its characteristics as the caller derived them (a layer under way); else derived now. */ c?: Characteristics }
  | { kind: 'card'; card: Card; zone: Exclude<Zone, 'battlefield' | 'stack'> }
  | { kind: 'spell'; item: StackItem };

/**
 * Who "you" is and what "other", "named CARDNAME" and the filter's references mean. The
 * references (a player, an amount, an object a filter names) are read by game/refs.ts, which
 * passes its readers here; without one, a filter that needs it fits nothing (never a guess).
 */
export interface MatchContext {
  /** The player "you" means: the controller of the ability or effect. */
  you: string;
  /** The object with the ability: "other" / "another" exclude it, "named CARDNAME" names it. */
  source?: { id: string; name: string };
  amount?: (a: Amount) => number | undefined;
  players?: (r: PlayerRef) => string[];
  objects?: (r: ObjectRef) => Candidate[];
  /** A permanent's characteristics as the caller reads them (a layer under way: types after layer 5…); else after all the layers. */
  view?: (p: Permanent) => Characteristics;
}

/** What a filter looks at, read once from the object. */
export interface View {
  id: string;
  name: string;
  zone: Zone;
  types: readonly string[];
  subtypes: readonly string[];
  supertypes: readonly string[];
  colors: readonly string[];
  manaValue: number;
  power?: number;
  toughness?: number;
  keywords: ReadonlySet<Keyword>;
  /** Permanents and spells; a card in a zone has none (108.4a). */
  controller?: string;
  owner: string;
  token: boolean;
  isSpell: boolean;
  permanent?: Permanent;
  /** An ability on the stack (113.1): which kind, and its source as it was put on the stack. */
  stackAbility?: { kind: 'activated' | 'triggered'; source: View };
}

const keywordsOf = (abilities: Characteristics['abilities']): Set<Keyword> => new Set(abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])));

export function viewOf(game: Game, obj: Candidate, view?: (p: Permanent) => Characteristics): View {
  if (obj.kind === 'permanent') {
    const p = obj.permanent;
    const c = obj.c ?? (view ? view(p) : derived(game, p));
    // Keywords from the abilities as they stand: while layer 6 is under way `c.keywords` is not filled yet.
    return { id: p.id, name: c.name, zone: 'battlefield', types: c.types, subtypes: c.subtypes, supertypes: c.supertypes, colors: c.colors, manaValue: c.manaValue, power: c.power, toughness: c.toughness, keywords: keywordsOf(c.abilities), controller: c.controller, owner: p.card.owner, token: p.card.token, isSpell: false, permanent: p };
  }
  if (obj.kind === 'card') {
    const d = obj.card.def;
    return { id: obj.card.id, name: d.name, zone: obj.zone, types: d.types, subtypes: d.subtypes, supertypes: d.supertypes, colors: d.colors, manaValue: d.manaCost ? manaValue(d.manaCost) : 0, power: d.power, toughness: d.toughness, keywords: keywordsOf(d.abilities), owner: obj.card.owner, token: obj.card.token, isSpell: false };
  }
  const item = obj.item;
  if (item.kind === 'ability') {
    const s = item.source;
    const source: View = { id: s.id, name: s.name, zone: 'battlefield', types: s.types ?? [], subtypes: s.subtypes ?? [], supertypes: [], colors: s.colors, manaValue: 0, keywords: new Set(s.keywords), controller: s.controller, owner: s.controller, token: false, isSpell: false };
    return { id: item.id, name: s.name, zone: 'stack', types: [], subtypes: [], supertypes: [], colors: [], manaValue: 0, keywords: new Set(), controller: item.controller, owner: item.controller, token: false, isSpell: false, stackAbility: { kind: item.trigger ? 'triggered' : 'activated', source } };
  }
  const card = item.card ?? item.copyOfCard;
  const owner = card?.owner ?? item.controller;
  // 708.4: a face-down spell is a 2/2 creature spell with no name, color, subtypes or mana cost.
  if (item.faceDown || !card) return { id: item.id, name: item.faceDown ? '' : item.source.name, zone: 'stack', types: item.faceDown ? ['Creature'] : [], subtypes: [], supertypes: [], colors: [], manaValue: 0, power: item.faceDown ? 2 : undefined, toughness: item.faceDown ? 2 : undefined, keywords: new Set(), controller: item.controller, owner, token: false, isSpell: item.kind === 'spell' };
  const d = card.def;
  // 202.3e: on the stack, X in the mana cost is the value chosen for it.
  const xs = d.manaCost?.filter((s) => s === 'X').length ?? 0;
  return { id: item.id, name: d.name, zone: 'stack', types: d.types, subtypes: d.subtypes, supertypes: d.supertypes, colors: d.colors, manaValue: (d.manaCost ? manaValue(d.manaCost) : 0) + xs * (item.x ?? 0), power: d.power, toughness: d.toughness, keywords: keywordsOf(d.abilities), controller: item.controller, owner, token: false, isSpell: item.kind === 'spell' };
}

/** Whether `obj` fits `filter` now. */
export function matches(game: Game, obj: Candidate, filter: Filter, ctx: MatchContext): boolean {
  return fits(game, viewOf(game, obj, ctx.view), filter, ctx, true);
}

/** The same check on a view already read (a caller checking one object against several filters). */
export function viewMatches(game: Game, v: View, filter: Filter, ctx: MatchContext): boolean {
  return fits(game, v, filter, ctx, true);
}

function fits(game: Game, v: View, f: Filter, ctx: MatchContext, top: boolean): boolean {
  // Where it is: a spell on the stack, a card in the zone named, else a permanent (the default).
  if (top || f.zone !== undefined || f.spell) {
    const zone = f.zone ?? (f.spell ? 'stack' : 'battlefield');
    if (v.zone !== zone) return false;
    if (f.spell && !v.isSpell) return false;
  }
  if (f.ability) {
    const a = v.stackAbility;
    if (!a || (f.ability !== 'any' && a.kind !== f.ability)) return false;
    if (f.abilitySource && !fits(game, a.source, f.abilitySource, ctx, false)) return false;
  }
  if (f.types && !f.types.some((t) => v.types.includes(t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => v.types.includes(t))) return false;
  if (f.notTypes?.some((t) => v.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => v.subtypes.includes(t))) return false;
  if (f.notSubtypes?.some((t) => v.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.every((t) => v.supertypes.includes(t))) return false;
  if (f.notSupertypes?.some((t) => v.supertypes.includes(t))) return false;
  if (f.permanent && !v.types.some((t) => PERMANENT_TYPES.includes(t))) return false;
  if (f.colors && !f.colors.some((c) => v.colors.includes(c))) return false;
  if (f.notColors?.some((c) => v.colors.includes(c))) return false;
  if (f.colorCount && !colorCountFits(f.colorCount, v.colors.length)) return false;
  if (f.token !== undefined && v.token !== f.token) return false;
  // 108.4a: a card outside the battlefield and the stack has no controller; its owner stands in.
  if (f.controller !== undefined && !whoseFits(f.controller, v.controller ?? v.owner, ctx)) return false;
  if (f.owner !== undefined && !whoseFits(f.owner, v.owner, ctx)) return false;
  if (f.other && ctx.source && v.id === ctx.source.id) return false;
  if (f.withKeywords?.some((k) => !v.keywords.has(k))) return false;
  if (f.withoutKeywords?.some((k) => v.keywords.has(k))) return false;
  if (f.counters && !countersFit(f.counters, v.permanent?.counters ?? {})) return false;
  if (f.tapped !== undefined && (!v.permanent || v.permanent.tapped !== f.tapped)) return false;
  if (f.saddled && !v.permanent?.saddled) return false;
  if (f.combat && !combatFits(game, f.combat, v.id)) return false;
  if (f.attackedThisTurn && v.permanent?.attackedTurn !== game.turn) return false;
  if (f.relation && !relationFits(game, v, f.relation, ctx)) return false;
  // "dealt damage by this creature (this way) this turn": its source's damage this turn (game.damagedBy).
  if (f.dealtDamageBySelf && !(ctx.source && game.damagedBy[v.id]?.includes(ctx.source.id))) return false;
  if (f.power && !compareFits(f.power, v.power, ctx)) return false;
  if (f.toughness && !compareFits(f.toughness, v.toughness, ctx)) return false;
  if (f.manaValue && !compareFits(f.manaValue, v.manaValue, ctx)) return false;
  // Another card's name is read from lower-case tokens (oracle/filter-grammar.ts): compared without case.
  if (f.named && ('self' in f.named ? v.name !== ctx.source?.name : v.name.toLowerCase() !== f.named.name.toLowerCase())) return false;
  if (f.shares && !sharesFits(game, v, f.shares, ctx)) return false;
  if ((f.chosen || f.notChosen) && !chosenFits(game, ctx.source?.id, v.colors, v.subtypes, f, v.name)) return false;
  if (f.anyOf && !f.anyOf.some((g) => fits(game, v, g, ctx, false))) return false;
  return true;
}

/**
 * "Blocking it", "blocked by this creature", "attached to it" (509.1h, 301.5): the other object read through the
 * context's references, else — a static ability's group, which has no instruction — its source (or the source's host).
 */
function relationFits(game: Game, v: View, relation: NonNullable<Filter['relation']>, ctx: MatchContext): boolean {
  const others = ctx.objects
    ? ctx.objects(relation.to).flatMap((c) => (c.kind === 'permanent' ? [c.permanent.id] : []))
    : relation.to.ref === 'self' && ctx.source
      ? [ctx.source.id]
      : relation.to.ref === 'host' && ctx.source
        ? game.battlefield.filter((p) => p.id === ctx.source!.id && p.attachedTo !== undefined).map((p) => p.attachedTo!)
        : [];
  if (!others.length) return false;
  const blocking = (): boolean => game.combat.blockers.some((b) => b.id === v.id && others.includes(b.attacker));
  const blockedBy = (): boolean => game.combat.blockers.some((b) => b.attacker === v.id && others.includes(b.id));
  switch (relation.rel) {
    case 'blocking':
      return blocking();
    case 'blocked-by':
      return blockedBy();
    case 'blocking-or-blocked-by':
      return blocking() || blockedBy();
    case 'attached-to':
      return v.permanent?.attachedTo !== undefined && others.includes(v.permanent.attachedTo);
  }
}

function colorCountFits(want: NonNullable<Filter['colorCount']>, n: number): boolean {
  return want === 'colorless' ? n === 0 : want === 'monocolored' ? n === 1 : n >= 2;
}

function whoseFits(w: Whose, player: string, ctx: MatchContext): boolean {
  if (w === 'any') return true;
  if (w === 'you') return player === ctx.you;
  if (w === 'opponent' || w === 'not-you') return player !== ctx.you;
  return ctx.players?.(w.player).includes(player) ?? false;
}

function countersFit(want: NonNullable<Filter['counters']>, on: Record<string, number>): boolean {
  const n = want.kind === 'any' ? Object.values(on).reduce((a, b) => a + b, 0) : (on[want.kind] ?? 0);
  return want.none ? n === 0 : n >= (want.min ?? 1);
}

function combatFits(game: Game, want: NonNullable<Filter['combat']>, id: string): boolean {
  const attacking = game.combat.attackers.some((a) => a.id === id);
  const blocking = game.combat.blockers.some((b) => b.id === id);
  switch (want) {
    case 'attacking':
      return attacking;
    case 'blocking':
      return blocking;
    case 'attacking-or-blocking':
      return attacking || blocking;
    // 509.1h: an attacking creature stays blocked once blocked, even if its blockers leave.
    case 'blocked':
      return attacking && game.combat.blocked.includes(id);
    case 'unblocked':
      return attacking && game.combat.declaredBlockers && !game.combat.blocked.includes(id);
  }
}

function compareFits(c: Compare, value: number | undefined, ctx: MatchContext): boolean {
  if (value === undefined) return false;
  const against = typeof c.value === 'number' ? c.value : ctx.amount?.(c.value);
  if (against === undefined) return false;
  switch (c.op) {
    case '<=':
      return value <= against;
    case '>=':
      return value >= against;
    case '==':
      return value === against;
    case '<':
      return value < against;
    case '>':
      return value > against;
  }
}

function sharesFits(game: Game, v: View, shares: NonNullable<Filter['shares']>, ctx: MatchContext): boolean {
  const others = ctx.objects?.(shares.with) ?? [];
  return others.some((o) => {
    const w = viewOf(game, o, ctx.view);
    switch (shares.quality) {
      case 'creature-type':
        return v.subtypes.some((s) => CREATURE_TYPES.has(s) && w.subtypes.includes(s));
      case 'color':
        return v.colors.some((c) => w.colors.includes(c));
      case 'card-type':
        return v.types.some((t) => w.types.includes(t));
      case 'name':
        return v.name !== '' && v.name === w.name;
    }
  });
}

/** Every permanent on the battlefield that fits, in battlefield order. */
export function permanentsMatching(game: Game, filter: Filter, ctx: MatchContext): Permanent[] {
  return game.battlefield.filter((p) => matches(game, { kind: 'permanent', permanent: p }, filter, ctx));
}

/** Every card in a zone (graveyards, hands, libraries, exile) that fits, player by player in turn order. */
export function cardsMatching(game: Game, filter: Filter, ctx: MatchContext): Array<{ card: Card; zone: Exclude<Zone, 'battlefield' | 'stack'> }> {
  const zone = filter.zone;
  if (zone !== 'graveyard' && zone !== 'hand' && zone !== 'library' && zone !== 'exile') return [];
  return game.players.flatMap((p) => p[zone].filter((card) => matches(game, { kind: 'card', card, zone }, filter, ctx)).map((card) => ({ card, zone })));
}
