// Characteristics are derived, never stored: the printed card, then every active continuous
// effect in layer order (613.1), timestamp order within a layer (613.7). Like Forge's
// characteristic derivation, nothing on a permanent is ever patched in place.
import type { Ability, Affected, Color, Keyword, StaticEffect } from '../oracle/ast.ts';
import { BASIC_LAND_MANA, manaValue } from '../oracle/mana.ts';
import type { ReasonCode } from '../citations.ts';
import type { Game, Permanent } from './state.ts';

export interface Characteristics {
  name: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  colors: Color[];
  manaValue: number;
  power?: number;
  toughness?: number;
  abilities: Ability[];
  keywords: Set<Keyword>;
  protections: Color[];
  /** Which static effects changed this object, for the trace: source id, layer and its rule. */
  applied: Array<{ sourceId: string; sourceName: string; layer: string; code: ReasonCode; what: string }>;
  /** The power/toughness sublayers that changed something (7b, 7c, 7d), in the order they
   *  applied: what a trace cites to explain the resulting P/T. */
  ptLayers: ReasonCode[];
}

interface ActiveStatic {
  sourceId: string;
  source: Permanent;
  /** What the source is attached to, for "enchanted creature" and "equipped creature". */
  attachedTo?: string;
  sourceName: string;
  controller: string;
  timestamp: number;
  effect: StaticEffect;
}

/** The permanents with static abilities, found once per change of the battlefield's membership. */
interface StaticSource {
  perm: Permanent;
  effects: StaticEffect[];
}
const sourcesCache = new WeakMap<Permanent[], { length: number; sources: StaticSource[] }>();

// Indexed by source so that deriving one object's characteristics costs the number of static
// abilities, not the number of permanents: a board of 200 permanents is derived in linear time.
// The battlefield array is replaced or grows whenever a permanent leaves or enters, which is
// what invalidates the index.
function staticSources(game: Game): StaticSource[] {
  const cached = sourcesCache.get(game.battlefield);
  if (cached && cached.length === game.battlefield.length) return cached.sources;
  const sources: StaticSource[] = [];
  for (const perm of game.battlefield) {
    const effects = perm.card.def.abilities.flatMap((a) => (a.kind === 'static' ? [a.effect] : []));
    if (effects.length) sources.push({ perm, effects });
  }
  sourcesCache.set(game.battlefield, { length: game.battlefield.length, sources });
  return sources;
}

function printedStatics(game: Game): ActiveStatic[] {
  const statics: ActiveStatic[] = [];
  for (const { perm: p, effects } of staticSources(game)) {
    for (const effect of effects) statics.push({ sourceId: p.id, source: p, attachedTo: p.attachedTo, sourceName: p.card.def.name, controller: p.controller, timestamp: p.timestamp, effect });
  }
  return statics.sort((a, b) => a.timestamp - b.timestamp);
}

/** Effects that only begin to apply in layer 6 or later: removing the ability that makes them stops them (613.6). */
const LATE_EFFECTS = new Set(['grant-keyword', 'lose-all-abilities', 'modify-pt', 'set-base-pt']);

/**
 * The static effects that apply: printed static abilities, minus the late-layer ones of a
 * permanent that another effect strips of all abilities (a lord under Humility). Whether a
 * permanent is stripped is decided on its types after layer 4, so this does not recurse.
 */
function activeStatics(game: Game): ActiveStatic[] {
  const printed = printedStatics(game);
  const removers = printed.filter((s) => s.effect.type === 'lose-all-abilities');
  return printed.filter((s) => {
    if (!LATE_EFFECTS.has(s.effect.type)) return true;
    const source = s.source;
    if (game.floating.some((f) => f.objectId === source.id && 'removeAll' in f.change)) return false;
    if (!removers.some((r) => r.sourceId !== source.id)) return true;
    const c = afterLayer4(source, printed);
    return !removers.some((r) => r.sourceId !== source.id && r.effect.type === 'lose-all-abilities' && affects(r.effect.affects, r, source, c));
  });
}

/** The printed card with layer 4 applied: what an object is, for deciding what affects it. */
function afterLayer4(obj: Permanent, statics: ActiveStatic[]): Characteristics {
  const c = blank(obj);
  applyLayer4(c, obj, statics);
  return c;
}

function blank(obj: Permanent): Characteristics {
  const def = obj.card.def;
  return {
    name: def.name, supertypes: [...def.supertypes], types: [...def.types], subtypes: [...def.subtypes], colors: [...def.colors],
    manaValue: def.manaCost ? manaValue(def.manaCost) : 0, power: def.power, toughness: def.toughness, abilities: [...def.abilities],
    keywords: new Set(), protections: [], applied: [], ptLayers: [],
  };
}

