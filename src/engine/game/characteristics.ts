// Characteristics are derived, never stored: the printed card, then every continuous effect
// (game/layers.ts) layer by layer (613.1–613.4) — characteristic-defining abilities first
// (613.3), then timestamp order (613.7) unless dependency reorders (613.8, game/dependency.ts).
// Like Forge's characteristic derivation, nothing on a permanent is ever patched in place;
// each step is recorded, so the trace can show how a value came about.
import type { Ability, Affected, Color, Keyword } from '../oracle/ast.ts';
import { CREATURE_TYPES } from '../oracle/creature-types.ts';
import { SUBTYPES_OF } from '../oracle/subtypes.ts';
import { BASIC_LAND_MANA, manaValue } from '../oracle/mana.ts';
import type { ReasonCode } from '../citations.ts';
import { say, type Message, type Text } from '../messages/message.ts';
import { typeLineMessage, landTypeMessage } from '../messages/terms.ts';
import type { Game, Permanent } from './state.ts';
import { LAYER_RULE, LAYERS, continuousEffects, copiable, countersEffect, keywordCounterEffects, removesAbilities, staticSources, type ContinuousEffect, type Layer } from './layers.ts';
import { orderLayer, type Ordered } from './dependency.ts';
import { countFor } from './cda-count.ts';
import { emblemsIn } from './emblems.ts';
import { conditionHolds, countForStatic } from './static-conditions.ts';
import { matches, useDerivation } from './match.ts';

/** One effect applied to one object: where, why there, and the value it left. */
export interface LayerStep {
  layer: Layer;
  effectId: string;
  source: string;
  origin: ContinuousEffect['origin'];
  what: Message;
  /** Why it applied at this point of its layer: a characteristic-defining ability first
   *  (613.3), timestamp order (613.7), after the effects it depends on (613.8b), or in
   *  timestamp order inside a dependency loop. */
  order: Ordered['order'];
  /** The effects (by source name) it waited for. */
  after?: string[];
  /** The characteristic this layer changes, after the effect. */
  value: Text;
}

export interface Characteristics {
  name: string;
  controller: string;
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
  applied: Array<{ sourceId: string; sourceName: string; layer: Layer; code: ReasonCode; rule?: ReasonCode; what: Message; order: Ordered['order']; after?: string[]; /** its "as long as" condition or its "for each" count was read as it applied (611.3a). */ conditional?: true }>;
  /** The power/toughness sublayers that changed something (7a–7d), in the order they
   *  applied: what a trace cites to explain the resulting P/T. */
  ptLayers: ReasonCode[];
  /** Every effect applied, in order. */
  derivation: LayerStep[];
  /** Static effects that waited for the effects they depend on (613.8b) and then no longer
   *  existed, their source having lost the ability: Urborg's under Blood Moon. */
  stopped: Array<{ effectId: string; source: string; layer: Layer; after: string[] }>;
}

/** What one derivation (one call of `characteristics`) shares: the effects, each layer's order, partial results. */
export interface DeriveContext {
  game: Game;
  byLayer: Map<Layer, ContinuousEffect[]>;
  /** Whether any effect can remove abilities: only then can a static effect stop existing. */
  removers: boolean;
  orders: Map<Layer, Ordered[]>;
  partial: Map<string, Characteristics>;
  exists: Map<string, boolean>;
  shared: SharedEffects;
}

/**
 * The effects and each layer's order, kept between derivations while nothing they depend on
 * changes: the battlefield's membership, the resolved effects, the clock (every new timestamp),
 * and each static source's controller, attachment and timestamp. An order found by trial
 * application (613.8a) also read the other permanents, so it is kept only while every
 * permanent's controller and attachment stay the same.
 */
interface SharedEffects {
  battlefieldLength: number;
  floating: Game['floating'];
  floatingLength: number;
  clock: number;
  sources: unknown[];
  boardKey: string;
  trials: boolean;
  byLayer: Map<Layer, ContinuousEffect[]>;
  removers: boolean;
  orders: Map<Layer, Ordered[]>;
  /** The permanents these effects can apply to: the ids of the fixed sets they name, or 'any' when
   *  one of them affects a group (611.3a), which any permanent may join. */
  reaches: Set<string> | 'any';
}
const sharedCache = new WeakMap<Permanent[], SharedEffects>();

