// The groups a static ability affects (611.3a): the fixed groups of phrases.ts ("creatures you
// control", "enchanted creature", "other Elf creatures you control") and, after them, any group
// the one filter phrase reads ("other permanents you control", "artifact creatures your opponents
// control", "each creature with flying", "nonbasic lands") as `{match: Filter}`, checked by
// game/match.ts's `matches()` whenever the effect applies.
import type { Affected } from './ast.ts';
import { counted } from './amount-grammar.ts';
import { alt, map, type Parser } from './grammar.ts';
import { group } from './phrases.ts';
import { groupRef } from './reference-grammar.ts';
import type { Amount, Filter, ObjectRef } from './vocabulary.ts';
import { itIs, saysIt } from './pronouns.ts';

const literal = (a: Amount | undefined): boolean => a === undefined || typeof a === 'number';

/**
 * A filter a static group may use: one that names no other object, player or amount to read
 * (a static ability has no event, no target and no X), and only permanents. A group whose
 * filter needs such a reader would fit nothing (game/match.ts) — a silent wrong answer — so it
 * is refused here instead.
 */
export function plainFilter(f: Filter): boolean {
  if (f.shares || f.dealtDamageBySelf || (f.named && !('self' in f.named))) return false;
  if ((f.zone && f.zone !== 'battlefield') || f.spell) return false;
  if (typeof f.controller === 'object' || typeof f.owner === 'object') return false;
  if (![f.power, f.toughness, f.manaValue].every((c) => literal(c?.value))) return false;
  return (f.anyOf ?? []).every(plainFilter);
}

/** "Other permanents you control", "Each creature your opponents control", "Artifact creatures": every permanent that fits. */
const filterGroup: Parser<Affected> = map(groupRef, (r) => (r.ref === 'all' && plainFilter(r.filter) ? { match: r.filter } : null));

/** The fixed groups first (their readings are the ones fixtures name), then any filter. */
export const staticGroup: Parser<Affected> = alt(group, filterGroup);

/** Statics count with permanents' types as they stand after layer 5 (game/static-conditions.ts): no keyword, power or toughness in the description. */
export const READ_AFTER_LAYER_5 = (f: Filter): boolean => !f.withKeywords && !f.withoutKeywords && !f.power && !f.toughness && (f.anyOf ?? []).every(READ_AFTER_LAYER_5);
/** What a static ability counts whenever it applies (611.3a): "for each Plains you control", "the number of creature cards in your graveyard". */
export const staticCounted: Parser<Amount> = map(counted, (a) => (typeof a === 'object' && a.of === 'count' && !READ_AFTER_LAYER_5(a.filter) ? null : a));

/** The hosts an Aura's or Equipment's static ability names (303.4, 301.5): "it" after them is that host. */
const HOSTS: ReadonlySet<string> = new Set(['enchanted-creature', 'equipped-creature', 'enchanted-permanent', 'enchanted-artifact', 'enchanted-land']);
/**
 * What a static "for each" counts with "it" decided by what the sentence is about: "This creature gets +2/+2 for each
 * Aura attached to it" (the source), "Enchanted creature gets +1/+1 for each Aura and Equipment attached to it" (the
 * host); about any other group "it" would be each member in turn, which no count reads — refused (null). Only the
 * count: any other "it" is left for the line reader, which refuses it in a static ability.
 */
export function staticIt<T extends { type: string; counted?: Amount }>(effects: T[], affects: Affected): T[] | null {
  if (!effects.some((e) => e.type === 'modify-pt-for-each' && saysIt(e.counted))) return effects;
  const it: ObjectRef | null = affects === 'self' ? { ref: 'self' } : typeof affects === 'string' && HOSTS.has(affects) ? { ref: 'host' } : null;
  return it ? effects.map((e) => (e.type === 'modify-pt-for-each' && saysIt(e.counted) ? { ...e, counted: itIs(e.counted, it) } : e)) : null;
}
