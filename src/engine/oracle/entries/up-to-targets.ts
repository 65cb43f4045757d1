// "Up to N target …" (601.2c: a variable number of targets): "Tap up to two target creatures",
// "Return up to two target creature cards from your graveyard to your hand", "Up to two target
// creatures each get +2/+2 until end of turn". Each phrase becomes N `up-to` slots (one target
// each, game/up-to-targets.ts), every slot doing the same thing to the object chosen for it.
import type { Effect, Keyword, TargetKind } from '../ast.ts';
import type { Entry } from '../entry.ts';
import { alt, lit, map, oneOf, opt, seq, type Parser } from '../grammar.ts';
import { count, keyword, ptChange, untilEndOfTurn } from '../phrases.ts';
import { upToKind } from '../ast.ts';

const spell = (text: string, ...effects: unknown[]) => ({ text, spell: true, abilities: [{ kind: 'spell', effects }] });

/** What each slot may be: the noun after "up to N target", singular ("up to one") or plural. */
const NOUNS: Array<[string, TargetKind]> = [];
for (const [noun, kind] of [
  ['creature', 'creature'],
  ['artifact', 'artifact'],
  ['enchantment', 'enchantment'],
  ['land', 'land'],
  ['permanent', 'permanent'],
  ['nonland permanent', 'nonland-permanent'],
  ['artifact or enchantment', 'artifact-or-enchantment'],
  ['artifact or creature', 'artifact-or-creature'],
] as Array<[string, TargetKind]>) {
  const plural = noun.split(' or ').map((w) => `${w}s`).join(' or ');
  NOUNS.push([noun, kind], [plural, kind]);
  if (kind === 'creature' || kind === 'nonland-permanent') {
    const yours = kind === 'creature' ? 'creature-you-control' : 'permanent-you-control';
    const theirs = kind === 'creature' ? 'creature-opponent-controls' : 'nonland-permanent-opponent-controls';
    if (kind === 'creature') NOUNS.push([`${noun} you control`, yours], [`${plural} you control`, yours]);
    NOUNS.push([`${noun} an opponent controls`, theirs], [`${plural} an opponent controls`, theirs], [`${noun} you don't control`, theirs], [`${plural} you don't control`, theirs]);
  }
}
// Longest phrases first, so "creatures you control" is not read as "creatures" and a leftover.
NOUNS.sort((a, b) => b[0].length - a[0].length);
const noun: Parser<TargetKind> = oneOf(NOUNS);

/** "up to N target NOUN": N slots of that kind. */
const upTo: Parser<{ n: number; kind: TargetKind }> = map(seq(lit('up to'), count, lit('target'), noun), ([, n, , kind]) => ({ n, kind }));

/** N slots, each doing `effects(kind)` to its own target. */
function slots(n: number, kind: TargetKind, effects: (k: TargetKind) => Effect[]): Effect[] {
  return Array.from({ length: n }, () => ({ type: 'up-to', target: upToKind(n, kind), effects: effects(kind) }) as Effect);
}
const one = (type: 'tap' | 'untap' | 'destroy' | 'exile' | 'bounce') => (kind: TargetKind): Effect[] => [{ type, target: kind } as Effect];

const theirHands = alt(lit("to their owner's hand"), lit("to their owners' hands"), lit("to its owner's hand"));
const creatureCards = alt(lit('creature card'), lit('creature cards'));
const dontUntap = seq(
  lit('.'),
  alt(lit('those creatures'), lit('that creature'), lit('it'), lit('they')),
  alt(lit("don't untap during their controller's next untap step"), lit("doesn't untap during its controller's next untap step"), lit("don't untap during their controllers' next untap steps")),
);
/** "get +2/+2", "gets +1/+0 and gains first strike" (each slot its own pump, 611.2c). */
const gets = map(
  seq(opt(lit('each')), alt(lit('get'), lit('gets')), ptChange, opt(seq(lit('and'), alt(lit('gain'), lit('gains')), keyword)), untilEndOfTurn),
  ([, , pt, kw]) => ({ pt, kw: kw?.[2] as Keyword | undefined }),
);