const boardKey = (game: Game): string => game.battlefield.map((p) => `${p.controller}:${p.attachedTo ?? ''}`).join('|');

/**
 * What the effects depend on besides the battlefield's membership, one value at a time: each
 * emblem, then each static source's — and each source a "for as long as" effect waits on
 * (611.2b) — id, controller, attachment, timestamp and chosen type and color. Walked, not
 * joined into a string: it is checked at every derivation, so checking allocates nothing but
 * the walk (no closures, no iterators: indexed loops).
 */
interface SourceWalk {
  values: unknown[];
  /** true: push each value onto `values`; false: compare it with the value recorded at `at`. */
  record: boolean;
  at: number;
  same: boolean;
}

function walkSourceValues(game: Game, w: SourceWalk): void {
  const emblems = emblemsIn(game);
  for (let i = 0; i < emblems.length; i++) visit(w, emblems[i]!.id);
  visit(w, END_OF_EMBLEMS);
  const sources = staticSources(game);
  for (let i = 0; i < sources.length; i++) visitSource(w, sources[i]!);
  for (let i = 0; i < game.floating.length; i++) {
    const d = game.floating[i]!.duration;
    if (d && 'sourceId' in d) for (let j = 0; j < game.battlefield.length; j++) if (game.battlefield[j]!.id === d.sourceId) visitSource(w, game.battlefield[j]!);
  }
}
const END_OF_EMBLEMS = Symbol('end of emblems');

function visitSource(w: SourceWalk, p: Permanent): void {
  visit(w, p.id);
  visit(w, p.controller);
  visit(w, p.attachedTo ?? '');
  visit(w, p.timestamp);
  visit(w, p.chosen?.creatureType ?? ''); // "the chosen type"
  visit(w, p.chosen?.color ?? '');
}

function visit(w: SourceWalk, v: unknown): void {
  if (w.record) w.values.push(v);
  else if (w.values[w.at++] !== v) w.same = false;
}

function sourceValues(game: Game): unknown[] {
  const w: SourceWalk = { values: [], record: true, at: 0, same: true };
  walkSourceValues(game, w);
  return w.values;
}

function sameSources(game: Game, values: unknown[]): boolean {
  const w: SourceWalk = { values, record: false, at: 0, same: true };
  walkSourceValues(game, w);
  return w.same && w.at === values.length;
}

function sharedEffects(game: Game): SharedEffects {
  const cached = sharedCache.get(game.battlefield);
  if (cached && cached.battlefieldLength === game.battlefield.length && cached.floating === game.floating && cached.floatingLength === game.floating.length && cached.clock === game.clock && sameSources(game, cached.sources) && (!cached.trials || cached.boardKey === boardKey(game))) return cached;
  const byLayer = new Map<Layer, ContinuousEffect[]>();
  let removers = false;
  let reaches: SharedEffects['reaches'] = new Set();
  for (const e of continuousEffects(game)) {
    const list = byLayer.get(e.layer);
    if (list) list.push(e);
    else byLayer.set(e.layer, [e]);
    if (removesAbilities(e)) removers = true;
    if (!('ids' in e.affects)) reaches = 'any';
    else if (reaches !== 'any') for (const id of e.affects.ids) reaches.add(id);
  }
  const shared: SharedEffects = { battlefieldLength: game.battlefield.length, floating: game.floating, floatingLength: game.floating.length, clock: game.clock, sources: sourceValues(game), boardKey: boardKey(game), trials: false, byLayer, removers, orders: new Map(), reaches };
  sharedCache.set(game.battlefield, shared);
  return shared;
}

export function newContext(game: Game, shared = sharedEffects(game)): DeriveContext {
  return { game, byLayer: shared.byLayer, removers: shared.removers, orders: shared.orders, partial: new Map(), exists: new Map(), shared };
}

