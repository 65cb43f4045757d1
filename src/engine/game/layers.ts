// One representation for every continuous effect (611, 613): from a static ability (604), a
// characteristic-defining ability (604.3), a resolved spell or ability (611.2) or a rule (the
// counters of 613.4c). Each names the one layer or sublayer it applies in (a multi-layer effect
// is one part per layer, the later parts following the first: 613.6), its timestamp (613.7),
// and what it affects: a fixed set of objects (611.2c) or a group read again whenever it
// applies (611.3a). game/characteristics.ts applies them; game/dependency.ts orders a layer.
import { KEYWORD_COUNTERS, type Ability, type Affected, type CdaCount, type Color, type Keyword, type StaticEffect } from '../oracle/ast.ts';
import type { Amount } from '../oracle/vocabulary.ts';
import type { ReasonCode } from '../citations.ts';
import type { CardDef, FloatingEffect, Game, Permanent } from './state.ts';
import { faceDownDef, faceDownLabel } from './face-down-values.ts';
import { concreteGroup } from './chosen-group.ts';
import { emblemsIn } from './emblems.ts';

/** The layers and sublayers in the order they apply (613.1, 613.4). */
export const LAYERS = ['1', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'] as const;
export type Layer = (typeof LAYERS)[number];

/** The rule each layer applies under. */
export const LAYER_RULE: Record<Layer, ReasonCode> = {
  '1': 'layerCopy',
  '2': 'layerControl',
  '3': 'layerText',
  '4': 'layerType',
  '5': 'layerColor',
  '6': 'layerAbility',
  '7a': 'layerCdaPT',
  '7b': 'layerSetPT',
  '7c': 'layerModifyPT',
  '7d': 'layerSwitchPT',
};

/** What an effect does to the characteristics it changes. */
export type Change =
  /** Layer 1: the copiable values become another card's (707.2). The plug-in point for copy
   *  effects: no wording produces it yet. */
  | { kind: 'copy'; of: CardDef; /** the face-down values of 708.2 (layer 1b, 613.2b), and how the trace calls it. */ faceDown?: string }
  | { kind: 'control'; controller: string }
  /** Layer 3: text-changing effects (612) — no wording produces one yet. */
  | { kind: 'text' }
  | { kind: 'set-land-type'; landType: string }
  | { kind: 'add-land-type'; landType: string }
  | { kind: 'add-card-type'; cardType: string }
  /** `keepCorrelated`: subtypes not given are kept where they are of a new card type (205.1a: a creature's creature types). */
  | { kind: 'set-types'; types: string[]; subtypes: string[]; supertypes?: string[]; keepCorrelated?: true }
  | { kind: 'add-types'; types: string[]; subtypes: string[]; allCreatureTypes: boolean; replaceCreatureTypes?: true }
  | { kind: 'all-creature-types' }
  | { kind: 'set-colors'; colors: Color[]; /** added to the object's colours instead of replacing them */ add?: true }
  | { kind: 'add-keyword'; keyword: Keyword }
  | { kind: 'lose-all-abilities' }
  | { kind: 'remove-keyword'; keyword: Keyword }
  | { kind: 'define-pt'; count: CdaCount; power: number; toughness: number; only?: 'power' | 'toughness' }
  | { kind: 'set-pt'; power: number; toughness: number }
  | { kind: 'set-pt-mana-value' }
  | { kind: 'modify-pt'; power: number; toughness: number }
  | { kind: 'counters' }
  | { kind: 'switch-pt' }
  // "+1/+1 for each artifact you control", the count read as the effect applies.
  | { kind: 'modify-pt-count'; power: number; toughness: number; counted: Amount }
  // protection from a color gained until end of turn (Gods Willing).
  | { kind: 'add-protection'; color: Color }
  // a triggered ability gained (blitz, 702.152a).
  // A static ability's quoted abilities (613.1f): activated, triggered or static, each as printed in the quotation.
  | { kind: 'add-ability'; ability: Ability };

export const LAYER_OF: Record<Change['kind'], Layer> = {
  copy: '1',
  control: '2',
  text: '3',
  'set-land-type': '4',
  'add-land-type': '4',
  'add-card-type': '4',
  'set-types': '4',
  'add-types': '4',
  'all-creature-types': '4',
  'set-colors': '5',
  'add-keyword': '6',
  'lose-all-abilities': '6',
  'remove-keyword': '6',
  'define-pt': '7a',
  'set-pt': '7b',
  'set-pt-mana-value': '7b',
  'modify-pt': '7c',
  counters: '7c',
  'switch-pt': '7d',
  'modify-pt-count': '7c',
  'add-protection': '6',
  'add-ability': '6',
};

export interface ContinuousEffect {
  /** Unique among the effects of one derivation: "source#line.part" or "floating#n". */
  id: string;
  origin: 'static' | 'cda' | 'resolved' | 'rule';
  layer: Layer;
  sourceId: string;
  sourceName: string;
  /** The controller of its source (for "you control"). */
  controller: string;
  timestamp: number;
  /** The static ability generating it: the effect exists only while its source has it (613.6). */
  ability?: Ability;
  /** A later-layer part of a multi-layer effect: it applies to the objects the part named here
   *  applied to, even if the ability was removed meanwhile (613.6). */
  follows?: string;
  /** A fixed set (611.2c) or a group, relative to the source (611.3a). */
  affects: { ids: string[] } | { group: Affected; attachedTo?: string };
  change: Change;
  /** The rule defining the ability, when a keyword stands for it (Devoid 702.114a, Changeling 702.73a). */
  rule?: ReasonCode;
}

const KEYWORD_RULE: Partial<Record<StaticEffect['type'], ReasonCode>> = { 'cda-all-creature-types': 'changeling' };

/** The changes a static ability's effect makes, one per layer, in layer order. */
function changesOf(e: StaticEffect, controller: string, line = 0): Change[] {
  switch (e.type) {
    case 'modify-pt':
      return [{ kind: 'modify-pt', power: e.power, toughness: e.toughness }];
    case 'grant-keyword':
      return [{ kind: 'add-keyword', keyword: e.keyword }];
    case 'grant':
      // A quoted ability is told as printed; it takes the granting line's number (line 0 is a land's intrinsic mana ability, 305.6).
      return e.abilities.map((ability) => ({ kind: 'add-ability', ability: { ...ability, line } }));
    case 'lose-all-abilities':
      return [{ kind: 'lose-all-abilities' }];
    case 'remove-keyword':
      return [{ kind: 'remove-keyword', keyword: e.keyword }];
    case 'set-base-pt':
      return [{ kind: 'set-pt', power: e.power, toughness: e.toughness }];
    case 'set-land-type':
      return [{ kind: 'set-land-type', landType: e.landType }];
    case 'become-creature-mv':
      return [{ kind: 'add-card-type', cardType: 'Creature' }, { kind: 'set-pt-mana-value' }];
    case 'set-controller':
      return [{ kind: 'control', controller }];
    case 'add-land-type':
      return [{ kind: 'add-land-type', landType: e.landType }];
    case 'cda-all-creature-types':
      return [{ kind: 'all-creature-types' }];
    case 'cda-colorless':
      return [{ kind: 'set-colors', colors: [] }];
    case 'cda-colors':
    case 'set-colors':
      return [{ kind: 'set-colors', colors: e.colors }];
    case 'set-types':
      return [e.addTypes ? { kind: 'add-types', types: e.types, subtypes: e.subtypes, allCreatureTypes: false } : { kind: 'set-types', types: e.types, subtypes: e.subtypes }];
    case 'cda-pt':
      return [{ kind: 'define-pt', count: e.count, power: e.power, toughness: e.toughness, ...(e.only ? { only: e.only } : {}) }];
    case 'modify-pt-for-each':
      return [{ kind: 'modify-pt-count', power: e.power, toughness: e.toughness, counted: e.counted }];
    // Rules effects, outside the layers (604.1): restrictions, costs, the land rule, life gain,
    // prevention — read where the rule they modify applies (game/restrictions.ts, casting).
    case 'restrict':
    case 'group-rule':
    case 'cost-change':
    case 'ability-cost-change':
    case 'additional-land':
    case 'play-from-top':
    case 'block-additional':
    case 'cant-gain-life':
    case 'combat-damage-unpreventable':
    case 'damage-unpreventable':
    case 'cant-lose':
    case 'cant-be-countered':
      return [];
  }
}

/** The static effects the layers apply: every one naming what it affects, but restrictions. */
type LayerStatic = Exclude<Extract<StaticEffect, { affects: unknown }>, { type: 'restrict' | 'group-rule' | 'combat-damage-unpreventable' }>;
const inLayers = (e: StaticEffect): e is LayerStatic => 'affects' in e && e.type !== 'restrict' && e.type !== 'group-rule' && e.type !== 'combat-damage-unpreventable';

const isCda = (e: StaticEffect): boolean => e.type.startsWith('cda-');

/** The card whose values a permanent has before any other effect: its own, or the one it entered as a copy of (707.2). */
export const copiable = (p: Permanent): CardDef => (p.faceDown ? faceDownDef(p.faceDown) : p.copyOf ?? p.card.def);

/** The permanents with static abilities, found once per change of the battlefield's membership. */
const sourcesCache = new WeakMap<Permanent[], { length: number; sources: Permanent[] }>();

// Indexed so that deriving one object's characteristics costs the number of static abilities,
// not the number of permanents. The battlefield array is replaced or grows whenever a
// permanent leaves or enters, which is what invalidates the index.
export function staticSources(game: Game): Permanent[] {
  const cached = sourcesCache.get(game.battlefield);
  if (cached && cached.length === game.battlefield.length) return cached.sources;
  const sources = game.battlefield.filter((p) => copiable(p).abilities.some((a) => a.kind === 'static'));
  sourcesCache.set(game.battlefield, { length: game.battlefield.length, sources });
  return sources;
}

/**
 * Every continuous effect in the game now: static abilities of permanents (each part of a
 * multi-layer one following its first part), effects of resolved spells and abilities, and
 * the counters rule. A characteristic-defining ability affects only its own object.
 */
export function continuousEffects(game: Game): ContinuousEffect[] {
  const out: ContinuousEffect[] = [];
  for (const p of staticSources(game)) {
    // The parts of one sentence ("lose all abilities and have base power and toughness 1/1")
    // are one effect: its later-layer parts follow its earliest one (613.6).
    const parts: Array<{ a: Ability; e: LayerStatic; change: Change; id: string }> = [];
    copiable(p).abilities.forEach((a, i) => {
      if (a.kind !== 'static') return;
      const e = a.effect;
      if (inLayers(e)) changesOf(e, p.controller, a.line).forEach((change, part) => parts.push({ a, e, change, id: `${p.id}#${i}.${part}` }));
    });
    parts.sort((x, y) => LAYERS.indexOf(LAYER_OF[x.change.kind]) - LAYERS.indexOf(LAYER_OF[y.change.kind]));
    // One sentence is one line with one condition: "… as long as it's a Zombie. Otherwise, it gets -3/-3." is two effects.
    const lead = new Map<string | number, string>();
    for (const { a, e, change, id } of parts) {
      const key = a.kind === 'static' && a.condition ? `${a.line}:${JSON.stringify(a.condition)}` : a.line;
      const first = lead.get(key);
      if (first === undefined) lead.set(key, id);
      // 613.7e: an Aura or Equipment has the timestamp of its latest attachment (kept in `timestamp`).
      out.push({
        id, origin: isCda(e) ? 'cda' : 'static', layer: LAYER_OF[change.kind], sourceId: p.id, sourceName: copiable(p).name, controller: p.controller, timestamp: p.timestamp, ability: a,
        ...(first !== undefined ? { follows: first } : {}),
        affects: e.affects === 'self' ? { ids: [p.id] } : { group: concreteGroup(e.affects, p), ...(p.attachedTo ? { attachedTo: p.attachedTo } : {}) },
        change,
        // a level symbol's static ability (711.2a-b).
        ...(a.kind === 'static' && a.condition?.kind === 'level' ? { rule: a.condition.max === undefined ? ('levelPlus' as const) : ('levelRange' as const) } :
        KEYWORD_RULE[e.type] ? { rule: KEYWORD_RULE[e.type] } : a.kind === 'static' && e.type === 'cda-colorless' && /^devoid\b/i.test(a.text) ? { rule: 'devoid' as const } : {}),
      });
    }
  }
  // 114.4: an emblem's static abilities apply from the command zone, with the emblem's timestamp
  // (613.7a, 613.7d). Nothing can take its abilities away (114.5), so no `ability` ties the effect to it.
  for (const e of emblemsIn(game)) {
    e.abilities.forEach((a, i) => {
      if (a.kind !== 'static' || !inLayers(a.effect)) return;
      const effect = a.effect;
      changesOf(effect, e.owner).forEach((change, part) => out.push({ id: `${e.id}#${i}.${part}`, origin: 'static', layer: LAYER_OF[change.kind], sourceId: e.id, sourceName: e.label, controller: e.owner, timestamp: e.timestamp, ...(part ? { follows: `${e.id}#${i}.0` } : {}), affects: { group: effect.affects }, change }));
    });
  }
  // 707.5: a permanent that entered as a copy has the copied card's values, in layer 1 (613.2a).
  for (const p of game.battlefield) {
    // a face-down permanent has the face-down values instead (708.2, 613.2b: layer 1b, after copy effects).
    if (p.faceDown) out.push({ id: `face-down#${p.id}`, origin: 'rule', layer: '1', sourceId: p.id, sourceName: faceDownLabel(p.card), controller: p.controller, timestamp: p.timestamp, affects: { ids: [p.id] }, change: { kind: 'copy', of: faceDownDef(p.faceDown), faceDown: faceDownLabel(p.card) }, rule: 'layerCopyFaceDown' });
    else if (p.copyOf) out.push({ id: `copy#${p.id}`, origin: 'resolved', layer: '1', sourceId: p.id, sourceName: p.card.def.name, controller: p.controller, timestamp: p.timestamp, affects: { ids: [p.id] }, change: { kind: 'copy', of: p.copyOf } });
  }
  game.floating.forEach((f, i) => {
    const d = f.duration;
    // "For as long as you control CARDNAME": over once its controller no longer controls it (611.2b).
    if (!stillLasting(game, f)) return;
    const ch = f.change;
    // A rule the object obeys this turn ("can't block this turn") changes no characteristic.
    if (ch.layer === 'rules') return;
    const change: Change =
      ch.layer === '2' ? { kind: 'control', controller: ch.controller }
      : ch.layer === '4' ? (ch.replace ? { kind: 'set-types', types: ch.types, subtypes: ch.subtypes, keepCorrelated: true, ...(ch.supertypes ? { supertypes: ch.supertypes } : {}) } : { kind: 'add-types', types: ch.types, subtypes: ch.subtypes, allCreatureTypes: ch.allCreatureTypes, ...(ch.replaceCreatureTypes ? { replaceCreatureTypes: true as const } : {}) })
      : ch.layer === '5' ? { kind: 'set-colors', colors: ch.colors, ...(ch.add ? { add: true as const } : {}) }
      : ch.layer === '6' ? ('removeAll' in ch ? { kind: 'lose-all-abilities' } : 'protection' in ch ? { kind: 'add-protection', color: ch.protection } : 'ability' in ch ? { kind: 'add-ability', ability: ch.ability } : 'loses' in ch ? { kind: 'remove-keyword', keyword: ch.loses } : { kind: 'add-keyword', keyword: ch.keyword })
      : ch.layer === '7b' ? { kind: 'set-pt', power: ch.power, toughness: ch.toughness }
      : ch.layer === '7c' ? { kind: 'modify-pt', power: ch.power, toughness: ch.toughness }
      : ch.layer === '7d' ? { kind: 'switch-pt' }
      : unreachable(ch);
    out.push({ id: `floating#${i}`, origin: 'resolved', layer: LAYER_OF[change.kind], sourceId: `floating#${i}`, sourceName: f.sourceName, controller: '', timestamp: f.timestamp, affects: { ids: [f.objectId] }, change });
  });
  return out;
}

/** A compile error when a kind of floating effect has no layer mapping above. */
function unreachable(ch: never): never {
  throw new Error(`no layer for floating effect ${JSON.stringify(ch)}`);
}

/** The rule-made effect of +1/+1 and -1/-1 counters on one object (613.4c). */
export function countersEffect(obj: Permanent): ContinuousEffect | null {
  if (!obj.counters['+1/+1'] && !obj.counters['-1/-1']) return null;
  return { id: `counters#${obj.id}`, origin: 'rule', layer: '7c', sourceId: obj.id, sourceName: obj.card.def.name, controller: obj.controller, timestamp: obj.timestamp, affects: { ids: [obj.id] }, change: { kind: 'counters' } };
}

/**
 * The rule-made effects of keyword counters on one object (122.1b): each kind gives its keyword in
 * layer 6 (613.1f), with the timestamp its counters received (613.7c), so an ability-removing effect
 * from before the counter was put doesn't take the keyword away and one from after it does.
 */
export function keywordCounterEffects(obj: Permanent): ContinuousEffect[] {
  // Asked at every derivation: most permanents have no counters, or none of these kinds.
  let any = false;
  for (const kind in obj.counters) if (obj.counters[kind] && KEYWORD_COUNTER_KINDS.has(kind)) any = true;
  if (!any) return NO_EFFECTS;
  let out: ContinuousEffect[] | undefined;
  for (const keyword of KEYWORD_COUNTERS) {
    if (!obj.counters[keyword]) continue;
    const timestamp = obj.counterTimestamps?.[keyword] ?? obj.timestamp;
    (out ??= []).push({ id: `counters#${obj.id}#${keyword}`, origin: 'rule', layer: '6', sourceId: obj.id, sourceName: obj.card.def.name, controller: obj.controller, timestamp, affects: { ids: [obj.id] }, change: { kind: 'add-keyword', keyword }, rule: 'keywordCounter' });
  }
  return out ? out.sort((a, b) => a.timestamp - b.timestamp) : NO_EFFECTS;
}
const NO_EFFECTS: ContinuousEffect[] = [];
const KEYWORD_COUNTER_KINDS: ReadonlySet<string> = new Set(KEYWORD_COUNTERS);

/** Effects that can remove abilities, and so end other static effects (305.7, 613.1f). */
export const removesAbilities = (e: ContinuousEffect): boolean => e.change.kind === 'lose-all-abilities' || e.change.kind === 'set-land-type';

/**
 * Whether a floating effect's "for as long as" still holds (611.2b): its source still controlled by the
 * effect's controller, on the battlefield, still tapped. A "remains tapped" effect is also removed as
 * its source untaps (game/tapping.ts), so it stays over if the source is tapped again.
 */
export function stillLasting(game: Game, f: FloatingEffect): boolean {
  const d = f.duration;
  if (d?.kind !== 'while-controls' && d?.kind !== 'while-on-battlefield' && d?.kind !== 'while-tapped') return true;
  const source = game.battlefield.find((p) => p.id === d.sourceId);
  if (!source) return false;
  if (d.kind === 'while-tapped' && !source.tapped) return false;
  return d.kind === 'while-on-battlefield' || d.controller === undefined || source.controller === d.controller;
}