export const UP_TO_TARGET_EFFECTS: Array<Entry<Effect[]>> = [
  {
    id: 'effect/up-to-tap',
    wording: 'Tap / Untap / Destroy / Exile up to N target creatures (artifacts, lands, permanents…)',
    parse: map(
      seq(oneOf<'tap' | 'untap' | 'destroy' | 'exile'>([['tap', 'tap'], ['untap', 'untap'], ['destroy', 'destroy'], ['exile', 'exile']]), upTo),
      ([verb, { n, kind }]) => slots(n, kind, one(verb)),
    ),
    fixtures: [
      spell('Tap up to two target creatures.', { type: 'up-to', target: 'up-to-2:creature', effects: [{ type: 'tap', target: 'creature' }] }, { type: 'up-to', target: 'up-to-2:creature' }),
      spell('Destroy up to one target artifact or enchantment.', { type: 'up-to', target: 'up-to-1:artifact-or-enchantment', effects: [{ type: 'destroy', target: 'artifact-or-enchantment' }] }),
    ],
  },
  {
    id: 'effect/up-to-tap-frozen',
    wording: "Tap up to N target creatures. Those creatures don't untap during their controller's next untap step",
    parse: map(seq(lit('tap'), upTo, dontUntap), ([, { n, kind }]) => slots(n, kind, (k) => [{ type: 'tap-frozen', target: k }])),
    fixtures: [
      spell("Tap up to two target creatures. Those creatures don't untap during their controller's next untap step.", { type: 'up-to', target: 'up-to-2:creature', effects: [{ type: 'tap-frozen', target: 'creature' }] }, { type: 'up-to' }),
    ],
  },
  {
    id: 'effect/up-to-bounce',
    wording: "Return up to N target creatures (nonland permanents…) to their owners' hands",
    parse: map(seq(lit('return'), upTo, theirHands), ([, { n, kind }]) => slots(n, kind, one('bounce'))),
    fixtures: [spell("Return up to two target creatures to their owners' hands.", { type: 'up-to', target: 'up-to-2:creature', effects: [{ type: 'bounce', target: 'creature' }] }, { type: 'up-to' })],
  },
  {
    id: 'effect/up-to-return-creature-cards',
    wording: 'Return up to N target creature cards from your graveyard to your hand',
    parse: map(seq(lit('return up to'), count, lit('target'), creatureCards, lit('from your graveyard to your hand')), ([, n]) =>
      slots(n, 'creature-card-in-your-graveyard', (k) => [{ type: 'return-from-graveyard', target: k }]),
    ),
    fixtures: [
      spell('Return up to two target creature cards from your graveyard to your hand.', { type: 'up-to', target: 'up-to-2:creature-card-in-your-graveyard', effects: [{ type: 'return-from-graveyard', target: 'creature-card-in-your-graveyard' }] }, { type: 'up-to' }),
    ],
  },
  {
    id: 'effect/up-to-cant-block',
    wording: "Up to N target creatures can't block this turn",
    parse: map(seq(upTo, lit("can't block this turn")), ([{ n, kind }]) => slots(n, kind, (k) => [{ type: 'restrict-this-turn', what: ['cant-block'], target: k }])),
    fixtures: [spell("Up to two target creatures can't block this turn.", { type: 'up-to', target: 'up-to-2:creature', effects: [{ type: 'restrict-this-turn', what: ['cant-block'], target: 'creature' }] }, { type: 'up-to' })],
  },
  {
    id: 'effect/up-to-pump',
    wording: 'Up to N target creatures each get +N/+N [and gain KEYWORD] until end of turn',
    parse: map(seq(upTo, gets), ([{ n, kind }, { pt, kw }]) =>
      slots(n, kind, (k) => [{ type: 'pump', ...pt, target: k } as Effect, ...(kw ? [{ type: 'grant', keyword: kw, target: k } as Effect] : [])]),
    ),
    fixtures: [
      spell('Up to two target creatures each get +2/+2 until end of turn.', { type: 'up-to', target: 'up-to-2:creature', effects: [{ type: 'pump', power: 2, toughness: 2, target: 'creature' }] }, { type: 'up-to' }),
      spell('Up to two target creatures each get +1/+0 and gain first strike until end of turn.', { type: 'up-to', effects: [{ type: 'pump', power: 1, toughness: 0 }, { type: 'grant', keyword: 'first strike' }] }, { type: 'up-to' }),
    ],
  },
  {
    id: 'effect/up-to-counters',
    wording: 'Put a +1/+1 counter on each of up to N target creatures',
    parse: map(seq(lit('put a +1/+1 counter on each of'), upTo), ([, { n, kind }]) => slots(n, kind, (k) => [{ type: 'put-counters', count: 1, counter: '+1/+1', target: k }])),
    fixtures: [spell('Put a +1/+1 counter on each of up to two target creatures.', { type: 'up-to', target: 'up-to-2:creature', effects: [{ type: 'put-counters', count: 1, counter: '+1/+1', target: 'creature' }] }, { type: 'up-to' })],
  },
];