function blank(obj: Permanent): Characteristics {
  const def = obj.card.def;
  return {
    name: def.name, controller: obj.baseController ?? obj.controller, supertypes: [...def.supertypes], types: [...def.types], subtypes: [...def.subtypes], colors: [...def.colors],
    manaValue: def.manaCost ? manaValue(def.manaCost) : 0, power: def.power, toughness: def.toughness, abilities: [...def.abilities],
    keywords: new Set(), protections: [], applied: [], ptLayers: [], derivation: [], stopped: [],
  };
}

export function clone(c: Characteristics): Characteristics {
  return { ...c, supertypes: [...c.supertypes], types: [...c.types], subtypes: [...c.subtypes], colors: [...c.colors], abilities: [...c.abilities], keywords: new Set(c.keywords), protections: [...c.protections], applied: [...c.applied], ptLayers: [...c.ptLayers], derivation: [...c.derivation], stopped: [...c.stopped] };
}

/** "artifact / legendary / colorless creatures", "creature tokens" (types and colours as they stand). */
function hasQuality(q: 'artifact' | 'legendary' | 'colorless' | 'token' | 'nontoken', obj: Permanent, c: Characteristics): boolean {
  if (q === 'artifact') return c.types.includes('Artifact');
  if (q === 'legendary') return c.supertypes.includes('Legendary');
  if (q === 'colorless') return c.colors.length === 0;
  return obj.card.token === (q === 'token');
}

/** Whether `obj`, as `c` describes it, is among the objects `e` affects (611.2c fixed sets, 611.3a groups). */
export function inGroup(e: ContinuousEffect, obj: Permanent, c: Characteristics, game?: Game): boolean {
  const a = e.affects;
  if ('ids' in a) return a.ids.includes(obj.id);
  const kind = a.group;
  const creature = c.types.includes('Creature');
  const other = obj.id !== e.sourceId;
  const yours = c.controller === e.controller;
  // Any filter (oracle/static-groups.ts), on the characteristics as this layer has them (611.3a).
  if (typeof kind === 'object' && 'match' in kind) return !!game && matches(game, { kind: 'permanent', permanent: obj, c }, kind.match, { you: e.controller, source: { id: e.sourceId, name: e.sourceName } });
  if (typeof kind === 'object' && 'filter' in kind) {
    // keywords read from the abilities as they stand (layer 6 may be under way), counters from the object.
    if (!creature || (kind.other && !other)) return false;
    if (kind.controller === 'you' ? !yours : kind.controller === 'opponents' ? yours : false) return false;
    if (kind.keyword && !c.abilities.some((ab) => ab.kind === 'keyword' && ab.keyword === kind.keyword)) return false;
    // whether it is attacking or untapped now (a group is read again each time, 611.3a).
    if (kind.state === 'untapped' && obj.tapped) return false;
    if (kind.quality && !hasQuality(kind.quality, obj, c)) return false;
    if (kind.state === 'attacking' && !game?.combat.attackers.some((a) => a.id === obj.id)) return false;
    return !kind.counter || (obj.counters[kind.counter] ?? 0) > 0;
  }
  // "of the chosen type" is made concrete by layers.ts (game/chosen.ts); with nothing chosen it covers nothing.
  if (typeof kind === 'object' && 'chosen' in kind) return false;
  if (typeof kind === 'object') {
    const matches = 'creatureType' in kind ? c.subtypes.includes(kind.creatureType) : c.colors.includes(kind.color) !== kind.non;
    return creature && matches && (!kind.other || other) && (!kind.yours || yours);
  }
  switch (kind) {
    case 'creatures-you-control':
      return creature && yours;
    case 'other-creatures-you-control':
      return creature && yours && other;
    case 'all-creatures':
      return creature;
    case 'all-other-creatures':
      return creature && other;
    case 'nonbasic-lands':
      return c.types.includes('Land') && !c.supertypes.includes('Basic');
    case 'all-lands':
      return c.types.includes('Land');
    case 'other-non-aura-enchantments':
      return c.types.includes('Enchantment') && !c.subtypes.includes('Aura') && other;
    case 'enchanted-creature':
    case 'equipped-creature':
      return a.attachedTo === obj.id && creature;
    case 'enchanted-permanent':
      return a.attachedTo === obj.id;
    case 'enchanted-land':
      return a.attachedTo === obj.id && c.types.includes('Land');
    case 'enchanted-artifact':
      return a.attachedTo === obj.id && c.types.includes('Artifact');
    case 'self':
      return !other;
  }
}

