// the lines of lands that pay for their mana later — Vivid lands ("This land enters
// tapped with two charge counters on it."), Shadowmoor filter lands ("{U/R}, {T}: Add {U}{U},
// {U}{R}, or {R}{R}.") and Odyssey's pain-free duals ("{T}: Add {B} or {R}. This land doesn't
// untap during your next untap step.").
import type { AbilityBody, Cost, Effect } from '../ast.ts';
import { line, type Entry } from '../entry.ts';
import { alt, lit, map, opt, sepBy1, seq, token, type Parser } from '../grammar.ts';
import { count, counterKind, counterWord, self, selfOrIt, whileSource } from '../phrases.ts';
import type { Amount, ObjectRef } from '../vocabulary.ts';
import { permanentTarget } from '../target-grammar.ts';
import { groupRef } from '../reference-grammar.ts';

/** "… doesn't untap during its controller's next untap step" (502.3): a restriction for that one step. */
export const skipsNextUntap = (objects: ObjectRef): Effect => ({ type: 'restrict', objects, what: ['doesnt-untap'], duration: 'next-untap-step' });
import { SACRIFICE_SELF } from './edicts.ts';

/** "For each COUNTER counter removed this way": the number chosen as the cost was paid, kept as the ability's X (game/casting.ts). */
const REMOVED: Amount = { of: 'X' };

const period = opt(lit('.'));

/** One group of mana symbols added together: "{U}{R}". */
const oneSymbol: Parser<string> = token((t) => (t.k === 'sym' && /^[WUBRGC]$/.test(t.raw) ? t.raw : null));
const symbolGroup: Parser<string[]> = (ts, at) => {
  // Greedy: a group is every mana symbol in a row (the options are separated by commas and "or").
  const out: string[] = [];
  let i = at;
  for (;;) {
    const r = oneSymbol(ts, i)[0];
    if (!r) break;
    out.push(r.value);
    i = r.next;
  }
  return out.length ? [{ value: out, next: i }] : [];
};

export const LAND_LINES: Entry<AbilityBody[]>[] = [
  {
    id: 'line/enters-tapped-with-counters',
    wording: 'CARDNAME enters tapped with N COUNTER counters on it (614.1c, 122.1)',
    parse: map(seq(self, lit('enters tapped with'), count, counterKind, counterWord, lit('on it'), period), ([, , n, counter]) => [{ kind: 'etb-tapped' }, { kind: 'etb-counters', count: n, counter }]),
    fixtures: [line('This land enters tapped with two charge counters on it.', { kind: 'etb-tapped' }, { kind: 'etb-counters', count: 2, counter: 'charge' })],
  },
];

/** What "doesn't untap" is said of: "it", "that creature", a target. */
const heldObject = alt<ObjectRef>(map(lit('it'), () => ({ ref: 'it' })), map(alt(lit('that creature'), lit('that permanent')), () => ({ ref: 'it', that: true })), map(permanentTarget, (spec) => ({ ref: 'target', spec })));

