// An object as a trigger sees it: a permanent with its characteristics now, a permanent as it last
// existed on the battlefield (608.2h, 603.10a), or a spell as it was cast — one shape, so a trigger's
// filter reads them alike. `fits` checks the parts of a Filter (oracle/vocabulary.ts) that trigger
// conditions use; the general `matches()` of the vocabulary work takes its place when it lands.
import type { Filter, HostPlayer, PlayerFilter, Whose } from '../oracle/vocabulary.ts';

/** The players an attached source's host names (303.4m): the enchanted player, or the controller of the enchanted object. */
export type HostPlayers = Partial<Record<HostPlayer, string>>;
import { manaValue } from '../oracle/mana.ts';
import { characteristics, type Characteristics } from './characteristics.ts';
import type { Card, Game, LastKnown, Permanent } from './state.ts';
import { chosenFits } from './chosen-group.ts';

export interface ObjectView {
  id: string;
  name: string;
  controller: string;
  owner: string;
  token: boolean;
  supertypes: readonly string[];
  types: readonly string[];
  subtypes: readonly string[];
  colors: readonly string[];
  keywords: readonly string[];
  power?: number;
  toughness?: number;
  manaValue: number;
  counters: Readonly<Record<string, number>>;
  tapped?: boolean;
  /** Saddled (702.171b), a designation of a permanent. */
  saddled?: true;
}

export function permanentView(p: Permanent, c: Characteristics): ObjectView {
  return { id: p.id, name: c.name, controller: p.controller, owner: p.card.owner, token: p.card.token, supertypes: c.supertypes, types: c.types, subtypes: c.subtypes, colors: c.colors, keywords: [...c.keywords], power: c.power, toughness: c.toughness, manaValue: c.manaValue, counters: p.counters, tapped: p.tapped, ...(p.saddled ? { saddled: true as const } : {}) };
}

export function lastKnownView(k: LastKnown): ObjectView {
  const def = k.card.def;
  return { id: k.id, name: k.name, controller: k.controller, owner: k.card.owner, token: k.card.token, supertypes: def.supertypes, types: k.types, subtypes: k.subtypes, colors: k.colors, keywords: k.keywords, power: k.power, toughness: k.toughness, manaValue: def.manaCost ? manaValue(def.manaCost) : 0, counters: k.counters };
}

/** A card as it is in a zone or as a spell (its printed characteristics), controlled by `controller`. */
export function cardView(card: Card, id: string, controller: string): ObjectView {
  const def = card.def;
  return { id, name: def.name, controller, owner: card.owner, token: card.token, supertypes: def.supertypes, types: def.types, subtypes: def.subtypes, colors: def.colors, keywords: def.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])), power: def.power, toughness: def.toughness, manaValue: def.manaCost ? manaValue(def.manaCost) : 0, counters: {} };
}

/** The object with this id: on the battlefield now, else as it last existed there. */
export function viewById(game: Game, id: string): ObjectView | undefined {
  const p = game.battlefield.find((x) => x.id === id);
  if (p) return permanentView(p, characteristics(game, p));
  const k = game.lastKnown[id];
  return k ? lastKnownView(k) : undefined;
}

/** Whether `player` is one the filter names, relative to `you` (102.2: opponents are the other players). */
export function playerFits(filter: PlayerFilter | HostPlayer | undefined, player: string | undefined, you: string, host?: HostPlayers): boolean {
  if (!filter) return true;
  if (player === undefined) return false;
  if (filter === 'any') return true;
  // 303.4m: "enchanted player", "enchanted creature's controller" — none without a host.
  if (filter === 'host' || filter === 'host-controller') return host?.[filter] !== undefined && player === host[filter];
  return filter === 'you' ? player === you : player !== you;
}

function whoseFits(whose: Whose | undefined, player: string, you: string): boolean {
  if (whose === undefined || whose === 'any') return true;
  if (whose === 'you') return player === you;
  if (whose === 'opponent' || whose === 'not-you') return player !== you;
  return false; // a player reference is read by the general matcher
}

const cmp = (a: number, op: string, b: number): boolean => (op === '<=' ? a <= b : op === '>=' ? a >= b : op === '<' ? a < b : op === '>' ? a > b : a === b);

/**
 * Whether the object fits the filter, for an ability of `sourceId` controlled by `you`. A part of
 * the filter this reader does not know makes it fail: a trigger never fires on a guess.
 */
