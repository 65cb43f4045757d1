// One target phrase (115.1, 601.2c): "target FILTER", "another target FILTER", "any target",
// "target player / opponent", "target creature or player", "target player or planeswalker",
// and "up to N target FILTERs" / "N target FILTERs" — read into a `TargetSpec` whose object
// filter comes from the one filter phrase (filter-grammar.ts). Every verb takes any target its
// instruction can act on: `permanentTarget` for what acts on permanents (destroy, exile, tap…),
// `creatureTarget` for what only a creature can undergo (+N/+N, regenerate…), `damageTarget`
// for what can be dealt damage (120.1), `spellTarget`, `playerTarget`.
import { alt, lit, map, memo, opt, seq, type Parser } from './grammar.ts';
import { objectFilter, permanentFilter } from './filter-grammar.ts';
import { count } from './phrases.ts';
import { CREATURE_TYPES } from './creature-types.ts';
import type { Filter, TargetSpec } from './vocabulary.ts';
import { says } from './says.ts';

/** 115.4: "any target" is a creature, a player, a planeswalker or a battle. */
export const ANY_TARGET: TargetSpec = { object: { types: ['Creature', 'Planeswalker', 'Battle'] }, player: 'any' };

/** Whether a description compares with X: "X target creatures with mana value X" is refused (the count and the description would both wait on X). A description alone may say X (oracle/ast.ts `xTargetsFit`). */
const saysX = (s: TargetSpec): boolean => says(s, 'of', 'X');

/** One target of a description: "target creature you control", "any target", "target opponent". */
export const target: Parser<TargetSpec> = memo(
  alt<TargetSpec>(
    map(lit('any target'), () => ANY_TARGET),
    // 115.3: "any other target" differs from what an earlier target of the ability chose.
    map(lit('any other target'), () => ({ ...ANY_TARGET, distinct: true })),
    map(seq(lit('target'), objectFilter.one), ([, object]) => ({ object })),
    // 115.3 / 109.1: "another target" is not the source, or not what an earlier target of the ability chose (game/target-slots.ts).
    map(seq(lit('another target'), objectFilter.one), ([, object]) => ({ object, distinct: true })),
    map(lit('target player'), () => ({ player: 'any' })),
    map(lit('target opponent'), () => ({ player: 'opponent' })),
    map(seq(lit('target'), permanentFilter.one, lit('or player')), ([, object]) => ({ object, player: 'any' })),
    map(seq(lit('target player or'), permanentFilter.one), ([, object]) => ({ object, player: 'any' })),
    map(seq(lit('target opponent or'), permanentFilter.one), ([, object]) => ({ object, player: 'opponent' })),
  ),
);

/** The kind of ability on the stack a target names (113.1): "activated or triggered ability", "triggered ability", "activated ability". */
const abilityKind: Parser<'activated' | 'triggered' | 'any'> = alt<'activated' | 'triggered' | 'any'>(
  map(lit('activated or triggered ability'), () => 'any'),
  map(lit('triggered ability'), () => 'triggered'),
  map(lit('activated ability'), () => 'activated'),
);
/** "from an artifact source", "from a colorless source": what the ability's source is. */
const abilitySource: Parser<Filter> = map(
  seq(lit('from'), alt(lit('a'), lit('an')), alt<Filter>(
    map(lit('colorless'), () => ({ colorCount: 'colorless' })),
    ...(['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker'] as const).map((t) => map(lit(t.toLowerCase()), (): Filter => ({ types: [t] }))),
  ), lit('source')),
  ([, , f]) => f,
);
/** "target activated or triggered ability you control [from an artifact source]", "target triggered ability": an ability on the stack (113.1, 115.1). */
export const abilityTarget: Parser<TargetSpec> = map(
  seq(lit('target'), abilityKind, opt(lit('you control')), opt(abilitySource)),
  ([, ability, yours, source]): TargetSpec => ({ object: { zone: 'stack', ability, ...(yours !== undefined ? { controller: 'you' as const } : {}), ...(source ? { abilitySource: source } : {}) } }),
);