/** A basic land type's intrinsic "{T}: Add [mana]" (305.6), made once per type: every derivation of every land adds it. */
const intrinsicMana = new Map<string, Ability>();
function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}
function intrinsicManaAbility(t: string): Ability {
  let a = intrinsicMana.get(t);
  // frozen: one object is shared by every derivation, so nothing may change it in place.
  if (!a) intrinsicMana.set(t, (a = deepFreeze({ kind: 'activated', costs: [{ type: 'tap' }], effects: [{ type: 'add-mana', mana: [[BASIC_LAND_MANA[t]!]] }], isManaAbility: true, text: `{T}: Add {${BASIC_LAND_MANA[t]}}. (${t})`, line: 0 } as Ability)));
  return a;
}

const ALL_CREATURE_TYPES = [...CREATURE_TYPES];
const fmt = (n: number): string => (n >= 0 ? `+${n}` : `${n}`);
const intrinsic = (a: Ability): boolean => a.line === 0 && a.kind === 'activated';

/** Applies one change to `c` and says what it did. */
export function applyChange(ctx: DeriveContext, e: ContinuousEffect, obj: Permanent, c: Characteristics): Message {
  const ch = e.change;
  switch (ch.kind) {
    case 'copy':
      c.name = ch.of.name;
      c.supertypes = [...ch.of.supertypes];
      c.types = [...ch.of.types];
      c.subtypes = [...ch.of.subtypes];
      c.colors = [...ch.of.colors];
      c.manaValue = ch.of.manaCost ? manaValue(ch.of.manaCost) : 0;
      c.power = ch.of.power;
      c.toughness = ch.of.toughness;
      c.abilities = [...ch.of.abilities];
      // a face-down object has no name (708.2a); the trace calls it by a label.
      if (ch.faceDown !== undefined) {
        c.name = ch.faceDown;
        return say('layer.faceDown', { name: ch.faceDown });
      }
      return say('layer.copy', { name: ch.of.name });
    case 'control':
      c.controller = ch.controller;
      return say('layer.control', { player: ch.controller });
    case 'text':
      return say('layer.text', {});
    case 'set-land-type':
      // 305.7: the land loses its old land types and the abilities from its rules text; its new type's mana ability is added after layer 4.
      c.subtypes = [...c.subtypes.filter((t) => !BASIC_LAND_MANA[t]), ch.landType];
      c.abilities = c.abilities.filter(intrinsic);
      return say('layer.setLandType', { landType: landTypeMessage(ch.landType), mana: BASIC_LAND_MANA[ch.landType] ?? '' });
    case 'add-land-type':
      if (!c.subtypes.includes(ch.landType)) c.subtypes.push(ch.landType);
      return say('layer.addLandType', { landType: landTypeMessage(ch.landType) });
    case 'add-card-type':
      if (!c.types.includes(ch.cardType)) c.types.push(ch.cardType);
      return say('layer.addCardType', { cardType: ch.cardType.toLowerCase() });
    case 'set-types': {
      // 205.1a: the new card types and subtypes replace the old ones; supertypes stay (those it names are added). The
      // old subtypes of a new card type stay unless new ones of that kind are named ("becomes a 4/4 creature" keeps a
      // creature's creature types; a planeswalker's planeswalker types go with its planeswalker type).
      const kept = ch.keepCorrelated && ch.types.includes('Creature') && !ch.subtypes.some((t) => CREATURE_TYPES.has(t)) ? c.subtypes.filter((t) => CREATURE_TYPES.has(t)) : [];
      // "It's an enchantment": an enchantment's own subtypes (an Aura) stay, the others go with their card types.
      if (ch.keepCorrelated) for (const type of ch.types) if (type !== 'Creature' && !ch.subtypes.some((t) => SUBTYPES_OF[type]?.includes(t))) kept.push(...c.subtypes.filter((t) => SUBTYPES_OF[type]?.includes(t)));
      c.types = [...ch.types];
      c.subtypes = [...ch.subtypes, ...kept];
      for (const t of ch.supertypes ?? []) if (!c.supertypes.includes(t)) c.supertypes.push(t);
      return say('layer.setTypes', { types: typeLineMessage(ch.types, ch.subtypes) });
    }
    case 'add-types':
      // 205.1b: "It's still a land" — the old types stay, the new ones are added; a "[creature
      // types] artifact creature" keeps all but its old creature types.
      if (ch.replaceCreatureTypes) c.subtypes = c.subtypes.filter((t) => !CREATURE_TYPES.has(t));
      for (const t of ch.types) if (!c.types.includes(t)) c.types.push(t);
      for (const t of ch.allCreatureTypes ? ALL_CREATURE_TYPES : ch.subtypes) if (!c.subtypes.includes(t)) c.subtypes.push(t);
      return say('layer.addTypes', { types: typeLineMessage(ch.types, ch.allCreatureTypes ? [] : ch.subtypes, true), all: ch.allCreatureTypes });
    case 'all-creature-types':
      c.subtypes = [...c.subtypes.filter((t) => !CREATURE_TYPES.has(t)), ...ALL_CREATURE_TYPES];
      return say('layer.allCreatureTypes', {});
    case 'set-colors':
      c.colors = ch.add ? [...c.colors, ...ch.colors.filter((color) => !c.colors.includes(color))] : [...ch.colors];
      return say('layer.colors', { colors: c.colors.map((color) => say('term.color', { color })) });
    case 'add-keyword':
      c.abilities.push({ kind: 'keyword', keyword: ch.keyword, text: ch.keyword, line: 0 });
      return say('layer.keyword', { keyword: say('term.keyword', { keyword: ch.keyword }) });
    case 'lose-all-abilities':
      c.abilities = [];
      return say('layer.loseAll', {});
    case 'add-protection':
      c.abilities.push({ kind: 'protection', from: ch.color, text: `Protection from ${ch.color}`, line: 0 });
      return say('layer.protection', { color: say('term.color', { color: ch.color }) });
    case 'add-ability':
      c.abilities.push(ch.ability);
      return say('layer.addAbility', { text: ch.ability.text });
    case 'remove-keyword':
      c.abilities = c.abilities.filter((a) => !(a.kind === 'keyword' && a.keyword === ch.keyword));
      return say('layer.loseKeyword', { keyword: say('term.keyword', { keyword: ch.keyword }) });
    case 'define-pt': {
      const n = countFor(ctx.game, ch.count, c.controller, obj.id, (p) => derive(ctx, p, { layer: '5' }));
      // a CDA defining only power (or toughness) leaves the other as printed.
      if (ch.only !== 'toughness') c.power = n + ch.power;
      if (ch.only !== 'power') c.toughness = n + ch.toughness;
      return say('layer.definePT', { power: c.power ?? 0, toughness: c.toughness ?? 0, n, counted: say('term.cdaCount', { count: ch.count === 'card-types-in-all-graveyards' ? 'card-types' : 'amount' }) });
    }
    case 'set-pt':
      c.power = ch.power;
      c.toughness = ch.toughness;
      return say('layer.setPT', { power: ch.power, toughness: ch.toughness });
    case 'set-pt-mana-value':
      c.power = c.manaValue;
      c.toughness = c.manaValue;
      return say('layer.setPTManaValue', { n: c.manaValue });
    case 'modify-pt':
      c.power = (c.power ?? 0) + ch.power;
      c.toughness = (c.toughness ?? 0) + ch.toughness;
      return say('layer.modifyPT', { change: `${fmt(ch.power)}/${fmt(ch.toughness)}` });
    case 'modify-pt-count': {
      // permanents counted by their types and controller after layer 4 (as a CDA count), so the count never waits on a P/T.
      const n = countForStatic(ctx.game, e.controller, e.sourceId, ch.counted, (p) => derive(ctx, p, { layer: '5' }));
      c.power = (c.power ?? 0) + ch.power * n;
      c.toughness = (c.toughness ?? 0) + ch.toughness * n;
      return say('layer.modifyPTCount', { change: `${fmt(ch.power * n)}/${fmt(ch.toughness * n)}`, n });
    }
    case 'counters': {
      const plus = obj.counters['+1/+1'] ?? 0;
      const minus = obj.counters['-1/-1'] ?? 0;
      c.power = (c.power ?? 0) + plus - minus;
      c.toughness = (c.toughness ?? 0) + plus - minus;
      return say('layer.counters', { plus, minus });
    }
    case 'switch-pt':
      [c.power, c.toughness] = [c.toughness, c.power];
      return say('layer.switchPT', {});
  }
}