export function fits(filter: Filter, o: ObjectView, you: string, sourceId: string, game?: Game): boolean {
  if (filter.anyOf && !filter.anyOf.some((f) => fits(f, o, you, sourceId, game))) return false;
  if (filter.types && !filter.types.some((t) => o.types.includes(t))) return false;
  if (filter.allTypes && !filter.allTypes.every((t) => o.types.includes(t))) return false;
  if (filter.notTypes && filter.notTypes.some((t) => o.types.includes(t))) return false;
  if (filter.subtypes && !filter.subtypes.some((t) => o.subtypes.includes(t))) return false;
  if (filter.notSubtypes && filter.notSubtypes.some((t) => o.subtypes.includes(t))) return false;
  if (filter.supertypes && !filter.supertypes.every((t) => o.supertypes.includes(t))) return false;
  if (filter.notSupertypes && filter.notSupertypes.some((t) => o.supertypes.includes(t))) return false;
  if (filter.permanent && !o.types.some((t) => ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Land', 'Planeswalker'].includes(t))) return false;
  if (filter.colors && !filter.colors.some((c) => o.colors.includes(c))) return false;
  if (filter.notColors && filter.notColors.some((c) => o.colors.includes(c))) return false;
  if (filter.colorCount === 'colorless' && o.colors.length > 0) return false;
  if (filter.colorCount === 'monocolored' && o.colors.length !== 1) return false;
  if (filter.colorCount === 'multicolored' && o.colors.length < 2) return false;
  if (filter.token !== undefined && o.token !== filter.token) return false;
  if (!whoseFits(filter.controller, o.controller, you) || !whoseFits(filter.owner, o.owner, you)) return false;
  if (filter.other && o.id === sourceId) return false;
  if (filter.withKeywords && !filter.withKeywords.every((k) => o.keywords.includes(k))) return false;
  if (filter.withoutKeywords && filter.withoutKeywords.some((k) => o.keywords.includes(k))) return false;
  if (filter.counters) {
    const n = filter.counters.kind === 'any' ? Object.values(o.counters).reduce((a, b) => a + b, 0) : (o.counters[filter.counters.kind] ?? 0);
    if (filter.counters.none ? n > 0 : n < (filter.counters.min ?? 1)) return false;
  }
  if (filter.tapped !== undefined && o.tapped !== filter.tapped) return false;
  if (filter.saddled && !o.saddled) return false;
  if (filter.attackedThisTurn && !(game && game.battlefield.find((p) => p.id === o.id)?.attackedTurn === game.turn)) return false;
  for (const [stat, c] of [['power', filter.power], ['toughness', filter.toughness], ['manaValue', filter.manaValue]] as const) {
    if (!c) continue;
    const have = stat === 'manaValue' ? o.manaValue : o[stat];
    if (typeof c.value !== 'number' || have === undefined || !cmp(have, c.op, c.value)) return false;
  }
  // "named CARDNAME" (201.5): any object with the source's name, the source's own included.
  if (filter.named && ('self' in filter.named ? !namedLikeSource(o, sourceId, game) : o.name !== filter.named.name)) return false;
  if (filter.combat && !(game && inCombat(game, o.id, filter.combat))) return false;
  if (filter.dealtDamageBySelf && !game?.damagedBy[o.id]?.includes(sourceId)) return false;
  if ((filter.chosen || filter.notChosen) && !chosenFits(game, sourceId, o.colors, o.subtypes, filter, o.name)) return false;
  // Shared qualities and spells are the general matcher's.
  if (filter.shares || filter.spell || filter.relation) return false;
  return true;
}

function namedLikeSource(o: ObjectView, sourceId: string, game?: Game): boolean {
  const source = game ? viewById(game, sourceId) : undefined;
  return source ? o.name === source.name : o.id === sourceId;
}

function inCombat(game: Game, id: string, status: NonNullable<Filter['combat']>): boolean {
  const attacking = game.combat.attackers.some((a) => a.id === id);
  const blocking = game.combat.blockers.some((b) => b.id === id);
  if (status === 'attacking') return attacking;
  if (status === 'blocking') return blocking;
  if (status === 'attacking-or-blocking') return attacking || blocking;
  return attacking && game.combat.blocked.includes(id) === (status === 'blocked');
}
