// Protection (702.16): what a permanent is protected from, and whether a given source has
// that quality. One place for targeting (702.16b), damage (702.16e), blocking (702.16f) and
// attachments (702.16c–d), for every quality: a color, a creature type, a card type,
// creatures, everything.
import type { Ability, ProtectionFrom } from '../oracle/ast.ts';
import type { Characteristics } from './characteristics.ts';
import { say, type Message } from '../messages/message.ts';

/** The source's characteristics protection looks at. */
export interface ProtectionSource {
  colors: readonly string[];
  types?: readonly string[];
  subtypes?: readonly string[];
}

function qualities(c: Characteristics): ProtectionFrom[] {
  const out: ProtectionFrom[] = c.protections.map((color) => ({ color }));
  for (const a of c.abilities) if (a.kind === 'protection-from') out.push(...a.from);
  return out;
}

/** "from red", "from Dragons", "from everything": the quality as the reader's language says it after "protection". */
function describe(q: ProtectionFrom): Message {
  if (q === 'creatures' || q === 'everything') return say('term.protection', { from: q, name: '' });
  if ('color' in q) return say('term.protection', { from: 'color', name: say('term.color', { color: q.color }) });
  if ('creatureType' in q) return say('term.protection', { from: 'creature-type', name: q.creatureType });
  return say('term.protection', { from: 'card-type', name: q.cardType });
}

function has(q: ProtectionFrom, source: ProtectionSource): boolean {
  if (q === 'everything') return true;
  if (q === 'creatures') return source.types?.includes('Creature') ?? false;
  if ('color' in q) return source.colors.includes(q.color);
  if ('creatureType' in q) return source.subtypes?.includes(q.creatureType) ?? false;
  return source.types?.includes(q.cardType) ?? false;
}

/** The qualities protection abilities give (702.16a): "protection from black" is `{color: 'black'}`. */
export function qualitiesGranted(abilities: readonly Ability[]): ProtectionFrom[] {
  return abilities.flatMap((a): ProtectionFrom[] => (a.kind === 'protection' ? [{ color: a.from }] : a.kind === 'protection-from' ? a.from : []));
}

/**
 * The quality that protects `protectedOne` from an Aura, its instances of protection that
 * "don't remove" that Aura set aside (702.16n: one instance for each; another instance of the
 * same quality still removes it), or null.
 */
export function protectionAgainstAura(protectedOne: Characteristics, aura: ProtectionSource, spared: readonly ProtectionFrom[]): Message | null {
  const left = [...spared];
  const q = qualities(protectedOne).find((x) => {
    if (!has(x, aura)) return false;
    const i = left.findIndex((s) => JSON.stringify(s) === JSON.stringify(x));
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
  return q === undefined ? null : describe(q);
}

/** The quality ("from red", "from Dragons", "from everything") that protects `protectedOne` from `source`, or null. */
export function protectionAgainst(protectedOne: Characteristics, source: ProtectionSource): Message | null {
  const q = qualities(protectedOne).find((x) => has(x, source));
  return q === undefined ? null : describe(q);
}