/** The value a layer changes, as the derivation shows it: terms (colours, keywords, types)
 *  as messages, so a reader of another language sees them in it; names and numbers as they are. */
function valueOf(layer: Layer, c: Characteristics): Text {
  switch (layer) {
    case '2':
      return c.controller;
    case '5':
      return c.colors.length ? say('layer.valueList', { items: c.colors.map((color) => say('term.color', { color })) }) : say('term.colorless', {});
    case '6': {
      const named = c.abilities.filter((a) => !intrinsic(a)).map((a) => (a.kind === 'keyword' ? say('term.keyword', { keyword: a.keyword }) : a.text));
      return named.length ? say('layer.valueList', { items: named }) : say('layer.noAbilities', {});
    }
    case '1':
    case '3':
    case '4': {
      const types = say('term.typeLine', { types: [...c.supertypes, ...c.types].join(' '), subtypes: '', lower: false });
      const subtypes = c.subtypes.length >= ALL_CREATURE_TYPES.length ? say('term.everyCreatureType', {}) : c.subtypes.join(' ');
      return say('layer.valueTypes', { types, subtypes });
    }
    default:
      return `${c.power}/${c.toughness}`;
  }
}

/**
 * A static effect exists while its source still has the ability generating it when the
 * effect's turn comes in its layer (305.7, 613.1f, 613.6): a lord under Humility, Urborg under
 * Blood Moon. Only asked when some effect removes abilities.
 */
