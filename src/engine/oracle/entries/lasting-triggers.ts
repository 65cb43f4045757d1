// A triggered ability an instruction creates for a stated duration (603.7b: a delayed triggered
// ability triggers only once "unless it has a stated duration, such as 'this turn'"): "Until end of
// turn, whenever a creature you control deals combat damage to a player, put a loyalty counter on
// CARDNAME" (Dovin, Grand Arbiter), "Whenever a creature attacks this turn, put a +1/+1 counter on
// it" (Basri, Devoted Paladin), "Until your next turn, whenever …". The words after the duration are
// read as a whole line of the source's own text — any trigger and any effects the line grammar reads,
// with its own rules for "it" and "that player" — and become the `delayed` verb with `lasts`;
// game/lasting-triggers.ts matches it against events through the one trigger handler until it ends.
// It is the last instruction of its line: everything after the duration belongs to the ability.
import type { Ability, Effect } from '../ast.ts';
import type { Entry } from '../entry.ts';
import type { Parser } from '../grammar.ts';
import { abilitiesOfRun } from '../quoted.ts';
import type { Token } from '../tokenize.ts';

type Lasts = 'until-end-of-turn' | 'until-your-next-turn';
const LEADS: ReadonlyArray<[string[], Lasts]> = [
  [['until', 'end', 'of', 'turn', ','], 'until-end-of-turn'],
  [['until', 'your', 'next', 'turn', ','], 'until-your-next-turn'],
];
const startsWith = (ts: Token[], at: number, words: string[]): boolean => words.every((w, i) => ts[at + i]?.raw === w);

/** The triggered ability the rest of the line says, as one `delayed` instruction that lasts; null when it isn't one plain triggered ability. */
function lasting(run: Token[], lasts: Lasts, once = false): Effect | null {
  const read = abilitiesOfRun(run);
  if (read?.length !== 1) return null;
  const a: Ability = read[0]!;
  // Modes, "only once each turn" and the like would be parts of the ability this shape doesn't carry.
  if (a.kind !== 'triggered' || Object.keys(a).some((k) => !['kind', 'trigger', 'effects', 'text', 'line'].includes(k))) return null;
  // An X in it would be read from the delayed trigger, which has none (Storm King's Thunder's X is its spell's): refused.
  if (once && JSON.stringify(a.effects).includes('"of":"X"')) return null;
  return { type: 'delayed', when: a.trigger, effects: a.effects, lasts, ...(once ? { once: true } : {}) } as Effect;
}

/**
 * "When you next cast an instant or sorcery spell this turn, copy that spell" (Chandra, the Firebrand; Doublecast): a
 * delayed trigger that triggers only the next time (603.7b), and not after this turn — read as the line "Whenever you cast
 * an instant or sorcery spell, …" once.
 */
const nextCast: Parser<Effect[]> = (ts, at) => {
  if (!startsWith(ts, at, ['when', 'you', 'next', 'cast'])) return [];
  const comma = ts.findIndex((t, i) => i > at && t.raw === ',');
  if (comma < 0 || ts[comma - 2]?.raw !== 'this' || ts[comma - 1]?.raw !== 'turn') return [];
  const run: Token[] = [{ k: 'word', raw: 'whenever' }, ts[at + 1]!, ...ts.slice(at + 3, comma - 2), ...ts.slice(comma)];
  const e = lasting(run, 'until-end-of-turn', true);
  return e ? [{ value: [e], next: ts.length }] : [];
};

/** "Until end of turn, whenever …" / "Until your next turn, whenever …" / "Whenever … this turn, …" to the end of the line. */
const lastingTrigger: Parser<Effect[]> = (ts, at) => {
  for (const [words, lasts] of LEADS) {
    if (!startsWith(ts, at, words) || ts[at + words.length]?.raw !== 'whenever') continue;
    const e = lasting(ts.slice(at + words.length), lasts);
    return e ? [{ value: [e], next: ts.length }] : [];
  }
  if (ts[at]?.raw !== 'whenever') return [];
  // "this turn" right before the comma that ends the trigger condition: the duration, taken out of the condition.
  const comma = ts.findIndex((t, i) => i > at && t.raw === ',');
  if (comma < 0 || ts[comma - 2]?.raw !== 'this' || ts[comma - 1]?.raw !== 'turn') return [];
  const e = lasting([...ts.slice(at, comma - 2), ...ts.slice(comma)], 'until-end-of-turn');
  return e ? [{ value: [e], next: ts.length }] : [];
};

const ability = (text: string, ...effects: unknown[]) => ({ text, abilities: [{ kind: 'activated', effects }] });

export const LASTING_TRIGGER_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/lasting-trigger',
    wording: 'Until end of turn (Until your next turn), whenever TRIGGER, EFFECTS; Whenever TRIGGER this turn, EFFECTS (603.7b: a delayed triggered ability with a stated duration; the last instructions of the line)',
    parse: lastingTrigger,
    fixtures: [
      ability('+1: Until end of turn, whenever a creature you control deals combat damage to a player, put a loyalty counter on Test Card.', { type: 'delayed', lasts: 'until-end-of-turn', when: { on: 'deals-damage', object: { types: ['Creature'], controller: 'you' } }, effects: [{ type: 'put-counters', counter: 'loyalty', on: [{ ref: 'self' }] }] }),
      ability('−2: Whenever a creature attacks this turn, put a +1/+1 counter on it.', { type: 'delayed', lasts: 'until-end-of-turn', when: { on: 'attacks', object: { types: ['Creature'] } }, effects: [{ type: 'put-counters', counter: '+1/+1', on: [{ ref: 'event-object' }] }] }),
      { text: 'Destroy all tapped creatures. Until your next turn, whenever a creature becomes tapped, destroy it.', spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'destroy' }, { type: 'delayed', lasts: 'until-your-next-turn', when: { on: 'becomes-tapped' }, effects: [{ type: 'destroy', objects: { ref: 'event-object' } }] }] }] },
    ],
  },
  {
    id: 'effect/next-cast-trigger',
    wording: 'When you next cast a SPELL this turn, EFFECTS (603.7b: a delayed triggered ability that triggers only once, until the turn ends; the last instructions of the line)',
    parse: nextCast,
    fixtures: [
      ability('+1: When you next cast an instant or sorcery spell this turn, copy that spell. You may choose new targets for the copy.', { type: 'delayed', lasts: 'until-end-of-turn', once: true, when: { on: 'casts', player: 'you', spell: { types: ['Instant', 'Sorcery'] } }, effects: [{ type: 'copy', objects: { ref: 'event-object' }, newTargets: true }] }),
    ],
  },
];