/** "up to two target creatures", "up to one target artifact": N slots, each of which may stay empty (601.2c). */
export const upToTargets: Parser<TargetSpec> = memo(
  alt<TargetSpec>(
    map(seq(lit('up to'), count, lit('target'), alt(objectFilter.one, objectFilter.many)), ([, n, , object]) => (n >= 1 ? { object, count: { min: 0, max: n } } : null)),
    // "up to two other target creatures" (support on a permanent, 701.41a): none of them the source (the filter's `other`).
    map(seq(lit('up to'), count, lit('other target'), objectFilter.many), ([, n, , object]) => (n >= 1 ? { object: { ...object, other: true }, count: { min: 0, max: n } } : null)),
  ),
);
/** "two target creatures": exactly N slots. */
export const nTargets: Parser<TargetSpec> = alt<TargetSpec>(
  map(seq(count, lit('target'), objectFilter.many), ([n, , object]) => (n >= 2 ? { object, count: { min: n, max: n } } : null)),
  // "one or two target creatures": at least the first number, at most the second (601.2c; the slots past the first number may stay empty).
  map(seq(count, lit('or'), count, lit('target'), objectFilter.many), ([a, , b, , object]) => (a >= 1 && b > a ? { object, count: { min: a, max: b } } : null)),
  // "X target artifacts": as many targets as the X announced (107.3, 601.2c).
  map(seq(lit('X target'), objectFilter.many), ([, object]) => (saysX({ object }) ? null : { object, count: { min: 0, max: null, x: true } })),
);
/** "each of two targets", "each of up to three target creatures": N slots of one description (601.2c), each dealt the same damage (a damage recipient, checked by the caller). */
export const eachOfTargets: Parser<TargetSpec> = memo(
  map(
    seq(lit('each of'), alt<TargetSpec>(
      nTargets,
      upToTargets,
      map(seq(count, lit('targets')), ([n]) => (n >= 2 ? { ...ANY_TARGET, count: { min: n, max: n } } : null)),
      map(seq(lit('up to'), count, lit('targets')), ([, n]) => (n >= 1 ? { ...ANY_TARGET, count: { min: 0, max: n } } : null)),
    )),
    ([, spec]) => spec,
  ),
);

// ─── What an instruction can act on ────────────────────────────────────────────────────────

const onBattlefield = (f: Filter | undefined): f is Filter => !!f && f.zone === undefined && !f.spell;
/** Every object it can name is a creature: "creature", "artifact creature", "Elf" (a creature type). */
export function onlyCreatures(f: Filter): boolean {
  if (f.anyOf) return f.anyOf.every((g) => onlyCreatures({ ...f, anyOf: undefined, ...g }));
  if (f.allTypes?.includes('Creature')) return true;
  if (f.types) return f.types.length === 1 && f.types[0] === 'Creature';
  return !!f.subtypes && f.subtypes.every((s) => CREATURE_TYPES.has(s));
}
/** Only what can be dealt damage (120.1): creatures, planeswalkers, battles, players. */
function damageable(f: Filter): boolean {
  const kinds = new Set(['Creature', 'Planeswalker', 'Battle']);
  if (f.anyOf) return f.anyOf.every((g) => damageable({ ...f, anyOf: undefined, ...g }));
  if (f.allTypes?.some((t) => kinds.has(t))) return true;
  if (f.types) return f.types.every((t) => kinds.has(t));
  return onlyCreatures(f);
}

const only = (p: Parser<TargetSpec>, ok: (s: TargetSpec) => boolean): Parser<TargetSpec> => map(p, (s) => (ok(s) ? s : null));

/** A permanent (destroy, exile, tap, return to hand, gain control, counters). */
export const isPermanentTarget = (s: TargetSpec): boolean => !s.player && onBattlefield(s.object);
export const isCreatureTarget = (s: TargetSpec): boolean => isPermanentTarget(s) && onlyCreatures(s.object!);
export const isDamageTarget = (s: TargetSpec): boolean => (s.object ? onBattlefield(s.object) && damageable(s.object) : !!s.player);
export const isSpellTarget = (s: TargetSpec): boolean => !s.player && !!s.object?.spell;
export const isPlayerTarget = (s: TargetSpec): boolean => !!s.player && !s.object;
/** A card in a graveyard (115.1: "target creature card from your graveyard"). */
export const isGraveyardCardTarget = (s: TargetSpec): boolean => !s.player && s.object?.zone === 'graveyard';

export const permanentTarget = only(target, isPermanentTarget);
export const creatureTarget = only(target, isCreatureTarget);
export const damageTarget = only(target, isDamageTarget);
export const spellTarget = only(target, isSpellTarget);
export const playerTarget = only(target, isPlayerTarget);
export const graveyardCardTarget = only(target, isGraveyardCardTarget);

/** A target whose controller is not the ability's controller ("target creature you don't control"): a fight's second creature. */
export const isOpponentsTarget = (s: TargetSpec): boolean => s.object?.controller === 'opponent' || s.object?.controller === 'not-you';

/** The slots of "up to N target …" or "N target …": one spec per slot, all the same spec (the phrase's count). */
export { slotsOfSpec as slotsOf } from './ast.ts';
/** A fight's second creature (701.14a), never the first one: a creature (or planeswalker) its controller doesn't control. */
export const opponentsCreatureTarget = only(target, (s) => isDamageTarget(s) && !s.player && isOpponentsTarget(s));
/** What damage prevention can protect: what can be dealt damage. */
export const preventTarget = damageTarget;