function exists(ctx: DeriveContext, e: ContinuousEffect): boolean {
  if (!e.ability || !ctx.removers) return true;
  const known = ctx.exists.get(e.id);
  if (known !== undefined) return known;
  const source = ctx.game.battlefield.find((p) => p.id === e.sourceId);
  const result = source ? derive(ctx, source, { layer: e.layer, before: e.id }).abilities.includes(e.ability) : false;
  ctx.exists.set(e.id, result);
  return result;
}

function record(c: Characteristics, o: Ordered, what: Message): void {
  const e = o.effect;
  const step: LayerStep = { layer: e.layer, effectId: e.id, source: e.sourceName, origin: e.origin, what, order: o.order, value: valueOf(e.layer, c) };
  if (o.after?.length) step.after = o.after;
  c.derivation.push(step);
  // Counters are reported with the static effects that shape the same P/T, so the trace accounts for the whole value.
  if (e.origin === 'static' || e.origin === 'cda' || (e.origin === 'rule' && c.applied.some((a) => a.layer.startsWith('7')))) {
    const code = e.change.kind === 'set-land-type' ? 'basicLandTypeSet' : LAYER_RULE[e.layer];
    c.applied.push({ sourceId: e.sourceId, sourceName: e.sourceName, layer: e.layer, code, ...(e.rule ? { rule: e.rule } : {}), what, order: o.order, ...(o.after?.length ? { after: o.after } : {}), ...((e.ability?.kind === 'static' && e.ability.condition) || e.change.kind === 'modify-pt-count' ? { conditional: true as const } : {}) });
  }
  const code = LAYER_RULE[e.layer];
  if (e.layer.startsWith('7') && !c.ptLayers.includes(code)) c.ptLayers.push(code);
}

/**
 * The object's characteristics after every layer, or — with `stop` — as they stand at the start
 * of a layer, or just before one effect of it (for dependency and for 613.6).
 */
export function derive(ctx: DeriveContext, obj: Permanent, stop?: { layer: Layer; before?: string }): Characteristics {
  const key = stop ? `${obj.id}|${stop.layer}|${stop.before ?? ''}` : '';
  if (key) {
    const memo = ctx.partial.get(key);
    if (memo) return memo;
  }
  const c = blank(obj);
  applyLayers(ctx, obj, c, stop);
  if (key) ctx.partial.set(key, c);
  return c;
}