/** Layer 4, type-changing effects (613.1d); returns whether the object lost its rules-text abilities (305.7) and its base P/T from "mana value" effects. */
function applyLayer4(c: Characteristics, obj: Permanent, statics: ActiveStatic[]): { lostAbilities: boolean; basePT?: number } {
  let lostAbilities = false;
  let basePT: number | undefined;
  for (const s of statics) {
    const e = s.effect;
    if (e.type === 'set-land-type' && affects(e.affects, s, obj, c)) {
      // 305.7: the land loses its old land types and the abilities it had from its rules text.
      c.subtypes = [...c.subtypes.filter((t) => !BASIC_LAND_MANA[t]), e.landType];
      lostAbilities = true;
      c.applied.push({ sourceId: s.sourceId, sourceName: s.sourceName, layer: '4', code: 'basicLandTypeSet', what: `is a ${e.landType} and has only "{T}: Add {${BASIC_LAND_MANA[e.landType]}}"` });
    } else if (e.type === 'become-creature-mv' && affects(e.affects, s, obj, c)) {
      if (!c.types.includes('Creature')) c.types.push('Creature');
      basePT = c.manaValue;
      c.applied.push({ sourceId: s.sourceId, sourceName: s.sourceName, layer: '4', code: 'layerType', what: 'is a creature in addition to its other types' });
    }
  }
  return { lostAbilities, basePT };
}

function affects(kind: Affected, s: ActiveStatic, obj: Permanent, c: Characteristics): boolean {
  if (typeof kind === 'object') {
    // A lord: creatures of one type, as that type stands after layer 4 (205.3m).
    return c.types.includes('Creature') && c.subtypes.includes(kind.creatureType) && (!kind.other || obj.id !== s.sourceId) && (!kind.yours || obj.controller === s.controller);
  }
  switch (kind) {
    case 'creatures-you-control':
      return c.types.includes('Creature') && obj.controller === s.controller;
    case 'other-creatures-you-control':
      return c.types.includes('Creature') && obj.controller === s.controller && obj.id !== s.sourceId;
    case 'all-creatures':
      return c.types.includes('Creature');
    case 'all-other-creatures':
      return c.types.includes('Creature') && obj.id !== s.sourceId;
    case 'nonbasic-lands':
      return c.types.includes('Land') && !c.supertypes.includes('Basic');
    case 'other-non-aura-enchantments':
      return c.types.includes('Enchantment') && !c.subtypes.includes('Aura') && obj.id !== s.sourceId;
    case 'enchanted-creature':
    case 'equipped-creature':
      return s.attachedTo === obj.id && c.types.includes('Creature');
  }
}

/** The basic land types' intrinsic "{T}: Add [mana]" (305.6). */
function intrinsicManaAbilities(subtypes: string[]): Ability[] {
  return subtypes
    .filter((t) => BASIC_LAND_MANA[t])
    .map((t) => ({ kind: 'activated', costs: [{ type: 'tap' }], effects: [{ type: 'add-mana', mana: [BASIC_LAND_MANA[t]!] }], isManaAbility: true, text: `{T}: Add {${BASIC_LAND_MANA[t]}}. (${t})`, line: 0 }) as Ability);
}