export const LAND_EFFECTS: Entry<Effect[]>[] = [
  {
    id: 'effect/add-mana-combination',
    wording: 'Add {M}{M}, {M}{M}, or {M}{M} (one of the listed groups of mana, 106.1a)',
    // Only when some option is more than one symbol: single symbols are read by effect/add-mana-choice.
    parse: map(seq(lit('add'), symbolGroup, opt(seq(lit(','), sepBy1(symbolGroup, lit(',')), lit(','))), lit('or'), symbolGroup), ([, first, middle, , last]) => {
      const options = [first, ...(middle ? middle[1] : []), last];
      return options.some((o) => o.length > 1) ? [{ type: 'add-mana', mana: options }] : null;
    }),
    fixtures: [{ text: '{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['U', 'U'], ['U', 'R'], ['R', 'R']] }] }] }],
  },
  {
    id: 'effect/doesnt-untap-next',
    wording: "CARDNAME doesn't untap during your next untap step / It (That creature, target FILTER) doesn't untap during its controller's next untap step (502.3)",
    parse: alt<Effect[]>(
      map(seq(self, lit("doesn't untap during your next untap step")), () => [skipsNextUntap({ ref: 'self' })]),
      map(seq(heldObject, lit("doesn't untap during its controller's next untap step")), ([objects]) => [skipsNextUntap(objects)]),
      // "… doesn't untap during its controller's untap step for as long as this artifact remains tapped" (502.3, 611.2b).
      map(seq(heldObject, lit("doesn't untap during its controller's untap step"), whileSource), ([objects, , duration]) => [{ type: 'restrict', objects, what: ['doesnt-untap'], duration }]),
      // A group, fixed as the instruction resolves (611.2c): "Lands you control don't untap during your next untap step".
      map(seq(groupRef, alt(map(lit("don't untap during your next untap step"), () => true), map(lit("don't untap during their controllers' next untap steps"), () => false))), ([objects, yours]) =>
        objects.ref === 'all' && (!yours || objects.filter.controller === 'you') ? [skipsNextUntap(objects)] : null,
      ),
    ),
    fixtures: [
      { text: "{T}: Add {B} or {R}. This land doesn't untap during your next untap step.", abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['B'], ['R']] }, { type: 'restrict', objects: { ref: 'self' }, what: ['doesnt-untap'], duration: 'next-untap-step' }] }] },
      // Ajani Vengeant.
      { text: "Lands you control don't untap during your next untap step.", spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'restrict', objects: { ref: 'all', filter: { types: ['Land'], controller: 'you' } }, what: ['doesnt-untap'], duration: 'next-untap-step' }] }] },
      { text: "+1: Target permanent doesn't untap during its controller's next untap step.", abilities: [{ kind: 'activated', effects: [{ type: 'restrict', objects: { ref: 'target', spec: { object: { permanent: true } } }, what: ['doesnt-untap'], duration: 'next-untap-step' }] }] },
      { text: "Tap target creature. It doesn't untap during its controller's next untap step.", spell: true, abilities: [{ kind: 'spell', effects: [{ type: 'tap', objects: { ref: 'target', spec: { object: { types: ['Creature'] } } } }, { type: 'restrict', objects: { ref: 'same-target', slot: -1 }, what: ['doesnt-untap'], duration: 'next-untap-step' }] }] },
      // Rust Tick, Dungeon Geists.
      { text: "{1}, {T}: Tap target artifact. It doesn't untap during its controller's untap step for as long as this creature remains tapped.", abilities: [{ kind: 'activated', effects: [{ type: 'tap', objects: { ref: 'target', spec: { object: { types: ['Artifact'] } } } }, { type: 'restrict', objects: { ref: 'same-target', slot: -1 }, what: ['doesnt-untap'], duration: { while: 'source-tapped' } }] }] },
      { text: "When this creature enters, tap target creature an opponent controls. That creature doesn't untap during its controller's untap step for as long as you control this creature.", abilities: [{ kind: 'triggered', effects: [{ type: 'tap' }, { type: 'restrict', objects: { ref: 'same-target', slot: -1 }, what: ['doesnt-untap'], duration: { while: 'you-control-source' } }] }] },
    ],
  },
  {
    id: 'effect/sacrifice-self-if-no-counters',
    wording: 'If there are no COUNTER counters on CARDNAME, sacrifice it (the depletion lands)',
    parse: map(seq(lit('if there are no'), counterKind, lit('counters on'), self, lit(', sacrifice it')), ([, counter]) => [{ type: 'group', condition: { kind: 'compare', amount: { of: 'stat', stat: 'counters', object: { ref: 'self' }, counter }, op: '==', value: 0 }, effects: [SACRIFICE_SELF] }]),
    fixtures: [{ text: '{T}, Remove a depletion counter from this land: Add {G}{G}. If there are no depletion counters on this land, sacrifice it.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['G', 'G']] }, { type: 'group', condition: { kind: 'compare', amount: { of: 'stat', stat: 'counters', object: { ref: 'self' }, counter: 'depletion' }, op: '==', value: 0 }, effects: [{ type: 'sacrifice', objects: { ref: 'self' } }] }] }] }],
  },
  // Storage lands and charge-counter mana rocks: as much mana as the cost removed.
  {
    id: 'effect/add-mana-for-each-removed',
    wording: 'Add {M} for each COUNTER counter removed this way / Add {M}, then add an additional {M} for each COUNTER counter removed this way',
    parse: alt<Effect[]>(
      map(seq(lit('add'), oneSymbol, lit('for each'), counterKind, lit('counter removed this way')), ([, mana]) => [{ type: 'add-mana', mana: [[mana]], amount: REMOVED }]),
      map(seq(lit('add'), oneSymbol, lit(', then add an additional'), oneSymbol, lit('for each'), counterKind, lit('counter removed this way')), ([, first, , mana]) => [{ type: 'add-mana', mana: [[first]] }, { type: 'add-mana', mana: [[mana]], amount: REMOVED }]),
    ),
    fixtures: [{ text: '{T}, Remove any number of charge counters from this artifact: Add {B}, then add an additional {B} for each charge counter removed this way.', abilities: [{ kind: 'activated', isManaAbility: true, effects: [{ type: 'add-mana', mana: [['B']] }, { type: 'add-mana', mana: [['B']], amount: { of: 'X' } }] }] }],
  },
];

// Storage lands (Mercadian Masques' "{T}, Remove any number of storage counters from this land:
// Add {C} for each storage counter removed this way.") and charge-counter mana rocks.
export const LAND_COSTS: Entry<Cost>[] = [
  {
    id: 'cost/remove-any-number-of-counters',
    wording: 'Remove any number of (Remove X) COUNTER counters from CARDNAME (the number chosen as it is activated: choose: {remove: N})',
    // "Remove X storage counters from this land" is the same choice, X the number removed (107.3a).
    parse: map(seq(alt(lit('remove any number of'), lit('remove X')), counterKind, lit('counters from'), selfOrIt), ([, counter]) => ({ type: 'remove-any-counters', counter })),
    fixtures: [{ text: '{T}, Remove any number of storage counters from this land: Add {C} for each storage counter removed this way.', abilities: [{ kind: 'activated', isManaAbility: true, costs: [{ type: 'tap' }, { type: 'remove-any-counters', counter: 'storage' }], effects: [{ type: 'add-mana', mana: [['C']], amount: { of: 'X' } }] }] }],
  },
];