/** Applies every layer to `c` in order, up to `stop`. */
function applyLayers(ctx: DeriveContext, obj: Permanent, c: Characteristics, stop?: { layer: Layer; before?: string }): void {
  let applied: Set<string> | undefined;
  for (const layer of LAYERS) {
    if (stop && stop.layer === layer && stop.before === undefined) return;
    if (layer === '7a' && !c.types.includes('Creature')) {
      // Only creatures have power and toughness on the battlefield (208.3).
      // (set to undefined, not deleted: deleting turns the object into a slow dictionary, and no reader tells the two apart)
      c.power = undefined;
      c.toughness = undefined;
      return;
    }
    let ordered = ctx.byLayer.has(layer) ? orderLayer(ctx, layer) : NONE;
    if (layer === '6') ordered = withKeywordCounters(ordered, obj);
    const counters = layer === '7c' ? countersEffect(obj) : null;
    const n = ordered.length + (counters ? 1 : 0);
    for (let i = 0; i < n; i++) {
      const o = i < ordered.length ? ordered[i]! : { effect: counters!, order: 'timestamp' as const };
      const e = o.effect;
      if (stop && stop.before === e.id) return;
      if (e.follows !== undefined ? !applied?.has(e.follows) : !inGroup(e, obj, c, ctx.game)) continue;
      // a static ability's condition ("as long as …") is read now (611.3a).
      const condition = e.follows === undefined && e.ability?.kind === 'static' ? e.ability.condition : undefined;
      if (condition && !conditionHolds(ctx.game, e.controller, e.sourceId, condition, (p) => derive(ctx, p, { layer: '6' }))) continue;
      if (e.follows === undefined && !exists(ctx, e)) {
        if (o.order === 'dependency' && o.after) c.stopped.push({ effectId: e.id, source: e.sourceName, layer, after: o.after });
        continue;
      }
      const what = applyChange(ctx, e, obj, c);
      (applied ??= new Set()).add(e.id);
      record(c, o, what);
    }
    if (layer === '4') addIntrinsicManaAbilities(c);
    if (layer === '6') {
      for (const a of c.abilities) {
        if (a.kind === 'keyword') c.keywords.add(a.keyword);
        if (a.kind === 'protection') c.protections.push(a.from);
      }
    }
  }
}
const NONE: Ordered[] = [];

/** Layer 6's effects with the object's keyword counters (122.1b) placed among them by their
 *  timestamps (613.7c); the order the layer found for the other effects is kept. */
function withKeywordCounters(ordered: Ordered[], obj: Permanent): Ordered[] {
  const counters = keywordCounterEffects(obj);
  if (!counters.length) return ordered;
  const out: Ordered[] = [];
  let i = 0;
  for (const o of ordered) {
    while (i < counters.length && counters[i]!.timestamp < o.effect.timestamp) out.push({ effect: counters[i++]!, order: 'timestamp' });
    out.push(o);
  }
  while (i < counters.length) out.push({ effect: counters[i++]!, order: 'timestamp' });
  return out;
}

function addIntrinsicManaAbilities(c: Characteristics): void {
  for (const t of c.subtypes) {
    if (!BASIC_LAND_MANA[t]) continue;
    const m = intrinsicManaAbility(t);
    if (!c.abilities.some((a) => a.text === m.text)) c.abilities.push(m);
  }
}

/** Whether an effect now gives some permanent a keyword or an ability (layer 6, 613.1f): the only
 *  way, besides a copy effect, for a permanent to have an ability its copiable values lack. */
export function abilitiesGranted(game: Game): boolean {
  // an exalted counter gives a triggered ability (122.1b, 702.83a); the other keyword counters give none.
  return (sharedEffects(game).byLayer.get('6')?.some((e) => e.change.kind === 'add-keyword' || e.change.kind === 'add-ability') ?? false) || game.battlefield.some((p) => !!p.counters.exalted);
}

/**
 * Which permanents can have an ability `test` accepts once the layers are applied, answered
 * without deriving anything, so a caller asking at every state-based-action check or cast
 * derives only those. For a `test` that accepts no keyword, protection or mana ability (those
 * three are also added by the keyword and protection grants and by a basic land type, 305.6):
 * a permanent's abilities start as its card's (`blank`), are replaced by its copiable values in
 * layer 1 (a copy, 707.2; face down, 708.2), and otherwise only grow by a grant (layer 6,
 * 613.1f) — so while no effect in force grants such an ability, only a permanent whose card or
 * copiable values print one can.
 */
