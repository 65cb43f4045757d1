// The order of the effects within one layer: characteristic-defining abilities first (613.3),
// then timestamp order (613.7), except that an effect that depends on another waits until
// just after it (613.8b). Dependency is found by trial application (613.8a): apply the other
// effect to each object as it stands at the start of the layer, and see whether that changes
// the first effect's existence (its source losing the ability) or what it applies to. In a
// loop, timestamp order decides.
import type { Affected } from '../oracle/ast.ts';
import type { Filter } from '../oracle/vocabulary.ts';
import { applyChange, clone, derive, inGroup, type DeriveContext } from './characteristics.ts';
import { removesAbilities, type ContinuousEffect, type Layer } from './layers.ts';

export interface Ordered {
  effect: ContinuousEffect;
  order: 'cda' | 'timestamp' | 'dependency' | 'loop';
  /** Source names of the effects it depends on. */
  after?: string[];
}

type Field = 'controller' | 'types' | 'supertypes' | 'subtypes' | 'colors' | 'abilities' | 'pt';

/** What an effect writes, by the kind of its change. */
function writes(e: ContinuousEffect): Field[] {
  switch (e.change.kind) {
    case 'copy':
      return ['types', 'supertypes', 'subtypes', 'colors', 'abilities', 'pt'];
    case 'control':
      return ['controller'];
    case 'set-land-type':
    case 'add-land-type':
      return ['subtypes', 'abilities'];
    case 'add-card-type':
      return ['types'];
    case 'set-types':
      return ['types', 'subtypes', 'abilities'];
    case 'add-types':
      return ['types', 'subtypes'];
    case 'all-creature-types':
      return ['subtypes'];
    case 'set-colors':
      return ['colors'];
    case 'add-keyword':
    case 'add-protection':
    case 'add-ability':
    case 'remove-keyword':
    case 'lose-all-abilities':
      return ['abilities'];
    case 'text':
      return [];
    default:
      return ['pt'];
  }
}

/** What deciding an effect's objects reads. */
function reads(e: ContinuousEffect): Field[] {
  if ('ids' in e.affects) return [];
  const g: Affected = e.affects.group;
  // a keyword filter reads the abilities.
  if (typeof g === 'object' && 'match' in g) return filterReads(g.match);
  if (typeof g === 'object' && 'filter' in g) return ['types', 'controller', ...(g.keyword ? (['abilities'] as const) : []), ...(g.quality === 'legendary' ? (['supertypes'] as const) : g.quality === 'colorless' ? (['colors'] as const) : [])];
  if (typeof g === 'object') return ['types', 'controller', 'creatureType' in g ? 'subtypes' : 'colors'];
  switch (g) {
    case 'nonbasic-lands':
      return ['types', 'supertypes'];
    case 'other-non-aura-enchantments':
      return ['types', 'subtypes'];
    case 'creatures-you-control':
    case 'other-creatures-you-control':
      return ['types', 'controller'];
    case 'self':
      return [];
    default:
      return ['types'];
  }
}

/** What a filter group reads of an object (all of a filter's parts, its alternatives' too). */
function filterReads(f: Filter): Field[] {
  const out = new Set<Field>(['controller']);
  if (f.types || f.allTypes || f.notTypes || f.permanent) out.add('types');
  if (f.subtypes || f.notSubtypes) out.add('subtypes');
  if (f.supertypes || f.notSupertypes) out.add('supertypes');
  if (f.colors || f.notColors || f.colorCount || f.chosen === 'color' || f.notChosen === 'color') out.add('colors');
  if (f.chosen === 'creature-type' || f.notChosen === 'creature-type') out.add('subtypes');
  if (f.withKeywords || f.withoutKeywords) out.add('abilities');
  if (f.power || f.toughness) out.add('pt');
  for (const g of f.anyOf ?? []) for (const x of filterReads(g)) out.add(x);
  return [...out];
}

/** Whether `a` depends on `b` (613.8a), by applying `b` on trial. */
function dependsOn(ctx: DeriveContext, layer: Layer, a: ContinuousEffect, b: ContinuousEffect): boolean {
  // (c): a characteristic-defining ability depends only on another one.
  if ((a.origin === 'cda') !== (b.origin === 'cda')) return false;
  const game = ctx.game;
  // Existence: b would take away the ability that generates a.
  if (a.ability && removesAbilities(b)) {
    const source = game.battlefield.find((p) => p.id === a.sourceId);
    ctx.shared.trials = true;
    if (source && inGroup(b, source, derive(ctx, source, { layer }), game)) return true;
  }
  const w = writes(b);
  if (!reads(a).some((f) => w.includes(f))) return false;
  // What it applies to: on some object, b applying changes whether a applies.
  if ('ids' in a.affects) return false;
  ctx.shared.trials = true;
  for (const obj of game.battlefield) {
    const before = derive(ctx, obj, { layer });
    if (!inGroup(b, obj, before, game)) continue;
    const after = clone(before);
    applyChange(ctx, b, obj, after);
    if (inGroup(a, obj, before, game) !== inGroup(a, obj, after, game)) return true;
  }
  return false;
}

/** The layer's effects in the order they apply (613.3, 613.7, 613.8b), computed once per derivation. */
export function orderLayer(ctx: DeriveContext, layer: Layer): Ordered[] {
  const known = ctx.orders.get(layer);
  if (known) return known;
  const all = [...(ctx.byLayer.get(layer) ?? [])].sort((x, y) => x.timestamp - y.timestamp);
  // 613.3: within layers 2–6, characteristic-defining abilities first; 7a holds only them.
  const cdaFirst = layer !== '7a' && layer !== '1';
  const out: Ordered[] = cdaFirst ? all.filter((e) => e.origin === 'cda').map((effect) => ({ effect, order: 'cda' as const })) : [];
  const rest = cdaFirst ? all.filter((e) => e.origin !== 'cda') : all;
  ctx.orders.set(layer, out); // a partial order while dependencies are computed: derive() below stops before this layer.
  const deps = new Map<string, ContinuousEffect[]>();
  if (rest.length > 1) {
    for (const a of rest) {
      const on = rest.filter((b) => b !== a && !(a.follows !== undefined) && dependsOn(ctx, layer, a, b));
      if (on.length) deps.set(a.id, on);
    }
  }
  const remaining = [...rest];
  while (remaining.length) {
    const waiting = (e: ContinuousEffect) => (deps.get(e.id) ?? []).some((b) => remaining.includes(b));
    const ready = remaining.find((e) => !waiting(e));
    const effect = ready ?? remaining[0]!;
    const on = deps.get(effect.id) ?? [];
    const entry: Ordered = { effect, order: !ready ? 'loop' : on.length ? 'dependency' : 'timestamp' };
    if (on.length) entry.after = [...new Set(on.map((b) => b.sourceName))];
    out.push(entry);
    remaining.splice(remaining.indexOf(effect), 1);
  }
  return out;
}