export function characteristics(game: Game, obj: Permanent): Characteristics {
  const c = blank(obj);
  const statics = activeStatics(game);
  const floating = game.floating.filter((f) => f.objectId === obj.id).sort((a, b) => a.timestamp - b.timestamp);
  const { lostAbilities, basePT } = applyLayer4(c, obj, statics);

  // Layer 6: ability-adding and -removing effects (613.1f), in timestamp order (613.7).
  if (lostAbilities) c.abilities = [];
  c.abilities.push(...intrinsicManaAbilities(c.subtypes));
  const layer6: Array<{ timestamp: number; apply: () => void }> = [];
  for (const s of statics) {
    const e = s.effect;
    if (e.type === 'grant-keyword' && affects(e.affects, s, obj, c)) {
      layer6.push({ timestamp: s.timestamp, apply: () => c.abilities.push({ kind: 'keyword', keyword: e.keyword, text: e.keyword, line: 0 }) });
      c.applied.push({ sourceId: s.sourceId, sourceName: s.sourceName, layer: '6', code: 'layerAbility', what: `has ${e.keyword}` });
    } else if (e.type === 'lose-all-abilities' && affects(e.affects, s, obj, c)) {
      layer6.push({ timestamp: s.timestamp, apply: () => (c.abilities = []) });
      c.applied.push({ sourceId: s.sourceId, sourceName: s.sourceName, layer: '6', code: 'layerAbility', what: 'loses all abilities' });
    }
  }
  for (const f of floating) {
    const ch = f.change;
    if (ch.layer !== '6') continue;
    layer6.push({ timestamp: f.timestamp, apply: () => ('removeAll' in ch ? (c.abilities = []) : c.abilities.push({ kind: 'keyword', keyword: ch.keyword, text: ch.keyword, line: 0 })) });
  }
  for (const op of layer6.sort((a, b) => a.timestamp - b.timestamp)) op.apply();
  for (const a of c.abilities) {
    if (a.kind === 'keyword') c.keywords.add(a.keyword);
    if (a.kind === 'protection') c.protections.push(a.from);
  }

  if (!c.types.includes('Creature')) {
    delete c.power;
    delete c.toughness;
    return c;
  }
  // Layer 7b: effects that set base power and toughness (613.4b), the latest timestamp winning.
  const layer7b: Array<{ timestamp: number; power: number; toughness: number }> = [];
  for (const s of statics) {
    const e = s.effect;
    if (e.type === 'become-creature-mv' && basePT !== undefined && affects(e.affects, s, obj, c)) {
      layer7b.push({ timestamp: s.timestamp, power: basePT, toughness: basePT });
      c.applied.push({ sourceId: s.sourceId, sourceName: s.sourceName, layer: '7b', code: 'layerSetPT', what: `has base power and toughness ${basePT}/${basePT} (its mana value)` });
    } else if (e.type === 'set-base-pt' && affects(e.affects, s, obj, c)) {
      layer7b.push({ timestamp: s.timestamp, power: e.power, toughness: e.toughness });
      c.applied.push({ sourceId: s.sourceId, sourceName: s.sourceName, layer: '7b', code: 'layerSetPT', what: `has base power and toughness ${e.power}/${e.toughness}` });
    }
  }
  for (const f of floating) if (f.change.layer === '7b') layer7b.push({ timestamp: f.timestamp, power: f.change.power, toughness: f.change.toughness });
  for (const set of layer7b.sort((a, b) => a.timestamp - b.timestamp)) {
    c.power = set.power;
    c.toughness = set.toughness;
  }
  if (layer7b.length) c.ptLayers.push('layerSetPT');
  let power = c.power ?? 0;
  let toughness = c.toughness ?? 0;
  // Layer 7c: effects and counters that modify power and toughness (613.4c).
  for (const s of statics) {
    const e = s.effect;
    if (e.type === 'modify-pt' && affects(e.affects, s, obj, c)) {
      power += e.power;
      toughness += e.toughness;
      c.applied.push({ sourceId: s.sourceId, sourceName: s.sourceName, layer: '7c', code: 'layerModifyPT', what: `gets ${fmt(e.power)}/${fmt(e.toughness)}` });
    }
  }
  for (const f of floating) {
    if (f.change.layer === '7c') {
      power += f.change.power;
      toughness += f.change.toughness;
    }
  }
  const plus = obj.counters['+1/+1'] ?? 0;
  const minus = obj.counters['-1/-1'] ?? 0;
  power += plus - minus;
  toughness += plus - minus;
  if (plus || minus || c.applied.some((a) => a.layer === '7c') || floating.some((f) => f.change.layer === '7c')) c.ptLayers.push('layerModifyPT');
  // Layer 7d: switching power and toughness (613.4d).
  for (const f of floating) {
    if (f.change.layer !== '7d') continue;
    [power, toughness] = [toughness, power];
    if (!c.ptLayers.includes('layerSwitchPT')) c.ptLayers.push('layerSwitchPT');
  }
  c.power = power;
  c.toughness = toughness;
  return c;
}

const fmt = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);

export function isCreature(game: Game, p: Permanent): boolean {
  return characteristics(game, p).types.includes('Creature');
}

/** Whether a static ability of `source` naming `kind` affects `obj` now: for rules effects outside the layers (restrictions, 604.1). */
export function staticAffects(game: Game, kind: Affected, source: Permanent, obj: Permanent): boolean {
  const s = { sourceId: source.id, source, attachedTo: source.attachedTo, sourceName: source.card.def.name, controller: source.controller, timestamp: source.timestamp, effect: { type: 'lose-all-abilities', affects: kind } as StaticEffect };
  return affects(kind, s, obj, characteristics(game, obj));
}