export function mayHaveAbility(game: Game, test: (a: Ability) => boolean): (p: Permanent) => boolean {
  const granted = sharedEffects(game).byLayer.get('6')?.some((e) => e.change.kind === 'add-ability' && test(e.change.ability)) ?? false;
  return granted ? () => true : (p) => p.card.def.abilities.some(test) || copiable(p).abilities.some(test);
}

/** Whether any continuous effect exists now (static, resolved or copy; the counters rule aside). */
export function anyContinuousEffects(game: Game): boolean {
  return sharedEffects(game).byLayer.size > 0;
}

export function characteristics(game: Game, obj: Permanent): Characteristics {
  const shared = sharedEffects(game);
  if (shared.reaches === 'any' || shared.reaches.has(obj.id)) return derive(newContext(game, shared), obj);
  const known = unaffected.get(obj);
  if (known && sameInputs(known, obj)) return known.c;
  const c = frozen(derive(newContext(game, shared), obj));
  unaffected.set(obj, { def: obj.card.def, controller: obj.controller, baseController: obj.baseController, id: obj.id, timestamp: obj.timestamp, counters: { ...obj.counters }, counterTimestamps: { ...obj.counterTimestamps }, c });
  return c;
}

/**
 * The characteristics of a permanent no continuous effect in force can reach, kept per permanent:
 * with no effect applying to it, a derivation reads only the permanent's card, controller, id,
 * timestamp and counters (the counters rule, 613.4c; keyword counters, 122.1b) — so while those
 * stay the same, so does the result, and the state-based actions, the loop check and every rule
 * asking about the permanent between two changes get it without deriving again. Nothing changes
 * characteristics once derived (they are frozen, so a change would throw). A snapshot's copy of a
 * permanent (state.ts) is another object, with its own entry. A derivation that comes to read
 * anything else of the permanent itself (`blank`, `applyLayers`) must add it here and to `sameInputs`.
 */
interface Unaffected {
  def: Permanent['card']['def'];
  controller: string;
  baseController: string | undefined;
  id: string;
  timestamp: number;
  counters: Record<string, number>;
  counterTimestamps: Record<string, number>;
  c: Characteristics;
}
const unaffected = new WeakMap<Permanent, Unaffected>();

function sameInputs(k: Unaffected, obj: Permanent): boolean {
  return k.def === obj.card.def && k.controller === obj.controller && k.baseController === obj.baseController && k.id === obj.id && k.timestamp === obj.timestamp && sameNumbers(k.counters, obj.counters) && sameNumbers(k.counterTimestamps, obj.counterTimestamps ?? NO_NUMBERS);
}
const NO_NUMBERS: Record<string, number> = {};

function sameNumbers(a: Record<string, number>, b: Record<string, number>): boolean {
  let n = 0;
  for (const k in b) {
    if (a[k] !== b[k]) return false;
    n++;
  }
  for (const _ in a) n--;
  return n === 0;
}

function frozen(c: Characteristics): Characteristics {
  for (const list of [c.supertypes, c.types, c.subtypes, c.colors, c.abilities, c.protections, c.applied, c.ptLayers, c.derivation, c.stopped]) Object.freeze(list);
  return Object.freeze(c);
}
// Filters (game/match.ts) read permanents after the layers.
useDerivation(characteristics);

export function isCreature(game: Game, p: Permanent): boolean {
  return characteristics(game, p).types.includes('Creature');
}

/** Whether a static ability of `source` naming `kind` affects `obj` now: for rules effects outside the layers (restrictions, 604.1). */
export function staticAffects(game: Game, kind: Affected, source: Permanent, obj: Permanent): boolean {
  if (kind === 'self') return source.id === obj.id;
  const e = { sourceId: source.id, controller: source.controller, affects: { group: kind, ...(source.attachedTo ? { attachedTo: source.attachedTo } : {}) } } as ContinuousEffect;
  return inGroup(e, obj, characteristics(game, obj), game);
}
